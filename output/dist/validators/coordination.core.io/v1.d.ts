import { type Collector } from "../../runtime/errors.js";
import { type UpdateValidator, type Validator } from "../../runtime/total.js";
import type * as types from "../../types/coordination.core.io/v1.js";
/**
 * Validates a Lease. A lease: holder identity, acquire and renew times, duration.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateLease: Validator<types.Lease>;
/** Validates an update of a Lease: everything `validateLease` checks, and what may not change from `old`. */
export declare const validateLeaseUpdate: UpdateValidator;
/** Checks a Lease found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateLeaseAt(value: unknown, path: string, c: Collector): void;
/** Checks what an update of a Lease at `path` may not change, comparing `value` with `old`. */
export declare function updateLeaseAt(
  value: unknown,
  old: unknown,
  path: string,
  c: Collector,
): void;
/**
 * Validates a LeaseList. A list of Lease objects.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateLeaseList: Validator<types.LeaseList>;
/** Validates an update of a LeaseList: everything `validateLeaseList` checks, and what may not change from `old`. */
export declare const validateLeaseListUpdate: UpdateValidator;
/** Checks a LeaseList found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateLeaseListAt(value: unknown, path: string, c: Collector): void;
/** Checks what an update of a LeaseList at `path` may not change, comparing `value` with `old`. */
export declare function updateLeaseListAt(
  value: unknown,
  old: unknown,
  path: string,
  c: Collector,
): void;
/**
 * Validates a LeaseSpec. The specification of a Lease.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateLeaseSpec: Validator<types.LeaseSpec>;
/** Checks a LeaseSpec found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateLeaseSpecAt(value: unknown, path: string, c: Collector): void;
/**
 * Validates a CoordinatedLeaseStrategy. The strategy that coordinated leader election uses to pick the leader among candidates: the one Kubernetes defines, or a custom strategy named with a domain prefix.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateCoordinatedLeaseStrategy: Validator<types.CoordinatedLeaseStrategy>;
/** Checks a CoordinatedLeaseStrategy found at `path`, adding its errors to `c`. */
export declare function validateCoordinatedLeaseStrategyAt(
  value: unknown,
  path: string,
  c: Collector,
): void;
