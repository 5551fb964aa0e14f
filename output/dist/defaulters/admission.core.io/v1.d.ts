/** A copy of a AdmissionReview with its defaults set; the input is never changed. */
export declare function defaultAdmissionReview<T>(value: T): T;
/** Sets the defaults of a AdmissionReview in place. Only for values the caller owns (a copy). */
export declare function setDefaultsAdmissionReview(value: unknown): void;
/** A copy of a AdmissionRequest with its defaults set; the input is never changed. */
export declare function defaultAdmissionRequest<T>(value: T): T;
/** Sets the defaults of a AdmissionRequest in place. Only for values the caller owns (a copy). */
export declare function setDefaultsAdmissionRequest(value: unknown): void;
/** A copy of a AdmissionResponse with its defaults set; the input is never changed. */
export declare function defaultAdmissionResponse<T>(value: T): T;
