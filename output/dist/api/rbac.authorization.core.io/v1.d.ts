export type * from "../../types/rbac.authorization.core.io/v1.js";
export * from "../../validators/rbac.authorization.core.io/v1.js";
export * from "../../defaulters/rbac.authorization.core.io/v1.js";
export * from "../../fields/rbac.authorization.core.io/v1.js";
/** The apiVersion and kinds of this group-version: with the runtime's registryOf and createApi, a dispatch that loads this group-version alone (`corespec validate` uses it). */
export declare const groupVersion: {
  readonly apiVersion: "rbac.authorization.core.io/v1";
  readonly kinds: readonly [
    "ClusterRole",
    "ClusterRoleList",
    "ClusterRoleBinding",
    "ClusterRoleBindingList",
  ];
};
