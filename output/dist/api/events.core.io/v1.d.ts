export type * from "../../types/events.core.io/v1.js";
export * from "../../validators/events.core.io/v1.js";
export * from "../../defaulters/events.core.io/v1.js";
export * from "../../fields/events.core.io/v1.js";
/** The apiVersion and kinds of this group-version: with the runtime's registryOf and createApi, a dispatch that loads this group-version alone (`corespec validate` uses it). */
export declare const groupVersion: {
  readonly apiVersion: "events.core.io/v1";
  readonly kinds: readonly ["Event", "EventList"];
};
