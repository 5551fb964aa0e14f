import { type Collector } from "../../runtime/errors.js";
import { type UpdateValidator, type Validator } from "../../runtime/total.js";
import type * as types from "../../types/resource.core.io/v1alpha3.js";
/**
 * Validates a ResourcePoolStatusRequest. Triggers a one-time calculation of resource pool status from filters.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateResourcePoolStatusRequest: Validator<types.ResourcePoolStatusRequest>;
/** Validates an update of a ResourcePoolStatusRequest: everything `validateResourcePoolStatusRequest` checks, and what may not change from `old`. */
export declare const validateResourcePoolStatusRequestUpdate: UpdateValidator;
/** Checks a ResourcePoolStatusRequest found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateResourcePoolStatusRequestAt(
  value: unknown,
  path: string,
  c: Collector,
): void;
/** Checks what an update of a ResourcePoolStatusRequest at `path` may not change, comparing `value` with `old`. */
export declare function updateResourcePoolStatusRequestAt(
  value: unknown,
  old: unknown,
  path: string,
  c: Collector,
): void;
/**
 * Validates a ResourcePoolStatusRequestList. A list of ResourcePoolStatusRequest objects.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateResourcePoolStatusRequestList: Validator<types.ResourcePoolStatusRequestList>;
/** Validates an update of a ResourcePoolStatusRequestList: everything `validateResourcePoolStatusRequestList` checks, and what may not change from `old`. */
export declare const validateResourcePoolStatusRequestListUpdate: UpdateValidator;
/** Checks a ResourcePoolStatusRequestList found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateResourcePoolStatusRequestListAt(
  value: unknown,
  path: string,
  c: Collector,
): void;
/** Checks what an update of a ResourcePoolStatusRequestList at `path` may not change, comparing `value` with `old`. */
export declare function updateResourcePoolStatusRequestListAt(
  value: unknown,
  old: unknown,
  path: string,
  c: Collector,
): void;
/**
 * Validates a ResourcePoolStatusRequestSpec. The filters of a pool status request.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateResourcePoolStatusRequestSpec: Validator<types.ResourcePoolStatusRequestSpec>;
/** Checks a ResourcePoolStatusRequestSpec found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateResourcePoolStatusRequestSpecAt(
  value: unknown,
  path: string,
  c: Collector,
): void;
/**
 * Validates a ResourcePoolStatusRequestStatus. The calculated pool status of a request.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateResourcePoolStatusRequestStatus: Validator<types.ResourcePoolStatusRequestStatus>;
/** Checks a ResourcePoolStatusRequestStatus found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateResourcePoolStatusRequestStatusAt(
  value: unknown,
  path: string,
  c: Collector,
): void;
/**
 * Validates a PoolStatus. The status of one resource pool.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validatePoolStatus: Validator<types.PoolStatus>;
/** Checks a PoolStatus found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validatePoolStatusAt(value: unknown, path: string, c: Collector): void;
/**
 * Validates a PartitionTypeStatus. Allocatability of one partition type, identified by the value of a grouping attribute.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validatePartitionTypeStatus: Validator<types.PartitionTypeStatus>;
/** Checks a PartitionTypeStatus found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validatePartitionTypeStatusAt(
  value: unknown,
  path: string,
  c: Collector,
): void;
/**
 * Validates a ShareableSummaryStatus. Aggregate capacity of the devices of a pool that allow multiple allocations.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateShareableSummaryStatus: Validator<types.ShareableSummaryStatus>;
/** Checks a ShareableSummaryStatus found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateShareableSummaryStatusAt(
  value: unknown,
  path: string,
  c: Collector,
): void;
/**
 * Validates a ShareableCapacityStatus. Aggregate amounts of one shareable capacity.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateShareableCapacityStatus: Validator<types.ShareableCapacityStatus>;
/** Checks a ShareableCapacityStatus found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateShareableCapacityStatusAt(
  value: unknown,
  path: string,
  c: Collector,
): void;
