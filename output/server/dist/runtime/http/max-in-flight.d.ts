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
import type { onRequestHookHandler } from "fastify";
/** Reads served at once: the default of kube-apiserver's `--max-requests-inflight`. */
export declare const MAX_REQUESTS_IN_FLIGHT = 400;
/** Writes served at once: the default of kube-apiserver's `--max-mutating-requests-inflight`. */
export declare const MAX_MUTATING_REQUESTS_IN_FLIGHT = 200;
/** What a refused client is told to wait, in seconds (maxinflight.go's retryAfter). */
export declare const RETRY_AFTER_SECONDS = 1;
export interface InFlightLimits {
  /** GET and HEAD requests. */
  readonly readOnly: number;
  /** Every other method. */
  readonly mutating: number;
}
export declare const DEFAULT_IN_FLIGHT_LIMITS: InFlightLimits;
/** A Fastify onRequest hook (synchronous: no promise per request) that counts the requests being served and refuses those past the limits. */
export declare function inFlightLimiter(limits?: InFlightLimits): onRequestHookHandler;
