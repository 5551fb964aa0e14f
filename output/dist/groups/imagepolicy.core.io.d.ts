export * as v1alpha1 from "../api/imagepolicy.core.io/v1alpha1.js";
