import { type Defaulter } from "../../runtime/values.js";
/** A copy of an Event with its defaults set; the input is never changed. */
export declare const defaultEvent: Defaulter;
/** A copy of an EventList with its defaults set; the input is never changed. */
export declare const defaultEventList: Defaulter;
/** A copy of a Policy with its defaults set; the input is never changed. */
export declare const defaultPolicy: Defaulter;
/** A copy of a PolicyRule with its defaults set; the input is never changed. */
export declare const defaultPolicyRule: Defaulter;
/** A copy of a GroupResources with its defaults set; the input is never changed. */
export declare const defaultGroupResources: Defaulter;
/** A copy of an ObjectReference with its defaults set; the input is never changed. */
export declare const defaultObjectReference: Defaulter;
/** A copy of an AuthenticationMetadata with its defaults set; the input is never changed. */
export declare const defaultAuthenticationMetadata: Defaulter;
