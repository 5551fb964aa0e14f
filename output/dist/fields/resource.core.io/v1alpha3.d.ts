import { type FieldsAt } from "../../runtime/known-fields.js";
/** Adds to `found` the paths of unknown fields of a ResourcePoolStatusRequest at `path`. */
export declare const unknownFieldsResourcePoolStatusRequestAt: FieldsAt;
/** The paths of the fields of a ResourcePoolStatusRequest that its spec does not define. */
export declare const findUnknownFieldsResourcePoolStatusRequest: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of a ResourcePoolStatusRequestList at `path`. */
export declare const unknownFieldsResourcePoolStatusRequestListAt: FieldsAt;
/** The paths of the fields of a ResourcePoolStatusRequestList that its spec does not define. */
export declare const findUnknownFieldsResourcePoolStatusRequestList: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of a ResourcePoolStatusRequestSpec at `path`. */
export declare const unknownFieldsResourcePoolStatusRequestSpecAt: FieldsAt;
/** The paths of the fields of a ResourcePoolStatusRequestSpec that its spec does not define. */
export declare const findUnknownFieldsResourcePoolStatusRequestSpec: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of a ResourcePoolStatusRequestStatus at `path`. */
export declare const unknownFieldsResourcePoolStatusRequestStatusAt: FieldsAt;
/** The paths of the fields of a ResourcePoolStatusRequestStatus that its spec does not define. */
export declare const findUnknownFieldsResourcePoolStatusRequestStatus: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of a PoolStatus at `path`. */
export declare const unknownFieldsPoolStatusAt: FieldsAt;
/** The paths of the fields of a PoolStatus that its spec does not define. */
export declare const findUnknownFieldsPoolStatus: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of a PartitionTypeStatus at `path`. */
export declare const unknownFieldsPartitionTypeStatusAt: FieldsAt;
/** The paths of the fields of a PartitionTypeStatus that its spec does not define. */
export declare const findUnknownFieldsPartitionTypeStatus: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of a ShareableSummaryStatus at `path`. */
export declare const unknownFieldsShareableSummaryStatusAt: FieldsAt;
/** The paths of the fields of a ShareableSummaryStatus that its spec does not define. */
export declare const findUnknownFieldsShareableSummaryStatus: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of a ShareableCapacityStatus at `path`. */
export declare const unknownFieldsShareableCapacityStatusAt: FieldsAt;
/** The paths of the fields of a ShareableCapacityStatus that its spec does not define. */
export declare const findUnknownFieldsShareableCapacityStatus: (value: unknown) => string[];
