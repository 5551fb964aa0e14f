/**
 * The server's bootstrap RBAC policy, as kube-apiserver's (plugin/pkg/auth/authorizer/rbac/
 * bootstrappolicy/policy.go): today one ClusterRole and its ClusterRoleBinding, for the
 * controller manager that `corespec serve` runs (as `system:kube-controller-manager` is
 * kube-controller-manager's). The role grants what the controllers use and nothing more
 * (templates/server/controllers: the ResourcePoolStatusRequest controller's informers, its
 * status writes and deletes, and the leader election's Lease); the names of the resources are
 * those the generated controller wiring binds (generator/model/controllers.ts). Labelled and
 * annotated as Kubernetes labels its bootstrap policy: with `autoupdate` not "false", the server
 * restores what is missing at each start (bootstrap-reconcile.ts).
 */
import type { PolicyRule } from "./rbac-index.js";
export declare const RBAC_GROUP = "rbac.authorization.core.io";
/** The controller manager's user, and the name of its ClusterRole and ClusterRoleBinding. */
export declare const CONTROLLER_MANAGER_USER = "system:corespec:controller-manager";
/** Kubernetes' bootstrap policy metadata: bootstrappolicy.Label/Annotation, reconciliation's autoupdate annotation. */
export declare const BOOTSTRAP_LABELS: Readonly<Record<string, string>>;
export declare const AUTOUPDATE = "rbac.authorization.kubernetes.io/autoupdate";
export interface ClusterRole {
  readonly name: string;
  readonly rules: readonly PolicyRule[];
}
export interface ClusterRoleBinding {
  readonly name: string;
  readonly roleName: string;
  readonly subjects: readonly {
    readonly kind: "User" | "Group";
    readonly name: string;
  }[];
}
/** controller_policy.go style: one rule per group of resources and verbs, verbs sorted. */
export declare const CLUSTER_ROLES: readonly ClusterRole[];
export declare const CLUSTER_ROLE_BINDINGS: readonly ClusterRoleBinding[];
