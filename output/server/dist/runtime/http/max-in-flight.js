// Copied by corespec from templates/server/http/max-in-flight.ts. DO NOT EDIT: change the template and run `npm run generate`.
import { failure, ApiError } from "../apimachinery/status.js";
import { sendError } from "./errors.js";
import { parseQueryBool } from "./query.js";
export const MAX_REQUESTS_IN_FLIGHT = 400;
export const MAX_MUTATING_REQUESTS_IN_FLIGHT = 200;
export const RETRY_AFTER_SECONDS = 1;
const PROBES = /* @__PURE__ */ new Set(["/healthz", "/livez", "/readyz"]);
export const DEFAULT_IN_FLIGHT_LIMITS = { readOnly: MAX_REQUESTS_IN_FLIGHT, mutating: MAX_MUTATING_REQUESTS_IN_FLIGHT };
function tooManyRequests() {
  return new ApiError(failure(429, "TooManyRequests", "Too many requests, please try again later.", { retryAfterSeconds: RETRY_AFTER_SECONDS }));
}
function isWatch(request) {
  if (request.method !== "GET") return false;
  const path = request.url.split("?", 1)[0];
  if (/\/watch\//.test(path)) return true;
  const watch = request.query?.watch;
  const first = Array.isArray(watch) ? watch[0] : watch;
  return first !== void 0 && parseQueryBool(first);
}
export function inFlightLimiter(limits = DEFAULT_IN_FLIGHT_LIMITS) {
  const serving = { readOnly: 0, mutating: 0 };
  return function limitInFlight(request, reply, done) {
    if (PROBES.has(request.url.split("?", 1)[0]) || isWatch(request)) return done();
    const kind = request.method === "GET" || request.method === "HEAD" ? "readOnly" : "mutating";
    if (serving[kind] >= limits[kind]) {
      reply.header("Retry-After", String(RETRY_AFTER_SECONDS));
      sendError(reply, request, tooManyRequests());
      return;
    }
    serving[kind]++;
    reply.raw.once("close", () => serving[kind]--);
    done();
  };
}
