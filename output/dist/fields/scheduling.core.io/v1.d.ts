/** The paths of the fields of a PriorityClass that its spec does not define. */
export declare function findUnknownFieldsPriorityClass(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a PriorityClass at `path`. */
export declare function unknownFieldsPriorityClassAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a PriorityClassList that its spec does not define. */
export declare function findUnknownFieldsPriorityClassList(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a PriorityClassList at `path`. */
export declare function unknownFieldsPriorityClassListAt(value: unknown, path: string, found: string[]): void;
