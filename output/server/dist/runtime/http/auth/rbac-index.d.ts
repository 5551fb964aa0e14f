/**
 * The ClusterRoleBindings by subject and the ClusterRoles' rules by name, as the RBAC authorizer
 * reads them (rbac.ts). A binding's subjects: `User` by name, `Group` by name, `ServiceAccount`
 * as the user `system:serviceaccount:<namespace>:<name>` (pkg/registry/rbac/validation/rule.go
 * appliesToUser); other kinds apply to no one. A ClusterRole with an aggregationRule has, in
 * addition to its own rules, those of every other ClusterRole one of its selectors matches: what
 * Kubernetes' clusterrole-aggregation controller (pkg/controller/clusterroleaggregation) writes
 * into it, computed here instead (the stored object is not rewritten).
 */
import type { StoredObject } from "../../storage/storage.js";
import type { UserInfo } from "./user.js";
import type { Verdict } from "./authorizer.js";
export interface PolicyRule {
  readonly verbs?: readonly string[];
  readonly apiGroups?: readonly string[];
  readonly resources?: readonly string[];
  readonly resourceNames?: readonly string[];
  readonly nonResourceURLs?: readonly string[];
}
export interface BindingRef {
  readonly name: string;
  readonly roleName: string;
  /** The Allow this binding gives (made once). */
  readonly allow: Verdict;
}
export interface RbacIndex {
  readonly roles: ReadonlyMap<string, readonly PolicyRule[]>;
  bindingsFor(user: UserInfo): BindingRef[];
}
export declare function rbacIndex(
  roles: readonly StoredObject[],
  bindings: readonly StoredObject[],
): RbacIndex;
