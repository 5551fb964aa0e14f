// Its functions are in v1.js of the package's api/ (corespec's generator/build/api-bundles.ts).
export { findUnknownFieldsEventSource, findUnknownFieldsObjectReference, findUnknownFieldsToleration, unknownFieldsEventSourceAt, unknownFieldsObjectReferenceAt, unknownFieldsTolerationAt } from "../../api/core/v1.js";
