/**
 * What a list or a watch request reads: its selectors (labels, fields and, behind
 * ShardedListAndWatch, the shard), the namespace (its path's, or one its field selector pins),
 * and the list's paging and resourceVersion parameters, as the storage layer takes them.
 */
import type { FeatureGates } from "./feature-gates.js";
import type { KindInfo } from "./kinds.js";
import type { ListQuery } from "../storage/storage.js";
/** The part of a request a list reads. */
export interface ListRequest {
  readonly namespace?: string;
  readonly query: Readonly<Record<string, string | number | boolean | undefined>>;
}
/** The shard selector a request applies: only while ShardedListAndWatch is on (off, the parameter is dropped, as Kubernetes drops disabled fields). */
export declare function shardSelectorOf(ctx: ListRequest, gates: FeatureGates): string | undefined;
/** The request's selectors (labels, fields, shard), and the namespace it reads (its path's, or one its field selector pins). */
export declare function selectorsOf(
  ctx: ListRequest,
  info: KindInfo,
  gates: FeatureGates,
): {
  select?: ListQuery["select"];
  namespace?: string;
};
export declare function listQuery(ctx: ListRequest, info: KindInfo, gates: FeatureGates): ListQuery;
