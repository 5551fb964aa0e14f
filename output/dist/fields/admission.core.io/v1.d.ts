import { type FieldsAt } from "../../runtime/known-fields.js";
/** Adds to `found` the paths of unknown fields of a AdmissionReview at `path`. */
export declare const unknownFieldsAdmissionReviewAt: FieldsAt;
/** The paths of the fields of a AdmissionReview that its spec does not define. */
export declare const findUnknownFieldsAdmissionReview: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of a AdmissionRequest at `path`. */
export declare const unknownFieldsAdmissionRequestAt: FieldsAt;
/** The paths of the fields of a AdmissionRequest that its spec does not define. */
export declare const findUnknownFieldsAdmissionRequest: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of a AdmissionResponse at `path`. */
export declare const unknownFieldsAdmissionResponseAt: FieldsAt;
/** The paths of the fields of a AdmissionResponse that its spec does not define. */
export declare const findUnknownFieldsAdmissionResponse: (value: unknown) => string[];
