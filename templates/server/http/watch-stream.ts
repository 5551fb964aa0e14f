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
import { retryAfterHeader, toApiError } from "./errors.js";
import { isPretty } from "./respond.js";
import type { RequestContext, ResourceHandlers, WatchSink } from "../apimachinery/handlers.js";

/**
 * Bytes of events a watch's connection may have waiting before it is dropped: a safety net for
 * watches that do not pause (a handler or store without flow control); paused watches wait in
 * the store (storage/watch-queue.ts, MAX_WATCH_QUEUE_BYTES, which gives Kubernetes' reference).
 */
export const MAX_WATCH_BUFFER_BYTES: number = 16 * 1024 * 1024;

type WatchEvent = Parameters<WatchSink["send"]>[0];

/**
 * The last object serialized: a change fanned out to many watches is the same frozen object
 * for each, so it is serialized once. One entry only, so that no serialized form outlives its
 * fan-out (a cache keyed by every object would keep a copy of the whole watch history).
 */
let lastObject: object | undefined;
let lastText = "";

function eventLine(event: WatchEvent, pretty: boolean): string {
  if (pretty || typeof event.object !== "object" || event.object === null)
    return `${pretty ? JSON.stringify(event, null, 2) : JSON.stringify(event)}\n`;
  let object: string;
  if (event.object === lastObject) object = lastText;
  else {
    object = JSON.stringify(event.object);
    if (Object.isFrozen(event.object)) {
      lastObject = event.object;
      lastText = object;
    }
  }
  return `{"type":${JSON.stringify(event.type)},"object":${object}}\n`;
}

const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** Serves a watch request; `watches` holds the open ones (closed when the server closes). */
export async function streamWatch(
  handlers: ResourceHandlers<unknown, unknown>,
  ctx: RequestContext,
  request: FastifyRequest,
  reply: FastifyReply,
  watches: Set<WatchSink>,
  /** What each event's object is sent as (a Table row for `kubectl get --watch`). */
  transform: (object: unknown) => unknown = (object) => object,
): Promise<FastifyReply> {
  reply.hijack();
  const raw = reply.raw;
  const pretty = isPretty(request);
  let started = false;
  let open = true;
  const start = () => {
    if (started) return;
    started = true;
    raw.writeHead(200, {
      "Content-Type": "application/json",
      "Transfer-Encoding": "chunked",
      "Cache-Control": "no-cache, private",
    });
    raw.flushHeaders();
  };
  const sink: WatchSink = {
    send(event) {
      if (!open) return true;
      start();
      const room = raw.write(
        eventLine(
          event.type === "BOOKMARK" || event.type === "ERROR"
            ? event
            : { ...event, object: transform(event.object) },
          pretty,
        ),
      );
      if (raw.writableLength > MAX_WATCH_BUFFER_BYTES) {
        // The client does not read: drop it (the handler stops on the request's abort signal).
        open = false;
        watches.delete(sink);
        raw.destroy();
        return true;
      }
      return room;
    },
    onDrain(listener) {
      raw.on("drain", listener);
    },
    close() {
      if (!open) return;
      open = false;
      watches.delete(sink);
      // A client that has not taken what waits would keep it in memory: let it go.
      if (raw.writableNeedDrain) return void raw.destroy();
      start();
      raw.end();
    },
  };
  watches.add(sink);
  raw.once("close", () => {
    open = false;
    watches.delete(sink);
  });
  let failure: { error: unknown } | undefined;
  const watching = handlers.watch(ctx, sink).catch((error: unknown) => {
    failure = { error };
  });
  // Errors raised as the watch is set up arrive before the next turn of the event loop.
  await nextTurn();
  if (failure !== undefined && !started && open) {
    open = false;
    watches.delete(sink);
    const error = toApiError(failure.error);
    const text = pretty
      ? `${JSON.stringify(error.status, null, 2)}\n`
      : JSON.stringify(error.status);
    raw.writeHead(error.code, {
      "Content-Type": "application/json",
      "Content-Length": Buffer.byteLength(text),
      ...retryAfterHeader(error),
    });
    raw.end(text);
    return reply;
  }
  if (open) start();
  await watching;
  if (failure !== undefined) {
    sink.send({ type: "ERROR", object: toApiError(failure.error).status });
    sink.close();
  }
  return reply;
}
