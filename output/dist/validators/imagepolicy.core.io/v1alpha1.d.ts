import { type Collector } from "../../runtime/errors.js";
import { type UpdateValidator, type Validator } from "../../runtime/total.js";
import type * as types from "../../types/imagepolicy.core.io/v1alpha1.js";
/**
 * Validates an ImageReview. Asks a backend whether the images of a pod being created are allowed.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateImageReview: Validator<types.ImageReview>;
/** Validates an update of an ImageReview: everything `validateImageReview` checks, and what may not change from `old`. */
export declare const validateImageReviewUpdate: UpdateValidator;
/** Checks an ImageReview found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateImageReviewAt(value: unknown, path: string, c: Collector): void;
/** Checks what an update of an ImageReview at `path` may not change, comparing `value` with `old`. */
export declare function updateImageReviewAt(
  value: unknown,
  old: unknown,
  path: string,
  c: Collector,
): void;
/**
 * Validates an ImageReviewSpec. Information about the pod being evaluated.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateImageReviewSpec: Validator<types.ImageReviewSpec>;
/** Checks an ImageReviewSpec found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateImageReviewSpecAt(value: unknown, path: string, c: Collector): void;
/**
 * Validates an ImageReviewContainerSpec. Information about one container of the pod being created.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateImageReviewContainerSpec: Validator<types.ImageReviewContainerSpec>;
/** Checks an ImageReviewContainerSpec found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateImageReviewContainerSpecAt(
  value: unknown,
  path: string,
  c: Collector,
): void;
/**
 * Validates an ImageReviewStatus. The backend's decision on the pod's images.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateImageReviewStatus: Validator<types.ImageReviewStatus>;
/** Checks an ImageReviewStatus found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateImageReviewStatusAt(
  value: unknown,
  path: string,
  c: Collector,
): void;
