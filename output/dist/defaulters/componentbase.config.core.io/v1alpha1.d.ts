import { type Defaulter } from "../../runtime/values.js";
/** A copy of a LoggingConfiguration with its defaults set; the input is never changed. */
export declare const defaultLoggingConfiguration: Defaulter;
/** Sets the defaults of a LoggingConfiguration in place. Only for values the caller owns (a copy). */
export declare function setDefaultsLoggingConfiguration(value: unknown): void;
/** A copy of a VModuleItem with its defaults set; the input is never changed. */
export declare const defaultVModuleItem: Defaulter;
/** A copy of a FormatOptions with its defaults set; the input is never changed. */
export declare const defaultFormatOptions: Defaulter;
/** Sets the defaults of a FormatOptions in place. Only for values the caller owns (a copy). */
export declare function setDefaultsFormatOptions(value: unknown): void;
/** A copy of a TextOptions with its defaults set; the input is never changed. */
export declare const defaultTextOptions: Defaulter;
/** Sets the defaults of a TextOptions in place. Only for values the caller owns (a copy). */
export declare function setDefaultsTextOptions(value: unknown): void;
/** A copy of a JSONOptions with its defaults set; the input is never changed. */
export declare const defaultJSONOptions: Defaulter;
/** Sets the defaults of a JSONOptions in place. Only for values the caller owns (a copy). */
export declare function setDefaultsJSONOptions(value: unknown): void;
/** A copy of an OutputRoutingOptions with its defaults set; the input is never changed. */
export declare const defaultOutputRoutingOptions: Defaulter;
/** Sets the defaults of an OutputRoutingOptions in place. Only for values the caller owns (a copy). */
export declare function setDefaultsOutputRoutingOptions(value: unknown): void;
/** A copy of a LoggingOptions with its defaults set; the input is never changed. */
export declare const defaultLoggingOptions: Defaulter;
/** A copy of a ClientConnectionConfiguration with its defaults set; the input is never changed. */
export declare const defaultClientConnectionConfiguration: Defaulter;
/** Sets the defaults of a ClientConnectionConfiguration in place. Only for values the caller owns (a copy). */
export declare function setDefaultsClientConnectionConfiguration(value: unknown): void;
/** A copy of a DebuggingConfiguration with its defaults set; the input is never changed. */
export declare const defaultDebuggingConfiguration: Defaulter;
/** Sets the defaults of a DebuggingConfiguration in place. Only for values the caller owns (a copy). */
export declare function setDefaultsDebuggingConfiguration(value: unknown): void;
/** A copy of a LeaderElectionConfiguration with its defaults set; the input is never changed. */
export declare const defaultLeaderElectionConfiguration: Defaulter;
/** Sets the defaults of a LeaderElectionConfiguration in place. Only for values the caller owns (a copy). */
export declare function setDefaultsLeaderElectionConfiguration(value: unknown): void;
/** A copy of a TracingConfiguration with its defaults set; the input is never changed. */
export declare const defaultTracingConfiguration: Defaulter;
/** Sets the defaults of a TracingConfiguration in place. Only for values the caller owns (a copy). */
export declare function setDefaultsTracingConfiguration(value: unknown): void;
