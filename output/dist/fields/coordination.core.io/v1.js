// Its functions are in v1.js of the package's api/ (corespec's generator/build/api-bundles.ts).
export { findUnknownFieldsLease, findUnknownFieldsLeaseList, findUnknownFieldsLeaseSpec, unknownFieldsLeaseAt, unknownFieldsLeaseListAt, unknownFieldsLeaseSpecAt } from "../../api/coordination.core.io/v1.js";
