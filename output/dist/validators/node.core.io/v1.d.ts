import { type Collector } from "../../runtime/errors.js";
import { type UpdateValidator, type Validator } from "../../runtime/total.js";
import type * as types from "../../types/node.core.io/v1.js";
/**
 * Validates a RuntimeClass. A class of container runtime.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateRuntimeClass: Validator<types.RuntimeClass>;
/** Validates an update of a RuntimeClass: everything `validateRuntimeClass` checks, and what may not change from `old`. */
export declare const validateRuntimeClassUpdate: UpdateValidator;
/** Checks a RuntimeClass found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateRuntimeClassAt(value: unknown, path: string, c: Collector): void;
/** Checks what an update of a RuntimeClass at `path` may not change, comparing `value` with `old`. */
export declare function updateRuntimeClassAt(
  value: unknown,
  old: unknown,
  path: string,
  c: Collector,
): void;
/**
 * Validates a RuntimeClassList. A list of RuntimeClass objects.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateRuntimeClassList: Validator<types.RuntimeClassList>;
/** Validates an update of a RuntimeClassList: everything `validateRuntimeClassList` checks, and what may not change from `old`. */
export declare const validateRuntimeClassListUpdate: UpdateValidator;
/** Checks a RuntimeClassList found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateRuntimeClassListAt(
  value: unknown,
  path: string,
  c: Collector,
): void;
/** Checks what an update of a RuntimeClassList at `path` may not change, comparing `value` with `old`. */
export declare function updateRuntimeClassListAt(
  value: unknown,
  old: unknown,
  path: string,
  c: Collector,
): void;
/**
 * Validates an Overhead. The resource overhead of running a pod of a runtime class.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateOverhead: Validator<types.Overhead>;
/** Checks an Overhead found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateOverheadAt(value: unknown, path: string, c: Collector): void;
/**
 * Validates a Scheduling. Constraints that place the pods of a runtime class on the nodes that support it.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateScheduling: Validator<types.Scheduling>;
/** Checks a Scheduling found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateSchedulingAt(value: unknown, path: string, c: Collector): void;
