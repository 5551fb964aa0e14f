import { type Collector, type ValidationResult } from "../../runtime/errors.js";
import type { ValidateOptions } from "../../runtime/feature-gates.js";
/**
 * Validates a ResourcePoolStatusRequest. Triggers a one-time calculation of resource pool status from filters.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare function validateResourcePoolStatusRequest(value: unknown, options?: ValidateOptions): ValidationResult;
/** Validates an update of a ResourcePoolStatusRequest: everything `validateResourcePoolStatusRequest` checks, and what may not change from `old`. */
export declare function validateResourcePoolStatusRequestUpdate(value: unknown, old: unknown, options?: ValidateOptions): ValidationResult;
/** Checks a ResourcePoolStatusRequest found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateResourcePoolStatusRequestAt(value: unknown, path: string, c: Collector): void;
/** Checks what an update of a ResourcePoolStatusRequest at `path` may not change, comparing `value` with `old`. */
export declare function updateResourcePoolStatusRequestAt(value: unknown, old: unknown, path: string, c: Collector): void;
/**
 * Validates a ResourcePoolStatusRequestList. A list of ResourcePoolStatusRequest objects.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare function validateResourcePoolStatusRequestList(value: unknown, options?: ValidateOptions): ValidationResult;
/** Validates an update of a ResourcePoolStatusRequestList: everything `validateResourcePoolStatusRequestList` checks, and what may not change from `old`. */
export declare function validateResourcePoolStatusRequestListUpdate(value: unknown, old: unknown, options?: ValidateOptions): ValidationResult;
/** Checks a ResourcePoolStatusRequestList found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateResourcePoolStatusRequestListAt(value: unknown, path: string, c: Collector): void;
/** Checks what an update of a ResourcePoolStatusRequestList at `path` may not change, comparing `value` with `old`. */
export declare function updateResourcePoolStatusRequestListAt(value: unknown, old: unknown, path: string, c: Collector): void;
/**
 * Validates a ResourcePoolStatusRequestSpec. The filters of a pool status request.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare function validateResourcePoolStatusRequestSpec(value: unknown, options?: ValidateOptions): ValidationResult;
/** Checks a ResourcePoolStatusRequestSpec found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateResourcePoolStatusRequestSpecAt(value: unknown, path: string, c: Collector): void;
/**
 * Validates a ResourcePoolStatusRequestStatus. The calculated pool status of a request.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare function validateResourcePoolStatusRequestStatus(value: unknown, options?: ValidateOptions): ValidationResult;
/** Checks a ResourcePoolStatusRequestStatus found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateResourcePoolStatusRequestStatusAt(value: unknown, path: string, c: Collector): void;
/**
 * Validates a PoolStatus. The status of one resource pool.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare function validatePoolStatus(value: unknown, options?: ValidateOptions): ValidationResult;
/** Checks a PoolStatus found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validatePoolStatusAt(value: unknown, path: string, c: Collector): void;
/**
 * Validates a PartitionTypeStatus. Allocatability of one partition type, identified by the value of a grouping attribute.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare function validatePartitionTypeStatus(value: unknown, options?: ValidateOptions): ValidationResult;
/** Checks a PartitionTypeStatus found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validatePartitionTypeStatusAt(value: unknown, path: string, c: Collector): void;
/**
 * Validates a ShareableSummaryStatus. Aggregate capacity of the devices of a pool that allow multiple allocations.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare function validateShareableSummaryStatus(value: unknown, options?: ValidateOptions): ValidationResult;
/** Checks a ShareableSummaryStatus found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateShareableSummaryStatusAt(value: unknown, path: string, c: Collector): void;
/**
 * Validates a ShareableCapacityStatus. Aggregate amounts of one shareable capacity.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare function validateShareableCapacityStatus(value: unknown, options?: ValidateOptions): ValidationResult;
/** Checks a ShareableCapacityStatus found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateShareableCapacityStatusAt(value: unknown, path: string, c: Collector): void;
