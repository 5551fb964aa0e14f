/** A copy of a ResourceSlice with its defaults set; the input is never changed. */
export declare function defaultResourceSlice<T>(value: T): T;
/** A copy of a ResourceSliceList with its defaults set; the input is never changed. */
export declare function defaultResourceSliceList<T>(value: T): T;
/** A copy of a ResourceSliceSpec with its defaults set; the input is never changed. */
export declare function defaultResourceSliceSpec<T>(value: T): T;
/** A copy of a ResourcePool with its defaults set; the input is never changed. */
export declare function defaultResourcePool<T>(value: T): T;
/** A copy of a Device with its defaults set; the input is never changed. */
export declare function defaultDevice<T>(value: T): T;
/** A copy of a DeviceAttribute with its defaults set; the input is never changed. */
export declare function defaultDeviceAttribute<T>(value: T): T;
/** A copy of a DeviceCapacity with its defaults set; the input is never changed. */
export declare function defaultDeviceCapacity<T>(value: T): T;
/** A copy of a CounterSet with its defaults set; the input is never changed. */
export declare function defaultCounterSet<T>(value: T): T;
/** A copy of a Counter with its defaults set; the input is never changed. */
export declare function defaultCounter<T>(value: T): T;
/** A copy of a DeviceCounterConsumption with its defaults set; the input is never changed. */
export declare function defaultDeviceCounterConsumption<T>(value: T): T;
/** A copy of a DeviceTaint with its defaults set; the input is never changed. */
export declare function defaultDeviceTaint<T>(value: T): T;
