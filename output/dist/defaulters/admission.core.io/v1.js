// Its functions are in v1.js of the package's api/ (corespec's generator/build/api-bundles.ts).
export { defaultAdmissionRequest, defaultAdmissionResponse, defaultAdmissionReview, setDefaultsAdmissionRequest, setDefaultsAdmissionReview } from "../../api/admission.core.io/v1.js";
