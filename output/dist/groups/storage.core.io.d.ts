export * as v1 from "../api/storage.core.io/v1.js";
