// Copied by corespec from templates/server/http/respond.ts. DO NOT EDIT: change the template and run `npm run generate`.
/**
 * Writing a JSON answer as the API server writes it: pretty-printed when the request asks
 * (`pretty`, parsed as Go's strconv.ParseBool) or, without the parameter, when the client is a
 * browser or a command-line HTTP tool (negotiation's isPrettyPrint: a User-Agent starting with
 * `curl`, `Wget` or `Mozilla/5.0`); gzip-compressed when it is over 128 KiB and the client
 * accepts gzip (responsewriters: defaultGzipThresholdBytes, at BestSpeed).
 */
import { Buffer } from "node:buffer";
import { constants, gzipSync } from "node:zlib";
/** Answers larger than this are compressed for clients that accept gzip. */
export const GZIP_THRESHOLD_BYTES = 128 * 1024;
const GO_TRUE = new Set(["1", "t", "T", "TRUE", "true", "True"]);
const HUMAN_AGENTS = ["curl", "Wget", "Mozilla/5.0"];
/** Whether an answer is pretty-printed. */
export function isPretty(request) {
  const pretty = request.query?.pretty;
  if (typeof pretty === "string" && pretty !== "") return GO_TRUE.has(pretty);
  const agent = request.headers["user-agent"] ?? "";
  return HUMAN_AGENTS.some((prefix) => agent.startsWith(prefix));
}
/** Whether the client accepts a gzip-encoded answer (an Accept-Encoding entry `gzip`). */
export function acceptsGzip(request) {
  const header = String(request.headers["accept-encoding"] ?? "");
  return header.split(",").some((entry) => entry.split(";")[0].trim() === "gzip");
}
/** Sends `body` as JSON with `code`. */
export function send(reply, request, code, body) {
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
