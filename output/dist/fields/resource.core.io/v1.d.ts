import { type FieldsAt } from "../../runtime/known-fields.js";
/** Adds to `found` the paths of unknown fields of a ResourceSlice at `path`. */
export declare const unknownFieldsResourceSliceAt: FieldsAt;
/** The paths of the fields of a ResourceSlice that its spec does not define. */
export declare const findUnknownFieldsResourceSlice: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of a ResourceSliceList at `path`. */
export declare const unknownFieldsResourceSliceListAt: FieldsAt;
/** The paths of the fields of a ResourceSliceList that its spec does not define. */
export declare const findUnknownFieldsResourceSliceList: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of a ResourceSliceSpec at `path`. */
export declare const unknownFieldsResourceSliceSpecAt: FieldsAt;
/** The paths of the fields of a ResourceSliceSpec that its spec does not define. */
export declare const findUnknownFieldsResourceSliceSpec: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of a ResourcePool at `path`. */
export declare const unknownFieldsResourcePoolAt: FieldsAt;
/** The paths of the fields of a ResourcePool that its spec does not define. */
export declare const findUnknownFieldsResourcePool: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of a Device at `path`. */
export declare const unknownFieldsDeviceAt: FieldsAt;
/** The paths of the fields of a Device that its spec does not define. */
export declare const findUnknownFieldsDevice: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of a DeviceAttribute at `path`. */
export declare const unknownFieldsDeviceAttributeAt: FieldsAt;
/** The paths of the fields of a DeviceAttribute that its spec does not define. */
export declare const findUnknownFieldsDeviceAttribute: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of a DeviceCapacity at `path`. */
export declare const unknownFieldsDeviceCapacityAt: FieldsAt;
/** The paths of the fields of a DeviceCapacity that its spec does not define. */
export declare const findUnknownFieldsDeviceCapacity: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of a CounterSet at `path`. */
export declare const unknownFieldsCounterSetAt: FieldsAt;
/** The paths of the fields of a CounterSet that its spec does not define. */
export declare const findUnknownFieldsCounterSet: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of a Counter at `path`. */
export declare const unknownFieldsCounterAt: FieldsAt;
/** The paths of the fields of a Counter that its spec does not define. */
export declare const findUnknownFieldsCounter: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of a DeviceCounterConsumption at `path`. */
export declare const unknownFieldsDeviceCounterConsumptionAt: FieldsAt;
/** The paths of the fields of a DeviceCounterConsumption that its spec does not define. */
export declare const findUnknownFieldsDeviceCounterConsumption: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of a DeviceTaint at `path`. */
export declare const unknownFieldsDeviceTaintAt: FieldsAt;
/** The paths of the fields of a DeviceTaint that its spec does not define. */
export declare const findUnknownFieldsDeviceTaint: (value: unknown) => string[];
