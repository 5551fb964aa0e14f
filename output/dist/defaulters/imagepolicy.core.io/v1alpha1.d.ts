import { type Defaulter } from "../../runtime/values.js";
/** A copy of an ImageReview with its defaults set; the input is never changed. */
export declare const defaultImageReview: Defaulter;
/** A copy of an ImageReviewSpec with its defaults set; the input is never changed. */
export declare const defaultImageReviewSpec: Defaulter;
/** A copy of an ImageReviewContainerSpec with its defaults set; the input is never changed. */
export declare const defaultImageReviewContainerSpec: Defaulter;
/** A copy of an ImageReviewStatus with its defaults set; the input is never changed. */
export declare const defaultImageReviewStatus: Defaulter;
