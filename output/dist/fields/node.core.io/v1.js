// Its functions are in v1.js of the package's api/ (corespec's generator/build/api-bundles.ts).
export { findUnknownFieldsOverhead, findUnknownFieldsRuntimeClass, findUnknownFieldsRuntimeClassList, findUnknownFieldsScheduling, unknownFieldsOverheadAt, unknownFieldsRuntimeClassAt, unknownFieldsRuntimeClassListAt, unknownFieldsSchedulingAt } from "../../api/node.core.io/v1.js";
