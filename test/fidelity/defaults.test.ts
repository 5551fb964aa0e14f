/**
 * Fidelity: the defaulters of the served kinds, ported from Kubernetes' versioned defaulting
 * (kubernetes/kubernetes pkg/apis/scheduling/v1/defaults_test.go TestSetDefaultPreemptionPolicy;
 * pkg/apis/rbac/v1/defaults.go SetDefaults_ClusterRoleBinding and SetDefaults_Subject, which
 * have no test file of their own). Each case gives an object and the object Kubernetes'
 * defaulting makes of it (group names translated to core.io).
 */
import { describe, expect, it } from "vitest";
import { applyDefaults } from "../../output/dist/index.js";

type Obj = { [key: string]: unknown };
const RBAC = "rbac.authorization.core.io";

const cases: Record<string, readonly [given: Obj, want: Obj]> = {
  "TestSetDefaultPreemptionPolicy: an empty PriorityClass gets PreemptLowerPriority": [
    {
      apiVersion: "scheduling.core.io/v1",
      kind: "PriorityClass",
      metadata: { name: "pc" },
      value: 1,
    },
    {
      apiVersion: "scheduling.core.io/v1",
      kind: "PriorityClass",
      metadata: { name: "pc" },
      value: 1,
      preemptionPolicy: "PreemptLowerPriority",
    },
  ],
  "TestSetDefaultPreemptionPolicy: a set policy is kept": [
    {
      apiVersion: "scheduling.core.io/v1",
      kind: "PriorityClass",
      metadata: { name: "pc" },
      value: 1,
      preemptionPolicy: "Never",
    },
    {
      apiVersion: "scheduling.core.io/v1",
      kind: "PriorityClass",
      metadata: { name: "pc" },
      value: 1,
      preemptionPolicy: "Never",
    },
  ],
  "SetDefaults_ClusterRoleBinding: an empty roleRef.apiGroup is the rbac group": [
    {
      apiVersion: `${RBAC}/v1`,
      kind: "ClusterRoleBinding",
      metadata: { name: "b" },
      roleRef: { kind: "ClusterRole", name: "view" },
    },
    {
      apiVersion: `${RBAC}/v1`,
      kind: "ClusterRoleBinding",
      metadata: { name: "b" },
      roleRef: { apiGroup: RBAC, kind: "ClusterRole", name: "view" },
    },
  ],
  "SetDefaults_Subject: User and Group get the rbac group, ServiceAccount the core group": [
    {
      apiVersion: `${RBAC}/v1`,
      kind: "ClusterRoleBinding",
      metadata: { name: "b" },
      roleRef: { apiGroup: RBAC, kind: "ClusterRole", name: "view" },
      subjects: [
        { kind: "User", name: "u" },
        { kind: "Group", name: "g" },
        { kind: "ServiceAccount", name: "sa", namespace: "ns" },
      ],
    },
    {
      apiVersion: `${RBAC}/v1`,
      kind: "ClusterRoleBinding",
      metadata: { name: "b" },
      roleRef: { apiGroup: RBAC, kind: "ClusterRole", name: "view" },
      // ServiceAccount's "" is Go's zero value, left out of the JSON (apiGroup is omitempty).
      subjects: [
        { kind: "User", name: "u", apiGroup: RBAC },
        { kind: "Group", name: "g", apiGroup: RBAC },
        { kind: "ServiceAccount", name: "sa", namespace: "ns" },
      ],
    },
  ],
  "SetDefaults_Subject: a set apiGroup is kept, an unknown kind left alone": [
    {
      apiVersion: `${RBAC}/v1`,
      kind: "ClusterRoleBinding",
      metadata: { name: "b" },
      roleRef: { apiGroup: RBAC, kind: "ClusterRole", name: "view" },
      subjects: [
        { kind: "User", name: "u", apiGroup: "example.com" },
        { kind: "Robot", name: "r" },
      ],
    },
    {
      apiVersion: `${RBAC}/v1`,
      kind: "ClusterRoleBinding",
      metadata: { name: "b" },
      roleRef: { apiGroup: RBAC, kind: "ClusterRole", name: "view" },
      subjects: [
        { kind: "User", name: "u", apiGroup: "example.com" },
        { kind: "Robot", name: "r" },
      ],
    },
  ],
};

console.log(`fidelity defaulting of the served kinds: ${Object.keys(cases).length} cases`);
describe("defaulting as Kubernetes' SetDefaults_ functions", () => {
  it.each(Object.entries(cases))("%s", (_name, [given, want]) =>
    expect(applyDefaults(given)).toEqual(want),
  );
});
