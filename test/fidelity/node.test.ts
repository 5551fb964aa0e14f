/**
 * Fidelity: Kubernetes' RuntimeClass validation tests, ported as given/want tables (group
 * names translated to core.io). Source: kubernetes/kubernetes
 * pkg/apis/node/validation/validation_test.go: TestValidateRuntimeClass,
 * TestValidateRuntimeUpdate, TestValidateOverhead, TestValidateScheduling. Kubernetes' tests
 * count errors; the wanted type and field are those its validation code reports
 * (ValidateRuntimeClass, validateScheduling, validateTolerations in the same package).
 */
import { validate, validateUpdate } from "../../output/dist/index.js";
import { family, fidelityTable as table, type Obj } from "./table.js";

family("RuntimeClass", "code");

const rc = (metadata: Obj, rest: Obj): Obj => ({
  apiVersion: "node.core.io/v1",
  kind: "RuntimeClass",
  metadata,
  ...rest,
});

table("TestValidateRuntimeClass", validate, {
  "invalid name": [rc({ name: "&!@#" }, { handler: "foo" }), ["FieldValueInvalid metadata.name"]],
  "invalid Handler name": [rc({ name: "foo" }, { handler: "&@#$" }), ["FieldValueInvalid handler"]],
  // ValidateRuntimeClass checks NameIsDNSLabel(handler) alone: an empty handler is Invalid.
  "invalid empty RuntimeClass": [rc({ name: "empty" }, {}), ["FieldValueInvalid handler"]],
  "valid Handler": [rc({ name: "foo" }, { handler: "bar-baz" }), []],
});

const old = rc({ name: "foo", resourceVersion: "1" }, { handler: "bar" });
table("TestValidateRuntimeUpdate", (o) => validateUpdate(o, old), {
  "valid metadata update": [
    rc({ name: "foo", resourceVersion: "1", labels: { foo: "bar" } }, { handler: "bar" }),
    [],
  ],
  // Kubernetes' case changes the name and the (since removed) clusterName: the name is immutable.
  "invalid metadata update": [
    rc({ name: "empty", resourceVersion: "1" }, { handler: "bar" }),
    ["FieldValueInvalid metadata.name"],
  ],
  "invalid Handler update": [
    rc({ name: "foo", resourceVersion: "1" }, { handler: "somethingelse" }),
    ["FieldValueInvalid handler"],
  ],
});

table(
  "TestValidateOverhead",
  validate,
  {
    "Overhead with valid cpu and memory resources": [
      rc({ name: "foo" }, { handler: "bar", overhead: { podFixed: { cpu: "10", memory: "10G" } } }),
      [],
    ],
  },
  {
    "Invalid Resources": [
      rc({ name: "foo" }, { handler: "bar", overhead: { podFixed: { "my.org": "10m" } } }),
      ["FieldValueInvalid overhead.podFixed"],
      "seed 000 §2.7 names the field podFixed: refused on the map podFixed, as every bad map key is; Kubernetes reuses its container checks and names overhead.limits[my.org]",
    ],
  },
);

const toleration = (key: string, extra: Obj = {}) => ({
  key,
  operator: "Exists",
  effect: "NoSchedule",
  ...extra,
});
table("TestValidateScheduling", validate, {
  "valid scheduling": [
    rc(
      { name: "foo" },
      {
        handler: "bar",
        scheduling: { nodeSelector: { valid: "yes" }, tolerations: [toleration("valid")] },
      },
    ),
    [],
  ],
  "empty scheduling": [rc({ name: "foo" }, { handler: "bar", scheduling: {} }), []],
  "invalid nodeSelector": [
    rc(
      { name: "foo" },
      { handler: "bar", scheduling: { nodeSelector: { "not a valid key!!!": "nope" } } },
    ),
    ["FieldValueInvalid scheduling.nodeSelector"],
  ],
  "invalid toleration": [
    rc(
      { name: "foo" },
      {
        handler: "bar",
        scheduling: { tolerations: [toleration("valid"), toleration("not a valid key!!!")] },
      },
    ),
    ["FieldValueInvalid scheduling.tolerations[1].key"],
  ],
  "duplicate tolerations": [
    rc(
      { name: "foo" },
      {
        handler: "bar",
        scheduling: {
          tolerations: [
            toleration("valid", { effect: "NoExecute", tolerationSeconds: 5 }),
            toleration("valid", { effect: "NoExecute", tolerationSeconds: 10 }),
          ],
        },
      },
    ),
    ["FieldValueDuplicate scheduling.tolerations[1]"],
  ],
  "invalid scheduling": [
    rc(
      { name: "foo" },
      {
        handler: "bar",
        scheduling: {
          nodeSelector: { "not a valid key!!!": "nope" },
          tolerations: [toleration("valid"), toleration("not a valid toleration key!!!")],
        },
      },
    ),
    [
      "FieldValueInvalid scheduling.nodeSelector",
      "FieldValueInvalid scheduling.tolerations[1].key",
    ],
  ],
});
