import { type Defaulter } from "../../runtime/values.js";
/** A copy of a ResourceSlice with its defaults set; the input is never changed. */
export declare const defaultResourceSlice: Defaulter;
/** A copy of a ResourceSliceList with its defaults set; the input is never changed. */
export declare const defaultResourceSliceList: Defaulter;
/** A copy of a ResourceSliceSpec with its defaults set; the input is never changed. */
export declare const defaultResourceSliceSpec: Defaulter;
/** A copy of a ResourcePool with its defaults set; the input is never changed. */
export declare const defaultResourcePool: Defaulter;
/** A copy of a Device with its defaults set; the input is never changed. */
export declare const defaultDevice: Defaulter;
/** A copy of a DeviceAttribute with its defaults set; the input is never changed. */
export declare const defaultDeviceAttribute: Defaulter;
/** A copy of a DeviceCapacity with its defaults set; the input is never changed. */
export declare const defaultDeviceCapacity: Defaulter;
/** A copy of a CounterSet with its defaults set; the input is never changed. */
export declare const defaultCounterSet: Defaulter;
/** A copy of a Counter with its defaults set; the input is never changed. */
export declare const defaultCounter: Defaulter;
/** A copy of a DeviceCounterConsumption with its defaults set; the input is never changed. */
export declare const defaultDeviceCounterConsumption: Defaulter;
/** A copy of a DeviceTaint with its defaults set; the input is never changed. */
export declare const defaultDeviceTaint: Defaulter;
