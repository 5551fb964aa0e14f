// Its functions are in v1.js of the package's api/ (corespec's generator/build/api-bundles.ts).
export { defaultCluster, defaultExecCredential, defaultExecCredentialSpec, defaultExecCredentialStatus } from "../../api/client.authentication.core.io/v1.js";
