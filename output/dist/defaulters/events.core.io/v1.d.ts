import { type Defaulter } from "../../runtime/values.js";
/** A copy of an Event with its defaults set; the input is never changed. */
export declare const defaultEvent: Defaulter;
/** A copy of an EventList with its defaults set; the input is never changed. */
export declare const defaultEventList: Defaulter;
/** A copy of an EventSeries with its defaults set; the input is never changed. */
export declare const defaultEventSeries: Defaulter;
