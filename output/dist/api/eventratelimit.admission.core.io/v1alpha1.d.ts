export * from "../../types/eventratelimit.admission.core.io/v1alpha1.js";
export * from "../../validators/eventratelimit.admission.core.io/v1alpha1.js";
export * from "../../defaulters/eventratelimit.admission.core.io/v1alpha1.js";
export * from "../../fields/eventratelimit.admission.core.io/v1alpha1.js";
