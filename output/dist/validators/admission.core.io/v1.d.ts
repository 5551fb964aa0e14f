import { type Collector } from "../../runtime/errors.js";
import { type UpdateValidator, type Validator } from "../../runtime/total.js";
import { checkKindUnchanged } from "../../runtime/update.js";
import type * as types from "../../types/admission.core.io/v1.js";
/**
 * Validates an AdmissionReview. Request/response exchange with an admission webhook.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateAdmissionReview: Validator<types.AdmissionReview>;
/** Validates an update of an AdmissionReview: everything `validateAdmissionReview` checks, and what may not change from `old`. */
export declare const validateAdmissionReviewUpdate: UpdateValidator;
/** Checks an AdmissionReview found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateAdmissionReviewAt(value: unknown, path: string, c: Collector): void;
/** Checks what an update of an AdmissionReview at `path` may not change, comparing `value` with `old`. Only its kind may not change. */
export declare const updateAdmissionReviewAt: typeof checkKindUnchanged;
/**
 * Validates an AdmissionRequest. The attributes of an admission request.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateAdmissionRequest: Validator<types.AdmissionRequest>;
/** Checks an AdmissionRequest found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateAdmissionRequestAt(
  value: unknown,
  path: string,
  c: Collector,
): void;
/**
 * Validates an AdmissionResponse. The webhook's answer to an admission request.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateAdmissionResponse: Validator<types.AdmissionResponse>;
/** Checks an AdmissionResponse found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateAdmissionResponseAt(
  value: unknown,
  path: string,
  c: Collector,
): void;
/**
 * Validates an Operation. The type of operation being admitted.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateOperation: Validator<types.Operation>;
/** Checks an Operation found at `path`, adding its errors to `c`. */
export declare function validateOperationAt(value: unknown, path: string, c: Collector): void;
/**
 * Validates a PatchType. The type of patch returned by an admission webhook.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validatePatchType: Validator<types.PatchType>;
/** Checks a PatchType found at `path`, adding its errors to `c`. */
export declare function validatePatchTypeAt(value: unknown, path: string, c: Collector): void;
