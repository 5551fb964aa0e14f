export * as v1 from "../api/admissionregistration.core.io/v1.js";
