import type { FastifyReply, FastifyRequest } from "fastify";
/** Answers larger than this are compressed for clients that accept gzip. */
export declare const GZIP_THRESHOLD_BYTES: number;
/** Whether an answer is pretty-printed. */
export declare function isPretty(request: FastifyRequest): boolean;
/** Whether the client accepts a gzip-encoded answer (an Accept-Encoding entry `gzip`). */
export declare function acceptsGzip(request: FastifyRequest): boolean;
/** Sends `body` as JSON with `code`. */
export declare function send(
  reply: FastifyReply,
  request: FastifyRequest,
  code: number,
  body: unknown,
): FastifyReply;
