export * from "../../types/resource.core.io/v1.js";
export * from "../../validators/resource.core.io/v1.js";
export * from "../../defaulters/resource.core.io/v1.js";
export * from "../../fields/resource.core.io/v1.js";
