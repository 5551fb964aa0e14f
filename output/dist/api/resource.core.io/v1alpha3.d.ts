export type * from "../../types/resource.core.io/v1alpha3.js";
export * from "../../validators/resource.core.io/v1alpha3.js";
export * from "../../defaulters/resource.core.io/v1alpha3.js";
export * from "../../fields/resource.core.io/v1alpha3.js";
/** The apiVersion and kinds of this group-version: with the runtime's registryOf and createApi, a dispatch that loads this group-version alone (`corespec validate` uses it). */
export declare const groupVersion: {
  readonly apiVersion: "resource.core.io/v1alpha3";
  readonly kinds: readonly ["ResourcePoolStatusRequest", "ResourcePoolStatusRequestList"];
};
