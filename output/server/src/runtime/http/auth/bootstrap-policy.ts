// Copied by corespec from templates/server/http/auth/bootstrap-policy.ts. DO NOT EDIT: change the template and run `npm run generate`.

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

export const RBAC_GROUP = "rbac.authorization.core.io";

/** The controller manager's user, and the name of its ClusterRole and ClusterRoleBinding. */
export const CONTROLLER_MANAGER_USER = "system:corespec:controller-manager";

/** The Lease the controllers elect their leader with, by default (controllers/manager.ts DEFAULT_LEASE). */
const CONTROLLER_LEASE = "corespec-controller-manager";

/** Kubernetes' bootstrap policy metadata: bootstrappolicy.Label/Annotation, reconciliation's autoupdate annotation. */
export const BOOTSTRAP_LABELS: Readonly<Record<string, string>> = {
  "kubernetes.io/bootstrapping": "rbac-defaults",
};
export const AUTOUPDATE = "rbac.authorization.kubernetes.io/autoupdate";

export interface ClusterRole {
  readonly name: string;
  readonly rules: readonly PolicyRule[];
}

export interface ClusterRoleBinding {
  readonly name: string;
  readonly roleName: string;
  readonly subjects: readonly { readonly kind: "User" | "Group"; readonly name: string }[];
}

const RESOURCE = "resource.core.io";
const COORDINATION = "coordination.core.io";

/** controller_policy.go style: one rule per group of resources and verbs, verbs sorted. */
export const CLUSTER_ROLES: readonly ClusterRole[] = [
  {
    name: CONTROLLER_MANAGER_USER,
    rules: [
      // The requests' informer (list, watch), a fresh read before retrying, the delete once the TTL is over.
      {
        verbs: ["delete", "get", "list", "watch"],
        apiGroups: [RESOURCE],
        resources: ["resourcepoolstatusrequests"],
      },
      // The computed status.
      {
        verbs: ["update"],
        apiGroups: [RESOURCE],
        resources: ["resourcepoolstatusrequests/status"],
      },
      // The slices' informer.
      { verbs: ["list", "watch"], apiGroups: [RESOURCE], resources: ["resourceslices"] },
      // Leader election, as system:kube-controller-manager's: create any Lease, read and renew only its own.
      { verbs: ["create"], apiGroups: [COORDINATION], resources: ["leases"] },
      {
        verbs: ["get", "update"],
        apiGroups: [COORDINATION],
        resources: ["leases"],
        resourceNames: [CONTROLLER_LEASE],
      },
    ],
  },
];

export const CLUSTER_ROLE_BINDINGS: readonly ClusterRoleBinding[] = [
  {
    name: CONTROLLER_MANAGER_USER,
    roleName: CONTROLLER_MANAGER_USER,
    subjects: [{ kind: "User", name: CONTROLLER_MANAGER_USER }],
  },
];
