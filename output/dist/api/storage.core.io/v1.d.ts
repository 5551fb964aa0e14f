export * from "../../types/storage.core.io/v1.js";
export * from "../../validators/storage.core.io/v1.js";
export * from "../../defaulters/storage.core.io/v1.js";
export * from "../../fields/storage.core.io/v1.js";
