export type * from "../../types/authentication.core.io/v1.js";
export * from "../../validators/authentication.core.io/v1.js";
export * from "../../defaulters/authentication.core.io/v1.js";
export * from "../../fields/authentication.core.io/v1.js";
/** The apiVersion and kinds of this group-version: with the runtime's registryOf and createApi, a dispatch that loads this group-version alone (`corespec validate` uses it). */
export declare const groupVersion: {
  readonly apiVersion: "authentication.core.io/v1";
  readonly kinds: readonly [];
};
