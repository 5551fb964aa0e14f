export * from "../../types/apiserver.core.io/v1alpha1.js";
export * from "../../validators/apiserver.core.io/v1alpha1.js";
export * from "../../defaulters/apiserver.core.io/v1alpha1.js";
export * from "../../fields/apiserver.core.io/v1alpha1.js";
