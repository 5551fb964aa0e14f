import type { ListMeta, MicroTime, ObjectMeta } from "../meta.core.io/v1.js";
/** A lease: holder identity, acquire and renew times, duration. */
export interface Lease {
  /** The versioned schema of this representation: `coordination.core.io/v1`. */
  apiVersion?: "coordination.core.io/v1";
  /** The REST resource kind: `Lease`. Cannot be updated. */
  kind?: "Lease";
  /** Standard object metadata. */
  metadata?: ObjectMeta;
  /** The specification of the Lease. */
  spec?: LeaseSpec;
}
/** A list of Lease objects. */
export interface LeaseList {
  /** The versioned schema of this representation: `coordination.core.io/v1`. */
  apiVersion?: "coordination.core.io/v1";
  /** The REST resource kind: `LeaseList`. Cannot be updated. */
  kind?: "LeaseList";
  /** Standard list metadata. */
  metadata?: ListMeta;
  /**
   * The Lease objects.
   *
   * Required.
   */
  items: Lease[];
}
/**
 * The specification of a Lease.
 *
 * Rules:
 * - `preferredHolder` must not be set when `strategy` is not set.
 */
export interface LeaseSpec {
  /** When the current lease was acquired. */
  acquireTime?: MicroTime;
  /** Identity of the current holder. With coordinated leader election it must equal the elected LeaseCandidate `metadata.name`. */
  holderIdentity?: string;
  /**
   * How long candidates wait to force-acquire, measured against the last observed `renewTime`. Kubernetes requires a value greater than 0 when it is set.
   *
   * Greater than 0.
   */
  leaseDurationSeconds?: number;
  /**
   * Number of transitions of the lease between holders. Kubernetes rejects a negative value.
   *
   * Value: at least 0.
   */
  leaseTransitions?: number;
  /** Signals to the holder that a better holder exists and the lease should be given up. Can be set only if `strategy` is also set. */
  preferredHolder?: string;
  /** When the current holder last updated the lease. */
  renewTime?: MicroTime;
  /**
   * Strategy for picking the leader in coordinated leader election. Unset means no active coordination.
   *
   * Alpha, behind the feature gate `CoordinatedLeaderElection`.
   */
  strategy?: CoordinatedLeaseStrategy;
}
/**
 * The strategy that coordinated leader election uses to pick the leader among candidates: the one Kubernetes defines, or a custom strategy named with a domain prefix.
 *
 * - `OldestEmulationVersion`: Picks the candidate with the oldest emulation version, then the oldest binary version, then the oldest creation timestamp.
 *
 * Custom values have a domain prefix (`example.com/name`) and are qualified names.
 */
export type CoordinatedLeaseStrategy = "OldestEmulationVersion" | `${string}/${string}`;
