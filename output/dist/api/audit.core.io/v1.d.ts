export type * from "../../types/audit.core.io/v1.js";
export * from "../../validators/audit.core.io/v1.js";
export * from "../../defaulters/audit.core.io/v1.js";
export * from "../../fields/audit.core.io/v1.js";
/** The apiVersion and kinds of this group-version: with the runtime's registryOf and createApi, a dispatch that loads this group-version alone (`corespec validate` uses it). */
export declare const groupVersion: {
  readonly apiVersion: "audit.core.io/v1";
  readonly kinds: readonly ["Event", "EventList", "Policy"];
};
