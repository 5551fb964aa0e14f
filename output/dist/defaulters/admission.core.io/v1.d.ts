import { type Defaulter } from "../../runtime/values.js";
/** A copy of an AdmissionReview with its defaults set; the input is never changed. */
export declare const defaultAdmissionReview: Defaulter;
/** Sets the defaults of an AdmissionReview in place. Only for values the caller owns (a copy). */
export declare function setDefaultsAdmissionReview(value: unknown): void;
/** A copy of an AdmissionRequest with its defaults set; the input is never changed. */
export declare const defaultAdmissionRequest: Defaulter;
/** Sets the defaults of an AdmissionRequest in place. Only for values the caller owns (a copy). */
export declare function setDefaultsAdmissionRequest(value: unknown): void;
/** A copy of an AdmissionResponse with its defaults set; the input is never changed. */
export declare const defaultAdmissionResponse: Defaulter;
