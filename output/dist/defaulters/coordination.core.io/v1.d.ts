/** A copy of a Lease with its defaults set; the input is never changed. */
export declare function defaultLease<T>(value: T): T;
/** A copy of a LeaseList with its defaults set; the input is never changed. */
export declare function defaultLeaseList<T>(value: T): T;
/** A copy of a LeaseSpec with its defaults set; the input is never changed. */
export declare function defaultLeaseSpec<T>(value: T): T;
