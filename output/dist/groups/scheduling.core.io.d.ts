export * as v1 from "../api/scheduling.core.io/v1.js";
