// Its functions are in v1alpha1.js of the package's api/ (corespec's generator/build/api-bundles.ts).
export { findUnknownFieldsConfiguration, findUnknownFieldsLimit, unknownFieldsConfigurationAt, unknownFieldsLimitAt } from "../../api/eventratelimit.admission.core.io/v1alpha1.js";
