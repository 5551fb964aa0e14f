export type * from "../../types/kubecontrollermanager.config.core.io/v1alpha1.js";
export * from "../../validators/kubecontrollermanager.config.core.io/v1alpha1.js";
export * from "../../defaulters/kubecontrollermanager.config.core.io/v1alpha1.js";
export * from "../../fields/kubecontrollermanager.config.core.io/v1alpha1.js";
/** The apiVersion and kinds of this group-version: with the runtime's registryOf and createApi, a dispatch that loads this group-version alone (`corespec validate` uses it). */
export declare const groupVersion: {
  readonly apiVersion: "kubecontrollermanager.config.core.io/v1alpha1";
  readonly kinds: readonly [];
};
