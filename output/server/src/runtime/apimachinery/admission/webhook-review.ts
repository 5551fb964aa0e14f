// Copied by corespec from templates/server/apimachinery/admission/webhook-review.ts. DO NOT EDIT: change the template and run `npm run generate`.

/**
 * The AdmissionReview v1 exchange (k8s.io/apiserver admission/plugin/webhook/request):
 * the request made of the attributes (CreateAdmissionObjects), and the answer checked as
 * VerifyAdmissionResponse checks it, with the generated AdmissionReview validator besides: an
 * admission.core.io/v1 AdmissionReview, a response, its uid the request's, JSONPatch the only
 * patchType.
 */
import { validateAdmissionReview } from "@corespec/api";
import { formatFieldError } from "@corespec/api/runtime/errors.js";
import { CallError } from "./webhook-call.js";
import type { AdmissionAttributes } from "./webhook-types.js";

export const REVIEW_API_VERSION = "admission.core.io/v1";

export interface AdmissionResponse {
  readonly uid: string;
  readonly allowed: boolean;
  readonly status?: {
    code?: number;
    reason?: string;
    message?: string;
    status?: string;
    details?: unknown;
  };
  readonly patch?: string;
  readonly patchType?: string;
  readonly warnings?: readonly string[];
  readonly auditAnnotations?: Readonly<Record<string, string>>;
}

/** The request of one webhook call, with a uid of its own. */
export function admissionReview(attrs: AdmissionAttributes): {
  apiVersion: string;
  kind: "AdmissionReview";
  request: Record<string, unknown>;
} {
  const kind = { group: attrs.group, version: attrs.version, kind: attrs.kind };
  const resource = { group: attrs.group, version: attrs.version, resource: attrs.resource };
  const request: Record<string, unknown> = {
    uid: crypto.randomUUID(),
    kind,
    resource,
    ...(attrs.subresource !== "" ? { subResource: attrs.subresource } : {}),
    requestKind: kind,
    requestResource: resource,
    ...(attrs.subresource !== "" ? { requestSubResource: attrs.subresource } : {}),
    ...(attrs.name !== "" ? { name: attrs.name } : {}),
    ...(attrs.namespace !== "" ? { namespace: attrs.namespace } : {}),
    operation: attrs.operation,
    userInfo: attrs.userInfo,
    object: attrs.object,
    oldObject: attrs.oldObject,
    dryRun: attrs.dryRun,
    options: attrs.options,
  };
  return { apiVersion: REVIEW_API_VERSION, kind: "AdmissionReview", request };
}

/** The response of the answer, or a CallError saying why it is not a valid one. */
export function checkResponse(uid: string, answer: unknown): AdmissionResponse {
  const invalid = (message: string) =>
    new CallError(`received invalid webhook response: ${message}`);
  const review = answer as {
    apiVersion?: unknown;
    kind?: unknown;
    response?: AdmissionResponse;
  } | null;
  if (review === null || typeof review !== "object" || Array.isArray(review))
    throw invalid("expected an AdmissionReview object");
  if (review.apiVersion !== REVIEW_API_VERSION || review.kind !== "AdmissionReview")
    throw invalid(
      `expected webhook response of ${REVIEW_API_VERSION}, Kind=AdmissionReview, got ${String(review.apiVersion)}, Kind=${String(review.kind)}`,
    );
  const result = validateAdmissionReview(review);
  if (review.response === undefined) throw invalid("webhook response was absent");
  const response = review.response;
  if (response.uid !== uid)
    throw invalid(`expected response.uid="${uid}", got "${String(response.uid)}"`);
  if (response.patchType !== undefined && response.patchType !== "JSONPatch")
    throw invalid(`webhook returned invalid response.patchType of "${String(response.patchType)}"`);
  if (!result.valid) throw invalid(result.errors.map(formatFieldError).join(", "));
  return response;
}
