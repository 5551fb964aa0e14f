export * from "../../types/coordination.core.io/v1.js";
export * from "../../validators/coordination.core.io/v1.js";
export * from "../../defaulters/coordination.core.io/v1.js";
export * from "../../fields/coordination.core.io/v1.js";
