import { type Collector } from "../../runtime/errors.js";
import { type UpdateValidator, type Validator } from "../../runtime/total.js";
import type * as types from "../../types/coordination.core.io/v1beta1.js";
/**
 * Validates a LeaseCandidate. A candidate for a Lease; coordinated leader election picks the best leader among candidates.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateLeaseCandidate: Validator<types.LeaseCandidate>;
/** Validates an update of a LeaseCandidate: everything `validateLeaseCandidate` checks, and what may not change from `old`. */
export declare const validateLeaseCandidateUpdate: UpdateValidator;
/** Checks a LeaseCandidate found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateLeaseCandidateAt(value: unknown, path: string, c: Collector): void;
/** Checks what an update of a LeaseCandidate at `path` may not change, comparing `value` with `old`. */
export declare function updateLeaseCandidateAt(
  value: unknown,
  old: unknown,
  path: string,
  c: Collector,
): void;
/**
 * Validates a LeaseCandidateList. A list of LeaseCandidate objects.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateLeaseCandidateList: Validator<types.LeaseCandidateList>;
/** Validates an update of a LeaseCandidateList: everything `validateLeaseCandidateList` checks, and what may not change from `old`. */
export declare const validateLeaseCandidateListUpdate: UpdateValidator;
/** Checks a LeaseCandidateList found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateLeaseCandidateListAt(
  value: unknown,
  path: string,
  c: Collector,
): void;
/** Checks what an update of a LeaseCandidateList at `path` may not change, comparing `value` with `old`. */
export declare function updateLeaseCandidateListAt(
  value: unknown,
  old: unknown,
  path: string,
  c: Collector,
): void;
/**
 * Validates a LeaseCandidateSpec. The specification of a LeaseCandidate.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateLeaseCandidateSpec: Validator<types.LeaseCandidateSpec>;
/** Validates an update of a LeaseCandidateSpec: everything `validateLeaseCandidateSpec` checks, and what may not change from `old`. */
export declare const validateLeaseCandidateSpecUpdate: UpdateValidator;
/** Checks a LeaseCandidateSpec found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateLeaseCandidateSpecAt(
  value: unknown,
  path: string,
  c: Collector,
): void;
/** Checks what an update of a LeaseCandidateSpec at `path` may not change, comparing `value` with `old`. */
export declare function updateLeaseCandidateSpecAt(
  value: unknown,
  old: unknown,
  path: string,
  c: Collector,
): void;
