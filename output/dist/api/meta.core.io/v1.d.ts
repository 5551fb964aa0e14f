export type * from "../../types/meta.core.io/v1.js";
export * from "../../validators/meta.core.io/v1.js";
export * from "../../defaulters/meta.core.io/v1.js";
export * from "../../fields/meta.core.io/v1.js";
/** The apiVersion and kinds of this group-version: with the runtime's registryOf and createApi, a dispatch that loads this group-version alone (`corespec validate` uses it). */
export declare const groupVersion: {
  readonly apiVersion: "meta.core.io/v1";
  readonly kinds: readonly [
    "Status",
    "DeleteOptions",
    "WatchEvent",
    "APIVersions",
    "APIGroupList",
    "APIGroup",
    "APIResourceList",
  ];
};
