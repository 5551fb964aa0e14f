export * from "../../types/events.core.io/v1.js";
export * from "../../validators/events.core.io/v1.js";
export * from "../../defaulters/events.core.io/v1.js";
export * from "../../fields/events.core.io/v1.js";
