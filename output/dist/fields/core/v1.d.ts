/** The paths of the fields of a ObjectReference that its spec does not define. */
export declare function findUnknownFieldsObjectReference(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a ObjectReference at `path`. */
export declare function unknownFieldsObjectReferenceAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a EventSource that its spec does not define. */
export declare function findUnknownFieldsEventSource(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a EventSource at `path`. */
export declare function unknownFieldsEventSourceAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a Toleration that its spec does not define. */
export declare function findUnknownFieldsToleration(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a Toleration at `path`. */
export declare function unknownFieldsTolerationAt(value: unknown, path: string, found: string[]): void;
