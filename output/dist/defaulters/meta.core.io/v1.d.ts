export * from "./v1.common.js";
import { type Defaulter } from "../../runtime/values.js";
/** A copy of a DeleteOptions with its defaults set; the input is never changed. */
export declare const defaultDeleteOptions: Defaulter;
/** Sets the defaults of a DeleteOptions in place. Only for values the caller owns (a copy). */
export declare function setDefaultsDeleteOptions(value: unknown): void;
/** A copy of a WatchEvent with its defaults set; the input is never changed. */
export declare const defaultWatchEvent: Defaulter;
/** A copy of an APIVersions with its defaults set; the input is never changed. */
export declare const defaultAPIVersions: Defaulter;
/** A copy of an APIGroupList with its defaults set; the input is never changed. */
export declare const defaultAPIGroupList: Defaulter;
/** A copy of an APIGroup with its defaults set; the input is never changed. */
export declare const defaultAPIGroup: Defaulter;
/** A copy of an APIResourceList with its defaults set; the input is never changed. */
export declare const defaultAPIResourceList: Defaulter;
/** A copy of a Preconditions with its defaults set; the input is never changed. */
export declare const defaultPreconditions: Defaulter;
/** A copy of a GroupVersion with its defaults set; the input is never changed. */
export declare const defaultGroupVersion: Defaulter;
/** A copy of a GroupResource with its defaults set; the input is never changed. */
export declare const defaultGroupResource: Defaulter;
/** A copy of a GroupVersionForDiscovery with its defaults set; the input is never changed. */
export declare const defaultGroupVersionForDiscovery: Defaulter;
/** A copy of a ServerAddressByClientCIDR with its defaults set; the input is never changed. */
export declare const defaultServerAddressByClientCIDR: Defaulter;
/** A copy of an APIResource with its defaults set; the input is never changed. */
export declare const defaultAPIResource: Defaulter;
