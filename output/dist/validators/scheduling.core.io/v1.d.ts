import { type Collector } from "../../runtime/errors.js";
import { type UpdateValidator, type Validator } from "../../runtime/total.js";
import type * as types from "../../types/scheduling.core.io/v1.js";
/**
 * Validates a PriorityClass. Maps a priority class name to an integer priority value.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validatePriorityClass: Validator<types.PriorityClass>;
/** Validates an update of a PriorityClass: everything `validatePriorityClass` checks, and what may not change from `old`. */
export declare const validatePriorityClassUpdate: UpdateValidator;
/** Checks a PriorityClass found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validatePriorityClassAt(value: unknown, path: string, c: Collector): void;
/** Checks what an update of a PriorityClass at `path` may not change, comparing `value` with `old`. */
export declare function updatePriorityClassAt(
  value: unknown,
  old: unknown,
  path: string,
  c: Collector,
): void;
/**
 * Validates a PriorityClassList. A list of PriorityClass objects.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validatePriorityClassList: Validator<types.PriorityClassList>;
/** Validates an update of a PriorityClassList: everything `validatePriorityClassList` checks, and what may not change from `old`. */
export declare const validatePriorityClassListUpdate: UpdateValidator;
/** Checks a PriorityClassList found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validatePriorityClassListAt(
  value: unknown,
  path: string,
  c: Collector,
): void;
/** Checks what an update of a PriorityClassList at `path` may not change, comparing `value` with `old`. */
export declare function updatePriorityClassListAt(
  value: unknown,
  old: unknown,
  path: string,
  c: Collector,
): void;
/**
 * Validates a PreemptionPolicy. Whether pods of a priority class preempt lower-priority pods.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validatePreemptionPolicy: Validator<types.PreemptionPolicy>;
/** Checks a PreemptionPolicy found at `path`, adding its errors to `c`. */
export declare function validatePreemptionPolicyAt(
  value: unknown,
  path: string,
  c: Collector,
): void;
