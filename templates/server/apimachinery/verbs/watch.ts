/**
 * watch: the changes of the objects a query selects, sent to a sink until the client goes
 * away, the watch times out or the store ends it (k8s.io/apiserver
 * pkg/endpoints/handlers/watch.go serveWatch, over the store's watch).
 */
import { apiVersion } from "../kinds.js";
import { selectorsOf } from "../list-query.js";
import { fromStore } from "../store-errors.js";
import { parseResourceVersion, type WatchQuery } from "../../storage/storage.js";
import type { RequestContext, WatchSink } from "../request.js";
import { storeErrors, type Meta, type Resource } from "./resource.js";

/** A watch without timeoutSeconds ends after this long (Kubernetes' --min-request-timeout). */
export const DEFAULT_WATCH_TIMEOUT_SECONDS = 1800;
/** The longest delay Node's timers hold (2^31 - 1 ms, about 24.8 days); longer ones fire at once. */
export const MAX_TIMER_MS: number = 2 ** 31 - 1;

/** The query of a watch request: selectors, a name, where to start, initial events. */
function watchQuery(r: Resource, ctx: RequestContext): WatchQuery {
  const rv = ctx.query.resourceVersion;
  // A malformed resourceVersion is the request's error (400), not an event of the watch.
  if (typeof rv === "string" && rv !== "" && rv !== "0") parseResourceVersion(rv);
  return {
    ...selectorsOf(ctx, r.info, r.gates),
    ...(ctx.name !== undefined ? { name: ctx.name } : {}),
    ...(typeof rv === "string" && rv !== "" ? { resourceVersion: rv } : {}),
    ...(typeof ctx.query.sendInitialEvents === "boolean"
      ? { sendInitialEvents: ctx.query.sendInitialEvents }
      : {}),
  };
}

/** Resolves when the watch has ended. */
export function watch(r: Resource, ctx: RequestContext, sink: WatchSink): Promise<void> {
  const { info } = r;
  return storeErrors(
    r,
    () =>
      new Promise<void>((resolve) => {
        const query = watchQuery(r, ctx);
        let stopped = false;
        const stop = () => {
          if (stopped) return;
          stopped = true;
          watcher.stop();
          clearTimeout(timer);
          sink.close();
          resolve();
        };
        const bookmarks =
          ctx.query.allowWatchBookmarks === true || ctx.query.sendInitialEvents === true;
        const watcher = r.storage.watch(
          r.key,
          query,
          (event) => {
            let room: boolean;
            if (event.type === "BOOKMARK") {
              if (!bookmarks) return;
              const m: Meta = { resourceVersion: event.resourceVersion };
              // The seed's annotation, and Kubernetes' (metav1.InitialEventsAnnotationKey), which client-go's reflector waits for.
              if ("initialEventsEnd" in event && event.initialEventsEnd)
                m.annotations = {
                  "core.io/initial-events-end": "true",
                  "k8s.io/initial-events-end": "true",
                };
              room = sink.send({
                type: "BOOKMARK",
                object: { apiVersion: apiVersion(info), kind: info.kind, metadata: m },
              });
            } else room = sink.send({ type: event.type, object: event.object });
            // The client reads slower than the events come: the store holds them meanwhile.
            if (!room) watcher.pause?.();
          },
          (error) => {
            // Without an error, the client fell behind: the stream just ends, as Kubernetes ends it.
            if (error !== undefined)
              sink.send({ type: "ERROR", object: fromStore(error, info, "").status });
            stop();
          },
        );
        sink.onDrain(() => watcher.resume?.());
        const seconds =
          typeof ctx.query.timeoutSeconds === "number" && ctx.query.timeoutSeconds > 0
            ? ctx.query.timeoutSeconds
            : DEFAULT_WATCH_TIMEOUT_SECONDS;
        const timer = setTimeout(stop, Math.min(seconds * 1000, MAX_TIMER_MS));
        ctx.signal.addEventListener("abort", stop, { once: true });
      }),
  );
}
