export * from "../../types/kubecontrollermanager.config.core.io/v1alpha1.js";
export * from "../../validators/kubecontrollermanager.config.core.io/v1alpha1.js";
export * from "../../defaulters/kubecontrollermanager.config.core.io/v1alpha1.js";
export * from "../../fields/kubecontrollermanager.config.core.io/v1alpha1.js";
