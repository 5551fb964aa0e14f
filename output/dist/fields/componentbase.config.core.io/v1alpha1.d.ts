/** The paths of the fields of a LoggingConfiguration that its spec does not define. */
export declare function findUnknownFieldsLoggingConfiguration(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a LoggingConfiguration at `path`. */
export declare function unknownFieldsLoggingConfigurationAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a VModuleItem that its spec does not define. */
export declare function findUnknownFieldsVModuleItem(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a VModuleItem at `path`. */
export declare function unknownFieldsVModuleItemAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a FormatOptions that its spec does not define. */
export declare function findUnknownFieldsFormatOptions(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a FormatOptions at `path`. */
export declare function unknownFieldsFormatOptionsAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a TextOptions that its spec does not define. */
export declare function findUnknownFieldsTextOptions(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a TextOptions at `path`. */
export declare function unknownFieldsTextOptionsAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a JSONOptions that its spec does not define. */
export declare function findUnknownFieldsJSONOptions(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a JSONOptions at `path`. */
export declare function unknownFieldsJSONOptionsAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a OutputRoutingOptions that its spec does not define. */
export declare function findUnknownFieldsOutputRoutingOptions(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a OutputRoutingOptions at `path`. */
export declare function unknownFieldsOutputRoutingOptionsAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a LoggingOptions that its spec does not define. */
export declare function findUnknownFieldsLoggingOptions(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a LoggingOptions at `path`. */
export declare function unknownFieldsLoggingOptionsAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a ClientConnectionConfiguration that its spec does not define. */
export declare function findUnknownFieldsClientConnectionConfiguration(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a ClientConnectionConfiguration at `path`. */
export declare function unknownFieldsClientConnectionConfigurationAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a DebuggingConfiguration that its spec does not define. */
export declare function findUnknownFieldsDebuggingConfiguration(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a DebuggingConfiguration at `path`. */
export declare function unknownFieldsDebuggingConfigurationAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a LeaderElectionConfiguration that its spec does not define. */
export declare function findUnknownFieldsLeaderElectionConfiguration(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a LeaderElectionConfiguration at `path`. */
export declare function unknownFieldsLeaderElectionConfigurationAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a TracingConfiguration that its spec does not define. */
export declare function findUnknownFieldsTracingConfiguration(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a TracingConfiguration at `path`. */
export declare function unknownFieldsTracingConfigurationAt(value: unknown, path: string, found: string[]): void;
