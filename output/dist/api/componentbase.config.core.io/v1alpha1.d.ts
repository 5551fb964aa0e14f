export type * from "../../types/componentbase.config.core.io/v1alpha1.js";
export * from "../../validators/componentbase.config.core.io/v1alpha1.js";
export * from "../../defaulters/componentbase.config.core.io/v1alpha1.js";
export * from "../../fields/componentbase.config.core.io/v1alpha1.js";
/** The apiVersion and kinds of this group-version: with the runtime's registryOf and createApi, a dispatch that loads this group-version alone (`corespec validate` uses it). */
export declare const groupVersion: {
  readonly apiVersion: "componentbase.config.core.io/v1alpha1";
  readonly kinds: readonly [];
};
