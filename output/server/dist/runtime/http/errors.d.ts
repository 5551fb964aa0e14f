/**
 * Every failure the HTTP layer meets answered as a Kubernetes Status: thrown errors, Fastify's
 * own (a URL it cannot decode, a body over the limit), Node's (a request head over its limits,
 * a malformed request), and routes the API does not serve.
 */
import type { Socket } from "node:net";
import type { FastifyReply, FastifyRequest } from "fastify";
import { ApiError } from "../apimachinery/status.js";
/**
 * A body over the limit is read and discarded (so that the client, still sending, receives
 * the 413 instead of a reset connection) when it declares at most this many bytes; a larger
 * one is answered and the connection closed.
 */
export declare const MAX_DISCARDED_BODY_BYTES: number;
/**
 * The `Retry-After` header of an error whose Status gives a retry period, as Kubernetes writes
 * every error (responsewriters.ErrorNegotiated): client-go waits that long before it retries a
 * 429 or a 5xx. Empty when the Status gives none.
 */
export declare function retryAfterHeader(error: ApiError): {
  "Retry-After"?: string;
};
/** An error's Status, with its `Retry-After`. */
export declare function sendError(
  reply: FastifyReply,
  request: FastifyRequest,
  error: ApiError,
): FastifyReply;
/** The ApiError to answer for anything thrown while serving a request. */
export declare function toApiError(error: unknown): ApiError;
/** Fastify's error handler: a Status for every error, and 413s that clients can read. */
export declare function handleError(
  error: unknown,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply>;
/** The Status of a path no route serves. */
export declare function handleNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply;
/** Fastify's frameworkErrors hook: errors before routing (a path it cannot decode). */
export declare function handleFrameworkError(
  error: unknown,
  request: FastifyRequest,
  reply: FastifyReply,
): void;
/**
 * Node's `clientError` event (a request head over `maxHeaderSize`, a malformed request): the
 * Status is written on the socket when nothing was sent on it yet, then the connection closes.
 */
export declare function handleClientError(
  error: Error & {
    code?: string;
  },
  socket: Socket,
): void;
