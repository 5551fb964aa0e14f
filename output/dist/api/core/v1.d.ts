export * from "../../types/core/v1.js";
export * from "../../validators/core/v1.js";
export * from "../../defaulters/core/v1.js";
export * from "../../fields/core/v1.js";
