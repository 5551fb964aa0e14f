export * from "../../types/client.authentication.core.io/v1.js";
export * from "../../validators/client.authentication.core.io/v1.js";
export * from "../../defaulters/client.authentication.core.io/v1.js";
export * from "../../fields/client.authentication.core.io/v1.js";
