import { type FieldsAt } from "../../runtime/known-fields.js";
/** Adds to `found` the paths of unknown fields of a ImageReview at `path`. */
export declare const unknownFieldsImageReviewAt: FieldsAt;
/** The paths of the fields of a ImageReview that its spec does not define. */
export declare const findUnknownFieldsImageReview: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of a ImageReviewSpec at `path`. */
export declare const unknownFieldsImageReviewSpecAt: FieldsAt;
/** The paths of the fields of a ImageReviewSpec that its spec does not define. */
export declare const findUnknownFieldsImageReviewSpec: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of a ImageReviewContainerSpec at `path`. */
export declare const unknownFieldsImageReviewContainerSpecAt: FieldsAt;
/** The paths of the fields of a ImageReviewContainerSpec that its spec does not define. */
export declare const findUnknownFieldsImageReviewContainerSpec: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of a ImageReviewStatus at `path`. */
export declare const unknownFieldsImageReviewStatusAt: FieldsAt;
/** The paths of the fields of a ImageReviewStatus that its spec does not define. */
export declare const findUnknownFieldsImageReviewStatus: (value: unknown) => string[];
