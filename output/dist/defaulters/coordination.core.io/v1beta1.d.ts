/** A copy of a LeaseCandidate with its defaults set; the input is never changed. */
export declare function defaultLeaseCandidate<T>(value: T): T;
/** A copy of a LeaseCandidateList with its defaults set; the input is never changed. */
export declare function defaultLeaseCandidateList<T>(value: T): T;
/** A copy of a LeaseCandidateSpec with its defaults set; the input is never changed. */
export declare function defaultLeaseCandidateSpec<T>(value: T): T;
