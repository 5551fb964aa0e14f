import { type Collector } from "../../runtime/errors.js";
import { type Validator } from "../../runtime/total.js";
import type * as types from "../../types/core/v1.js";
/**
 * Validates an ObjectReference. Enough information to inspect or modify the referred object.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateObjectReference: Validator<types.ObjectReference>;
/** Checks an ObjectReference found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateObjectReferenceAt(value: unknown, path: string, c: Collector): void;
/**
 * Validates an EventSource. The component and host that generated an event.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateEventSource: Validator<types.EventSource>;
/** Checks an EventSource found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateEventSourceAt(value: unknown, path: string, c: Collector): void;
/**
 * Validates a Toleration. Attached to a pod (or added to it, e.g.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateToleration: Validator<types.Toleration>;
/** Checks a Toleration found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateTolerationAt(value: unknown, path: string, c: Collector): void;
/**
 * Validates a TolerationOperator. The relationship between a toleration's key and value.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateTolerationOperator: Validator<types.TolerationOperator>;
/** Checks a TolerationOperator found at `path`, adding its errors to `c`. */
export declare function validateTolerationOperatorAt(
  value: unknown,
  path: string,
  c: Collector,
): void;
/**
 * Validates a TaintEffect. The effect of a taint on pods that do not tolerate it.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateTaintEffect: Validator<types.TaintEffect>;
/** Checks a TaintEffect found at `path`, adding its errors to `c`. */
export declare function validateTaintEffectAt(value: unknown, path: string, c: Collector): void;
/**
 * Validates a ResourceName. The name of a resource in a ResourceList, e.g.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateResourceName: Validator<types.ResourceName>;
/** Checks a ResourceName found at `path`, adding its errors to `c`. */
export declare function validateResourceNameAt(value: unknown, path: string, c: Collector): void;
/**
 * Validates a ResourceList. A set of (resource name, quantity) pairs.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateResourceList: Validator<types.ResourceList>;
/** Checks a ResourceList found at `path`, adding its errors to `c`. */
export declare function validateResourceListAt(value: unknown, path: string, c: Collector): void;
