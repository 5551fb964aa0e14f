export * as v1 from "../api/meta.core.io/v1.js";
