/**
 * A watch over HTTP: a chunked stream of WatchEvent, one JSON object per line, as
 * Kubernetes' watch handler writes it.
 *
 * - An error the handler raises before the watch starts (a bad selector) is an ordinary error
 *   answer (400 with a Status), not a 200 stream with an ERROR event.
 * - Events are written at the pace the client reads (HTTP backpressure): when the connection
 *   has more waiting than its high-water mark, send() answers false and the handler pauses
 *   the store's watcher until the connection drains (the store holds the events meanwhile,
 *   within its bound: storage/watch-queue.ts). A client that keeps up is never dropped,
 *   however large its initial events.
 * - A watch that ends while its client is behind drops the connection, so that what waits to
 *   be written is freed; so does a connection with more than MAX_WATCH_BUFFER_BYTES waiting
 *   (a handler or store that does not pause), as Kubernetes' cacher closes watchers that
 *   cannot keep up (k8s.io/apiserver/pkg/storage/cacher/cache_watcher.go). The client
 *   watches again.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import type { RequestContext, ResourceHandlers, WatchSink } from "../apimachinery/handlers.js";
/**
 * Bytes of events a watch's connection may have waiting before it is dropped: a safety net for
 * watches that do not pause (a handler or store without flow control); paused watches wait in
 * the store (storage/watch-queue.ts, MAX_WATCH_QUEUE_BYTES, which gives Kubernetes' reference).
 */
export declare const MAX_WATCH_BUFFER_BYTES: number;
/** Serves a watch request; `watches` holds the open ones (closed when the server closes). */
export declare function streamWatch(
  handlers: ResourceHandlers<unknown, unknown>,
  ctx: RequestContext,
  request: FastifyRequest,
  reply: FastifyReply,
  watches: Set<WatchSink>,
  /** What each event's object is sent as (a Table row for `kubectl get --watch`). */
  transform?: (object: unknown) => unknown,
): Promise<FastifyReply>;
