export * from "./v1beta1.js";
import { type FieldsAt } from "../../runtime/known-fields.js";
/** Adds to `found` the paths of unknown fields of an AdmissionConfiguration at `path`. */
export declare const unknownFieldsAdmissionConfigurationAt: FieldsAt;
/** The paths of the fields of an AdmissionConfiguration that its spec does not define. */
export declare const findUnknownFieldsAdmissionConfiguration: (value: unknown) => string[];
