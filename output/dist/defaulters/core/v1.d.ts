/** A copy of an ObjectReference with its defaults set; the input is never changed. */
export declare function defaultObjectReference<T>(value: T): T;
/** A copy of an EventSource with its defaults set; the input is never changed. */
export declare function defaultEventSource<T>(value: T): T;
/** A copy of a Toleration with its defaults set; the input is never changed. */
export declare function defaultToleration<T>(value: T): T;
