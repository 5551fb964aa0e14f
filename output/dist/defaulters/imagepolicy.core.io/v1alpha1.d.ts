/** A copy of a ImageReview with its defaults set; the input is never changed. */
export declare function defaultImageReview<T>(value: T): T;
/** A copy of a ImageReviewSpec with its defaults set; the input is never changed. */
export declare function defaultImageReviewSpec<T>(value: T): T;
/** A copy of a ImageReviewContainerSpec with its defaults set; the input is never changed. */
export declare function defaultImageReviewContainerSpec<T>(value: T): T;
/** A copy of a ImageReviewStatus with its defaults set; the input is never changed. */
export declare function defaultImageReviewStatus<T>(value: T): T;
