/** A copy of an Event with its defaults set; the input is never changed. */
export declare function defaultEvent<T>(value: T): T;
/** A copy of an EventList with its defaults set; the input is never changed. */
export declare function defaultEventList<T>(value: T): T;
/** A copy of a Policy with its defaults set; the input is never changed. */
export declare function defaultPolicy<T>(value: T): T;
/** A copy of a PolicyRule with its defaults set; the input is never changed. */
export declare function defaultPolicyRule<T>(value: T): T;
/** A copy of a GroupResources with its defaults set; the input is never changed. */
export declare function defaultGroupResources<T>(value: T): T;
/** A copy of an ObjectReference with its defaults set; the input is never changed. */
export declare function defaultObjectReference<T>(value: T): T;
/** A copy of an AuthenticationMetadata with its defaults set; the input is never changed. */
export declare function defaultAuthenticationMetadata<T>(value: T): T;
