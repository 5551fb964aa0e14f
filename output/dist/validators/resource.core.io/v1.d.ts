import { type Collector } from "../../runtime/errors.js";
import { type UpdateValidator, type Validator } from "../../runtime/total.js";
import type * as types from "../../types/resource.core.io/v1.js";
/**
 * Validates a ResourceSlice. One or more devices of a pool, published by the driver that manages them.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateResourceSlice: Validator<types.ResourceSlice>;
/** Validates an update of a ResourceSlice: everything `validateResourceSlice` checks, and what may not change from `old`. */
export declare const validateResourceSliceUpdate: UpdateValidator;
/** Checks a ResourceSlice found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateResourceSliceAt(value: unknown, path: string, c: Collector): void;
/** Checks what an update of a ResourceSlice at `path` may not change, comparing `value` with `old`. */
export declare function updateResourceSliceAt(
  value: unknown,
  old: unknown,
  path: string,
  c: Collector,
): void;
/**
 * Validates a ResourceSliceList. A list of ResourceSlice objects.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateResourceSliceList: Validator<types.ResourceSliceList>;
/** Validates an update of a ResourceSliceList: everything `validateResourceSliceList` checks, and what may not change from `old`. */
export declare const validateResourceSliceListUpdate: UpdateValidator;
/** Checks a ResourceSliceList found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateResourceSliceListAt(
  value: unknown,
  path: string,
  c: Collector,
): void;
/** Checks what an update of a ResourceSliceList at `path` may not change, comparing `value` with `old`. */
export declare function updateResourceSliceListAt(
  value: unknown,
  old: unknown,
  path: string,
  c: Collector,
): void;
/**
 * Validates a ResourceSliceSpec. The devices a slice publishes, and where they are available.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateResourceSliceSpec: Validator<types.ResourceSliceSpec>;
/** Validates an update of a ResourceSliceSpec: everything `validateResourceSliceSpec` checks, and what may not change from `old`. */
export declare const validateResourceSliceSpecUpdate: UpdateValidator;
/** Checks a ResourceSliceSpec found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateResourceSliceSpecAt(
  value: unknown,
  path: string,
  c: Collector,
): void;
/** Checks what an update of a ResourceSliceSpec at `path` may not change, comparing `value` with `old`. */
export declare function updateResourceSliceSpecAt(
  value: unknown,
  old: unknown,
  path: string,
  c: Collector,
): void;
/**
 * Validates a ResourcePool. The pool a slice belongs to.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateResourcePool: Validator<types.ResourcePool>;
/** Validates an update of a ResourcePool: everything `validateResourcePool` checks, and what may not change from `old`. */
export declare const validateResourcePoolUpdate: UpdateValidator;
/** Checks a ResourcePool found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateResourcePoolAt(value: unknown, path: string, c: Collector): void;
/** Checks what an update of a ResourcePool at `path` may not change, comparing `value` with `old`. */
export declare function updateResourcePoolAt(
  value: unknown,
  old: unknown,
  path: string,
  c: Collector,
): void;
/**
 * Validates a Device. One device of a slice.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateDevice: Validator<types.Device>;
/** Checks a Device found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateDeviceAt(value: unknown, path: string, c: Collector): void;
/**
 * Validates a DeviceAttributeName. A device attribute or capacity name: a C identifier of at most 32 characters, optionally prefixed with a DNS subdomain and `/`.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateDeviceAttributeName: Validator<types.DeviceAttributeName>;
/** Checks a DeviceAttributeName found at `path`, adding its errors to `c`. */
export declare function validateDeviceAttributeNameAt(
  value: unknown,
  path: string,
  c: Collector,
): void;
/**
 * Validates a DeviceAttribute. The value of a device attribute: exactly one of int, bool, string and version.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateDeviceAttribute: Validator<types.DeviceAttribute>;
/** Checks a DeviceAttribute found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateDeviceAttributeAt(value: unknown, path: string, c: Collector): void;
/**
 * Validates a DeviceCapacity. The amount of one capacity of a device.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateDeviceCapacity: Validator<types.DeviceCapacity>;
/** Checks a DeviceCapacity found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateDeviceCapacityAt(value: unknown, path: string, c: Collector): void;
/**
 * Validates a CounterSet. Named counters that devices draw from when they are allocated.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateCounterSet: Validator<types.CounterSet>;
/** Checks a CounterSet found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateCounterSetAt(value: unknown, path: string, c: Collector): void;
/**
 * Validates a Counter. The amount of a counter.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateCounter: Validator<types.Counter>;
/** Checks a Counter found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateCounterAt(value: unknown, path: string, c: Collector): void;
/**
 * Validates a DeviceCounterConsumption. What allocating a device draws from one counter set.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateDeviceCounterConsumption: Validator<types.DeviceCounterConsumption>;
/** Checks a DeviceCounterConsumption found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateDeviceCounterConsumptionAt(
  value: unknown,
  path: string,
  c: Collector,
): void;
/**
 * Validates a DeviceTaint. A taint of a device.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateDeviceTaint: Validator<types.DeviceTaint>;
/** Checks a DeviceTaint found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateDeviceTaintAt(value: unknown, path: string, c: Collector): void;
