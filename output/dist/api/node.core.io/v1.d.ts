export type * from "../../types/node.core.io/v1.js";
export * from "../../validators/node.core.io/v1.js";
export * from "../../defaulters/node.core.io/v1.js";
export * from "../../fields/node.core.io/v1.js";
/** The apiVersion and kinds of this group-version: with the runtime's registryOf and createApi, a dispatch that loads this group-version alone (`corespec validate` uses it). */
export declare const groupVersion: {
  readonly apiVersion: "node.core.io/v1";
  readonly kinds: readonly ["RuntimeClass", "RuntimeClassList"];
};
