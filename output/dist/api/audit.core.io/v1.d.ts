export * from "../../types/audit.core.io/v1.js";
export * from "../../validators/audit.core.io/v1.js";
export * from "../../defaulters/audit.core.io/v1.js";
export * from "../../fields/audit.core.io/v1.js";
