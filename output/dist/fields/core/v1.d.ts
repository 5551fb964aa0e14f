import { type FieldsAt } from "../../runtime/known-fields.js";
/** Adds to `found` the paths of unknown fields of an ObjectReference at `path`. */
export declare const unknownFieldsObjectReferenceAt: FieldsAt;
/** The paths of the fields of an ObjectReference that its spec does not define. */
export declare const findUnknownFieldsObjectReference: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of an EventSource at `path`. */
export declare const unknownFieldsEventSourceAt: FieldsAt;
/** The paths of the fields of an EventSource that its spec does not define. */
export declare const findUnknownFieldsEventSource: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of a Toleration at `path`. */
export declare const unknownFieldsTolerationAt: FieldsAt;
/** The paths of the fields of a Toleration that its spec does not define. */
export declare const findUnknownFieldsToleration: (value: unknown) => string[];
