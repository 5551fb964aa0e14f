export * from "../../defaulters/meta.core.io/v1.common.js";
export * from "../../fields/meta.core.io/v1.common.js";
export * from "../../validators/meta.core.io/v1.common.js";
