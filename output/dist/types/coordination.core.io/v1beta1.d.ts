import type { ListMeta, MicroTime, ObjectMeta } from "../meta.core.io/v1.js";
import type { CoordinatedLeaseStrategy } from "./v1.js";
/**
 * A candidate for a Lease; coordinated leader election picks the best leader among candidates.
 *
 * Beta.
 */
export interface LeaseCandidate {
  /** The versioned schema of this representation: `coordination.core.io/v1beta1`. */
  apiVersion?: "coordination.core.io/v1beta1";
  /** The REST resource kind: `LeaseCandidate`. Cannot be updated. */
  kind?: "LeaseCandidate";
  /** Standard object metadata. */
  metadata?: ObjectMeta;
  /**
   * The specification of the LeaseCandidate.
   *
   * Required.
   */
  spec: LeaseCandidateSpec;
}
/**
 * A list of LeaseCandidate objects.
 *
 * Beta.
 */
export interface LeaseCandidateList {
  /** The versioned schema of this representation: `coordination.core.io/v1beta1`. */
  apiVersion?: "coordination.core.io/v1beta1";
  /** The REST resource kind: `LeaseCandidateList`. Cannot be updated. */
  kind?: "LeaseCandidateList";
  /** Standard list metadata. */
  metadata?: ListMeta;
  /**
   * The LeaseCandidate objects.
   *
   * Required.
   */
  items: LeaseCandidate[];
}
/**
 * The specification of a LeaseCandidate.
 *
 * Beta.
 *
 * Rules:
 * - `emulationVersion` must be <= `binaryVersion` (as semver).
 * - `emulationVersion` is required when `strategy` is `OldestEmulationVersion`.
 */
export interface LeaseCandidateSpec {
  /**
   * Binary version of the candidate. Semantic version without a leading `v`.
   *
   * Required. Format: a strict semantic version without a leading `v`.
   */
  binaryVersion: string;
  /**
   * Emulation version of the candidate. Semantic version without a leading `v`; must be <= binaryVersion; required when strategy is `OldestEmulationVersion`.
   *
   * Format: a strict semantic version without a leading `v`.
   */
  emulationVersion?: string;
  /**
   * Name of the Lease contended for; same limits as Lease `name`. Several candidates may reference the same name.
   *
   * Required. Immutable. Format: an RFC 1123 DNS subdomain.
   */
  leaseName: string;
  /** Last time the server asked the candidate to renew. Set only during leader election to detect ineligible candidates; the candidate answers by updating `renewTime`. */
  pingTime?: MicroTime;
  /** Last update of the candidate. Objects whose last renew is hours old are garbage collected; `pingTime` is updated regularly to keep live candidates. */
  renewTime?: MicroTime;
  /**
   * Strategy used to pick the leader. If candidates for one Lease return different strategies, the strategy of the candidate with the latest `binaryVersion` is used; if a conflict remains it is a user error and the Lease is not operated until resolved.
   *
   * Required.
   */
  strategy: CoordinatedLeaseStrategy;
}
