import { type Defaulter } from "../../runtime/values.js";
/** A copy of an ExecCredential with its defaults set; the input is never changed. */
export declare const defaultExecCredential: Defaulter;
/** A copy of an ExecCredentialSpec with its defaults set; the input is never changed. */
export declare const defaultExecCredentialSpec: Defaulter;
/** A copy of a Cluster with its defaults set; the input is never changed. */
export declare const defaultCluster: Defaulter;
/** A copy of an ExecCredentialStatus with its defaults set; the input is never changed. */
export declare const defaultExecCredentialStatus: Defaulter;
