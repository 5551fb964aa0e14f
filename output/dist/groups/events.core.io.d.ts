export * as v1 from "../api/events.core.io/v1.js";
