/**
 * The Kubernetes `Status` body (metav1.Status): its types, the HTTP code of each reason, the
 * messages Kubernetes words, and the failure and success bodies without the fields Kubernetes
 * omits when empty. status.ts builds its errors on it.
 */
import { INCONSISTENT_CONTINUE_MESSAGE } from "../storage/continue-token.js";
import { CONFLICT_MESSAGE } from "../storage/storage.js";

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
export const REASON_CODES: Readonly<Record<StatusReason, number>> = {
  "": 500,
  Unauthorized: 401,
  Forbidden: 403,
  NotFound: 404,
  AlreadyExists: 409,
  Conflict: 409,
  Gone: 410,
  Invalid: 422,
  ServerTimeout: 500,
  StoreReadError: 500,
  Timeout: 504,
  TooManyRequests: 429,
  BadRequest: 400,
  MethodNotAllowed: 405,
  NotAcceptable: 406,
  RequestEntityTooLarge: 413,
  UnsupportedMediaType: 415,
  InternalError: 500,
  Expired: 410,
  ServiceUnavailable: 503,
};

/** The error text of a failed optimistic-concurrency update (storage.OptimisticLockErrorMsg). */
export const OPTIMISTIC_LOCK_MESSAGE: string = CONFLICT_MESSAGE;

/** A list continued with a token older than the storage keeps, when no fresh token can be offered. */
export const CONTINUE_EXPIRED_MESSAGE: string =
  "The provided continue parameter is too old to display a consistent list result. You can start a new list without the continue parameter.";

/** A list continued with an expired token, answered with a fresh token in `metadata.continue`. */
export { INCONSISTENT_CONTINUE_MESSAGE };

/** A list asked for at a resourceVersion the storage no longer has. */
export const RESOURCE_VERSION_EXPIRED_MESSAGE: string =
  "The resourceVersion for the provided list is too old.";

/** The message of a 422 whose cause is not a field error (a JSON patch that does not apply). */
export const GENERIC_INVALID_MESSAGE: string =
  "the server rejected our request due to an error in our request";

export function isStatus(value: unknown): value is Status {
  return (
    typeof value === "object" &&
    value !== null &&
    (value as { kind?: unknown }).kind === "Status" &&
    typeof (value as { status?: unknown }).status === "string"
  );
}

/** Details without the empty fields Kubernetes omits, in Kubernetes' field order. */
export function details(d: StatusDetails): StatusDetails {
  const out: StatusDetails = {};
  if (d.name) out.name = d.name;
  if (d.group) out.group = d.group;
  if (d.kind) out.kind = d.kind;
  if (d.uid) out.uid = d.uid;
  if (d.causes && d.causes.length > 0) out.causes = d.causes;
  if (d.retryAfterSeconds) out.retryAfterSeconds = d.retryAfterSeconds;
  return out;
}

/** A failure Status, without the fields Kubernetes omits when empty. */
export function failure(
  code: number,
  reason: StatusReason,
  message: string,
  d?: StatusDetails,
): Status {
  const status: Status = { kind: "Status", apiVersion: "v1", metadata: {}, status: "Failure" };
  if (message !== "") status.message = message;
  if (reason !== "") status.reason = reason;
  if (d !== undefined) status.details = details(d);
  if (code !== 0) status.code = code;
  return status;
}

/**
 * A success Status, as deletes answer when they do not return the object: `{kind: "Status",
 * apiVersion: "v1", metadata: {}, status: "Success", details}` (no code, as Kubernetes).
 */
export function statusSuccess(d?: StatusDetails): Status {
  const status: Status = { kind: "Status", apiVersion: "v1", metadata: {}, status: "Success" };
  if (d !== undefined) status.details = details(d);
  return status;
}
