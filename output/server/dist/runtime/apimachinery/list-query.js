// Copied by corespec from templates/server/apimachinery/list-query.ts. DO NOT EDIT: change the template and run `npm run generate`.
import { selectionOf } from "./selection.js";
/** The shard selector a request applies: only while ShardedListAndWatch is on (off, the parameter is dropped, as Kubernetes drops disabled fields). */
export function shardSelectorOf(ctx, gates) {
  const text = ctx.query.shardSelector;
  return gates.enabled("ShardedListAndWatch") && typeof text === "string" && text !== ""
    ? text
    : undefined;
}
/** The request's selectors (labels, fields, shard), and the namespace it reads (its path's, or one its field selector pins). */
export function selectorsOf(ctx, info, gates) {
  const { select, namespace } = selectionOf(
    ctx.query.labelSelector,
    ctx.query.fieldSelector,
    info.selectableFields,
    shardSelectorOf(ctx, gates),
  );
  const ns = ctx.namespace ?? namespace;
  return {
    ...(select !== undefined ? { select } : {}),
    ...(ns !== undefined ? { namespace: ns } : {}),
  };
}
export function listQuery(ctx, info, gates) {
  const q = ctx.query;
  return {
    ...selectorsOf(ctx, info, gates),
    ...(typeof q.limit === "number" && q.limit > 0 ? { limit: q.limit } : {}),
    ...(typeof q.continue === "string" && q.continue !== "" ? { continue: q.continue } : {}),
    ...(typeof q.resourceVersion === "string" && q.resourceVersion !== ""
      ? { resourceVersion: q.resourceVersion }
      : {}),
    ...(q.resourceVersionMatch === "NotOlderThan" || q.resourceVersionMatch === "Exact"
      ? { resourceVersionMatch: q.resourceVersionMatch }
      : {}),
  };
}
