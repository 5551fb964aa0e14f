/** The paths of the fields of a ResourceSlice that its spec does not define. */
export declare function findUnknownFieldsResourceSlice(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a ResourceSlice at `path`. */
export declare function unknownFieldsResourceSliceAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a ResourceSliceList that its spec does not define. */
export declare function findUnknownFieldsResourceSliceList(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a ResourceSliceList at `path`. */
export declare function unknownFieldsResourceSliceListAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a ResourceSliceSpec that its spec does not define. */
export declare function findUnknownFieldsResourceSliceSpec(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a ResourceSliceSpec at `path`. */
export declare function unknownFieldsResourceSliceSpecAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a ResourcePool that its spec does not define. */
export declare function findUnknownFieldsResourcePool(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a ResourcePool at `path`. */
export declare function unknownFieldsResourcePoolAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a Device that its spec does not define. */
export declare function findUnknownFieldsDevice(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a Device at `path`. */
export declare function unknownFieldsDeviceAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a DeviceAttribute that its spec does not define. */
export declare function findUnknownFieldsDeviceAttribute(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a DeviceAttribute at `path`. */
export declare function unknownFieldsDeviceAttributeAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a DeviceCapacity that its spec does not define. */
export declare function findUnknownFieldsDeviceCapacity(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a DeviceCapacity at `path`. */
export declare function unknownFieldsDeviceCapacityAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a CounterSet that its spec does not define. */
export declare function findUnknownFieldsCounterSet(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a CounterSet at `path`. */
export declare function unknownFieldsCounterSetAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a Counter that its spec does not define. */
export declare function findUnknownFieldsCounter(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a Counter at `path`. */
export declare function unknownFieldsCounterAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a DeviceCounterConsumption that its spec does not define. */
export declare function findUnknownFieldsDeviceCounterConsumption(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a DeviceCounterConsumption at `path`. */
export declare function unknownFieldsDeviceCounterConsumptionAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a DeviceTaint that its spec does not define. */
export declare function findUnknownFieldsDeviceTaint(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a DeviceTaint at `path`. */
export declare function unknownFieldsDeviceTaintAt(value: unknown, path: string, found: string[]): void;
