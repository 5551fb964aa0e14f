import { type Collector } from "../runtime/errors.js";
import { type Validator } from "../runtime/total.js";
import type * as types from "../types/core/.js";
/**
 * Validates a CreateParameters. The query parameters of create.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateCreateParameters: Validator<types.CreateParameters>;
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
export declare const validatePatchParameters: Validator<types.PatchParameters>;
/** Checks a PatchParameters found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validatePatchParametersAt(value: unknown, path: string, c: Collector): void;
/**
 * Validates a ReplaceParameters. The query parameters of replace.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateReplaceParameters: Validator<types.ReplaceParameters>;
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
export declare const validateDeleteParameters: Validator<types.DeleteParameters>;
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
export declare const validateDeletecollectionParameters: Validator<types.DeletecollectionParameters>;
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
export declare const validateReadParameters: Validator<types.ReadParameters>;
/** Checks a ReadParameters found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateReadParametersAt(value: unknown, path: string, c: Collector): void;
/**
 * Validates a ListParameters. The query parameters of list.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateListParameters: Validator<types.ListParameters>;
/** Checks a ListParameters found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateListParametersAt(value: unknown, path: string, c: Collector): void;
/**
 * Validates a WatchParameters. The query parameters of watch.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateWatchParameters: Validator<types.WatchParameters>;
/** Checks a WatchParameters found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateWatchParametersAt(value: unknown, path: string, c: Collector): void;
