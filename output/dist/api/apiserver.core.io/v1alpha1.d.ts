export type * from "../../types/apiserver.core.io/v1alpha1.js";
export * from "../../validators/apiserver.core.io/v1alpha1.js";
export * from "../../defaulters/apiserver.core.io/v1alpha1.js";
export * from "../../fields/apiserver.core.io/v1alpha1.js";
/** The apiVersion and kinds of this group-version: with the runtime's registryOf and createApi, a dispatch that loads this group-version alone (`corespec validate` uses it). */
export declare const groupVersion: {
  readonly apiVersion: "apiserver.core.io/v1alpha1";
  readonly kinds: readonly [
    "AuthenticationConfiguration",
    "AuthorizationConfiguration",
    "EgressSelectorConfiguration",
    "TracingConfiguration",
    "AdmissionConfiguration",
  ];
};
