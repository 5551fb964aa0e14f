export type * from "../../types/scheduling.core.io/v1.js";
export * from "../../validators/scheduling.core.io/v1.js";
export * from "../../defaulters/scheduling.core.io/v1.js";
export * from "../../fields/scheduling.core.io/v1.js";
/** The apiVersion and kinds of this group-version: with the runtime's registryOf and createApi, a dispatch that loads this group-version alone (`corespec validate` uses it). */
export declare const groupVersion: {
  readonly apiVersion: "scheduling.core.io/v1";
  readonly kinds: readonly ["PriorityClass", "PriorityClassList"];
};
