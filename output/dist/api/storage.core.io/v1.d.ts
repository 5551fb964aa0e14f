export type * from "../../types/storage.core.io/v1.js";
export * from "../../validators/storage.core.io/v1.js";
export * from "../../defaulters/storage.core.io/v1.js";
export * from "../../fields/storage.core.io/v1.js";
/** The apiVersion and kinds of this group-version: with the runtime's registryOf and createApi, a dispatch that loads this group-version alone (`corespec validate` uses it). */
export declare const groupVersion: {
  readonly apiVersion: "storage.core.io/v1";
  readonly kinds: readonly ["VolumeAttributesClass", "VolumeAttributesClassList"];
};
