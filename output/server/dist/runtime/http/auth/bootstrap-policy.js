// Copied by corespec from templates/server/http/auth/bootstrap-policy.ts. DO NOT EDIT: change the template and run `npm run generate`.
export const RBAC_GROUP = "rbac.authorization.core.io";
/** The controller manager's user, and the name of its ClusterRole and ClusterRoleBinding. */
export const CONTROLLER_MANAGER_USER = "system:corespec:controller-manager";
/** The Lease the controllers elect their leader with, by default (controllers/manager.ts DEFAULT_LEASE). */
const CONTROLLER_LEASE = "corespec-controller-manager";
/** Kubernetes' bootstrap policy metadata: bootstrappolicy.Label/Annotation, reconciliation's autoupdate annotation. */
export const BOOTSTRAP_LABELS = { "kubernetes.io/bootstrapping": "rbac-defaults" };
export const AUTOUPDATE = "rbac.authorization.kubernetes.io/autoupdate";
const RESOURCE = "resource.core.io";
const COORDINATION = "coordination.core.io";
/** controller_policy.go style: one rule per group of resources and verbs, verbs sorted. */
export const CLUSTER_ROLES = [
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
      {
        verbs: ["list", "watch"],
        apiGroups: [RESOURCE],
        resources: ["resourceslices"],
      },
      // Leader election, as system:kube-controller-manager's: create any Lease, read and renew only its own.
      {
        verbs: ["create"],
        apiGroups: [COORDINATION],
        resources: ["leases"],
      },
      {
        verbs: ["get", "update"],
        apiGroups: [COORDINATION],
        resources: ["leases"],
        resourceNames: [CONTROLLER_LEASE],
      },
    ],
  },
];
export const CLUSTER_ROLE_BINDINGS = [
  {
    name: CONTROLLER_MANAGER_USER,
    roleName: CONTROLLER_MANAGER_USER,
    subjects: [
      {
        kind: "User",
        name: CONTROLLER_MANAGER_USER,
      },
    ],
  },
];
