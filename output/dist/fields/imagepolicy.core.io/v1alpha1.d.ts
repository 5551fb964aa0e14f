import { type FieldsAt } from "../../runtime/known-fields.js";
/** Adds to `found` the paths of unknown fields of an ImageReview at `path`. */
export declare const unknownFieldsImageReviewAt: FieldsAt;
/** The paths of the fields of an ImageReview that its spec does not define. */
export declare const findUnknownFieldsImageReview: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of an ImageReviewSpec at `path`. */
export declare const unknownFieldsImageReviewSpecAt: FieldsAt;
/** The paths of the fields of an ImageReviewSpec that its spec does not define. */
export declare const findUnknownFieldsImageReviewSpec: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of an ImageReviewContainerSpec at `path`. */
export declare const unknownFieldsImageReviewContainerSpecAt: FieldsAt;
/** The paths of the fields of an ImageReviewContainerSpec that its spec does not define. */
export declare const findUnknownFieldsImageReviewContainerSpec: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of an ImageReviewStatus at `path`. */
export declare const unknownFieldsImageReviewStatusAt: FieldsAt;
/** The paths of the fields of an ImageReviewStatus that its spec does not define. */
export declare const findUnknownFieldsImageReviewStatus: (value: unknown) => string[];
