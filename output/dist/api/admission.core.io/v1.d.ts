export * from "../../types/admission.core.io/v1.js";
export * from "../../validators/admission.core.io/v1.js";
export * from "../../defaulters/admission.core.io/v1.js";
export * from "../../fields/admission.core.io/v1.js";
