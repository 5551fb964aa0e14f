import { type Collector } from "../../runtime/errors.js";
import { type UpdateValidator, type Validator } from "../../runtime/total.js";
import type * as types from "../../types/rbac.authorization.core.io/v1.js";
/**
 * Validates a ClusterRole. A cluster-level, logical grouping of PolicyRules that a ClusterRoleBinding grants as a unit.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateClusterRole: Validator<types.ClusterRole>;
/** Validates an update of a ClusterRole: everything `validateClusterRole` checks, and what may not change from `old`. */
export declare const validateClusterRoleUpdate: UpdateValidator;
/** Checks a ClusterRole found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateClusterRoleAt(value: unknown, path: string, c: Collector): void;
/** Checks what an update of a ClusterRole at `path` may not change, comparing `value` with `old`. */
export declare function updateClusterRoleAt(
  value: unknown,
  old: unknown,
  path: string,
  c: Collector,
): void;
/**
 * Validates a ClusterRoleList. A list of ClusterRole objects.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateClusterRoleList: Validator<types.ClusterRoleList>;
/** Validates an update of a ClusterRoleList: everything `validateClusterRoleList` checks, and what may not change from `old`. */
export declare const validateClusterRoleListUpdate: UpdateValidator;
/** Checks a ClusterRoleList found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateClusterRoleListAt(value: unknown, path: string, c: Collector): void;
/** Checks what an update of a ClusterRoleList at `path` may not change, comparing `value` with `old`. */
export declare function updateClusterRoleListAt(
  value: unknown,
  old: unknown,
  path: string,
  c: Collector,
): void;
/**
 * Validates a ClusterRoleBinding. References a ClusterRole (it does not contain it) and adds the subjects the role applies to.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateClusterRoleBinding: Validator<types.ClusterRoleBinding>;
/** Validates an update of a ClusterRoleBinding: everything `validateClusterRoleBinding` checks, and what may not change from `old`. */
export declare const validateClusterRoleBindingUpdate: UpdateValidator;
/** Checks a ClusterRoleBinding found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateClusterRoleBindingAt(
  value: unknown,
  path: string,
  c: Collector,
): void;
/** Checks what an update of a ClusterRoleBinding at `path` may not change, comparing `value` with `old`. */
export declare function updateClusterRoleBindingAt(
  value: unknown,
  old: unknown,
  path: string,
  c: Collector,
): void;
/**
 * Validates a ClusterRoleBindingList. A list of ClusterRoleBinding objects.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateClusterRoleBindingList: Validator<types.ClusterRoleBindingList>;
/** Validates an update of a ClusterRoleBindingList: everything `validateClusterRoleBindingList` checks, and what may not change from `old`. */
export declare const validateClusterRoleBindingListUpdate: UpdateValidator;
/** Checks a ClusterRoleBindingList found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateClusterRoleBindingListAt(
  value: unknown,
  path: string,
  c: Collector,
): void;
/** Checks what an update of a ClusterRoleBindingList at `path` may not change, comparing `value` with `old`. */
export declare function updateClusterRoleBindingListAt(
  value: unknown,
  old: unknown,
  path: string,
  c: Collector,
): void;
/**
 * Validates a PolicyRule. What a rule allows: the verbs it grants on the resources (and resource names) of the API groups it names, or on the non-resource URLs it names.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validatePolicyRule: Validator<types.PolicyRule>;
/** Checks a PolicyRule found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validatePolicyRuleAt(value: unknown, path: string, c: Collector): void;
/**
 * Validates an AggregationRule. Describes how to locate the ClusterRoles whose rules are aggregated into a ClusterRole.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateAggregationRule: Validator<types.AggregationRule>;
/** Checks an AggregationRule found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateAggregationRuleAt(value: unknown, path: string, c: Collector): void;
/**
 * Validates a Subject. A reference to the object or user identity a role binding applies to.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateSubject: Validator<types.Subject>;
/** Checks a Subject found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateSubjectAt(value: unknown, path: string, c: Collector): void;
/**
 * Validates a RoleRef. Points to the role a binding grants.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateRoleRef: Validator<types.RoleRef>;
/** Checks a RoleRef found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateRoleRefAt(value: unknown, path: string, c: Collector): void;
