export * as v1 from "../api/authentication.core.io/v1.js";
