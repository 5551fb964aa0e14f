export * from "../../types/componentbase.config.core.io/v1alpha1.js";
export * from "../../validators/componentbase.config.core.io/v1alpha1.js";
export * from "../../defaulters/componentbase.config.core.io/v1alpha1.js";
export * from "../../fields/componentbase.config.core.io/v1alpha1.js";
