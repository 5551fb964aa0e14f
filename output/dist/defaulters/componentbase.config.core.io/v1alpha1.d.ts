/** A copy of a LoggingConfiguration with its defaults set; the input is never changed. */
export declare function defaultLoggingConfiguration<T>(value: T): T;
/** Sets the defaults of a LoggingConfiguration in place. Only for values the caller owns (a copy). */
export declare function setDefaultsLoggingConfiguration(value: unknown): void;
/** A copy of a VModuleItem with its defaults set; the input is never changed. */
export declare function defaultVModuleItem<T>(value: T): T;
/** A copy of a FormatOptions with its defaults set; the input is never changed. */
export declare function defaultFormatOptions<T>(value: T): T;
/** Sets the defaults of a FormatOptions in place. Only for values the caller owns (a copy). */
export declare function setDefaultsFormatOptions(value: unknown): void;
/** A copy of a TextOptions with its defaults set; the input is never changed. */
export declare function defaultTextOptions<T>(value: T): T;
/** Sets the defaults of a TextOptions in place. Only for values the caller owns (a copy). */
export declare function setDefaultsTextOptions(value: unknown): void;
/** A copy of a JSONOptions with its defaults set; the input is never changed. */
export declare function defaultJSONOptions<T>(value: T): T;
/** Sets the defaults of a JSONOptions in place. Only for values the caller owns (a copy). */
export declare function setDefaultsJSONOptions(value: unknown): void;
/** A copy of an OutputRoutingOptions with its defaults set; the input is never changed. */
export declare function defaultOutputRoutingOptions<T>(value: T): T;
/** Sets the defaults of an OutputRoutingOptions in place. Only for values the caller owns (a copy). */
export declare function setDefaultsOutputRoutingOptions(value: unknown): void;
/** A copy of a LoggingOptions with its defaults set; the input is never changed. */
export declare function defaultLoggingOptions<T>(value: T): T;
/** A copy of a ClientConnectionConfiguration with its defaults set; the input is never changed. */
export declare function defaultClientConnectionConfiguration<T>(value: T): T;
/** Sets the defaults of a ClientConnectionConfiguration in place. Only for values the caller owns (a copy). */
export declare function setDefaultsClientConnectionConfiguration(value: unknown): void;
/** A copy of a DebuggingConfiguration with its defaults set; the input is never changed. */
export declare function defaultDebuggingConfiguration<T>(value: T): T;
/** Sets the defaults of a DebuggingConfiguration in place. Only for values the caller owns (a copy). */
export declare function setDefaultsDebuggingConfiguration(value: unknown): void;
/** A copy of a LeaderElectionConfiguration with its defaults set; the input is never changed. */
export declare function defaultLeaderElectionConfiguration<T>(value: T): T;
/** Sets the defaults of a LeaderElectionConfiguration in place. Only for values the caller owns (a copy). */
export declare function setDefaultsLeaderElectionConfiguration(value: unknown): void;
/** A copy of a TracingConfiguration with its defaults set; the input is never changed. */
export declare function defaultTracingConfiguration<T>(value: T): T;
/** Sets the defaults of a TracingConfiguration in place. Only for values the caller owns (a copy). */
export declare function setDefaultsTracingConfiguration(value: unknown): void;
