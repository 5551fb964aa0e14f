/**
 * The requests served at once, bounded as Kubernetes bounds them
 * (k8s.io/apiserver/pkg/server/filters/maxinflight.go, WithMaxInFlightLimit): reads (GET,
 * HEAD) and writes each have their own limit, long-running requests (watches) are not
 * counted, and a request past its limit is answered 429 with `Retry-After: 1` without its
 * body being read. Without it every connection may hold a body of up to 3 MiB being received
 * (400 slow uploads held 1.3 GB), so connections alone could exhaust memory.
 *
 * Health probes are never refused, as Kubernetes' API Priority and Fairness exempts them
 * (the `probes` FlowSchema, k8s.io/apiserver/pkg/apis/flowcontrol/bootstrap/default.go).
 * Kubernetes writes its 429 as plain text; here it is a Status, as every error of the server.
 */
import type { FastifyRequest, onRequestHookHandler } from "fastify";
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
const PROBES: ReadonlySet<string> = new Set(["/healthz", "/livez", "/readyz"]);

/** A health probe or one of its checks (`/readyz/ping`). */
const isProbe = (path: string): boolean =>
  PROBES.has(path) || PROBES.has(path.slice(0, path.indexOf("/", 1)));

export interface InFlightLimits {
  /** GET and HEAD requests. */
  readonly readOnly: number;
  /** Every other method. */
  readonly mutating: number;
}

export const DEFAULT_IN_FLIGHT_LIMITS: InFlightLimits = {
  readOnly: MAX_REQUESTS_IN_FLIGHT,
  mutating: MAX_MUTATING_REQUESTS_IN_FLIGHT,
};

/** The 429 of a request past the limit: maxinflight.go's message. */
function tooManyRequests(): ApiError {
  return new ApiError(
    failure(429, "TooManyRequests", "Too many requests, please try again later.", {
      retryAfterSeconds: RETRY_AFTER_SECONDS,
    }),
  );
}

/** Whether a request is long-running (Kubernetes' BasicLongRunningRequestCheck for the verb `watch`). */
function isWatch(request: FastifyRequest): boolean {
  if (request.method !== "GET") return false;
  const path = request.url.split("?", 1)[0]!;
  if (/\/watch\//.test(path)) return true;
  const watch = (request.query as Record<string, string | string[] | undefined> | undefined)?.watch;
  const first = Array.isArray(watch) ? watch[0] : watch;
  return first !== undefined && parseQueryBool(first);
}

/** A Fastify onRequest hook (synchronous: no promise per request) that counts the requests being served and refuses those past the limits. */
export function inFlightLimiter(
  limits: InFlightLimits = DEFAULT_IN_FLIGHT_LIMITS,
): onRequestHookHandler {
  const serving = { readOnly: 0, mutating: 0 };
  return function limitInFlight(request, reply, done) {
    if (isProbe(request.url.split("?", 1)[0]!) || isWatch(request)) return done();
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
