export * from "../../types/imagepolicy.core.io/v1alpha1.js";
export * from "../../validators/imagepolicy.core.io/v1alpha1.js";
export * from "../../defaulters/imagepolicy.core.io/v1alpha1.js";
export * from "../../fields/imagepolicy.core.io/v1alpha1.js";
