/** The paths of the fields of a ImageReview that its spec does not define. */
export declare function findUnknownFieldsImageReview(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a ImageReview at `path`. */
export declare function unknownFieldsImageReviewAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a ImageReviewSpec that its spec does not define. */
export declare function findUnknownFieldsImageReviewSpec(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a ImageReviewSpec at `path`. */
export declare function unknownFieldsImageReviewSpecAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a ImageReviewContainerSpec that its spec does not define. */
export declare function findUnknownFieldsImageReviewContainerSpec(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a ImageReviewContainerSpec at `path`. */
export declare function unknownFieldsImageReviewContainerSpecAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a ImageReviewStatus that its spec does not define. */
export declare function findUnknownFieldsImageReviewStatus(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a ImageReviewStatus at `path`. */
export declare function unknownFieldsImageReviewStatusAt(value: unknown, path: string, found: string[]): void;
