import { type FieldsAt } from "../../runtime/known-fields.js";
/** Adds to `found` the paths of unknown fields of an Event at `path`. */
export declare const unknownFieldsEventAt: FieldsAt;
/** The paths of the fields of an Event that its spec does not define. */
export declare const findUnknownFieldsEvent: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of an EventList at `path`. */
export declare const unknownFieldsEventListAt: FieldsAt;
/** The paths of the fields of an EventList that its spec does not define. */
export declare const findUnknownFieldsEventList: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of an EventSeries at `path`. */
export declare const unknownFieldsEventSeriesAt: FieldsAt;
/** The paths of the fields of an EventSeries that its spec does not define. */
export declare const findUnknownFieldsEventSeries: (value: unknown) => string[];
