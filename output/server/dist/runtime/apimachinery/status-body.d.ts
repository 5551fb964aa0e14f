/**
 * The Kubernetes `Status` body (metav1.Status): its types, the HTTP code of each reason, the
 * messages Kubernetes words, and the failure and success bodies without the fields Kubernetes
 * omits when empty. status.ts builds its errors on it.
 */
import { INCONSISTENT_CONTINUE_MESSAGE } from "../storage/continue-token.js";
/** metav1.StatusReason: why a request failed. "" is StatusReasonUnknown. */
export type StatusReason =
  | ""
  | "Unauthorized"
  | "Forbidden"
  | "NotFound"
  | "AlreadyExists"
  | "Conflict"
  | "Gone"
  | "Invalid"
  | "ServerTimeout"
  | "StoreReadError"
  | "Timeout"
  | "TooManyRequests"
  | "BadRequest"
  | "MethodNotAllowed"
  | "NotAcceptable"
  | "RequestEntityTooLarge"
  | "UnsupportedMediaType"
  | "InternalError"
  | "Expired"
  | "ServiceUnavailable";
/** metav1.StatusCause. `reason` holds the cause type (`FieldValueRequired`, ...). */
export interface StatusCause {
  reason?: string;
  message?: string;
  field?: string;
}
/** metav1.StatusDetails. For resource errors `kind` holds the resource (`leases`), as in Kubernetes. */
export interface StatusDetails {
  name?: string;
  group?: string;
  kind?: string;
  uid?: string;
  causes?: StatusCause[];
  retryAfterSeconds?: number;
}
/** metav1.ListMeta, the `metadata` of a Status. */
export interface StatusListMeta {
  selfLink?: string;
  resourceVersion?: string;
  continue?: string;
  remainingItemCount?: number;
}
/** metav1.Status, with its fields in Kubernetes' JSON order. */
export interface Status {
  kind: "Status";
  apiVersion: "v1";
  metadata: StatusListMeta;
  status: "Success" | "Failure";
  message?: string;
  reason?: StatusReason;
  details?: StatusDetails;
  code?: number;
}
/** The code Kubernetes answers with for each reason (ReasonForError's inverse). */
export declare const REASON_CODES: Readonly<Record<StatusReason, number>>;
/** The error text of a failed optimistic-concurrency update (storage.OptimisticLockErrorMsg). */
export declare const OPTIMISTIC_LOCK_MESSAGE: string;
/** A list continued with a token older than the storage keeps, when no fresh token can be offered. */
export declare const CONTINUE_EXPIRED_MESSAGE: string;
/** A list continued with an expired token, answered with a fresh token in `metadata.continue`. */
export { INCONSISTENT_CONTINUE_MESSAGE };
/** A list asked for at a resourceVersion the storage no longer has. */
export declare const RESOURCE_VERSION_EXPIRED_MESSAGE: string;
/** The message of a 422 whose cause is not a field error (a JSON patch that does not apply). */
export declare const GENERIC_INVALID_MESSAGE: string;
export declare function isStatus(value: unknown): value is Status;
/** Details without the empty fields Kubernetes omits, in Kubernetes' field order. */
export declare function details(d: StatusDetails): StatusDetails;
/** A failure Status, without the fields Kubernetes omits when empty. */
export declare function failure(
  code: number,
  reason: StatusReason,
  message: string,
  d?: StatusDetails,
): Status;
/**
 * A success Status, as deletes answer when they do not return the object: `{kind: "Status",
 * apiVersion: "v1", metadata: {}, status: "Success", details}` (no code, as Kubernetes).
 */
export declare function statusSuccess(d?: StatusDetails): Status;
