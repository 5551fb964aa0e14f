/** A copy of an Event with its defaults set; the input is never changed. */
export declare function defaultEvent<T>(value: T): T;
/** A copy of an EventList with its defaults set; the input is never changed. */
export declare function defaultEventList<T>(value: T): T;
/** A copy of an EventSeries with its defaults set; the input is never changed. */
export declare function defaultEventSeries<T>(value: T): T;
