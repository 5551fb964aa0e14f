/**
 * Kubernetes `Status` bodies and the errors that carry them. Every builder gives the code,
 * reason, message and details of its k8s.io/apimachinery/pkg/api/errors counterpart
 * (NewNotFound, NewConflict, NewInvalid, ...), so clients that read `reason` or parse
 * `message` see what a Kubernetes API server would send.
 */
import { type FieldError } from "@corespec/api/runtime/errors.js";
import {
  CONTINUE_EXPIRED_MESSAGE,
  failure,
  GENERIC_INVALID_MESSAGE,
  INCONSISTENT_CONTINUE_MESSAGE,
  OPTIMISTIC_LOCK_MESSAGE,
  REASON_CODES,
  RESOURCE_VERSION_EXPIRED_MESSAGE,
  statusSuccess,
  type Status,
  type StatusCause,
  type StatusDetails,
  type StatusListMeta,
  type StatusReason,
} from "./status-body.js";
import { goQuote } from "../../readers/go-quote.js";
export { goQuote };
export {
  CONTINUE_EXPIRED_MESSAGE,
  failure,
  GENERIC_INVALID_MESSAGE,
  INCONSISTENT_CONTINUE_MESSAGE,
  OPTIMISTIC_LOCK_MESSAGE,
  REASON_CODES,
  RESOURCE_VERSION_EXPIRED_MESSAGE,
  statusSuccess,
};
export type { Status, StatusCause, StatusDetails, StatusListMeta, StatusReason };
/** An HTTP error whose body is a Kubernetes Status. */
export declare class ApiError extends Error {
  readonly status: Status;
  /** The HTTP status code to answer with. */
  readonly code: number;
  constructor(status: Status);
  /** An ApiError for a Status received or built elsewhere (a watch ERROR event, a storage error). */
  static fromStatus(status: Status): ApiError;
  /**
   * A storage error as an API error: its own Status when it carries one (`status`), else one
   * built from its `reason` (unknown reasons become InternalError), `message`, `code`,
   * `details` and continue token (`continueToken` or `continue`, sent in `metadata.continue`).
   */
  static fromStoreError(error: {
    readonly message: string;
    readonly reason?: string;
    readonly code?: number;
    readonly status?: unknown;
    readonly details?: {
      readonly name?: string;
      readonly group?: string;
      readonly kind?: string;
      readonly causes?: readonly {
        readonly reason?: string;
        readonly message?: string;
        readonly field?: string;
      }[];
      readonly retryAfterSeconds?: number;
    };
    readonly continueToken?: string;
    readonly continue?: string;
  }): ApiError;
  /** The body to send. */
  toJSON(): Status;
}
/** Whether a value is an ApiError. */
export declare function isApiError(value: unknown): value is ApiError;
/** The Status to answer with for any thrown value: an ApiError's own, else a 500 InternalError. */
export declare function toStatus(error: unknown): Status;
/** 400 BadRequest (errors.NewBadRequest): the message as given. */
export declare function badRequest(message: string): ApiError;
/**
 * 404 NotFound (errors.NewNotFound): `leases.coordination.core.io "x" not found`, details
 * {name, group, kind: resource}. Group and resource default to the parts of `groupResource`.
 */
/** 404 for a path the API does not serve (Kubernetes' NotFound handler). */
export declare function notFoundPath(): ApiError;
export declare function notFound(
  groupResource: string,
  name: string,
  group?: string,
  resource?: string,
): ApiError;
/** 409 AlreadyExists (errors.NewAlreadyExists): `leases.coordination.core.io "x" already exists`. */
export declare function alreadyExists(
  groupResource: string,
  name: string,
  group?: string,
  resource?: string,
): ApiError;
/**
 * 409 Conflict (errors.NewConflict): `Operation cannot be fulfilled on leases.coordination.core.io
 * "x": <cause>`; the cause defaults to the optimistic-lock message of a stale resourceVersion.
 */
export declare function conflict(groupResource: string, name: string, cause?: string): ApiError;
/** The message of a field error without its field: Kubernetes' field.Error.ErrorBody(). */
export declare function errorBody(error: FieldError): string;
/**
 * 422 Invalid (errors.NewInvalid): `PriorityClass.scheduling.core.io "x" is invalid: [value:
 * Required value, ...]` with one cause per field error ({reason: type, message: body, field}).
 * Either `invalid(kind, group, name, errors)` or `invalid(qualifiedKind, name, errors)`.
 */
export declare function invalid(
  kind: string,
  group: string,
  name: string,
  errors: readonly FieldError[],
): ApiError;
export declare function invalid(
  qualifiedKind: string,
  name: string,
  errors: readonly FieldError[],
): ApiError;
/**
 * 422 Invalid without field errors (errors.NewGenericServerResponse(422, ...)), as Kubernetes
 * answers a JSON patch that does not apply. Kubernetes' message is the generic one; the specific
 * reason is kept here as the single cause.
 */
export declare function unprocessableEntity(cause: string): ApiError;
/** 410 Gone (errors.NewGone). */
export declare function gone(message: string): ApiError;
/**
 * 410 Expired (errors.NewResourceExpired). With a continue token (an expired list continuation
 * that may go on inconsistently), the token is sent in `metadata.continue`.
 */
export declare function expired(message: string, continueToken?: string): ApiError;
/** 410 Expired for an expired continue token: with a fresh token when one is given, as the etcd3 store answers. */
export declare function continueExpired(freshToken?: string): ApiError;
/** 410 Expired for a watch or exact list at a compacted resourceVersion: `too old resource version: 5 (10)`. */
export declare function tooOldResourceVersion(
  resourceVersion: string | number,
  oldest?: string | number,
): ApiError;
/**
 * 415 UnsupportedMediaType. Given the accepted types: `the body of the request was in an
 * unknown format - accepted media types include: a, b` (negotiation's message); given a
 * string: that message.
 */
export declare function unsupportedMediaType(
  acceptedOrMessage: readonly string[] | string,
): ApiError;
/** 406 NotAcceptable: `only the following media types are accepted: a, b`. */
export declare function notAcceptable(accepted: readonly string[]): ApiError;
/** 413 RequestEntityTooLarge: `Request entity too large: <message>`. */
export declare function requestEntityTooLarge(message: string): ApiError;
/** 405 MethodNotAllowed (errors.NewMethodNotSupported): `patch is not supported on resources of kind "leases.coordination.core.io"`. */
export declare function methodNotAllowed(groupResource: string, action: string): ApiError;
/** 500 InternalError (errors.NewInternalError): `Internal error occurred: <error>`, the error as the cause. */
export declare function internalError(error: unknown): ApiError;
/**
 * 403 Forbidden (errors.NewForbidden): `leases.coordination.core.io "x" is forbidden: <reason>`,
 * without the name when it is empty, `forbidden: <reason>` without a resource.
 */
export declare function forbidden(groupResource: string, name: string, reason: string): ApiError;
