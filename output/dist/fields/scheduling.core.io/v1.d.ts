import { type FieldsAt } from "../../runtime/known-fields.js";
/** Adds to `found` the paths of unknown fields of a PriorityClass at `path`. */
export declare const unknownFieldsPriorityClassAt: FieldsAt;
/** The paths of the fields of a PriorityClass that its spec does not define. */
export declare const findUnknownFieldsPriorityClass: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of a PriorityClassList at `path`. */
export declare const unknownFieldsPriorityClassListAt: FieldsAt;
/** The paths of the fields of a PriorityClassList that its spec does not define. */
export declare const findUnknownFieldsPriorityClassList: (value: unknown) => string[];
