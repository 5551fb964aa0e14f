import { type Collector, type ValidationResult } from "../../runtime/errors.js";
import type { ValidateOptions } from "../../runtime/feature-gates.js";
/**
 * Validates a RuntimeClass. A class of container runtime.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare function validateRuntimeClass(value: unknown, options?: ValidateOptions): ValidationResult;
/** Validates an update of a RuntimeClass: everything `validateRuntimeClass` checks, and what may not change from `old`. */
export declare function validateRuntimeClassUpdate(value: unknown, old: unknown, options?: ValidateOptions): ValidationResult;
/** Checks a RuntimeClass found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateRuntimeClassAt(value: unknown, path: string, c: Collector): void;
/** Checks what an update of a RuntimeClass at `path` may not change, comparing `value` with `old`. */
export declare function updateRuntimeClassAt(value: unknown, old: unknown, path: string, c: Collector): void;
/**
 * Validates a RuntimeClassList. A list of RuntimeClass objects.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare function validateRuntimeClassList(value: unknown, options?: ValidateOptions): ValidationResult;
/** Validates an update of a RuntimeClassList: everything `validateRuntimeClassList` checks, and what may not change from `old`. */
export declare function validateRuntimeClassListUpdate(value: unknown, old: unknown, options?: ValidateOptions): ValidationResult;
/** Checks a RuntimeClassList found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateRuntimeClassListAt(value: unknown, path: string, c: Collector): void;
/** Checks what an update of a RuntimeClassList at `path` may not change, comparing `value` with `old`. */
export declare function updateRuntimeClassListAt(value: unknown, old: unknown, path: string, c: Collector): void;
/**
 * Validates an Overhead. The resource overhead of running a pod of a runtime class.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare function validateOverhead(value: unknown, options?: ValidateOptions): ValidationResult;
/** Checks an Overhead found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateOverheadAt(value: unknown, path: string, c: Collector): void;
/**
 * Validates a Scheduling. Constraints that place the pods of a runtime class on the nodes that support it.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare function validateScheduling(value: unknown, options?: ValidateOptions): ValidationResult;
/** Checks a Scheduling found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateSchedulingAt(value: unknown, path: string, c: Collector): void;
