/**
 * Fidelity: the cases of Kubernetes' own PriorityClass validation tests, ported as given/want
 * tables (group names translated to core.io). Source:
 * kubernetes/kubernetes pkg/apis/scheduling/validation/validation_test.go,
 * TestValidatePriorityClass and TestValidatePriorityClassUpdate. Kubernetes' tests call the
 * update validation alone; validateUpdate here runs the create validation too, so an update case
 * asserts the errors of its kind (every update error has the type Kubernetes' test wants).
 */
import { describe, expect, it } from "vitest";
import { validate, validateUpdate } from "../../output/dist/index.js";
import { family, fidelityTable as table, type Obj } from "./table.js";

family("PriorityClass", "code");
const pc = (metadata: Obj, rest: Obj): Obj => ({
  apiVersion: "scheduling.core.io/v1",
  kind: "PriorityClass",
  metadata,
  ...rest,
});
const errorsOf = (result: { errors: readonly { type: string; field: string }[] }) =>
  result.errors.map((e) => `${e.type} ${e.field}`);

// SystemPriorityClasses()[0]: system-node-critical, value 2000001000 (SystemCriticalPriority + 1000).
const SYSTEM_NODE_CRITICAL = { name: "system-node-critical", value: 2000001000 };

// Kubernetes' test counts the errors; the type and field are those ValidatePriorityClass reports.
table("TestValidatePriorityClass", validate, {
  "no description": [pc({ name: "tier1" }, { value: 100 }), []],
  "with description": [
    pc(
      { name: "tier1" },
      { value: 200, globalDefault: false, description: "Used for the highest priority pods." },
    ),
    [],
  ],
  "system node critical": [
    pc(
      { name: SYSTEM_NODE_CRITICAL.name },
      {
        value: SYSTEM_NODE_CRITICAL.value,
        globalDefault: false,
        description: "system priority class 0",
      },
    ),
    [],
  ],
  "with namespace": [
    pc({ name: "tier1", namespace: "foo" }, { value: 100 }),
    ["FieldValueForbidden metadata.namespace"],
  ],
  "invalid name": [pc({ name: "tier&1" }, { value: 100 }), ["FieldValueInvalid metadata.name"]],
  "incorrect system class name": [
    pc({ name: SYSTEM_NODE_CRITICAL.name }, { value: 0, globalDefault: false }),
    ["FieldValueForbidden metadata.name"],
  ],
  "incorrect system class value": [
    pc({ name: "system-something" }, { value: SYSTEM_NODE_CRITICAL.value, globalDefault: false }),
    ["FieldValueForbidden metadata.name"],
  ],
});

// Cases derived from the code the test above exercises (ValidatePriorityClass in
// pkg/apis/scheduling/validation/validation.go, IsKnownSystemPriorityClass in
// pkg/apis/scheduling/helpers.go): each branch at and past its bound.
table("ValidatePriorityClass (its branches)", validate, {
  "user class at HighestUserDefinablePriority": [pc({ name: "tier1" }, { value: 1000000000 }), []],
  "user class past HighestUserDefinablePriority": [
    pc({ name: "tier1" }, { value: 1000000001 }),
    ["FieldValueForbidden value"],
  ],
  "system-cluster-critical with its value": [
    pc({ name: "system-cluster-critical" }, { value: 2000000000 }),
    [],
  ],
  "system-cluster-critical with the other system value": [
    pc({ name: "system-cluster-critical" }, { value: 2000001000 }),
    ["FieldValueForbidden metadata.name"],
  ],
  "system class marked globalDefault": [
    pc(
      { name: SYSTEM_NODE_CRITICAL.name },
      { value: SYSTEM_NODE_CRITICAL.value, globalDefault: true },
    ),
    ["FieldValueForbidden metadata.name"],
  ],
  "unknown system- name past the user maximum": [
    pc({ name: "system-x" }, { value: 2000000000 }),
    ["FieldValueForbidden metadata.name"],
  ],
  "a name that only contains system-": [pc({ name: "my-system-class" }, { value: 5 }), []],
});

describe("TestValidatePriorityClassUpdate", () => {
  const old = pc(
    { name: "tier1", resourceVersion: "1" },
    { value: 100, preemptionPolicy: "PreemptLowerPriority" },
  );
  const success: Record<string, Obj> = {
    "no change": pc(
      { name: "tier1", resourceVersion: "2" },
      {
        value: 100,
        preemptionPolicy: "PreemptLowerPriority",
        description: "Used for the highest priority pods.",
      },
    ),
    "change description": pc(
      { name: "tier1", resourceVersion: "2" },
      {
        value: 100,
        preemptionPolicy: "PreemptLowerPriority",
        description: "A different description.",
      },
    ),
    "remove description": pc(
      { name: "tier1", resourceVersion: "2" },
      { value: 100, preemptionPolicy: "PreemptLowerPriority" },
    ),
    "change globalDefault": pc(
      { name: "tier1", resourceVersion: "2" },
      { value: 100, preemptionPolicy: "PreemptLowerPriority", globalDefault: true },
    ),
  };
  for (const [name, object] of Object.entries(success)) {
    it(`accepts: ${name}`, () => expect(errorsOf(validateUpdate(object, old))).toEqual([]));
  }

  // [object, the error type Kubernetes' test wants, the field it is on]
  const failure: Record<string, [Obj, string, string]> = {
    "add namespace": [
      pc(
        { name: "tier1", namespace: "foo", resourceVersion: "2" },
        { value: 100, preemptionPolicy: "PreemptLowerPriority" },
      ),
      "FieldValueInvalid",
      "metadata.namespace",
    ],
    "change name": [
      pc(
        { name: "tier2", resourceVersion: "2" },
        { value: 100, preemptionPolicy: "PreemptLowerPriority" },
      ),
      "FieldValueInvalid",
      "metadata.name",
    ],
    // Internally `value` is an int32 that is 0 when removed: a change, Forbidden.
    "remove value": [
      pc(
        { name: "tier1", resourceVersion: "2" },
        { value: 0, preemptionPolicy: "PreemptLowerPriority" },
      ),
      "FieldValueForbidden",
      "value",
    ],
    "change value": [
      pc(
        { name: "tier1", resourceVersion: "2" },
        { value: 101, preemptionPolicy: "PreemptLowerPriority" },
      ),
      "FieldValueForbidden",
      "value",
    ],
    "change preemptionPolicy": [
      pc({ name: "tier1", resourceVersion: "2" }, { value: 100, preemptionPolicy: "Never" }),
      "FieldValueInvalid",
      "preemptionPolicy",
    ],
  };
  for (const [name, [object, type, field]] of Object.entries(failure)) {
    it(`refuses: ${name} (${type} on ${field})`, () => {
      const errors = validateUpdate(object, old).errors;
      expect(errors.map((e) => `${e.type} ${e.field}`)).toContain(`${type} ${field}`);
      if (field === "value")
        expect(errors.find((e) => e.field === "value")!.detail).toBe(
          "may not be changed in an update.",
        );
    });
  }
});
