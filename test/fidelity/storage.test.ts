/**
 * Fidelity: Kubernetes' VolumeAttributesClass validation tests, ported as given/want tables
 * (group names translated to core.io). Source: kubernetes/kubernetes
 * pkg/apis/storage/validation/validation_test.go: TestValidateVolumeAttributesClass and
 * TestValidateVolumeAttributesClassUpdate. Kubernetes' tests only check that a case fails; the
 * wanted type and field are those ValidateVolumeAttributesClass(Update) reports
 * (validateProvisioner, validateVolumeAttributesClassParameters in the same package).
 */
import { validate, validateUpdate } from "../../output/dist/index.js";
import { family, fidelityTable as table, type Obj } from "./table.js";

family("VolumeAttributesClass", "code");

const vac = (metadata: Obj, rest: Obj): Obj => ({
  apiVersion: "storage.core.io/v1",
  kind: "VolumeAttributesClass",
  metadata,
  ...rest,
});
const params = { "foo-parameter": "free-form-string" };

// A map past maxProvisionerParameterSize (256 KiB of keys and values), built as Kubernetes' test builds it.
const longParameters: Record<string, string> = {};
for (let total = 0; total < 256 * 1024;) {
  const [k, v] = [`param/${total}`, `value-${total}`];
  longParameters[k] = v;
  total += k.length + v.length;
}

table("TestValidateVolumeAttributesClass", validate, {
  "driverName without a slash": [
    vac(
      { name: "foo" },
      { driverName: "foo", parameters: { "foo-parameter": "free-form-string" } },
    ),
    [],
  ],
  "some parameters": [
    vac(
      { name: "foo" },
      {
        driverName: "kubernetes.io/foo",
        parameters: {
          "kubernetes.io/foo-parameter": "free/form/string",
          "foo-parameter": "free-form-string",
          "foo-parameter2": '{"embedded": "json", "with": {"structures":"inside"}}',
          "foo-parameter3": "",
        },
      },
    ),
    [],
  ],
  "namespace is present": [
    vac({ name: "foo", namespace: "bar" }, { driverName: "kubernetes.io/foo", parameters: params }),
    ["FieldValueForbidden metadata.namespace"],
  ],
  "invalid driverName": [
    vac({ name: "foo" }, { driverName: "kubernetes.io/invalid/foo", parameters: params }),
    ["FieldValueInvalid driverName"],
  ],
  // IsQualifiedName's two messages (the prefix, the name part), each its own Invalid error.
  "invalid driverName with invalid chars": [
    vac({ name: "foo" }, { driverName: "^/ ", parameters: params }),
    ["FieldValueInvalid driverName", "FieldValueInvalid driverName"],
  ],
  "empty parameters": [
    vac({ name: "foo" }, { driverName: "kubernetes.io/foo", parameters: {} }),
    ["FieldValueRequired parameters"],
  ],
  "nil parameters": [
    vac({ name: "foo" }, { driverName: "kubernetes.io/foo" }),
    ["FieldValueRequired parameters"],
  ],
  "invalid empty parameter name": [
    vac({ name: "foo" }, { driverName: "kubernetes.io/foo", parameters: { "": "value" } }),
    ["FieldValueInvalid parameters"],
  ],
  "driverName: Required value": [
    vac({ name: "foo" }, { driverName: "", parameters: params }),
    ["FieldValueRequired driverName"],
  ],
  "driverName: whitespace": [
    vac({ name: "foo" }, { driverName: " ", parameters: params }),
    ["FieldValueInvalid driverName"],
  ],
  "too long parameters": [
    vac({ name: "foo" }, { driverName: "kubernetes.io/foo", parameters: longParameters }),
    ["FieldValueTooLong parameters"],
  ],
});

const update = (oldRest: Obj, newRest: Obj) =>
  [
    vac({ name: "foo", resourceVersion: "1" }, newRest),
    vac({ name: "foo", resourceVersion: "1" }, oldRest),
  ] as const;
const updates = {
  "invalid driverName update": update(
    { driverName: "kubernetes.io/foo", parameters: params },
    { driverName: "kubernetes.io/bar", parameters: params },
  ),
  "invalid parameter update which changes values": update(
    { driverName: "kubernetes.io/foo", parameters: { foo: "bar1" } },
    { driverName: "kubernetes.io/foo", parameters: { foo: "bar2" } },
  ),
  "invalid parameter update which add new item": update(
    { driverName: "kubernetes.io/foo", parameters: { other: "x" } },
    { driverName: "kubernetes.io/foo", parameters: { other: "x", foo: "bar" } },
  ),
  "invalid parameter update which remove a item": update(
    { driverName: "kubernetes.io/foo", parameters: { foo: "bar", other: "x" } },
    { driverName: "kubernetes.io/foo", parameters: { other: "x" } },
  ),
};
const olds = new Map<Obj, Obj>(Object.values(updates).map(([n, o]) => [n, o]));
table("TestValidateVolumeAttributesClassUpdate", (o) => validateUpdate(o, olds.get(o)), {
  "invalid driverName update": [
    updates["invalid driverName update"][0],
    ["FieldValueForbidden driverName"],
  ],
  "invalid parameter update which changes values": [
    updates["invalid parameter update which changes values"][0],
    ["FieldValueForbidden parameters"],
  ],
  // Kubernetes' cases start from an empty map (or end in one), which ValidateVolumeAttributesClass
  // itself refuses; here both sides keep a parameter so that only the update rule speaks.
  "invalid parameter update which add new item": [
    updates["invalid parameter update which add new item"][0],
    ["FieldValueForbidden parameters"],
  ],
  "invalid parameter update which remove a item": [
    updates["invalid parameter update which remove a item"][0],
    ["FieldValueForbidden parameters"],
  ],
});
