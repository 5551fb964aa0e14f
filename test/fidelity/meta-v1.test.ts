/**
 * Fidelity: Kubernetes' metav1 validation tests for the metadata of our kinds (labels, managed
 * fields and their field managers), ported as given/want tables on a Lease's metadata. Source:
 * kubernetes/kubernetes staging/src/k8s.io/apimachinery/pkg/apis/meta/v1/validation/validation_test.go:
 * TestValidateLabels, TestValidateFieldManagerValid, TestValidateFieldManagerInvalid,
 * TestValidateManagedFieldsInvalid, TestValidateMangedFieldsValid. Kubernetes' tests check that
 * a case fails (and, for labels, the message); the wanted type and field are those
 * validation.go beside them reports: ValidateLabels reports keys and values on the map itself,
 * ValidateManagedFields each entry's field. The field manager tests check ValidateFieldManager,
 * which ValidateManagedFields applies to each entry's manager: they are ported on an entry.
 * TestValidDryRun, TestInvalidDryRun, the delete and patch option tests and TestValidateConditions
 * check request options and conditions, which these documents do not carry.
 */
import { validate } from "../../output/dist/index.js";
import { family, fidelityTable as table, type Obj } from "./table.js";

family("ObjectMeta", "code");

const lease = (meta: Obj): Obj => ({
  apiVersion: "coordination.core.io/v1",
  kind: "Lease",
  metadata: { name: "valid-name", namespace: "valid-ns", ...meta },
  spec: {},
});
const labels = (l: Record<string, string>) => lease({ labels: l });
const LABELS = "FieldValueInvalid metadata.labels";

table("TestValidateLabels", validate, {
  ...Object.fromEntries(
    [
      "simple",
      "now-with-dashes",
      "1-starts-with-num",
      "1234",
      "simple/simple",
      "now-with-dashes/simple",
      "now-with-dashes/now-with-dashes",
      "now.with.dots/simple",
      "now-with.dashes-and.dots/simple",
      "1-num.2-num/3-num",
      "1234/5678",
      "1.2.3.4/5678",
      "UpperCaseAreOK123",
    ].map((k) => [`success: ${k}`, [labels({ [k]: "bar" }), []] as const]),
  ),
  "success: goodvalue": [labels({ goodvalue: "123_-.BaR" }), []],
  "name error: nospecialchars^=@": [labels({ "nospecialchars^=@": "bar" }), [LABELS]],
  "name error: cantendwithadash-": [labels({ "cantendwithadash-": "bar" }), [LABELS]],
  "name error: only/one/slash": [labels({ "only/one/slash": "bar" }), [LABELS]],
  "name error: 254 characters": [labels({ ["a".repeat(254)]: "bar" }), [LABELS]],
  "value error: toolongvalue": [labels({ toolongvalue: "a".repeat(64) }), [LABELS]],
  "value error: backslashesinvalue": [labels({ backslashesinvalue: "some\\bad\\value" }), [LABELS]],
  "value error: nocommasallowed": [labels({ nocommasallowed: "bad,value" }), [LABELS]],
  "value error: strangecharsinvalue": [labels({ strangecharsinvalue: "?#$notsogood" }), [LABELS]],
});

const entry = (e: Obj) => lease({ managedFields: [{ apiVersion: "v1", ...e }] });
const MF = "metadata.managedFields[0]";
table("TestValidateFieldManagerValid (on a managed fields entry)", validate, {
  filedManager: [entry({ operation: "Update", manager: "filedManager" }), []],
  你好: [entry({ operation: "Update", manager: "你好" }), []],
  "🍔": [entry({ operation: "Update", manager: "🍔" }), []],
});
table("TestValidateFieldManagerInvalid (on a managed fields entry)", validate, {
  "field\\nmanager": [
    entry({ operation: "Update", manager: "field\nmanager" }),
    [`FieldValueInvalid ${MF}.manager`],
  ],
  "129 characters": [
    entry({ operation: "Update", manager: "f".repeat(129) }),
    [`FieldValueTooLong ${MF}.manager`],
  ],
});

table("TestValidateManagedFieldsInvalid", validate, {
  "fieldsType RandomVersion": [
    entry({ operation: "Update", fieldsType: "RandomVersion" }),
    [`FieldValueInvalid ${MF}.fieldsType`],
  ],
  // TestValidateObjectMetaDeclaratively asserts Required for the missing operation.
  "operation is missing": [
    entry({ fieldsType: "FieldsV1" }),
    [`FieldValueRequired ${MF}.operation`],
    "test",
  ],
  "invalid fieldManager": [
    entry({ operation: "Update", fieldsType: "FieldsV1", manager: "field\nmanager" }),
    [`FieldValueInvalid ${MF}.manager`],
  ],
  "subresource too long": [
    entry({ operation: "Apply", fieldsType: "FieldsV1", subresource: "TooLong".repeat(37) }),
    [`FieldValueTooLong ${MF}.subresource`],
  ],
  "operation RandomOperation": [
    entry({ operation: "RandomOperation", fieldsType: "FieldsV1" }),
    [`FieldValueInvalid ${MF}.operation`],
  ],
});

table("TestValidateMangedFieldsValid", validate, {
  "fieldsType is missing": [entry({ operation: "Update" }), []],
  "update with FieldsV1": [entry({ operation: "Update", fieldsType: "FieldsV1" }), []],
  "apply of a subresource": [
    entry({ operation: "Apply", fieldsType: "FieldsV1", subresource: "scale" }),
    [],
  ],
  "apply by 🍔": [entry({ operation: "Apply", fieldsType: "FieldsV1", manager: "🍔" }), []],
});
