/** A copy of an ImageReview with its defaults set; the input is never changed. */
export declare function defaultImageReview<T>(value: T): T;
/** A copy of an ImageReviewSpec with its defaults set; the input is never changed. */
export declare function defaultImageReviewSpec<T>(value: T): T;
/** A copy of an ImageReviewContainerSpec with its defaults set; the input is never changed. */
export declare function defaultImageReviewContainerSpec<T>(value: T): T;
/** A copy of an ImageReviewStatus with its defaults set; the input is never changed. */
export declare function defaultImageReviewStatus<T>(value: T): T;
