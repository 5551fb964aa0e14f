// Its functions are in v1beta1.js of the package's api/ (corespec's generator/build/api-bundles.ts).
export * from "./v1.js";
export { defaultEgressSelectorConfiguration } from "../../api/apiserver.core.io/v1beta1.js";
