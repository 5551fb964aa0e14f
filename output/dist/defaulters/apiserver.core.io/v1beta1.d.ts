export * from "./v1.js";
import { type Defaulter } from "../../runtime/values.js";
/** A copy of an EgressSelectorConfiguration with its defaults set; the input is never changed. */
export declare const defaultEgressSelectorConfiguration: Defaulter;
