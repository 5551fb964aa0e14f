export * as v1 from "../api/audit.core.io/v1.js";
