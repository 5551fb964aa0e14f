import { type Collector, type ValidationResult } from "../../runtime/errors.js";
/**
 * Validates a ImageReview. Asks a backend whether the images of a pod being created are allowed.
 *
 * Returns every error found, with Kubernetes field paths; never throws.
 */
export declare function validateImageReview(value: unknown): ValidationResult;
/** Validates an update of a ImageReview: everything `validateImageReview` checks, and what may not change from `old`. */
export declare function validateImageReviewUpdate(value: unknown, old: unknown): ValidationResult;
/** Checks a ImageReview found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateImageReviewAt(value: unknown, path: string, c: Collector): void;
/** Checks what an update of a ImageReview at `path` may not change, comparing `value` with `old`. */
export declare function updateImageReviewAt(value: unknown, old: unknown, path: string, c: Collector): void;
/**
 * Validates a ImageReviewSpec. Information about the pod being evaluated.
 *
 * Returns every error found, with Kubernetes field paths; never throws.
 */
export declare function validateImageReviewSpec(value: unknown): ValidationResult;
/** Checks a ImageReviewSpec found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateImageReviewSpecAt(value: unknown, path: string, c: Collector): void;
/**
 * Validates a ImageReviewContainerSpec. Information about one container of the pod being created.
 *
 * Returns every error found, with Kubernetes field paths; never throws.
 */
export declare function validateImageReviewContainerSpec(value: unknown): ValidationResult;
/** Checks a ImageReviewContainerSpec found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateImageReviewContainerSpecAt(value: unknown, path: string, c: Collector): void;
/**
 * Validates a ImageReviewStatus. The backend's decision on the pod's images.
 *
 * Returns every error found, with Kubernetes field paths; never throws.
 */
export declare function validateImageReviewStatus(value: unknown): ValidationResult;
/** Checks a ImageReviewStatus found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateImageReviewStatusAt(value: unknown, path: string, c: Collector): void;
