/** A copy of a ResourcePoolStatusRequest with its defaults set; the input is never changed. */
export declare function defaultResourcePoolStatusRequest<T>(value: T): T;
/** Sets the defaults of a ResourcePoolStatusRequest in place. Only for values the caller owns (a copy). */
export declare function setDefaultsResourcePoolStatusRequest(value: unknown): void;
/** A copy of a ResourcePoolStatusRequestList with its defaults set; the input is never changed. */
export declare function defaultResourcePoolStatusRequestList<T>(value: T): T;
/** Sets the defaults of a ResourcePoolStatusRequestList in place. Only for values the caller owns (a copy). */
export declare function setDefaultsResourcePoolStatusRequestList(value: unknown): void;
/** A copy of a ResourcePoolStatusRequestSpec with its defaults set; the input is never changed. */
export declare function defaultResourcePoolStatusRequestSpec<T>(value: T): T;
/** Sets the defaults of a ResourcePoolStatusRequestSpec in place. Only for values the caller owns (a copy). */
export declare function setDefaultsResourcePoolStatusRequestSpec(value: unknown): void;
/** A copy of a ResourcePoolStatusRequestStatus with its defaults set; the input is never changed. */
export declare function defaultResourcePoolStatusRequestStatus<T>(value: T): T;
/** A copy of a PoolStatus with its defaults set; the input is never changed. */
export declare function defaultPoolStatus<T>(value: T): T;
/** A copy of a PartitionTypeStatus with its defaults set; the input is never changed. */
export declare function defaultPartitionTypeStatus<T>(value: T): T;
/** A copy of a ShareableSummaryStatus with its defaults set; the input is never changed. */
export declare function defaultShareableSummaryStatus<T>(value: T): T;
/** A copy of a ShareableCapacityStatus with its defaults set; the input is never changed. */
export declare function defaultShareableCapacityStatus<T>(value: T): T;
