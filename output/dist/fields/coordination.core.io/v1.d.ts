/** The paths of the fields of a Lease that its spec does not define. */
export declare function findUnknownFieldsLease(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a Lease at `path`. */
export declare function unknownFieldsLeaseAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a LeaseList that its spec does not define. */
export declare function findUnknownFieldsLeaseList(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a LeaseList at `path`. */
export declare function unknownFieldsLeaseListAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a LeaseSpec that its spec does not define. */
export declare function findUnknownFieldsLeaseSpec(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a LeaseSpec at `path`. */
export declare function unknownFieldsLeaseSpecAt(value: unknown, path: string, found: string[]): void;
