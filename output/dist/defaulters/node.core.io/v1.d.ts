import { type Defaulter } from "../../runtime/values.js";
/** A copy of a RuntimeClass with its defaults set; the input is never changed. */
export declare const defaultRuntimeClass: Defaulter;
/** A copy of a RuntimeClassList with its defaults set; the input is never changed. */
export declare const defaultRuntimeClassList: Defaulter;
/** A copy of an Overhead with its defaults set; the input is never changed. */
export declare const defaultOverhead: Defaulter;
/** A copy of a Scheduling with its defaults set; the input is never changed. */
export declare const defaultScheduling: Defaulter;
