// Copied by corespec from templates/server/storage/list-revision.ts. DO NOT EDIT: change the template and run `npm run generate`.

/**
 * Which revision a page of a list reads, from its query, as Kubernetes' storage decides it (the
 * request's resourceVersion, resourceVersionMatch, limit and continue token). The watch cache
 * (cache/resource-cache.ts) and the etcd store's lists from etcd (etcd/etcd-list.ts) both ask
 * it, then check the revision against what each holds.
 */
import {
  CONTINUE_CLOCK_SKEW_MS,
  decodeContinue,
  encodeContinue,
  INCONSISTENT_CONTINUE_MESSAGE,
  type ContinueToken,
} from "./continue-token.js";
import { parseResourceVersion, StoreError, type ListQuery } from "./storage.js";

export type ListRevision =
  /** The most recent state: resourceVersion unset, "" or "0". */
  | { readonly kind: "latest" }
  /** The state at exactly this revision (`Exact`, or a revision with a limit and no match: Kubernetes' legacy rule). */
  | { readonly kind: "exact"; readonly rv: number }
  /** The most recent state, which must be at least this revision (`NotOlderThan`, or a revision without a limit). */
  | { readonly kind: "notOlderThan"; readonly rv: number }
  /** The next page of a list: its first page's revision, after its last key. `stale`: past its time to live, or issued in the future. */
  | { readonly kind: "continue"; readonly token: ContinueToken; readonly stale: boolean };

/**
 * The revision a list reads; BadRequest or Invalid for a query Kubernetes refuses. `rangeStart`
 * is the first key of the list's range (`<namespace>/`, or "" for every key): a continue token
 * of another range is refused.
 */
export function listRevision(
  query: ListQuery,
  rangeStart: string,
  now: number,
  continueTtlMs: number,
): ListRevision {
  const rvText = query.resourceVersion ?? "";
  if (query.continue !== undefined && query.continue !== "") {
    if (rvText !== "" && rvText !== "0")
      throw StoreError.badRequest("specifying resource version is not allowed when using continue");
    const token = decodeContinue(query.continue);
    if (rangeStart !== "" && !token.start.startsWith(rangeStart))
      throw StoreError.badRequest("invalid continue token: it belongs to another list");
    // A token claiming to be issued in the future would never expire: it is as good as expired.
    return {
      kind: "continue",
      token,
      stale: now - token.t > continueTtlMs || token.t > now + CONTINUE_CLOCK_SKEW_MS,
    };
  }
  const match = query.resourceVersionMatch;
  if (match !== undefined && rvText === "")
    throw StoreError.invalid(
      "resourceVersionMatch: Forbidden: resourceVersionMatch is forbidden unless resourceVersion is provided",
    );
  if (rvText === "" || rvText === "0") {
    if (match === "Exact" && rvText === "0")
      throw StoreError.invalid(
        'resourceVersionMatch: Forbidden: resourceVersionMatch "exact" is forbidden for resourceVersion "0"',
      );
    return { kind: "latest" };
  }
  const rv = parseResourceVersion(rvText);
  const limited = query.limit !== undefined && query.limit > 0;
  return match === "Exact" || (match === undefined && limited)
    ? { kind: "exact", rv }
    : { kind: "notOlderThan", rv };
}

/** 410 for a continue token too old to go on with: with a token that goes on at `current` (storage.NewInconsistentContinueError). */
export function expiredContinue(token: ContinueToken, current: number, now: number): StoreError {
  return StoreError.expired(
    INCONSISTENT_CONTINUE_MESSAGE,
    encodeContinue({ rv: current, start: token.start, t: now }),
  );
}

/** The message of a 410 for an `Exact` list at a compacted revision. */
export const TOO_OLD_LIST_MESSAGE = "The resourceVersion for the provided list is too old.";
