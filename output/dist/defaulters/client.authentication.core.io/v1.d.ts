/** A copy of an ExecCredential with its defaults set; the input is never changed. */
export declare function defaultExecCredential<T>(value: T): T;
/** A copy of an ExecCredentialSpec with its defaults set; the input is never changed. */
export declare function defaultExecCredentialSpec<T>(value: T): T;
/** A copy of a Cluster with its defaults set; the input is never changed. */
export declare function defaultCluster<T>(value: T): T;
/** A copy of an ExecCredentialStatus with its defaults set; the input is never changed. */
export declare function defaultExecCredentialStatus<T>(value: T): T;
