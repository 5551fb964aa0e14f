export * from "../../types/node.core.io/v1.js";
export * from "../../validators/node.core.io/v1.js";
export * from "../../defaulters/node.core.io/v1.js";
export * from "../../fields/node.core.io/v1.js";
