import { type FieldsAt } from "../../runtime/known-fields.js";
/** Adds to `found` the paths of unknown fields of a Configuration at `path`. */
export declare const unknownFieldsConfigurationAt: FieldsAt;
/** The paths of the fields of a Configuration that its spec does not define. */
export declare const findUnknownFieldsConfiguration: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of a Limit at `path`. */
export declare const unknownFieldsLimitAt: FieldsAt;
/** The paths of the fields of a Limit that its spec does not define. */
export declare const findUnknownFieldsLimit: (value: unknown) => string[];
