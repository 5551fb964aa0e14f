export * as v1alpha1 from "../api/componentbase.config.core.io/v1alpha1.js";
