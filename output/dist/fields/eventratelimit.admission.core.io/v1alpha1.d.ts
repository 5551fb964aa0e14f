/** The paths of the fields of a Configuration that its spec does not define. */
export declare function findUnknownFieldsConfiguration(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a Configuration at `path`. */
export declare function unknownFieldsConfigurationAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a Limit that its spec does not define. */
export declare function findUnknownFieldsLimit(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a Limit at `path`. */
export declare function unknownFieldsLimitAt(value: unknown, path: string, found: string[]): void;
