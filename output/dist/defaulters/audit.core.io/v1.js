// Its functions are in v1.js of the package's api/ (corespec's generator/build/api-bundles.ts).
export { defaultAuthenticationMetadata, defaultEvent, defaultEventList, defaultGroupResources, defaultObjectReference, defaultPolicy, defaultPolicyRule } from "../../api/audit.core.io/v1.js";
