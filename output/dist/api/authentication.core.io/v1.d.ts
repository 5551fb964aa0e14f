export * from "../../types/authentication.core.io/v1.js";
export * from "../../validators/authentication.core.io/v1.js";
export * from "../../defaulters/authentication.core.io/v1.js";
export * from "../../fields/authentication.core.io/v1.js";
