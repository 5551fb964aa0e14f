import { type Defaulter } from "../../runtime/values.js";
/** A copy of a LeaseCandidate with its defaults set; the input is never changed. */
export declare const defaultLeaseCandidate: Defaulter;
/** A copy of a LeaseCandidateList with its defaults set; the input is never changed. */
export declare const defaultLeaseCandidateList: Defaulter;
/** A copy of a LeaseCandidateSpec with its defaults set; the input is never changed. */
export declare const defaultLeaseCandidateSpec: Defaulter;
