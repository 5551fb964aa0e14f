// Copied by corespec from templates/server/apimachinery/status.ts. DO NOT EDIT: change the template and run `npm run generate`.
import { formatFieldError } from "@corespec/api/runtime/errors.js";
import { INCONSISTENT_CONTINUE_MESSAGE } from "../storage/continue-token.js";
import { CONFLICT_MESSAGE } from "../storage/storage.js";
import { goQuote } from "./go-quote.js";
export { goQuote };
export const REASON_CODES = {
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
  ServiceUnavailable: 503
};
export const OPTIMISTIC_LOCK_MESSAGE = CONFLICT_MESSAGE;
export const CONTINUE_EXPIRED_MESSAGE = "The provided continue parameter is too old to display a consistent list result. You can start a new list without the continue parameter.";
export { INCONSISTENT_CONTINUE_MESSAGE };
export const RESOURCE_VERSION_EXPIRED_MESSAGE = "The resourceVersion for the provided list is too old.";
export const GENERIC_INVALID_MESSAGE = "the server rejected our request due to an error in our request";
function isStatus(value) {
  return typeof value === "object" && value !== null && value.kind === "Status" && typeof value.status === "string";
}
export class ApiError extends Error {
  status;
  /** The HTTP status code to answer with. */
  code;
  constructor(status) {
    super(status.message ?? status.reason ?? "unknown error");
    this.name = "ApiError";
    this.status = status;
    this.code = status.code ?? REASON_CODES[status.reason ?? ""] ?? 500;
  }
  /** An ApiError for a Status received or built elsewhere (a watch ERROR event, a storage error). */
  static fromStatus(status) {
    return new ApiError(status);
  }
  /**
   * A storage error as an API error: its own Status when it carries one (`status`), else one
   * built from its `reason` (unknown reasons become InternalError), `message`, `code`,
   * `details` and continue token (`continueToken` or `continue`, sent in `metadata.continue`).
   */
  static fromStoreError(error) {
    if (isStatus(error.status)) return new ApiError(error.status);
    const known = error.reason !== void 0 && Object.prototype.hasOwnProperty.call(REASON_CODES, error.reason);
    const reason = known ? error.reason : "InternalError";
    const d = error.details;
    const status = failure(
      error.code ?? REASON_CODES[reason],
      reason,
      error.message,
      d === void 0 ? void 0 : { ...d, ...d.causes !== void 0 ? { causes: d.causes.map((c) => ({ ...c })) } : {} }
    );
    const token = error.continueToken ?? error.continue;
    if (token !== void 0 && token !== "") status.metadata.continue = token;
    return new ApiError(status);
  }
  /** The body to send. */
  toJSON() {
    return this.status;
  }
}
export function isApiError(value) {
  return value instanceof ApiError;
}
export function toStatus(error) {
  return error instanceof ApiError ? error.status : internalError(error).status;
}
function details(d) {
  const out = {};
  if (d.name) out.name = d.name;
  if (d.group) out.group = d.group;
  if (d.kind) out.kind = d.kind;
  if (d.uid) out.uid = d.uid;
  if (d.causes && d.causes.length > 0) out.causes = d.causes;
  if (d.retryAfterSeconds) out.retryAfterSeconds = d.retryAfterSeconds;
  return out;
}
export function failure(code, reason, message, d) {
  const status = { kind: "Status", apiVersion: "v1", metadata: {}, status: "Failure" };
  if (message !== "") status.message = message;
  if (reason !== "") status.reason = reason;
  if (d !== void 0) status.details = details(d);
  if (code !== 0) status.code = code;
  return status;
}
function splitGroupResource(groupResource) {
  const dot = groupResource.indexOf(".");
  return dot < 0 ? { resource: groupResource, group: "" } : { resource: groupResource.slice(0, dot), group: groupResource.slice(dot + 1) };
}
export function badRequest(message) {
  return new ApiError(failure(400, "BadRequest", message));
}
export function notFoundPath() {
  return new ApiError(failure(404, "NotFound", "the server could not find the requested resource", {}));
}
export function notFound(groupResource, name, group, resource) {
  const parts = splitGroupResource(groupResource);
  return new ApiError(
    failure(404, "NotFound", `${groupResource} ${goQuote(name)} not found`, { name, group: group ?? parts.group, kind: resource ?? parts.resource })
  );
}
export function alreadyExists(groupResource, name, group, resource) {
  const parts = splitGroupResource(groupResource);
  return new ApiError(
    failure(409, "AlreadyExists", `${groupResource} ${goQuote(name)} already exists`, { name, group: group ?? parts.group, kind: resource ?? parts.resource })
  );
}
export function conflict(groupResource, name, cause = OPTIMISTIC_LOCK_MESSAGE) {
  const parts = splitGroupResource(groupResource);
  return new ApiError(
    failure(409, "Conflict", `Operation cannot be fulfilled on ${groupResource} ${goQuote(name)}: ${cause}`, { name, group: parts.group, kind: parts.resource })
  );
}
export function errorBody(error) {
  const full = formatFieldError(error);
  const prefix = `${error.field === "" ? "<root>" : error.field}: `;
  return full.startsWith(prefix) ? full.slice(prefix.length) : full;
}
function aggregate(messages) {
  const seen = /* @__PURE__ */ new Set();
  for (const m of messages) seen.add(m);
  const unique = [...seen];
  return unique.length === 1 ? unique[0] : `[${unique.join(", ")}]`;
}
export function invalid(kind, a, b, c) {
  let group;
  let name;
  let errors;
  if (c !== void 0) {
    group = a;
    name = b;
    errors = c;
  } else {
    const dot = kind.indexOf(".");
    group = dot < 0 ? "" : kind.slice(dot + 1);
    kind = dot < 0 ? kind : kind.slice(0, dot);
    name = a;
    errors = b ?? [];
  }
  const qualified = group === "" ? kind : `${kind}.${group}`;
  const causes = errors.map((e) => {
    const cause = { reason: e.type, message: errorBody(e) };
    if (e.field !== "") cause.field = e.field;
    return cause;
  });
  const message = errors.length === 0 ? `${qualified} ${goQuote(name)} is invalid` : `${qualified} ${goQuote(name)} is invalid: ${aggregate(errors.map(formatFieldError))}`;
  return new ApiError(failure(422, "Invalid", message, { name, group, kind, causes }));
}
export function unprocessableEntity(cause) {
  return new ApiError(failure(422, "Invalid", GENERIC_INVALID_MESSAGE, { causes: cause === "" ? [] : [{ message: cause }] }));
}
export function gone(message) {
  return new ApiError(failure(410, "Gone", message));
}
export function expired(message, continueToken) {
  const status = failure(410, "Expired", message);
  if (continueToken !== void 0 && continueToken !== "") status.metadata.continue = continueToken;
  return new ApiError(status);
}
export function continueExpired(freshToken) {
  return freshToken !== void 0 && freshToken !== "" ? expired(INCONSISTENT_CONTINUE_MESSAGE, freshToken) : expired(CONTINUE_EXPIRED_MESSAGE);
}
export function tooOldResourceVersion(resourceVersion, oldest) {
  return expired(oldest === void 0 ? `too old resource version: ${resourceVersion}` : `too old resource version: ${resourceVersion} (${oldest})`);
}
export function unsupportedMediaType(acceptedOrMessage) {
  const message = typeof acceptedOrMessage === "string" ? acceptedOrMessage : `the body of the request was in an unknown format - accepted media types include: ${acceptedOrMessage.join(", ")}`;
  return new ApiError(failure(415, "UnsupportedMediaType", message));
}
export function notAcceptable(accepted) {
  return new ApiError(failure(406, "NotAcceptable", `only the following media types are accepted: ${accepted.join(", ")}`));
}
export function requestEntityTooLarge(message) {
  return new ApiError(failure(413, "RequestEntityTooLarge", `Request entity too large: ${message}`));
}
export function methodNotAllowed(groupResource, action) {
  const parts = splitGroupResource(groupResource);
  return new ApiError(
    failure(405, "MethodNotAllowed", `${action} is not supported on resources of kind ${goQuote(groupResource)}`, { group: parts.group, kind: parts.resource })
  );
}
export function internalError(error) {
  const text = error instanceof Error ? error.message : String(error);
  return new ApiError(failure(500, "InternalError", `Internal error occurred: ${text}`, { causes: [{ message: text }] }));
}
export function forbidden(groupResource, name, reason) {
  const parts = splitGroupResource(groupResource);
  const message = groupResource === "" ? `forbidden: ${reason}` : name === "" ? `${groupResource} is forbidden: ${reason}` : `${groupResource} ${goQuote(name)} is forbidden: ${reason}`;
  return new ApiError(failure(403, "Forbidden", message, { name, group: parts.group, kind: parts.resource }));
}
export function statusSuccess(d) {
  const status = { kind: "Status", apiVersion: "v1", metadata: {}, status: "Success" };
  if (d !== void 0) status.details = details(d);
  return status;
}
