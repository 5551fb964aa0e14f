// Its functions are in v1beta1.js of the package's api/ (corespec's generator/build/api-bundles.ts).
export { findUnknownFieldsLeaseCandidate, findUnknownFieldsLeaseCandidateList, findUnknownFieldsLeaseCandidateSpec, unknownFieldsLeaseCandidateAt, unknownFieldsLeaseCandidateListAt, unknownFieldsLeaseCandidateSpecAt } from "../../api/coordination.core.io/v1beta1.js";
