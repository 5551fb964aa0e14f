// Its functions are in v1.js of the package's api/ (corespec's generator/build/api-bundles.ts).
export { findUnknownFieldsUserInfo, unknownFieldsUserInfoAt } from "../../api/authentication.core.io/v1.js";
