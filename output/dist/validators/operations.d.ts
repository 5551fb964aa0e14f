import { type Collector } from "../runtime/errors.js";
import { type Validator } from "../runtime/total.js";
/**
 * Validates a CreateParameters. The query parameters of create.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateCreateParameters: Validator;
/** Checks a CreateParameters found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateCreateParametersAt(
  value: unknown,
  path: string,
  c: Collector,
): void;
/**
 * Validates a PatchParameters. The query parameters of patch.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validatePatchParameters: Validator;
/** Checks a PatchParameters found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validatePatchParametersAt(value: unknown, path: string, c: Collector): void;
/**
 * Validates a ReplaceParameters. The query parameters of replace.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateReplaceParameters: Validator;
/** Checks a ReplaceParameters found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateReplaceParametersAt(
  value: unknown,
  path: string,
  c: Collector,
): void;
/**
 * Validates a DeleteParameters. The query parameters of delete.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateDeleteParameters: Validator;
/** Checks a DeleteParameters found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateDeleteParametersAt(
  value: unknown,
  path: string,
  c: Collector,
): void;
/**
 * Validates a DeletecollectionParameters. The query parameters of deletecollection.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateDeletecollectionParameters: Validator;
/** Checks a DeletecollectionParameters found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateDeletecollectionParametersAt(
  value: unknown,
  path: string,
  c: Collector,
): void;
/**
 * Validates a ReadParameters. The query parameters of read.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateReadParameters: Validator;
/** Checks a ReadParameters found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateReadParametersAt(value: unknown, path: string, c: Collector): void;
/**
 * Validates a ListParameters. The query parameters of list.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateListParameters: Validator;
/** Checks a ListParameters found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateListParametersAt(value: unknown, path: string, c: Collector): void;
/**
 * Validates a WatchParameters. The query parameters of watch.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateWatchParameters: Validator;
/** Checks a WatchParameters found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateWatchParametersAt(value: unknown, path: string, c: Collector): void;
