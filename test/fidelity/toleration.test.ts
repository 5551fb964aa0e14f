/**
 * Fidelity: tolerations (RuntimeClass scheduling.tolerations) as Kubernetes' ValidateTolerations
 * reports them (kubernetes/kubernetes pkg/apis/core/validation/validation.go, the function the
 * pod and RuntimeClass validations call; its table-driven pod tests assert error counts only, so
 * each case here names the type and field the function's code reports). The value's problems are
 * reported on operator, and every cross-field problem is Invalid.
 */
import { validate } from "../../output/dist/index.js";
import { family, fidelityTable as table, type Obj } from "./table.js";

family("RuntimeClass", "code");

const withToleration = (toleration: Obj): Obj => ({
  apiVersion: "node.core.io/v1",
  kind: "RuntimeClass",
  metadata: { name: "rc" },
  handler: "h",
  scheduling: { tolerations: [toleration] },
});
const at = (field: string) => `scheduling.tolerations[0].${field}`;

table("ValidateTolerations", validate, {
  "a valid NoExecute toleration with seconds": [
    withToleration({
      key: "a",
      operator: "Equal",
      value: "v",
      effect: "NoExecute",
      tolerationSeconds: 5,
    }),
    [],
  ],
  "an empty key with Exists matches everything": [withToleration({ operator: "Exists" }), []],
  "an invalid key": [
    withToleration({ key: "bad key!", operator: "Exists" }),
    [`FieldValueInvalid ${at("key")}`],
  ],
  "an empty key with Equal": [
    withToleration({ operator: "Equal", value: "v" }),
    [`FieldValueInvalid ${at("operator")}`],
  ],
  "an empty key without operator": [withToleration({}), [`FieldValueInvalid ${at("operator")}`]],
  "tolerationSeconds with NoSchedule": [
    withToleration({ key: "a", operator: "Exists", effect: "NoSchedule", tolerationSeconds: 5 }),
    [`FieldValueInvalid ${at("effect")}`],
  ],
  "tolerationSeconds without effect": [
    withToleration({ key: "a", operator: "Exists", tolerationSeconds: 5 }),
    [`FieldValueInvalid ${at("effect")}`],
  ],
  "tolerationSeconds with an unknown effect": [
    withToleration({ key: "a", operator: "Exists", effect: "Bad", tolerationSeconds: 5 }),
    [`FieldValueInvalid ${at("effect")}`, `FieldValueNotSupported ${at("effect")}`],
  ],
  "an invalid value with Equal": [
    withToleration({ key: "a", operator: "Equal", value: "bad value!" }),
    [`FieldValueInvalid ${at("operator")}`],
  ],
  "an invalid value without operator (Equal)": [
    withToleration({ key: "a", value: "bad value!" }),
    [`FieldValueInvalid ${at("operator")}`],
  ],
  "a value with Exists": [
    withToleration({ key: "a", operator: "Exists", value: "v" }),
    [`FieldValueInvalid ${at("operator")}`],
  ],
  "an unknown operator": [
    withToleration({ key: "a", operator: "In" }),
    [`FieldValueNotSupported ${at("operator")}`],
  ],
  "an unknown effect": [
    withToleration({ key: "a", operator: "Exists", effect: "Bad" }),
    [`FieldValueNotSupported ${at("effect")}`],
  ],
});
