// Copied by corespec from templates/server/http/max-in-flight.ts. DO NOT EDIT: change the template and run `npm run generate`.
import { failure, ApiError } from "../apimachinery/status.js";
import { sendError } from "./errors.js";
import { parseQueryBool } from "./query.js";
/** Reads served at once: the default of kube-apiserver's `--max-requests-inflight`. */
export const MAX_REQUESTS_IN_FLIGHT = 400;
/** Writes served at once: the default of kube-apiserver's `--max-mutating-requests-inflight`. */
export const MAX_MUTATING_REQUESTS_IN_FLIGHT = 200;
/** What a refused client is told to wait, in seconds (maxinflight.go's retryAfter). */
export const RETRY_AFTER_SECONDS = 1;
/** Paths never refused (APF's exempt `probes` FlowSchema). */
const PROBES = new Set(["/healthz", "/livez", "/readyz"]);
/** A health probe or one of its checks (`/readyz/ping`). */
const isProbe = (path) => PROBES.has(path) || PROBES.has(path.slice(0, path.indexOf("/", 1)));
export const DEFAULT_IN_FLIGHT_LIMITS = {
  readOnly: MAX_REQUESTS_IN_FLIGHT,
  mutating: MAX_MUTATING_REQUESTS_IN_FLIGHT,
};
/** The 429 of a request past the limit: maxinflight.go's message. */
function tooManyRequests() {
  return new ApiError(
    failure(429, "TooManyRequests", "Too many requests, please try again later.", {
      retryAfterSeconds: RETRY_AFTER_SECONDS,
    }),
  );
}
/** Whether a request is long-running (Kubernetes' BasicLongRunningRequestCheck for the verb `watch`). */
function isWatch(request) {
  if (request.method !== "GET") return false;
  const path = request.url.split("?", 1)[0];
  if (/\/watch\//.test(path)) return true;
  const watch = request.query?.watch;
  const first = Array.isArray(watch) ? watch[0] : watch;
  return first !== undefined && parseQueryBool(first);
}
/** A Fastify onRequest hook (synchronous: no promise per request) that counts the requests being served and refuses those past the limits. */
export function inFlightLimiter(limits = DEFAULT_IN_FLIGHT_LIMITS) {
  const serving = {
    readOnly: 0,
    mutating: 0,
  };
  return function limitInFlight(request, reply, done) {
    if (isProbe(request.url.split("?", 1)[0]) || isWatch(request)) return done();
    const kind = request.method === "GET" || request.method === "HEAD" ? "readOnly" : "mutating";
    if (serving[kind] >= limits[kind]) {
      // Answered at once, the connection kept: Node drops the rest of the body as it arrives
      // (IncomingMessage._dump once the answer is sent), so nothing is held for it and a client
      // still sending reads the 429.
      sendError(reply, request, tooManyRequests());
      return;
    }
    serving[kind]++;
    reply.raw.once("close", () => serving[kind]--);
    done();
  };
}
