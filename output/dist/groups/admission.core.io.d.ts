export * as v1 from "../api/admission.core.io/v1.js";
