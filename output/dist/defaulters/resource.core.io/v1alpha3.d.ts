import { type Defaulter } from "../../runtime/values.js";
/** A copy of a ResourcePoolStatusRequest with its defaults set; the input is never changed. */
export declare const defaultResourcePoolStatusRequest: Defaulter;
/** Sets the defaults of a ResourcePoolStatusRequest in place. Only for values the caller owns (a copy). */
export declare function setDefaultsResourcePoolStatusRequest(value: unknown): void;
/** A copy of a ResourcePoolStatusRequestList with its defaults set; the input is never changed. */
export declare const defaultResourcePoolStatusRequestList: Defaulter;
/** Sets the defaults of a ResourcePoolStatusRequestList in place. Only for values the caller owns (a copy). */
export declare function setDefaultsResourcePoolStatusRequestList(value: unknown): void;
/** A copy of a ResourcePoolStatusRequestSpec with its defaults set; the input is never changed. */
export declare const defaultResourcePoolStatusRequestSpec: Defaulter;
/** Sets the defaults of a ResourcePoolStatusRequestSpec in place. Only for values the caller owns (a copy). */
export declare function setDefaultsResourcePoolStatusRequestSpec(value: unknown): void;
/** A copy of a ResourcePoolStatusRequestStatus with its defaults set; the input is never changed. */
export declare const defaultResourcePoolStatusRequestStatus: Defaulter;
/** A copy of a PoolStatus with its defaults set; the input is never changed. */
export declare const defaultPoolStatus: Defaulter;
/** A copy of a PartitionTypeStatus with its defaults set; the input is never changed. */
export declare const defaultPartitionTypeStatus: Defaulter;
/** A copy of a ShareableSummaryStatus with its defaults set; the input is never changed. */
export declare const defaultShareableSummaryStatus: Defaulter;
/** A copy of a ShareableCapacityStatus with its defaults set; the input is never changed. */
export declare const defaultShareableCapacityStatus: Defaulter;
