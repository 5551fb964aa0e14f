import { type Defaulter } from "../../runtime/values.js";
/** A copy of a Lease with its defaults set; the input is never changed. */
export declare const defaultLease: Defaulter;
/** A copy of a LeaseList with its defaults set; the input is never changed. */
export declare const defaultLeaseList: Defaulter;
/** A copy of a LeaseSpec with its defaults set; the input is never changed. */
export declare const defaultLeaseSpec: Defaulter;
