/**
 * Fidelity: Kubernetes' ClusterRoleBinding validation tests, ported as given/want tables
 * (rbac.authorization.k8s.io translated to rbac.authorization.core.io). Source:
 * kubernetes/kubernetes pkg/apis/rbac/validation/validation_test.go: TestValidateClusterRoleBinding
 * (each error type and field is Kubernetes' own), and the "changedRef" case of
 * TestValidateRoleBindingUpdate, which ValidateClusterRoleBindingUpdate shares.
 */
import { validate, validateUpdate } from "../../output/dist/index.js";
import { family, fidelityTable as table, type Obj } from "./table.js";

family("ClusterRoleBinding", "test");

const GROUP = "rbac.authorization.core.io";
const crb = (metadata: Obj, rest: Obj): Obj => ({
  apiVersion: `${GROUP}/v1`,
  kind: "ClusterRoleBinding",
  metadata,
  ...rest,
});
const roleRef = (over: Obj = {}) => ({
  apiGroup: GROUP,
  kind: "ClusterRole",
  name: "valid",
  ...over,
});

table("TestValidateClusterRoleBinding", validate, {
  valid: [
    crb(
      { name: "master" },
      {
        roleRef: roleRef(),
        subjects: [
          { name: "validsaname", apiGroup: "", namespace: "foo", kind: "ServiceAccount" },
          { name: "valid@username", apiGroup: GROUP, kind: "User" },
          { name: "valid@groupname", apiGroup: GROUP, kind: "Group" },
        ],
      },
    ),
    [],
  ],
  "bad group": [
    crb({ name: "default" }, { roleRef: roleRef({ apiGroup: "rbac.GroupName" }) }),
    ["FieldValueNotSupported roleRef.apiGroup"],
  ],
  "bad kind": [
    crb({ name: "default" }, { roleRef: roleRef({ kind: "Type" }) }),
    ["FieldValueNotSupported roleRef.kind"],
  ],
  "reference role": [
    crb({ name: "default" }, { roleRef: roleRef({ kind: "Role" }) }),
    ["FieldValueNotSupported roleRef.kind"],
  ],
  "zero-length name": [crb({}, { roleRef: roleRef() }), ["FieldValueRequired metadata.name"]],
  "bad role": [
    crb({ name: "default" }, { roleRef: roleRef({ name: undefined }) }),
    ["FieldValueRequired roleRef.name"],
  ],
  "bad subject kind": [
    crb({ name: "master" }, { roleRef: roleRef(), subjects: [{ name: "subject" }] }),
    ["FieldValueNotSupported subjects[0].kind"],
  ],
  "bad subject name": [
    crb(
      { name: "master" },
      {
        roleRef: roleRef(),
        subjects: [{ namespace: "foo", name: "subject:bad", kind: "ServiceAccount" }],
      },
    ),
    ["FieldValueInvalid subjects[0].name"],
  ],
  "missing SA namespace": [
    crb(
      { name: "master" },
      { roleRef: roleRef(), subjects: [{ name: "good", kind: "ServiceAccount" }] },
    ),
    ["FieldValueRequired subjects[0].namespace"],
  ],
  "missing subject name": [
    crb(
      { name: "master" },
      { roleRef: roleRef(), subjects: [{ namespace: "foo", kind: "ServiceAccount" }] },
    ),
    ["FieldValueRequired subjects[0].name"],
  ],
});

const old = crb({ name: "master", resourceVersion: "1" }, { roleRef: roleRef() });
table(
  "TestValidateRoleBindingUpdate (ValidateClusterRoleBindingUpdate)",
  (o) => validateUpdate(o, old),
  {
    unchanged: [crb({ name: "master", resourceVersion: "1" }, { roleRef: roleRef() }), []],
    changedRef: [
      crb({ name: "master", resourceVersion: "1" }, { roleRef: roleRef({ name: "changed" }) }),
      ["FieldValueInvalid roleRef"],
    ],
  },
);
