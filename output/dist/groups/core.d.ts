export * as v1 from "../api/core/v1.js";
