export * as v1 from "../api/apiserver.core.io/v1.js";
export * as v1beta1 from "../api/apiserver.core.io/v1beta1.js";
export * as v1alpha1 from "../api/apiserver.core.io/v1alpha1.js";
