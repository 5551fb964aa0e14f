// Its functions are in v1.js of the package's api/ (corespec's generator/build/api-bundles.ts).
export { defaultVolumeAttributesClass, defaultVolumeAttributesClassList } from "../../api/storage.core.io/v1.js";
