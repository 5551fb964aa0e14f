/** A copy of a RuntimeClass with its defaults set; the input is never changed. */
export declare function defaultRuntimeClass<T>(value: T): T;
/** A copy of a RuntimeClassList with its defaults set; the input is never changed. */
export declare function defaultRuntimeClassList<T>(value: T): T;
/** A copy of an Overhead with its defaults set; the input is never changed. */
export declare function defaultOverhead<T>(value: T): T;
/** A copy of a Scheduling with its defaults set; the input is never changed. */
export declare function defaultScheduling<T>(value: T): T;
