export * as v1 from "../api/coordination.core.io/v1.js";
export * as v1beta1 from "../api/coordination.core.io/v1beta1.js";
