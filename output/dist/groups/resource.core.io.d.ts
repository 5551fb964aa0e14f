export * as v1 from "../api/resource.core.io/v1.js";
export * as v1alpha3 from "../api/resource.core.io/v1alpha3.js";
