export * from "../../types/scheduling.core.io/v1.js";
export * from "../../validators/scheduling.core.io/v1.js";
export * from "../../defaulters/scheduling.core.io/v1.js";
export * from "../../fields/scheduling.core.io/v1.js";
