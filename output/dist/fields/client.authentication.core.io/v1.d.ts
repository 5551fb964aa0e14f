import { type FieldsAt } from "../../runtime/known-fields.js";
/** Adds to `found` the paths of unknown fields of an ExecCredential at `path`. */
export declare const unknownFieldsExecCredentialAt: FieldsAt;
/** The paths of the fields of an ExecCredential that its spec does not define. */
export declare const findUnknownFieldsExecCredential: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of an ExecCredentialSpec at `path`. */
export declare const unknownFieldsExecCredentialSpecAt: FieldsAt;
/** The paths of the fields of an ExecCredentialSpec that its spec does not define. */
export declare const findUnknownFieldsExecCredentialSpec: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of a Cluster at `path`. */
export declare const unknownFieldsClusterAt: FieldsAt;
/** The paths of the fields of a Cluster that its spec does not define. */
export declare const findUnknownFieldsCluster: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of an ExecCredentialStatus at `path`. */
export declare const unknownFieldsExecCredentialStatusAt: FieldsAt;
/** The paths of the fields of an ExecCredentialStatus that its spec does not define. */
export declare const findUnknownFieldsExecCredentialStatus: (value: unknown) => string[];
