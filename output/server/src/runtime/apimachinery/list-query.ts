// Copied by corespec from templates/server/apimachinery/list-query.ts. DO NOT EDIT: change the template and run `npm run generate`.

/**
 * What a list or a watch request reads: its selectors (labels, fields and, behind
 * ShardedListAndWatch, the shard), the namespace (its path's, or one its field selector pins),
 * and the list's paging and resourceVersion parameters, as the storage layer takes them.
 */
import type { FeatureGates } from "./feature-gates.js";
import type { KindInfo } from "./kinds.js";
import { selectionOf } from "./selection.js";
import type { ListQuery } from "../storage/storage.js";

/** The part of a request a list reads. */
export interface ListRequest {
  readonly namespace?: string;
  readonly query: Readonly<Record<string, string | number | boolean | undefined>>;
}

/** The shard selector a request applies: only while ShardedListAndWatch is on (off, the parameter is dropped, as Kubernetes drops disabled fields). */
export function shardSelectorOf(ctx: ListRequest, gates: FeatureGates): string | undefined {
  const text = ctx.query.shardSelector;
  return gates.enabled("ShardedListAndWatch") && typeof text === "string" && text !== ""
    ? text
    : undefined;
}

/** The request's selectors (labels, fields, shard), and the namespace it reads (its path's, or one its field selector pins). */
export function selectorsOf(
  ctx: ListRequest,
  info: KindInfo,
  gates: FeatureGates,
): { select?: ListQuery["select"]; namespace?: string } {
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

export function listQuery(ctx: ListRequest, info: KindInfo, gates: FeatureGates): ListQuery {
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
