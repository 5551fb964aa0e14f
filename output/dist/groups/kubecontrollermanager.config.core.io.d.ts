export * as v1alpha1 from "../api/kubecontrollermanager.config.core.io/v1alpha1.js";
