// Copied by corespec from templates/server/http/errors.ts. DO NOT EDIT: change the template and run `npm run generate`.

/**
 * Every failure the HTTP layer meets answered as a Kubernetes Status: thrown errors, Fastify's
 * own (a URL it cannot decode, a body over the limit), Node's (a request head over its limits,
 * a malformed request), and routes the API does not serve.
 */
import type { Socket } from "node:net";
import type { FastifyReply, FastifyRequest } from "fastify";
import { MAX_BODY_BYTES } from "./request-body.js";
import { send } from "./respond.js";
import {
  ApiError,
  badRequest,
  failure,
  internalError,
  notFoundPath,
  requestEntityTooLarge,
  unsupportedMediaType,
  type Status,
} from "../apimachinery/status.js";

/**
 * A body over the limit is read and discarded (so that the client, still sending, receives
 * the 413 instead of a reset connection) when it declares at most this many bytes; a larger
 * one is answered and the connection closed.
 */
export const MAX_DISCARDED_BODY_BYTES: number = 16 * MAX_BODY_BYTES;

/**
 * The `Retry-After` header of an error whose Status gives a retry period, as Kubernetes writes
 * every error (responsewriters.ErrorNegotiated): client-go waits that long before it retries a
 * 429 or a 5xx. Empty when the Status gives none.
 */
export function retryAfterHeader(error: ApiError): { "Retry-After"?: string } {
  const seconds = error.status.details?.retryAfterSeconds;
  return seconds !== undefined && seconds > 0 ? { "Retry-After": String(seconds) } : {};
}

/** An error's Status, with its `Retry-After`. */
export function sendError(
  reply: FastifyReply,
  request: FastifyRequest,
  error: ApiError,
): FastifyReply {
  return send(reply.headers(retryAfterHeader(error)), request, error.code, error.status);
}

/** The ApiError to answer for anything thrown while serving a request. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const e = error as { code?: string; statusCode?: number; message?: string };
  if (e.code === "FST_ERR_CTP_BODY_TOO_LARGE" || e.statusCode === 413)
    return requestEntityTooLarge(`limit is ${MAX_BODY_BYTES}`);
  if (e.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE" || e.statusCode === 415)
    return unsupportedMediaType(e.message ?? "unsupported media type");
  if (e.code === "FST_ERR_BAD_URL")
    return badRequest("the request path is not valid: it holds a malformed percent-encoding");
  if (e.statusCode === 400) return badRequest(e.message ?? "bad request");
  return internalError(error);
}

/** How long a refused body may take to arrive before the answer is sent anyway. */
const DISCARD_TIMEOUT_MS = 30_000;

/** Reads and drops the rest of a request body; resolves when it has ended (or failed, or taken too long). */
function discardBody(request: FastifyRequest): Promise<void> {
  const raw = request.raw;
  if (raw.complete || raw.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      raw.off("end", done).off("close", done).off("error", done);
      resolve();
    };
    const timer = setTimeout(done, DISCARD_TIMEOUT_MS);
    raw.on("end", done).on("close", done).on("error", done);
    raw.resume();
  });
}

/** Fastify's error handler: a Status for every error, and 413s that clients can read. */
export async function handleError(
  error: unknown,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const apiError = toApiError(error);
  if (apiError.code === 413) {
    const declared = Number(request.headers["content-length"]);
    // Fastify refuses a body over the limit before reading it, and closing the connection
    // then resets it under a client that is still sending: the client sees EPIPE instead of
    // the answer. A body of reasonable declared size is read and dropped first.
    if (Number.isFinite(declared) && declared <= MAX_DISCARDED_BODY_BYTES)
      await discardBody(request);
  }
  return sendError(reply, request, apiError);
}

/** The Status of a path no route serves. */
export function handleNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return sendError(reply, request, notFoundPath());
}

/** Fastify's frameworkErrors hook: errors before routing (a path it cannot decode). */
export function handleFrameworkError(
  error: unknown,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  sendError(reply, request, toApiError(error));
}

/** The HTTP status line of a Node client error code. */
function clientErrorStatus(code: string | undefined): {
  status: number;
  text: string;
  error: ApiError;
} {
  if (code === "HPE_HEADER_OVERFLOW") {
    const error = new ApiError(statusBody(431, "the request line and headers are too large"));
    return { status: 431, text: "Request Header Fields Too Large", error };
  }
  if (code === "ERR_HTTP_REQUEST_TIMEOUT") {
    return {
      status: 408,
      text: "Request Timeout",
      error: new ApiError(statusBody(408, "the request was not received in time")),
    };
  }
  return {
    status: 400,
    text: "Bad Request",
    error: badRequest("the request is not valid HTTP/1.1"),
  };
}

/** A Status for a code Kubernetes has no reason for (StatusReasonUnknown, omitted). */
const statusBody = (code: number, message: string): Status => failure(code, "", message);

/**
 * Node's `clientError` event (a request head over `maxHeaderSize`, a malformed request): the
 * Status is written on the socket when nothing was sent on it yet, then the connection closes.
 */
export function handleClientError(error: Error & { code?: string }, socket: Socket): void {
  // As Node's documentation of the event does: nothing more can be said on a reset socket.
  if (error.code === "ECONNRESET" || !socket.writable) {
    socket.destroy();
    return;
  }
  const { status, text, error: apiError } = clientErrorStatus(error.code);
  const body = JSON.stringify(apiError.status);
  socket.end(
    `HTTP/1.1 ${status} ${text}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
