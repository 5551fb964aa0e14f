/** The paths of the fields of a ExecCredential that its spec does not define. */
export declare function findUnknownFieldsExecCredential(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a ExecCredential at `path`. */
export declare function unknownFieldsExecCredentialAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a ExecCredentialSpec that its spec does not define. */
export declare function findUnknownFieldsExecCredentialSpec(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a ExecCredentialSpec at `path`. */
export declare function unknownFieldsExecCredentialSpecAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a Cluster that its spec does not define. */
export declare function findUnknownFieldsCluster(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a Cluster at `path`. */
export declare function unknownFieldsClusterAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a ExecCredentialStatus that its spec does not define. */
export declare function findUnknownFieldsExecCredentialStatus(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a ExecCredentialStatus at `path`. */
export declare function unknownFieldsExecCredentialStatusAt(value: unknown, path: string, found: string[]): void;
