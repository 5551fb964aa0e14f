import { type Defaulter } from "../../runtime/values.js";
/** A copy of a PriorityClass with its defaults set; the input is never changed. */
export declare const defaultPriorityClass: Defaulter;
/** Sets the defaults of a PriorityClass in place. Only for values the caller owns (a copy). */
export declare function setDefaultsPriorityClass(value: unknown): void;
/** A copy of a PriorityClassList with its defaults set; the input is never changed. */
export declare const defaultPriorityClassList: Defaulter;
/** Sets the defaults of a PriorityClassList in place. Only for values the caller owns (a copy). */
export declare function setDefaultsPriorityClassList(value: unknown): void;
