/** A copy of a Event with its defaults set; the input is never changed. */
export declare function defaultEvent<T>(value: T): T;
/** A copy of a EventList with its defaults set; the input is never changed. */
export declare function defaultEventList<T>(value: T): T;
/** A copy of a EventSeries with its defaults set; the input is never changed. */
export declare function defaultEventSeries<T>(value: T): T;
