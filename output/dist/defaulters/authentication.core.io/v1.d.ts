import { type Defaulter } from "../../runtime/values.js";
/** A copy of a UserInfo with its defaults set; the input is never changed. */
export declare const defaultUserInfo: Defaulter;
