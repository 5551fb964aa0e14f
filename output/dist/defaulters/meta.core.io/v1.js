// Its functions are in v1.js of the package's api/ (corespec's generator/build/api-bundles.ts).
export * from "./v1.common.js";
export { defaultAPIGroup, defaultAPIGroupList, defaultAPIResource, defaultAPIResourceList, defaultAPIVersions, defaultDeleteOptions, defaultGroupResource, defaultGroupVersion, defaultGroupVersionForDiscovery, defaultPreconditions, defaultServerAddressByClientCIDR, defaultWatchEvent, setDefaultsDeleteOptions } from "../../api/meta.core.io/v1.js";
