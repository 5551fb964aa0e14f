import type { UserInfo } from "../authentication.core.io/v1.js";
import type {
  GroupVersionKind,
  GroupVersionResource,
  RawExtension,
  Status,
  UID,
} from "../meta.core.io/v1.js";
/**
 * Request/response exchange with an admission webhook. The API server sends `request`; the webhook answers with the same kind and `response` filled.
 *
 * Rules:
 * - At least one of `request` or `response` must be set.
 */
export interface AdmissionReview {
  /** The versioned schema of this representation: `admission.core.io/v1`. */
  apiVersion?: "admission.core.io/v1";
  /** The REST resource kind: `AdmissionReview`. Cannot be updated. */
  kind?: "AdmissionReview";
  /** Attributes of the admission request. */
  request?: AdmissionRequest;
  /** Attributes of the admission response. */
  response?: AdmissionResponse;
}
/**
 * The attributes of an admission request.
 *
 * Rules:
 * - `oldObject` must not be set when `operation` is one of `CREATE` or `CONNECT`.
 */
export interface AdmissionRequest {
  /**
   * Identifies one request/response round trip between the API server and the webhook, for log correlation. Not the UID of the object; the same request may carry the same uid to several webhooks.
   *
   * Required.
   */
  uid: UID;
  /**
   * Fully qualified type of the submitted object, e.g. v1.Pod or autoscaling.v1.Scale.
   *
   * Required.
   */
  kind: GroupVersionKind;
  /**
   * Fully qualified resource being requested, e.g. v1.pods.
   *
   * Required.
   */
  resource: GroupVersionResource;
  /** Subresource being requested, if any, e.g. `status` or `scale`. */
  subResource?: string;
  /** Fully qualified type of the original request. If it differs from `kind`, an equivalent match and conversion was performed. */
  requestKind?: GroupVersionKind;
  /** Fully qualified resource of the original request. If it differs from `resource`, an equivalent match and conversion was performed. */
  requestResource?: GroupVersionResource;
  /** Subresource of the original request. If it differs from `subResource`, an equivalent match and conversion was performed. */
  requestSubResource?: string;
  /** Name of the object as presented in the request. Empty on create when the server generates the name. */
  name?: string;
  /** Namespace associated with the request, if any. */
  namespace?: string;
  /**
   * The operation being performed. It may differ from the operation requested: a patch can become a CREATE or an UPDATE.
   *
   * Required.
   */
  operation: Operation;
  /**
   * Information about the requesting user.
   *
   * Required.
   */
  userInfo: UserInfo;
  /** The object from the incoming request (null for DELETE). */
  object?: RawExtension | null;
  /** The existing object. Only for DELETE and UPDATE requests (null otherwise). */
  oldObject?: RawExtension | null;
  /**
   * True when modifications will definitely not be persisted for this request. Webhooks with side effects should not actuate them when dryRun is true. Default false.
   *
   * @defaultValue `false`
   */
  dryRun?: boolean;
  /** The options structure of the operation being performed, e.g. a `meta.core.io/v1` DeleteOptions or CreateOptions. It may differ from the options the caller provided: for a patch that becomes a CREATE it is a CreateOptions. */
  options?: RawExtension | null;
}
/**
 * The webhook's answer to an admission request.
 *
 * Rules:
 * - `patchType` is required when `patch` is set.
 * - `patch` is required when `patchType` is set.
 * - `status` is ignored when `allowed` is `true`.
 */
export interface AdmissionResponse {
  /**
   * Copied from the request (`request.uid`). The API server rejects a response whose uid does not match the request's.
   *
   * Required.
   */
  uid: UID;
  /**
   * Whether the admission request is permitted.
   *
   * Required.
   */
  allowed: boolean;
  /** Details of why the request was denied. Ignored when `allowed` is true. */
  status?: Status;
  /** The patch body (base64 in JSON). Only JSONPatch (RFC 6902) is supported; `patchType` must be set with it. */
  patch?: string;
  /** The type of `patch`. Only `JSONPatch` is allowed. */
  patchType?: PatchType;
  /** Unstructured key-value pairs added to the audit log of the request (e.g. error=image-blacklisted). The admission controllers prefix the keys with the name of the admission webhook (e.g. imagepolicy.example.com/error). */
  auditAnnotations?: Record<string, string>;
  /** Warning messages for the requesting API client: problems the client should correct or be aware of. Aim for at most 120 characters per warning; warnings over 256 characters, and large numbers of warnings, may be truncated. */
  warnings?: string[];
}
/**
 * The type of operation being admitted.
 *
 * - `CREATE`: Creation of an object (including a patch or apply that creates it).
 * - `UPDATE`: Update of an existing object.
 * - `DELETE`: Deletion of an object.
 * - `CONNECT`: A connect request, e.g. to the exec, attach or port-forward subresources of a pod.
 */
export type Operation = "CREATE" | "UPDATE" | "DELETE" | "CONNECT";
/**
 * The type of patch returned by an admission webhook.
 *
 * - `JSONPatch`: A JSON Patch document (RFC 6902).
 */
export type PatchType = "JSONPatch";
