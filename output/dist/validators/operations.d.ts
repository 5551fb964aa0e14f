import { type Collector, type ValidationResult } from "../runtime/errors.js";
import type { ValidateOptions } from "../runtime/feature-gates.js";
/**
 * Validates a CreateParameters. The query parameters of create.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare function validateCreateParameters(value: unknown, options?: ValidateOptions): ValidationResult;
/** Checks a CreateParameters found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateCreateParametersAt(value: unknown, path: string, c: Collector): void;
/**
 * Validates a PatchParameters. The query parameters of patch.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare function validatePatchParameters(value: unknown, options?: ValidateOptions): ValidationResult;
/** Checks a PatchParameters found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validatePatchParametersAt(value: unknown, path: string, c: Collector): void;
/**
 * Validates a ReplaceParameters. The query parameters of replace.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare function validateReplaceParameters(value: unknown, options?: ValidateOptions): ValidationResult;
/** Checks a ReplaceParameters found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateReplaceParametersAt(value: unknown, path: string, c: Collector): void;
/**
 * Validates a DeleteParameters. The query parameters of delete.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare function validateDeleteParameters(value: unknown, options?: ValidateOptions): ValidationResult;
/** Checks a DeleteParameters found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateDeleteParametersAt(value: unknown, path: string, c: Collector): void;
/**
 * Validates a DeletecollectionParameters. The query parameters of deletecollection.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare function validateDeletecollectionParameters(value: unknown, options?: ValidateOptions): ValidationResult;
/** Checks a DeletecollectionParameters found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateDeletecollectionParametersAt(value: unknown, path: string, c: Collector): void;
/**
 * Validates a ReadParameters. The query parameters of read.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare function validateReadParameters(value: unknown, options?: ValidateOptions): ValidationResult;
/** Checks a ReadParameters found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateReadParametersAt(value: unknown, path: string, c: Collector): void;
/**
 * Validates a ListParameters. The query parameters of list.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare function validateListParameters(value: unknown, options?: ValidateOptions): ValidationResult;
/** Checks a ListParameters found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateListParametersAt(value: unknown, path: string, c: Collector): void;
/**
 * Validates a WatchParameters. The query parameters of watch.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare function validateWatchParameters(value: unknown, options?: ValidateOptions): ValidationResult;
/** Checks a WatchParameters found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateWatchParametersAt(value: unknown, path: string, c: Collector): void;
