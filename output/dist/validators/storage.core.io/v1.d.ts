import { type Collector } from "../../runtime/errors.js";
import { type UpdateValidator, type Validator } from "../../runtime/total.js";
import type * as types from "../../types/storage.core.io/v1.js";
/**
 * Validates a VolumeAttributesClass. Holds mutable volume attributes defined by a storage driver.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateVolumeAttributesClass: Validator<types.VolumeAttributesClass>;
/** Validates an update of a VolumeAttributesClass: everything `validateVolumeAttributesClass` checks, and what may not change from `old`. */
export declare const validateVolumeAttributesClassUpdate: UpdateValidator;
/** Checks a VolumeAttributesClass found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateVolumeAttributesClassAt(
  value: unknown,
  path: string,
  c: Collector,
): void;
/** Checks what an update of a VolumeAttributesClass at `path` may not change, comparing `value` with `old`. */
export declare function updateVolumeAttributesClassAt(
  value: unknown,
  old: unknown,
  path: string,
  c: Collector,
): void;
/**
 * Validates a VolumeAttributesClassList. A list of VolumeAttributesClass objects.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateVolumeAttributesClassList: Validator<types.VolumeAttributesClassList>;
/** Validates an update of a VolumeAttributesClassList: everything `validateVolumeAttributesClassList` checks, and what may not change from `old`. */
export declare const validateVolumeAttributesClassListUpdate: UpdateValidator;
/** Checks a VolumeAttributesClassList found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateVolumeAttributesClassListAt(
  value: unknown,
  path: string,
  c: Collector,
): void;
/** Checks what an update of a VolumeAttributesClassList at `path` may not change, comparing `value` with `old`. */
export declare function updateVolumeAttributesClassListAt(
  value: unknown,
  old: unknown,
  path: string,
  c: Collector,
): void;
