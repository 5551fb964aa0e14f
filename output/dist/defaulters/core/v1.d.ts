import { type Defaulter } from "../../runtime/values.js";
/** A copy of an ObjectReference with its defaults set; the input is never changed. */
export declare const defaultObjectReference: Defaulter;
/** A copy of an EventSource with its defaults set; the input is never changed. */
export declare const defaultEventSource: Defaulter;
/** A copy of a Toleration with its defaults set; the input is never changed. */
export declare const defaultToleration: Defaulter;
