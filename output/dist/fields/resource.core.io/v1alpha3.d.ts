/** The paths of the fields of a ResourcePoolStatusRequest that its spec does not define. */
export declare function findUnknownFieldsResourcePoolStatusRequest(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a ResourcePoolStatusRequest at `path`. */
export declare function unknownFieldsResourcePoolStatusRequestAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a ResourcePoolStatusRequestList that its spec does not define. */
export declare function findUnknownFieldsResourcePoolStatusRequestList(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a ResourcePoolStatusRequestList at `path`. */
export declare function unknownFieldsResourcePoolStatusRequestListAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a ResourcePoolStatusRequestSpec that its spec does not define. */
export declare function findUnknownFieldsResourcePoolStatusRequestSpec(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a ResourcePoolStatusRequestSpec at `path`. */
export declare function unknownFieldsResourcePoolStatusRequestSpecAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a ResourcePoolStatusRequestStatus that its spec does not define. */
export declare function findUnknownFieldsResourcePoolStatusRequestStatus(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a ResourcePoolStatusRequestStatus at `path`. */
export declare function unknownFieldsResourcePoolStatusRequestStatusAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a PoolStatus that its spec does not define. */
export declare function findUnknownFieldsPoolStatus(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a PoolStatus at `path`. */
export declare function unknownFieldsPoolStatusAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a PartitionTypeStatus that its spec does not define. */
export declare function findUnknownFieldsPartitionTypeStatus(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a PartitionTypeStatus at `path`. */
export declare function unknownFieldsPartitionTypeStatusAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a ShareableSummaryStatus that its spec does not define. */
export declare function findUnknownFieldsShareableSummaryStatus(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a ShareableSummaryStatus at `path`. */
export declare function unknownFieldsShareableSummaryStatusAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a ShareableCapacityStatus that its spec does not define. */
export declare function findUnknownFieldsShareableCapacityStatus(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a ShareableCapacityStatus at `path`. */
export declare function unknownFieldsShareableCapacityStatusAt(value: unknown, path: string, found: string[]): void;
