// Copied by corespec from templates/server/apimachinery/status.ts. DO NOT EDIT: change the template and run `npm run generate`.

/**
 * Kubernetes `Status` bodies and the errors that carry them. Every builder gives the code,
 * reason, message and details of its k8s.io/apimachinery/pkg/api/errors counterpart
 * (NewNotFound, NewConflict, NewInvalid, ...), so clients that read `reason` or parse
 * `message` see what a Kubernetes API server would send.
 */
import { formatFieldError, type FieldError } from "@corespec/api/runtime/errors.js";
import {
  CONTINUE_EXPIRED_MESSAGE,
  failure,
  GENERIC_INVALID_MESSAGE,
  INCONSISTENT_CONTINUE_MESSAGE,
  isStatus,
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
export class ApiError extends Error {
  readonly status: Status;
  /** The HTTP status code to answer with. */
  readonly code: number;

  constructor(status: Status) {
    super(status.message ?? status.reason ?? "unknown error");
    this.name = "ApiError";
    this.status = status;
    this.code = status.code ?? REASON_CODES[status.reason ?? ""] ?? 500;
  }

  /** An ApiError for a Status received or built elsewhere (a watch ERROR event, a storage error). */
  static fromStatus(status: Status): ApiError {
    return new ApiError(status);
  }

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
  }): ApiError {
    if (isStatus(error.status)) return new ApiError(error.status);
    const known =
      error.reason !== undefined &&
      Object.prototype.hasOwnProperty.call(REASON_CODES, error.reason);
    const reason = (known ? error.reason : "InternalError") as StatusReason;
    const d = error.details;
    const status = failure(
      error.code ?? REASON_CODES[reason],
      reason,
      error.message,
      d === undefined
        ? undefined
        : ({
            ...d,
            ...(d.causes !== undefined ? { causes: d.causes.map((c) => ({ ...c })) } : {}),
          } as StatusDetails),
    );
    const token = error.continueToken ?? error.continue;
    if (token !== undefined && token !== "") status.metadata.continue = token;
    return new ApiError(status);
  }

  /** The body to send. */
  toJSON(): Status {
    return this.status;
  }
}

/** Whether a value is an ApiError. */
export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** The Status to answer with for any thrown value: an ApiError's own, else a 500 InternalError. */
export function toStatus(error: unknown): Status {
  return error instanceof ApiError ? error.status : internalError(error).status;
}

/** `resource.group` split into its parts (the group is everything after the first dot). */
function splitGroupResource(groupResource: string): { resource: string; group: string } {
  const dot = groupResource.indexOf(".");
  return dot < 0
    ? { resource: groupResource, group: "" }
    : { resource: groupResource.slice(0, dot), group: groupResource.slice(dot + 1) };
}

/** 400 BadRequest (errors.NewBadRequest): the message as given. */
export function badRequest(message: string): ApiError {
  return new ApiError(failure(400, "BadRequest", message));
}

/**
 * 404 NotFound (errors.NewNotFound): `leases.coordination.core.io "x" not found`, details
 * {name, group, kind: resource}. Group and resource default to the parts of `groupResource`.
 */
/** 404 for a path the API does not serve (Kubernetes' NotFound handler). */
export function notFoundPath(): ApiError {
  return new ApiError(
    failure(404, "NotFound", "the server could not find the requested resource", {}),
  );
}

export function notFound(
  groupResource: string,
  name: string,
  group?: string,
  resource?: string,
): ApiError {
  const parts = splitGroupResource(groupResource);
  return new ApiError(
    failure(404, "NotFound", `${groupResource} ${goQuote(name)} not found`, {
      name,
      group: group ?? parts.group,
      kind: resource ?? parts.resource,
    }),
  );
}

/** 409 AlreadyExists (errors.NewAlreadyExists): `leases.coordination.core.io "x" already exists`. */
export function alreadyExists(
  groupResource: string,
  name: string,
  group?: string,
  resource?: string,
): ApiError {
  const parts = splitGroupResource(groupResource);
  return new ApiError(
    failure(409, "AlreadyExists", `${groupResource} ${goQuote(name)} already exists`, {
      name,
      group: group ?? parts.group,
      kind: resource ?? parts.resource,
    }),
  );
}

/**
 * 409 Conflict (errors.NewConflict): `Operation cannot be fulfilled on leases.coordination.core.io
 * "x": <cause>`; the cause defaults to the optimistic-lock message of a stale resourceVersion.
 */
export function conflict(
  groupResource: string,
  name: string,
  cause: string = OPTIMISTIC_LOCK_MESSAGE,
): ApiError {
  const parts = splitGroupResource(groupResource);
  return new ApiError(
    failure(
      409,
      "Conflict",
      `Operation cannot be fulfilled on ${groupResource} ${goQuote(name)}: ${cause}`,
      { name, group: parts.group, kind: parts.resource },
    ),
  );
}

/** The message of a field error without its field: Kubernetes' field.Error.ErrorBody(). */
export function errorBody(error: FieldError): string {
  const full = formatFieldError(error);
  const prefix = `${error.field === "" ? "<root>" : error.field}: `;
  return full.startsWith(prefix) ? full.slice(prefix.length) : full;
}

/** utilerrors.Aggregate's text: duplicates dropped, one message alone, several as `[a, b]`. */
function aggregate(messages: readonly string[]): string {
  const seen = new Set<string>();
  for (const m of messages) seen.add(m);
  const unique = [...seen];
  return unique.length === 1 ? unique[0]! : `[${unique.join(", ")}]`;
}

/**
 * 422 Invalid (errors.NewInvalid): `PriorityClass.scheduling.core.io "x" is invalid: [value:
 * Required value, ...]` with one cause per field error ({reason: type, message: body, field}).
 * Either `invalid(kind, group, name, errors)` or `invalid(qualifiedKind, name, errors)`.
 */
export function invalid(
  kind: string,
  group: string,
  name: string,
  errors: readonly FieldError[],
): ApiError;
export function invalid(
  qualifiedKind: string,
  name: string,
  errors: readonly FieldError[],
): ApiError;
export function invalid(
  kind: string,
  a: string | readonly FieldError[],
  b?: string | readonly FieldError[],
  c?: readonly FieldError[],
): ApiError {
  let group: string;
  let name: string;
  let errors: readonly FieldError[];
  if (c !== undefined) {
    group = a as string;
    name = b as string;
    errors = c;
  } else {
    const dot = kind.indexOf(".");
    group = dot < 0 ? "" : kind.slice(dot + 1);
    kind = dot < 0 ? kind : kind.slice(0, dot);
    name = a as string;
    errors = (b ?? []) as readonly FieldError[];
  }
  const qualified = group === "" ? kind : `${kind}.${group}`;
  const causes: StatusCause[] = errors.map((e) => {
    const cause: StatusCause = { reason: e.type, message: errorBody(e) };
    if (e.field !== "") cause.field = e.field;
    return cause;
  });
  const message =
    errors.length === 0
      ? `${qualified} ${goQuote(name)} is invalid`
      : `${qualified} ${goQuote(name)} is invalid: ${aggregate(errors.map(formatFieldError))}`;
  return new ApiError(failure(422, "Invalid", message, { name, group, kind, causes }));
}

/**
 * 422 Invalid without field errors (errors.NewGenericServerResponse(422, ...)), as Kubernetes
 * answers a JSON patch that does not apply. Kubernetes' message is the generic one; the specific
 * reason is kept here as the single cause.
 */
export function unprocessableEntity(cause: string): ApiError {
  return new ApiError(
    failure(422, "Invalid", GENERIC_INVALID_MESSAGE, {
      causes: cause === "" ? [] : [{ message: cause }],
    }),
  );
}

/** 410 Gone (errors.NewGone). */
export function gone(message: string): ApiError {
  return new ApiError(failure(410, "Gone", message));
}

/**
 * 410 Expired (errors.NewResourceExpired). With a continue token (an expired list continuation
 * that may go on inconsistently), the token is sent in `metadata.continue`.
 */
export function expired(message: string, continueToken?: string): ApiError {
  const status = failure(410, "Expired", message);
  if (continueToken !== undefined && continueToken !== "") status.metadata.continue = continueToken;
  return new ApiError(status);
}

/** 410 Expired for an expired continue token: with a fresh token when one is given, as the etcd3 store answers. */
export function continueExpired(freshToken?: string): ApiError {
  return freshToken !== undefined && freshToken !== ""
    ? expired(INCONSISTENT_CONTINUE_MESSAGE, freshToken)
    : expired(CONTINUE_EXPIRED_MESSAGE);
}

/** 410 Expired for a watch or exact list at a compacted resourceVersion: `too old resource version: 5 (10)`. */
export function tooOldResourceVersion(
  resourceVersion: string | number,
  oldest?: string | number,
): ApiError {
  return expired(
    oldest === undefined
      ? `too old resource version: ${resourceVersion}`
      : `too old resource version: ${resourceVersion} (${oldest})`,
  );
}

/**
 * 415 UnsupportedMediaType. Given the accepted types: `the body of the request was in an
 * unknown format - accepted media types include: a, b` (negotiation's message); given a
 * string: that message.
 */
export function unsupportedMediaType(acceptedOrMessage: readonly string[] | string): ApiError {
  const message =
    typeof acceptedOrMessage === "string"
      ? acceptedOrMessage
      : `the body of the request was in an unknown format - accepted media types include: ${acceptedOrMessage.join(", ")}`;
  return new ApiError(failure(415, "UnsupportedMediaType", message));
}

/** 406 NotAcceptable: `only the following media types are accepted: a, b`. */
export function notAcceptable(accepted: readonly string[]): ApiError {
  return new ApiError(
    failure(
      406,
      "NotAcceptable",
      `only the following media types are accepted: ${accepted.join(", ")}`,
    ),
  );
}

/** 413 RequestEntityTooLarge: `Request entity too large: <message>`. */
export function requestEntityTooLarge(message: string): ApiError {
  return new ApiError(
    failure(413, "RequestEntityTooLarge", `Request entity too large: ${message}`),
  );
}

/** 405 MethodNotAllowed (errors.NewMethodNotSupported): `patch is not supported on resources of kind "leases.coordination.core.io"`. */
export function methodNotAllowed(groupResource: string, action: string): ApiError {
  const parts = splitGroupResource(groupResource);
  return new ApiError(
    failure(
      405,
      "MethodNotAllowed",
      `${action} is not supported on resources of kind ${goQuote(groupResource)}`,
      { group: parts.group, kind: parts.resource },
    ),
  );
}

/** 500 InternalError (errors.NewInternalError): `Internal error occurred: <error>`, the error as the cause. */
export function internalError(error: unknown): ApiError {
  const text = error instanceof Error ? error.message : String(error);
  return new ApiError(
    failure(500, "InternalError", `Internal error occurred: ${text}`, {
      causes: [{ message: text }],
    }),
  );
}

/**
 * 403 Forbidden (errors.NewForbidden): `leases.coordination.core.io "x" is forbidden: <reason>`,
 * without the name when it is empty, `forbidden: <reason>` without a resource.
 */
export function forbidden(groupResource: string, name: string, reason: string): ApiError {
  const parts = splitGroupResource(groupResource);
  const message =
    groupResource === ""
      ? `forbidden: ${reason}`
      : name === ""
        ? `${groupResource} is forbidden: ${reason}`
        : `${groupResource} ${goQuote(name)} is forbidden: ${reason}`;
  return new ApiError(
    failure(403, "Forbidden", message, { name, group: parts.group, kind: parts.resource }),
  );
}
