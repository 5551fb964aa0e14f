export * as v1alpha1 from "../api/eventratelimit.admission.core.io/v1alpha1.js";
