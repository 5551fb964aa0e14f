export type * from "../../types/resource.core.io/v1.js";
export * from "../../validators/resource.core.io/v1.js";
export * from "../../defaulters/resource.core.io/v1.js";
export * from "../../fields/resource.core.io/v1.js";
/** The apiVersion and kinds of this group-version: with the runtime's registryOf and createApi, a dispatch that loads this group-version alone (`corespec validate` uses it). */
export declare const groupVersion: {
  readonly apiVersion: "resource.core.io/v1";
  readonly kinds: readonly ["ResourceSlice", "ResourceSliceList"];
};
