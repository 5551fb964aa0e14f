/** The paths of the fields of a Event that its spec does not define. */
export declare function findUnknownFieldsEvent(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a Event at `path`. */
export declare function unknownFieldsEventAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a EventList that its spec does not define. */
export declare function findUnknownFieldsEventList(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a EventList at `path`. */
export declare function unknownFieldsEventListAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a EventSeries that its spec does not define. */
export declare function findUnknownFieldsEventSeries(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a EventSeries at `path`. */
export declare function unknownFieldsEventSeriesAt(value: unknown, path: string, found: string[]): void;
