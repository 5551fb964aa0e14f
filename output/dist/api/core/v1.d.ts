export type * from "../../types/core/v1.js";
export * from "../../validators/core/v1.js";
export * from "../../defaulters/core/v1.js";
export * from "../../fields/core/v1.js";
/** The apiVersion and kinds of this group-version: with the runtime's registryOf and createApi, a dispatch that loads this group-version alone (`corespec validate` uses it). */
export declare const groupVersion: {
  readonly apiVersion: "v1";
  readonly kinds: readonly [];
};
