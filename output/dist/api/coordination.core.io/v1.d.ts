export type * from "../../types/coordination.core.io/v1.js";
export * from "../../validators/coordination.core.io/v1.js";
export * from "../../defaulters/coordination.core.io/v1.js";
export * from "../../fields/coordination.core.io/v1.js";
/** The apiVersion and kinds of this group-version: with the runtime's registryOf and createApi, a dispatch that loads this group-version alone (`corespec validate` uses it). */
export declare const groupVersion: {
  readonly apiVersion: "coordination.core.io/v1";
  readonly kinds: readonly ["Lease", "LeaseList"];
};
