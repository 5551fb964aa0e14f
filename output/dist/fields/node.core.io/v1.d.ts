/** The paths of the fields of a RuntimeClass that its spec does not define. */
export declare function findUnknownFieldsRuntimeClass(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a RuntimeClass at `path`. */
export declare function unknownFieldsRuntimeClassAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a RuntimeClassList that its spec does not define. */
export declare function findUnknownFieldsRuntimeClassList(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a RuntimeClassList at `path`. */
export declare function unknownFieldsRuntimeClassListAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a Overhead that its spec does not define. */
export declare function findUnknownFieldsOverhead(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a Overhead at `path`. */
export declare function unknownFieldsOverheadAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a Scheduling that its spec does not define. */
export declare function findUnknownFieldsScheduling(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a Scheduling at `path`. */
export declare function unknownFieldsSchedulingAt(value: unknown, path: string, found: string[]): void;
