// Copied by corespec from templates/server/storage/cache/delegator.ts. DO NOT EDIT: change the template and run `npm run generate`.
/** A list's route: the cache once filled; meanwhile the storage for a limit and no selector, else 429. */
export function listRoute(query, filled) {
  if (filled) return "cache";
  return query.select === undefined && query.limit !== undefined && query.limit > 0
    ? "storage"
    : "refuse";
}
/** Whether a list reads the most recent state (no resourceVersion, no continue token): it waits for the cache to be fresh. */
export function isConsistentRead(query) {
  return !query.continue && (query.resourceVersion ?? "") === "";
}
/** Whether a watch starts from a past revision without initial events (replayed from history, or by the storage). */
export function watchesFrom(query, from) {
  return !(query.sendInitialEvents ?? from === undefined) && from !== undefined;
}
/**
 * How long a client should wait before it retries a request the unfilled cache refused, in
 * seconds: Kubernetes' calculateRetryAfterForUnreadyCache, e^(0.06 × seconds down), from 1 to 30.
 */
export function retryAfterForUnreadyCache(downtimeMs) {
  return Math.trunc(Math.min(30, Math.max(1, Math.exp(0.06 * (downtimeMs / 1e3)))));
}
