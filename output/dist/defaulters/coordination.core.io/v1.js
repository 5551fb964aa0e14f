// Its functions are in v1.js of the package's api/ (corespec's generator/build/api-bundles.ts).
export { defaultLease, defaultLeaseList, defaultLeaseSpec } from "../../api/coordination.core.io/v1.js";
