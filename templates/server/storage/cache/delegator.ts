/**
 * Which requests the cacher (cacher.ts) serves from its cache and which it hands to the storage
 * below, as Kubernetes' delegator decides (k8s.io/apiserver/pkg/storage/cacher/delegator.go):
 *
 * - While a resource's cache is not filled (it is listing, or its list keeps failing), gets and
 *   writes go to the storage, and so does a list with a limit and no selector
 *   (shouldDelegateListOnNotReadyCache): the storage pages it itself. A watch, and any other
 *   list, gets 429 with a retry period (KEP-4568, `storage is (re)initializing`).
 * - A get without resourceVersion goes to the storage, filled or not (delegator Get: a
 *   consistent read); once filled, the cache serves a get at "0" as it is, and one at a
 *   revision once it has reached it (waitUntilFreshAndGet), then 504.
 * - Once filled, the cache serves lists and watches. A list without resourceVersion (a
 *   consistent read) is served from the cache after it has caught up with the storage's
 *   current revision, read from the storage for it (GetCurrentResourceVersion,
 *   ConsistentListFromCache: waitUntilFreshAndBlock), and from the storage
 *   when the cache does not get there in time (its watch broken or stalled): the delegator's
 *   fallback on a consistent read's timeout, never a stale list. One with a revision newer
 *   than the cache's waits for it, then 504. The cache keeps its history, so lists at an
 *   exact revision and the pages of a list (continue) are served from it too, as Kubernetes'
 *   snapshots serve them (ListFromCacheSnapshot), where older versions delegated them
 *   (ShouldDelegateExactRV, ShouldDelegateContinue).
 * - A watch from a revision older than the cache keeps goes to the storage, which ends it with
 *   410 when it no longer has that revision either.
 * - Writes always go to the storage, which checks their preconditions against its own state.
 */
import type { ListQuery, WatchQuery } from "../storage.js";

/** Where a list goes. */
export type ListRoute = "cache" | "storage" | "refuse";

/** A list's route: the cache once filled; meanwhile the storage for a limit and no selector, else 429. */
export function listRoute(query: ListQuery, filled: boolean): ListRoute {
  if (filled) return "cache";
  return query.select === undefined && query.limit !== undefined && query.limit > 0
    ? "storage"
    : "refuse";
}

/** Whether a list reads the most recent state (no resourceVersion, no continue token): it waits for the cache to be fresh. */
export function isConsistentRead(query: ListQuery): boolean {
  return !query.continue && (query.resourceVersion ?? "") === "";
}

/** Whether a watch starts from a past revision without initial events (replayed from history, or by the storage). */
export function watchesFrom(query: WatchQuery, from: number | undefined): boolean {
  return !(query.sendInitialEvents ?? from === undefined) && from !== undefined;
}

/**
 * How long a client should wait before it retries a request the unfilled cache refused, in
 * seconds: Kubernetes' calculateRetryAfterForUnreadyCache, e^(0.06 × seconds down), from 1 to 30.
 */
export function retryAfterForUnreadyCache(downtimeMs: number): number {
  return Math.trunc(Math.min(30, Math.max(1, Math.exp(0.06 * (downtimeMs / 1000)))));
}
