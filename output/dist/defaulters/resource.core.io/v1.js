// Its functions are in v1.js of the package's api/ (corespec's generator/build/api-bundles.ts).
export { defaultCounter, defaultCounterSet, defaultDevice, defaultDeviceAttribute, defaultDeviceCapacity, defaultDeviceCounterConsumption, defaultDeviceTaint, defaultResourcePool, defaultResourceSlice, defaultResourceSliceList, defaultResourceSliceSpec } from "../../api/resource.core.io/v1.js";
