/**
 * A watch over HTTP: a chunked stream of WatchEvent, one JSON object per line, as
 * Kubernetes' watch handler writes it.
 *
 * - An error the handler raises before the watch starts (a bad selector) is an ordinary error
 *   answer (400 with a Status), not a 200 stream with an ERROR event.
 * - A client that stops reading is not buffered for without bound: once more than
 *   MAX_WATCH_BUFFER_BYTES wait to be written to its connection, the watch is closed and the
 *   connection dropped, as Kubernetes' cacher closes watchers that cannot keep up
 *   (k8s.io/apiserver/pkg/storage/cacher/cache_watcher.go); the client relists and watches
 *   again.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import type { RequestContext, ResourceHandlers, WatchSink } from "../apimachinery/handlers.js";
/** Bytes of events a watch may have waiting for its connection before it is closed. */
export declare const MAX_WATCH_BUFFER_BYTES: number;
/** Serves a watch request; `watches` holds the open ones (closed when the server closes). */
export declare function streamWatch(handlers: ResourceHandlers<unknown, unknown>, ctx: RequestContext, request: FastifyRequest, reply: FastifyReply, watches: Set<WatchSink>): Promise<FastifyReply>;
