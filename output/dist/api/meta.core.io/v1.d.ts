export * from "../../types/meta.core.io/v1.js";
export * from "../../validators/meta.core.io/v1.js";
export * from "../../defaulters/meta.core.io/v1.js";
export * from "../../fields/meta.core.io/v1.js";
