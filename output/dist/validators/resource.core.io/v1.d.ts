import { type Collector, type ValidationResult } from "../../runtime/errors.js";
import type { ValidateOptions } from "../../runtime/feature-gates.js";
/**
 * Validates a ResourceSlice. One or more devices of a pool, published by the driver that manages them.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare function validateResourceSlice(value: unknown, options?: ValidateOptions): ValidationResult;
/** Validates an update of a ResourceSlice: everything `validateResourceSlice` checks, and what may not change from `old`. */
export declare function validateResourceSliceUpdate(value: unknown, old: unknown, options?: ValidateOptions): ValidationResult;
/** Checks a ResourceSlice found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateResourceSliceAt(value: unknown, path: string, c: Collector): void;
/** Checks what an update of a ResourceSlice at `path` may not change, comparing `value` with `old`. */
export declare function updateResourceSliceAt(value: unknown, old: unknown, path: string, c: Collector): void;
/**
 * Validates a ResourceSliceList. A list of ResourceSlice objects.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare function validateResourceSliceList(value: unknown, options?: ValidateOptions): ValidationResult;
/** Validates an update of a ResourceSliceList: everything `validateResourceSliceList` checks, and what may not change from `old`. */
export declare function validateResourceSliceListUpdate(value: unknown, old: unknown, options?: ValidateOptions): ValidationResult;
/** Checks a ResourceSliceList found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateResourceSliceListAt(value: unknown, path: string, c: Collector): void;
/** Checks what an update of a ResourceSliceList at `path` may not change, comparing `value` with `old`. */
export declare function updateResourceSliceListAt(value: unknown, old: unknown, path: string, c: Collector): void;
/**
 * Validates a ResourceSliceSpec. The devices a slice publishes, and where they are available.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare function validateResourceSliceSpec(value: unknown, options?: ValidateOptions): ValidationResult;
/** Validates an update of a ResourceSliceSpec: everything `validateResourceSliceSpec` checks, and what may not change from `old`. */
export declare function validateResourceSliceSpecUpdate(value: unknown, old: unknown, options?: ValidateOptions): ValidationResult;
/** Checks a ResourceSliceSpec found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateResourceSliceSpecAt(value: unknown, path: string, c: Collector): void;
/** Checks what an update of a ResourceSliceSpec at `path` may not change, comparing `value` with `old`. */
export declare function updateResourceSliceSpecAt(value: unknown, old: unknown, path: string, c: Collector): void;
/**
 * Validates a ResourcePool. The pool a slice belongs to.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare function validateResourcePool(value: unknown, options?: ValidateOptions): ValidationResult;
/** Validates an update of a ResourcePool: everything `validateResourcePool` checks, and what may not change from `old`. */
export declare function validateResourcePoolUpdate(value: unknown, old: unknown, options?: ValidateOptions): ValidationResult;
/** Checks a ResourcePool found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateResourcePoolAt(value: unknown, path: string, c: Collector): void;
/** Checks what an update of a ResourcePool at `path` may not change, comparing `value` with `old`. */
export declare function updateResourcePoolAt(value: unknown, old: unknown, path: string, c: Collector): void;
/**
 * Validates a Device. One device of a slice.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare function validateDevice(value: unknown, options?: ValidateOptions): ValidationResult;
/** Checks a Device found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateDeviceAt(value: unknown, path: string, c: Collector): void;
/**
 * Validates a DeviceAttributeName. A device attribute or capacity name: a C identifier of at most 32 characters, optionally prefixed with a DNS subdomain and `/`.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare function validateDeviceAttributeName(value: unknown, options?: ValidateOptions): ValidationResult;
/** Checks a DeviceAttributeName found at `path`, adding its errors to `c`. */
export declare function validateDeviceAttributeNameAt(value: unknown, path: string, c: Collector): void;
/**
 * Validates a DeviceAttribute. The value of a device attribute: exactly one of int, bool, string and version.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare function validateDeviceAttribute(value: unknown, options?: ValidateOptions): ValidationResult;
/** Checks a DeviceAttribute found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateDeviceAttributeAt(value: unknown, path: string, c: Collector): void;
/**
 * Validates a DeviceCapacity. The amount of one capacity of a device.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare function validateDeviceCapacity(value: unknown, options?: ValidateOptions): ValidationResult;
/** Checks a DeviceCapacity found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateDeviceCapacityAt(value: unknown, path: string, c: Collector): void;
/**
 * Validates a CounterSet. Named counters that devices draw from when they are allocated.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare function validateCounterSet(value: unknown, options?: ValidateOptions): ValidationResult;
/** Checks a CounterSet found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateCounterSetAt(value: unknown, path: string, c: Collector): void;
/**
 * Validates a Counter. The amount of a counter.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare function validateCounter(value: unknown, options?: ValidateOptions): ValidationResult;
/** Checks a Counter found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateCounterAt(value: unknown, path: string, c: Collector): void;
/**
 * Validates a DeviceCounterConsumption. What allocating a device draws from one counter set.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare function validateDeviceCounterConsumption(value: unknown, options?: ValidateOptions): ValidationResult;
/** Checks a DeviceCounterConsumption found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateDeviceCounterConsumptionAt(value: unknown, path: string, c: Collector): void;
/**
 * Validates a DeviceTaint. A taint of a device.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare function validateDeviceTaint(value: unknown, options?: ValidateOptions): ValidationResult;
/** Checks a DeviceTaint found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateDeviceTaintAt(value: unknown, path: string, c: Collector): void;
