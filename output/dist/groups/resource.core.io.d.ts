export * as v1alpha3 from "../api/resource.core.io/v1alpha3.js";
