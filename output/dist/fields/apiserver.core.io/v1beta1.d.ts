export * from "./v1.js";
import { type FieldsAt } from "../../runtime/known-fields.js";
/** Adds to `found` the paths of unknown fields of an EgressSelectorConfiguration at `path`. */
export declare const unknownFieldsEgressSelectorConfigurationAt: FieldsAt;
/** The paths of the fields of an EgressSelectorConfiguration that its spec does not define. */
export declare const findUnknownFieldsEgressSelectorConfiguration: (value: unknown) => string[];
