// Its functions are in v1alpha1.js of the package's api/ (corespec's generator/build/api-bundles.ts).
export { updateConfigurationAt, validateConfiguration, validateConfigurationAt, validateConfigurationUpdate, validateLimit, validateLimitAt, validateLimitType, validateLimitTypeAt } from "../../api/eventratelimit.admission.core.io/v1alpha1.js";
