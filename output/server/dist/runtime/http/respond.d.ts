import type { FastifyReply, FastifyRequest } from "fastify";
import { type Collection } from "./list-stream.js";
/** Answers larger than this are compressed for clients that accept gzip. */
export declare const GZIP_THRESHOLD_BYTES: number;
/** A streamed answer is encoded and written this much (or one item, when larger) at a time. */
export declare const CHUNK_BYTES: number;
/** Whether an answer is pretty-printed. */
export declare function isPretty(request: FastifyRequest): boolean;
/** Whether the client accepts a gzip-encoded answer (an Accept-Encoding entry `gzip`). */
export declare function acceptsGzip(request: FastifyRequest): boolean;
/** Sends `body` with `code`: as JSON (a list streamed, as sendCollection), or as YAML when Accept settles on it (yaml-answer.ts). */
export declare function send(
  reply: FastifyReply,
  request: FastifyRequest,
  code: number,
  body: unknown,
): FastifyReply;
/**
 * Sends a collection as JSON with `code`: whole when it ends within the gzip threshold (the
 * same bytes and headers as send()), else streamed, gzip-compressed for clients that accept it
 * (deferredResponseWriter in responsewriters/writers.go: Write holds the first writes until
 * they pass defaultGzipThresholdBytes, and unbufferedWrite then decides on gzip).
 */
export declare function sendCollection(
  reply: FastifyReply,
  request: FastifyRequest,
  code: number,
  collection: Collection,
): FastifyReply;
