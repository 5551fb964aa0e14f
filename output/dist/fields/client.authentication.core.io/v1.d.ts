import { type FieldsAt } from "../../runtime/known-fields.js";
/** Adds to `found` the paths of unknown fields of a ExecCredential at `path`. */
export declare const unknownFieldsExecCredentialAt: FieldsAt;
/** The paths of the fields of a ExecCredential that its spec does not define. */
export declare const findUnknownFieldsExecCredential: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of a ExecCredentialSpec at `path`. */
export declare const unknownFieldsExecCredentialSpecAt: FieldsAt;
/** The paths of the fields of a ExecCredentialSpec that its spec does not define. */
export declare const findUnknownFieldsExecCredentialSpec: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of a Cluster at `path`. */
export declare const unknownFieldsClusterAt: FieldsAt;
/** The paths of the fields of a Cluster that its spec does not define. */
export declare const findUnknownFieldsCluster: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of a ExecCredentialStatus at `path`. */
export declare const unknownFieldsExecCredentialStatusAt: FieldsAt;
/** The paths of the fields of a ExecCredentialStatus that its spec does not define. */
export declare const findUnknownFieldsExecCredentialStatus: (value: unknown) => string[];
