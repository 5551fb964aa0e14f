import { type FieldsAt } from "../../runtime/known-fields.js";
/** Adds to `found` the paths of unknown fields of an AdmissionReview at `path`. */
export declare const unknownFieldsAdmissionReviewAt: FieldsAt;
/** The paths of the fields of an AdmissionReview that its spec does not define. */
export declare const findUnknownFieldsAdmissionReview: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of an AdmissionRequest at `path`. */
export declare const unknownFieldsAdmissionRequestAt: FieldsAt;
/** The paths of the fields of an AdmissionRequest that its spec does not define. */
export declare const findUnknownFieldsAdmissionRequest: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of an AdmissionResponse at `path`. */
export declare const unknownFieldsAdmissionResponseAt: FieldsAt;
/** The paths of the fields of an AdmissionResponse that its spec does not define. */
export declare const findUnknownFieldsAdmissionResponse: (value: unknown) => string[];
