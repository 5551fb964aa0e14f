/**
 * Fidelity: AdmissionReview as the API server checks a webhook's answer (kubernetes/kubernetes
 * staging/src/k8s.io/apiserver/pkg/admission/plugin/webhook/request/admissionreview.go,
 * VerifyAdmissionResponse), ported from admissionreview_test.go's TestVerifyAdmissionResponse
 * (the admission.k8s.io/v1 cases; v1beta1 is not served). Kubernetes' refusals are plain
 * errors, not field errors: each case names the field corespec reports the same refusal on.
 * Cases that need the request (its uid) or the webhook's kind (mutating or validating) are
 * outside a document and listed as deviations.
 */
import { describe, expect, it } from "vitest";
import { validate } from "../../output/dist/index.js";
import { family, fidelityTable as table, type Obj } from "./table.js";

family("AdmissionReview", "code");

const review = (response: Obj | undefined, meta: Obj = {}): Obj => ({
  apiVersion: "admission.core.io/v1",
  kind: "AdmissionReview",
  ...meta,
  ...(response ? { response } : {}),
});
/** `[{"op":"add","path":"/foo","value":"bar"}]`, base64 as a []byte in JSON. */
const PATCH = btoa(JSON.stringify([{ op: "add", path: "/foo", value: "bar" }]));

table(
  "TestVerifyAdmissionResponse",
  validate,
  {
    "v1 allowed validating": [review({ uid: "123", allowed: true }), []],
    "v1 auditAnnotations": [
      review({ uid: "123", allowed: true, auditAnnotations: { foo: "bar" } }),
      [],
    ],
    "v1 patch": [review({ uid: "123", allowed: true, patch: PATCH, patchType: "JSONPatch" }), []],
    "v1 result": [
      review({
        uid: "123",
        allowed: false,
        status: { status: "Failure", message: "Foo", code: 401 },
      }),
      [],
    ],
    "v1 no response": [review(undefined), ["FieldValueRequired response"]],
    "v1 wrong group": [
      review({ uid: "123", allowed: true }, { apiVersion: "admission.core.io2/v1" }),
      ["FieldValueNotSupported apiVersion"],
    ],
    "v1 wrong version": [
      review({ uid: "123", allowed: true }, { apiVersion: "admission.core.io/v2" }),
      ["FieldValueNotSupported apiVersion"],
    ],
    "v1 wrong kind": [
      review({ uid: "123", allowed: true }, { kind: "AdmissionReview2" }),
      ["FieldValueNotSupported kind"],
    ],
    "v1 patch without patch type": [
      review({ uid: "123", allowed: true, patch: PATCH }),
      ["FieldValueRequired response.patchType"],
    ],
    "v1 patch type without patch": [
      review({ uid: "123", allowed: true, patchType: "JSONPatch" }),
      ["FieldValueRequired response.patch"],
    ],
    "v1 empty patch type": [
      review({ uid: "123", allowed: true, patch: PATCH, patchType: "" }),
      ["FieldValueNotSupported response.patchType"],
    ],
  },
  {
    "v1 invalid patch type": [
      review({ uid: "123", allowed: true, patch: PATCH, patchType: "Foo" }),
      ["FieldValueNotSupported response.patchType"],
      "seed 001 §5 (an answer with allowed and an optional JSONPatch): refused at once, as the seed's enum (JSONPatch) says; Kubernetes lets it through this check and refuses it when the mutating dispatcher applies the patch",
    ],
  },
  {
    notPorted: {
      "v1 wrong uid":
        "outside a document: the uid must match the request's, which a validator of the answer alone does not have",
      "v1 patch for validating webhook":
        "outside a document: whether the webhook is a validating one is known only to the API server",
    },
  },
);

// VerifyAdmissionResponse's refusals are its errors' words: each is the detail of the field error corespec reports.
describe("VerifyAdmissionResponse's words", () => {
  const detailOf = (value: Obj): string[] => validate(value).errors.map((e) => e.detail);
  it.each([
    ["v1 no response", review(undefined), "webhook response was absent"],
    [
      "v1 patch without patch type",
      review({ uid: "123", allowed: true, patch: PATCH }),
      "webhook returned response.patch but not response.patchType",
    ],
    [
      "v1 patch type without patch",
      review({ uid: "123", allowed: true, patchType: "JSONPatch" }),
      "webhook returned response.patchType but not response.patch",
    ],
  ])("%s", (_, value, words) => expect(detailOf(value)).toEqual([words]));
});
