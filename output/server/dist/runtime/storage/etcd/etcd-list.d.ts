/**
 * A list, or a page of one, read from etcd itself, as Kubernetes' etcd3 store lists: the
 * etcd store's lists (the cacher hands it a list with a limit and no selector while its cache
 * is not filled: KEP-4568, shouldDelegateListOnNotReadyCache). A selector is applied to the
 * keys read, in chunks of the limit, until the page is full. Its continue tokens are the
 * cache's (revision, last key, issue time), so the next page is served by whichever of the
 * two answers it.
 */
import type { Etcd3 } from "etcd3";
import { type ListQuery, type ListResult } from "../storage.js";
export interface EtcdListContext {
  readonly client: Etcd3;
  /** The resource's key prefix, ending in `/`. */
  readonly prefix: string;
  readonly namespaced: boolean;
  readonly continueTtlMs: number;
  readonly now: number;
  /** The deadline of each etcd request. */
  readonly options: () => {
    deadline: number;
  };
}
/** One page of `query` from etcd (every object it selects, without a limit). */
export declare function listFromEtcd(ctx: EtcdListContext, query: ListQuery): Promise<ListResult>;
