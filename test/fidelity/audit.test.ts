/**
 * Fidelity: Kubernetes' audit Policy validation test, ported as given/want tables
 * (audit.k8s.io translated to audit.core.io). Source: kubernetes/kubernetes
 * staging/src/k8s.io/apiserver/pkg/apis/audit/validation/validation_test.go, TestValidatePolicy.
 * Kubernetes' test only checks that each case fails; the wanted type and field are those
 * ValidatePolicy and its helpers (validation.go, same package) report.
 */
import { validate } from "../../output/dist/index.js";
import { family, fidelityTable as table, type Obj } from "./table.js";

family("audit Policy", "code");

const policy = (rest: Obj): Obj => ({ apiVersion: "audit.core.io/v1", kind: "Policy", ...rest });
const validRules: Obj[] = [
  { level: "Metadata" },
  { level: "None", userGroups: ["system:serviceaccounts", "system:nodes"] },
  {
    level: "RequestResponse",
    verbs: ["get"],
    resources: [{ group: "rbac.authorization.core.io", resources: ["roles", "rolebindings"] }],
    namespaces: ["kube-system"],
  },
  {
    level: "Metadata",
    userGroups: ["developers"],
    nonResourceURLs: ["/logs*", "/healthz*", "/metrics", "*"],
  },
  { level: "Metadata", omitStages: ["RequestReceived"] },
];
const rule = (r: Obj) => policy({ rules: [r] });

table(
  "TestValidatePolicy",
  validate,
  {
    ...Object.fromEntries(validRules.map((r, i) => [`valid rule ${i}`, [rule(r), []] as const])),
    "multiple rules": [policy({ rules: validRules }), []],
    "empty rule (missing level)": [rule({}), ["FieldValueRequired rules[0].level"]],
    "missing level": [
      rule({
        verbs: ["get"],
        resources: [{ resources: ["secrets"] }],
        namespaces: ["kube-system"],
      }),
      ["FieldValueRequired rules[0].level"],
    ],
    "invalid level": [rule({ level: "FooBar" }), ["FieldValueNotSupported rules[0].level"]],
    "nonResourceURLs and namespaces": [
      rule({ level: "Metadata", namespaces: ["default"], nonResourceURLs: ["/logs*"] }),
      ["FieldValueInvalid rules[0].nonResourceURLs"],
    ],
    "nonResourceURLs and resources": [
      rule({
        level: "Metadata",
        resources: [{ resources: ["secrets"] }],
        nonResourceURLs: ["/logs*"],
      }),
      ["FieldValueInvalid rules[0].nonResourceURLs"],
    ],
    "invalid non-resource URLs": [
      rule({ level: "Metadata", nonResourceURLs: ["logs", "/healthz*"] }),
      ["FieldValueInvalid rules[0].nonResourceURLs[0]"],
    ],
    "empty non-resource URLs": [
      rule({ level: "Metadata", nonResourceURLs: ["", "/healthz*"] }),
      ["FieldValueInvalid rules[0].nonResourceURLs[0]"],
    ],
    "invalid non-resource URLs with multi *": [
      rule({ level: "Metadata", nonResourceURLs: ["/logs/*/*", "/metrics"] }),
      ["FieldValueInvalid rules[0].nonResourceURLs[0]"],
    ],
    "invalid non-resource URLs with * not in the end": [
      rule({ level: "Metadata", nonResourceURLs: ["/logs/*.log", "/metrics"] }),
      ["FieldValueInvalid rules[0].nonResourceURLs[0]"],
    ],
    "invalid omitStages in rule": [
      rule({ level: "Metadata", omitStages: ["foo"] }),
      ["FieldValueInvalid rules[0].omitStages[0]"],
    ],
    "multiple rules, one empty": [
      policy({ rules: [...validRules, {}] }),
      ["FieldValueRequired rules[5].level"],
    ],
    // validateResources writes the path without the item's index.
    "invalid group name": [
      rule({
        level: "Metadata",
        resources: [{ group: "rbac.authorization.core.io/v1beta1", resources: ["roles"] }],
      }),
      ["FieldValueInvalid rules[0].resources.group"],
    ],
    "invalid omitStages in policy": [
      policy({ omitStages: ["foo"], rules: [{ level: "Metadata" }] }),
      ["FieldValueInvalid omitStages[0]"],
    ],
  },
  {
    "empty policy": [
      policy({}),
      ["FieldValueRequired rules"],
      "seed 001 §2.5 marks rules required: the API server refuses to load a policy with no rules (its policy reader, not ValidatePolicy)",
    ],
    "policy with omitStages": [
      policy({ omitStages: ["RequestReceived"] }),
      ["FieldValueRequired rules"],
      "seed 001 §2.5 marks rules required: a policy needs rules",
    ],
    "resourceNames without resources": [
      rule({
        level: "Metadata",
        verbs: ["get"],
        resources: [{ resourceNames: ["leader"] }],
        namespaces: ["kube-system"],
      }),
      ["FieldValueInvalid rules[0].resources[0].resourceNames"],
      "Kubernetes' validateResources leaves the item's index out of the path (rules[0].resources.resourceNames); the rule's path is the item's (no seed statement: pinned in summary.test.ts)",
    ],
  },
);
