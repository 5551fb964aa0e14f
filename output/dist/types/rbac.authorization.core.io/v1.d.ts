import type { LabelSelector, ListMeta, ObjectMeta } from "../meta.core.io/v1.js";
/** A cluster-level, logical grouping of PolicyRules that a ClusterRoleBinding grants as a unit. */
export interface ClusterRole {
  /** The versioned schema of this representation: `rbac.authorization.core.io/v1`. */
  apiVersion?: "rbac.authorization.core.io/v1";
  /** The REST resource kind: `ClusterRole`. Cannot be updated. */
  kind?: "ClusterRole";
  /** Standard object metadata. */
  metadata?: ObjectMeta;
  /** All the PolicyRules of this ClusterRole. */
  rules?: PolicyRule[];
  /** Describes how to build the rules of this ClusterRole. If set, the rules are controller managed: a controller sets them to the union of the rules of the ClusterRoles the selectors match, and direct changes to them are stomped. */
  aggregationRule?: AggregationRule;
}
/** A list of ClusterRole objects. */
export interface ClusterRoleList {
  /** The versioned schema of this representation: `rbac.authorization.core.io/v1`. */
  apiVersion?: "rbac.authorization.core.io/v1";
  /** The REST resource kind: `ClusterRoleList`. Cannot be updated. */
  kind?: "ClusterRoleList";
  /** Standard list metadata. */
  metadata?: ListMeta;
  /**
   * The ClusterRole objects.
   *
   * Required.
   */
  items: ClusterRole[];
}
/**
 * References a ClusterRole (it does not contain it) and adds the subjects the role applies to. It can reference only a ClusterRole in the global namespace.
 *
 * Rules:
 * - `roleRef.kind` must be one of `ClusterRole`.
 * - `roleRef.apiGroup` must be one of `rbac.authorization.core.io`.
 */
export interface ClusterRoleBinding {
  /** The versioned schema of this representation: `rbac.authorization.core.io/v1`. */
  apiVersion?: "rbac.authorization.core.io/v1";
  /** The REST resource kind: `ClusterRoleBinding`. Cannot be updated. */
  kind?: "ClusterRoleBinding";
  /** Standard object metadata. */
  metadata?: ObjectMeta;
  /**
   * The role the binding grants. May reference only a ClusterRole in the global namespace (kind `ClusterRole`, apiGroup `rbac.authorization.core.io`). When it cannot be resolved, the authorizer must return an error. Immutable.
   *
   * Required. Immutable.
   */
  roleRef: RoleRef;
  /** The objects the role applies to (who). */
  subjects?: Subject[];
}
/** A list of ClusterRoleBinding objects. */
export interface ClusterRoleBindingList {
  /** The versioned schema of this representation: `rbac.authorization.core.io/v1`. */
  apiVersion?: "rbac.authorization.core.io/v1";
  /** The REST resource kind: `ClusterRoleBindingList`. Cannot be updated. */
  kind?: "ClusterRoleBindingList";
  /** Standard list metadata. */
  metadata?: ListMeta;
  /**
   * The ClusterRoleBinding objects.
   *
   * Required.
   */
  items: ClusterRoleBinding[];
}
/**
 * What a rule allows: the verbs it grants on the resources (and resource names) of the API groups it names, or on the non-resource URLs it names.
 *
 * Rules:
 * - `apiGroups` and `resources` must not be set when `nonResourceURLs` has at least 1 items.
 */
export interface PolicyRule {
  /**
   * The verbs the rule grants (get, list, watch, create, update, patch, delete, deletecollection, or a lowercase HTTP method for non-resource URLs). `*` grants every verb.
   *
   * Required. Items: at least 1.
   */
  verbs: string[];
  /** The API groups of the resources. "" is the core group; `*` matches every group. With several groups the rule applies to the resources of any of them. */
  apiGroups?: string[];
  /** The resources the rule applies to (`leases`, `leases/status` for a subresource, `*\/status` for that subresource of every resource); `*` matches every resource. */
  resources?: string[];
  /** An optional white list of object names the rule applies to. An empty set means everything is allowed. */
  resourceNames?: string[];
  /** Partial URLs a user may access (`/healthz`, `/apis/*`: a trailing `*` matches any suffix). Rules of a ClusterRole only; a rule names either resources or non-resource URLs, not both. */
  nonResourceURLs?: string[];
}
/** Describes how to locate the ClusterRoles whose rules are aggregated into a ClusterRole. */
export interface AggregationRule {
  /** Selectors of the ClusterRoles whose rules are aggregated. If any selector matches a ClusterRole, its permissions are added. */
  clusterRoleSelectors?: LabelSelector[];
}
/**
 * A reference to the object or user identity a role binding applies to. It holds either a direct API object reference (a ServiceAccount) or a value for non-objects such as user and group names.
 *
 * Rules:
 * - `apiGroup` defaults to `"rbac.authorization.core.io"` when `kind` is one of `User` or `Group`.
 * - `apiGroup` must be one of `` when `kind` is `ServiceAccount`.
 * - `apiGroup` must be one of `rbac.authorization.core.io` when `kind` is one of `User` or `Group`.
 * - `namespace` is required when `kind` is `ServiceAccount`.
 * - `name` must be dns-subdomain when `kind` is `ServiceAccount`.
 * - `kind` is invalid when `kind` is one of `User` or `Group` and `name` is not set.
 */
export interface Subject {
  /**
   * Kind of object being referenced. If the authorizer does not recognize the kind value, it should report an error.
   *
   * - `ServiceAccount`: A service account; `name` is its name and `namespace` its namespace.
   * - `User`: A user name as given by the authenticator.
   * - `Group`: A group name as given by the authenticator.
   *
   * Required.
   */
  kind: "ServiceAccount" | "User" | "Group";
  /** API group of the referenced subject. Defaults to "" for ServiceAccount subjects and to `rbac.authorization.core.io` for User and Group subjects; other values are rejected. */
  apiGroup?: string;
  /**
   * Name of the object being referenced. For a ServiceAccount it must be a valid service account name (DNS subdomain).
   *
   * Required.
   */
  name: string;
  /** Namespace of the referenced object. If the object kind is not namespaced, such as User or Group, and this value is not empty, the authorizer should report an error. */
  namespace?: string;
}
/** Points to the role a binding grants. */
export interface RoleRef {
  /**
   * API group of the referenced role. Defaulted to `rbac.authorization.core.io` when empty.
   *
   * @defaultValue `rbac.authorization.core.io`
   */
  apiGroup?: string;
  /**
   * Kind of the referenced role (`ClusterRole` for a ClusterRoleBinding).
   *
   * Required.
   */
  kind: string;
  /**
   * Name of the referenced role; must be a valid path segment name.
   *
   * Required. Format: a path segment name: not `.` or `..`, without `/` or `%`.
   */
  name: string;
}
