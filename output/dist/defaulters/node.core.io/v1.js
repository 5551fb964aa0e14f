// Its functions are in v1.js of the package's api/ (corespec's generator/build/api-bundles.ts).
export { defaultOverhead, defaultRuntimeClass, defaultRuntimeClassList, defaultScheduling } from "../../api/node.core.io/v1.js";
