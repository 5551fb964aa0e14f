// Copied by corespec from templates/server/http/respond.ts. DO NOT EDIT: change the template and run `npm run generate`.

/**
 * Writing a JSON answer as the API server writes it: pretty-printed when the request asks
 * (`pretty`, parsed as Go's strconv.ParseBool) or, without the parameter, when the client is a
 * browser or a command-line HTTP tool (negotiation's isPrettyPrint: a User-Agent starting with
 * `curl`, `Wget` or `Mozilla/5.0`); gzip-compressed when it is over 128 KiB and the client
 * accepts gzip (responsewriters: defaultGzipThresholdBytes, at BestSpeed).
 *
 * Lists and Tables are streamed (list-stream.ts): their start is held until it passes the gzip
 * threshold (deferredResponseWriter.Write), so that a small one is sent whole as any answer;
 * a bigger one is written in chunks of about 64 KiB, encoded as they are written, gzip
 * compressing as they pass (off the event loop, in zlib's thread pool), each chunk waiting for
 * the connection to take the last ('drain', through the stream's pipe) and for the event loop
 * to serve others (setImmediate), and encoding stops when the client goes away. A list holds
 * a chunk and an item of memory, not the list's whole text.
 */
import { Buffer } from "node:buffer";
import { Readable, pipeline } from "node:stream";
import { setImmediate as nextTurn } from "node:timers/promises";
import { constants, createGzip, gzipSync } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";
import { encodeCollection, listCollection, type Collection } from "./list-stream.js";
import { yamlPieces } from "./yaml-answer.js";
import { negotiateMediaType } from "../apimachinery/media-types.js";

/** Answers larger than this are compressed for clients that accept gzip. */
export const GZIP_THRESHOLD_BYTES: number = 128 * 1024;

/** A streamed answer is encoded and written this much (or one item, when larger) at a time. */
export const CHUNK_BYTES: number = 64 * 1024;

const GO_TRUE = new Set(["1", "t", "T", "TRUE", "true", "True"]);
const HUMAN_AGENTS = ["curl", "Wget", "Mozilla/5.0"];

/** Whether an answer is pretty-printed. */
export function isPretty(request: FastifyRequest): boolean {
  const pretty = (request.query as Record<string, unknown> | undefined)?.pretty;
  if (typeof pretty === "string" && pretty !== "") return GO_TRUE.has(pretty);
  const agent = request.headers["user-agent"] ?? "";
  return HUMAN_AGENTS.some((prefix) => agent.startsWith(prefix));
}

/** Whether the client accepts a gzip-encoded answer (an Accept-Encoding entry `gzip`). */
export function acceptsGzip(request: FastifyRequest): boolean {
  const header = String(request.headers["accept-encoding"] ?? "");
  return header.split(",").some((entry) => entry.split(";")[0]!.trim() === "gzip");
}

/** Sends `body` with `code`: as JSON (a list streamed, as sendCollection), or as YAML when Accept settles on it (yaml-answer.ts). */
export function send(
  reply: FastifyReply,
  request: FastifyRequest,
  code: number,
  body: unknown,
): FastifyReply {
  if (negotiateMediaType(request.headers.accept) === "application/yaml")
    return sendPieces(reply, request, code, yamlPieces(body), "application/yaml");
  const collection = listCollection(body);
  if (collection !== undefined) return sendCollection(reply, request, code, collection);
  const text = isPretty(request) ? `${JSON.stringify(body, null, 2)}\n` : JSON.stringify(body);
  reply.code(code).type("application/json");
  if (
    text.length > GZIP_THRESHOLD_BYTES / 3 &&
    Buffer.byteLength(text) > GZIP_THRESHOLD_BYTES &&
    acceptsGzip(request)
  ) {
    return reply
      .header("Content-Encoding", "gzip")
      .header("Vary", "Accept-Encoding")
      .send(gzipSync(text, { level: constants.Z_BEST_SPEED }));
  }
  return reply.send(text);
}

/**
 * Sends a collection as JSON with `code`: whole when it ends within the gzip threshold (the
 * same bytes and headers as send()), else streamed, gzip-compressed for clients that accept it
 * (deferredResponseWriter in responsewriters/writers.go: Write holds the first writes until
 * they pass defaultGzipThresholdBytes, and unbufferedWrite then decides on gzip).
 */
export function sendCollection(
  reply: FastifyReply,
  request: FastifyRequest,
  code: number,
  collection: Collection,
): FastifyReply {
  return sendPieces(
    reply,
    request,
    code,
    encodeCollection(collection, isPretty(request)),
    "application/json",
  );
}

/** Sends an answer's pieces as sendCollection does, in the media type given. */
function sendPieces(
  reply: FastifyReply,
  request: FastifyRequest,
  code: number,
  pieces: Iterator<string, void>,
  type: string,
): FastifyReply {
  const held: string[] = [];
  let size = 0;
  while (size <= GZIP_THRESHOLD_BYTES) {
    const next = pieces.next();
    if (next.done === true) return reply.code(code).type(type).send(held.join(""));
    held.push(next.value);
    size += Buffer.byteLength(next.value);
  }
  reply.code(code).type(type);
  const gone = () => reply.raw.destroyed;
  // Chunks stay strings (one at a time in the stream) down to the socket, which writes a string
  // without a Buffer of its own: no external memory for V8 to collect per chunk.
  const chunks = Readable.from(streamed(held, pieces, gone), {
    objectMode: true,
    highWaterMark: 1,
  });
  if (!acceptsGzip(request)) return reply.send(chunks);
  reply.header("Content-Encoding", "gzip").header("Vary", "Accept-Encoding");
  // pipeline() destroys the chunks when the gzip stream is destroyed (Fastify destroys the
  // payload when the connection closes first), and the chunks' end stops the generator.
  return reply.send(
    pipeline(chunks, createGzip({ level: constants.Z_BEST_SPEED }), () => undefined),
  );
}

/** The held start, then chunks of CHUNK_BYTES or more, each after a turn of the event loop; none once the client is gone. */
async function* streamed(
  held: readonly string[],
  pieces: Iterator<string, void>,
  gone: () => boolean,
): AsyncGenerator<string, void, undefined> {
  let batch: readonly string[] = held;
  for (;;) {
    yield batch.join("");
    await nextTurn();
    if (gone()) return;
    const next: string[] = [];
    let size = 0;
    while (size < CHUNK_BYTES) {
      const piece = pieces.next();
      if (piece.done === true) {
        if (next.length > 0) yield next.join("");
        return;
      }
      next.push(piece.value);
      size += piece.value.length;
    }
    batch = next;
  }
}
