import { type Defaulter } from "../../runtime/values.js";
/** A copy of a Configuration with its defaults set; the input is never changed. */
export declare const defaultConfiguration: Defaulter;
/** Sets the defaults of a Configuration in place. Only for values the caller owns (a copy). */
export declare function setDefaultsConfiguration(value: unknown): void;
/** A copy of a Limit with its defaults set; the input is never changed. */
export declare const defaultLimit: Defaulter;
/** Sets the defaults of a Limit in place. Only for values the caller owns (a copy). */
export declare function setDefaultsLimit(value: unknown): void;
