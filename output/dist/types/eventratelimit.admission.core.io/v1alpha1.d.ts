/**
 * Configuration of the EventRateLimit admission controller.
 *
 * Alpha.
 */
export interface Configuration {
  /** The versioned schema of this representation: `eventratelimit.admission.core.io/v1alpha1`. */
  apiVersion?: "eventratelimit.admission.core.io/v1alpha1";
  /** The REST resource kind: `Configuration`. Cannot be updated. */
  kind?: "Configuration";
  /**
   * Limits to place on event queries received. Limits can apply server-wide, per namespace, per user, and per source+object. At least one limit is required.
   *
   * Required. Items: at least 1.
   */
  limits: Limit[];
}
/**
 * The configuration of one limit type.
 *
 * Alpha.
 *
 * Rules:
 * - `cacheSize` is ignored when `type` is `Server`.
 */
export interface Limit {
  /**
   * Which kind of limit this configuration applies to.
   *
   * Required.
   */
  type: LimitType;
  /**
   * Number of event queries per second allowed for this type of limit once the burst is exhausted. qps and burst together decide whether a query is accepted. Must be positive.
   *
   * Required. Greater than 0.
   */
  qps: number;
  /**
   * Maximum allowance of a bucket. With burst 10 and qps 3, 10 queries are accepted before any is blocked, then 3 more per second; unused allowance rolls over to the next second up to the maximum of 10. Must be positive.
   *
   * Required. Greater than 0.
   */
  burst: number;
  /**
   * Size of the LRU cache of buckets for this type of limit. A bucket evicted from the cache has its allowance reset: it re-enters the cache with a full burst allowance. Default 4096. Ignored when type is `Server`. Must not be negative (Kubernetes checks this only for types other than `Server`).
   *
   * Value: at least 0.
   *
   * @defaultValue `4096`
   */
  cacheSize?: number;
}
/**
 * The type of a limit, e.g. per namespace.
 *
 * - `Server`: One bucket shared by all event queries received by the API server.
 * - `Namespace`: One bucket per namespace.
 * - `User`: One bucket per user.
 * - `SourceAndObject`: One bucket per combination of source and involved object of the event.
 *
 * Alpha.
 */
export type LimitType = "Server" | "Namespace" | "User" | "SourceAndObject";
