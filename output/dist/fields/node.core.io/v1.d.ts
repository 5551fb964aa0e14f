import { type FieldsAt } from "../../runtime/known-fields.js";
/** Adds to `found` the paths of unknown fields of a RuntimeClass at `path`. */
export declare const unknownFieldsRuntimeClassAt: FieldsAt;
/** The paths of the fields of a RuntimeClass that its spec does not define. */
export declare const findUnknownFieldsRuntimeClass: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of a RuntimeClassList at `path`. */
export declare const unknownFieldsRuntimeClassListAt: FieldsAt;
/** The paths of the fields of a RuntimeClassList that its spec does not define. */
export declare const findUnknownFieldsRuntimeClassList: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of an Overhead at `path`. */
export declare const unknownFieldsOverheadAt: FieldsAt;
/** The paths of the fields of an Overhead that its spec does not define. */
export declare const findUnknownFieldsOverhead: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of a Scheduling at `path`. */
export declare const unknownFieldsSchedulingAt: FieldsAt;
/** The paths of the fields of a Scheduling that its spec does not define. */
export declare const findUnknownFieldsScheduling: (value: unknown) => string[];
