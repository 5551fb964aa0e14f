/** The paths of the fields of a LeaseCandidate that its spec does not define. */
export declare function findUnknownFieldsLeaseCandidate(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a LeaseCandidate at `path`. */
export declare function unknownFieldsLeaseCandidateAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a LeaseCandidateList that its spec does not define. */
export declare function findUnknownFieldsLeaseCandidateList(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a LeaseCandidateList at `path`. */
export declare function unknownFieldsLeaseCandidateListAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a LeaseCandidateSpec that its spec does not define. */
export declare function findUnknownFieldsLeaseCandidateSpec(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a LeaseCandidateSpec at `path`. */
export declare function unknownFieldsLeaseCandidateSpecAt(value: unknown, path: string, found: string[]): void;
