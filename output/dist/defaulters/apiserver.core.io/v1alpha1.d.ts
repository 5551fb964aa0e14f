export * from "./v1beta1.js";
import { type Defaulter } from "../../runtime/values.js";
/** A copy of an AdmissionConfiguration with its defaults set; the input is never changed. */
export declare const defaultAdmissionConfiguration: Defaulter;
