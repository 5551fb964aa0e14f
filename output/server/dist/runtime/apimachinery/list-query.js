// Copied by corespec from templates/server/apimachinery/list-query.ts. DO NOT EDIT: change the template and run `npm run generate`.
import { selectionOf } from "./selection.js";
export function shardSelectorOf(ctx, gates) {
  const text = ctx.query.shardSelector;
  return gates.enabled("ShardedListAndWatch") && typeof text === "string" && text !== "" ? text : void 0;
}
export function selectorsOf(ctx, info, gates) {
  const { select, namespace } = selectionOf(ctx.query.labelSelector, ctx.query.fieldSelector, info.selectableFields, shardSelectorOf(ctx, gates));
  const ns = ctx.namespace ?? namespace;
  return { ...select !== void 0 ? { select } : {}, ...ns !== void 0 ? { namespace: ns } : {} };
}
export function listQuery(ctx, info, gates) {
  const q = ctx.query;
  return {
    ...selectorsOf(ctx, info, gates),
    ...typeof q.limit === "number" && q.limit > 0 ? { limit: q.limit } : {},
    ...typeof q.continue === "string" && q.continue !== "" ? { continue: q.continue } : {},
    ...typeof q.resourceVersion === "string" && q.resourceVersion !== "" ? { resourceVersion: q.resourceVersion } : {},
    ...q.resourceVersionMatch === "NotOlderThan" || q.resourceVersionMatch === "Exact" ? { resourceVersionMatch: q.resourceVersionMatch } : {}
  };
}
