import { type FieldsAt } from "../../runtime/known-fields.js";
/** Adds to `found` the paths of unknown fields of a LoggingConfiguration at `path`. */
export declare const unknownFieldsLoggingConfigurationAt: FieldsAt;
/** The paths of the fields of a LoggingConfiguration that its spec does not define. */
export declare const findUnknownFieldsLoggingConfiguration: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of a VModuleItem at `path`. */
export declare const unknownFieldsVModuleItemAt: FieldsAt;
/** The paths of the fields of a VModuleItem that its spec does not define. */
export declare const findUnknownFieldsVModuleItem: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of a FormatOptions at `path`. */
export declare const unknownFieldsFormatOptionsAt: FieldsAt;
/** The paths of the fields of a FormatOptions that its spec does not define. */
export declare const findUnknownFieldsFormatOptions: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of a TextOptions at `path`. */
export declare const unknownFieldsTextOptionsAt: FieldsAt;
/** The paths of the fields of a TextOptions that its spec does not define. */
export declare const findUnknownFieldsTextOptions: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of a JSONOptions at `path`. */
export declare const unknownFieldsJSONOptionsAt: FieldsAt;
/** The paths of the fields of a JSONOptions that its spec does not define. */
export declare const findUnknownFieldsJSONOptions: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of an OutputRoutingOptions at `path`. */
export declare const unknownFieldsOutputRoutingOptionsAt: FieldsAt;
/** The paths of the fields of an OutputRoutingOptions that its spec does not define. */
export declare const findUnknownFieldsOutputRoutingOptions: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of a LoggingOptions at `path`. */
export declare const unknownFieldsLoggingOptionsAt: FieldsAt;
/** The paths of the fields of a LoggingOptions that its spec does not define. */
export declare const findUnknownFieldsLoggingOptions: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of a ClientConnectionConfiguration at `path`. */
export declare const unknownFieldsClientConnectionConfigurationAt: FieldsAt;
/** The paths of the fields of a ClientConnectionConfiguration that its spec does not define. */
export declare const findUnknownFieldsClientConnectionConfiguration: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of a DebuggingConfiguration at `path`. */
export declare const unknownFieldsDebuggingConfigurationAt: FieldsAt;
/** The paths of the fields of a DebuggingConfiguration that its spec does not define. */
export declare const findUnknownFieldsDebuggingConfiguration: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of a LeaderElectionConfiguration at `path`. */
export declare const unknownFieldsLeaderElectionConfigurationAt: FieldsAt;
/** The paths of the fields of a LeaderElectionConfiguration that its spec does not define. */
export declare const findUnknownFieldsLeaderElectionConfiguration: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of a TracingConfiguration at `path`. */
export declare const unknownFieldsTracingConfigurationAt: FieldsAt;
/** The paths of the fields of a TracingConfiguration that its spec does not define. */
export declare const findUnknownFieldsTracingConfiguration: (value: unknown) => string[];
