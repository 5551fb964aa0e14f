// Its functions are in v1alpha1.js of the package's api/ (corespec's generator/build/api-bundles.ts).
export * from "./v1beta1.js";
export { findUnknownFieldsAdmissionConfiguration, unknownFieldsAdmissionConfigurationAt } from "../../api/apiserver.core.io/v1alpha1.js";
