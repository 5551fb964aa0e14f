// Copied by corespec from templates/server/http/respond.ts. DO NOT EDIT: change the template and run `npm run generate`.
import { Buffer } from "node:buffer";
import { constants, gzipSync } from "node:zlib";
export const GZIP_THRESHOLD_BYTES = 128 * 1024;
const GO_TRUE = /* @__PURE__ */ new Set(["1", "t", "T", "TRUE", "true", "True"]);
const HUMAN_AGENTS = ["curl", "Wget", "Mozilla/5.0"];
export function isPretty(request) {
  const pretty = request.query?.pretty;
  if (typeof pretty === "string" && pretty !== "") return GO_TRUE.has(pretty);
  const agent = request.headers["user-agent"] ?? "";
  return HUMAN_AGENTS.some((prefix) => agent.startsWith(prefix));
}
export function acceptsGzip(request) {
  const header = String(request.headers["accept-encoding"] ?? "");
  return header.split(",").some((entry) => entry.split(";")[0].trim() === "gzip");
}
export function send(reply, request, code, body) {
  const text = isPretty(request) ? `${JSON.stringify(body, null, 2)}
` : JSON.stringify(body);
  reply.code(code).type("application/json");
  if (text.length > GZIP_THRESHOLD_BYTES / 3 && Buffer.byteLength(text) > GZIP_THRESHOLD_BYTES && acceptsGzip(request)) {
    return reply.header("Content-Encoding", "gzip").header("Vary", "Accept-Encoding").send(gzipSync(text, { level: constants.Z_BEST_SPEED }));
  }
  return reply.send(text);
}
