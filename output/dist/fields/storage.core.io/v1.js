// Its functions are in v1.js of the package's api/ (corespec's generator/build/api-bundles.ts).
export { findUnknownFieldsVolumeAttributesClass, findUnknownFieldsVolumeAttributesClassList, unknownFieldsVolumeAttributesClassAt, unknownFieldsVolumeAttributesClassListAt } from "../../api/storage.core.io/v1.js";
