// Copied by corespec from templates/server/storage/cache/cache-watcher.ts. DO NOT EDIT: change the template and run `npm run generate`.
import { WatchQueue } from "../watch-queue.js";
export const EVERY_KEY = {
  lo: "",
  hi: undefined,
};
export function namespaceRange(namespace) {
  // "/" + 1 is "0": every key of the namespace sorts in [ns/, ns0).
  return {
    lo: `${namespace}/`,
    hi: `${namespace}0`,
  };
}
export function inRange(range, key) {
  if (range.exact !== undefined) return key === range.exact;
  return key >= range.lo && (range.hi === undefined || key < range.hi);
}
/**
 * A watch of a cache. Its events go through a WatchQueue: the initial ones wait until the first
 * delivery (flush), then everything goes out at the pace its consumer takes it (pause/resume),
 * and a consumer that falls too far behind the live changes ends the watch.
 */
export class CacheWatcher {
  range;
  select;
  onEvent;
  onStop;
  onEnd;
  stopped = false;
  /** Changes at or below this revision were accounted for when the watch started. */
  startRv = 0;
  /** The cache's current revision, for progress BOOKMARKs (requestProgress). */
  revision = () => this.startRv;
  queue;
  constructor(range, select, onEvent, onStop, onEnd, maxQueueBytes) {
    this.range = range;
    this.select = select;
    this.onEvent = onEvent;
    this.onStop = onStop;
    this.onEnd = onEnd;
    this.queue = new WatchQueue(
      (event) => this.call(event),
      () => this.fellBehind(),
      maxQueueBytes,
      false,
    );
  }
  stop() {
    if (this.stopped) return;
    this.stopped = true;
    this.queue.clear();
    this.onStop(this);
  }
  pause() {
    this.queue.pause();
  }
  resume() {
    if (!this.stopped) this.queue.resume();
  }
  /** Ends the watch with an error (410 when the cache lost its history). */
  fail(error) {
    if (this.stopped) return;
    this.stop();
    this.onEnd(error);
  }
  /** Ends the watch without an error: its consumer did not take the live changes in time. */
  fellBehind() {
    if (this.stopped) return;
    this.stop();
    this.onEnd();
  }
  /** The event this watcher sees of a change, if any (Kubernetes' cacheWatcher.convertToWatchEvent). */
  view(change) {
    if (!inRange(this.range, change.key)) return undefined;
    if (this.select === undefined) return change.event(change.type);
    const now = change.type !== "DELETED" && this.select(change.object);
    const before = change.prev !== undefined && this.select(change.prev);
    if (now) return change.event(before ? "MODIFIED" : "ADDED");
    return before ? change.event("DELETED") : undefined;
  }
  /**
   * A BOOKMARK at the cache's current revision, behind whatever waits: changes are applied
   * synchronously, so every change up to it is delivered before it (the memory store's answer
   * to a cacher over it).
   */
  requestProgress() {
    if (!this.stopped)
      this.queue.push(
        {
          type: "BOOKMARK",
          resourceVersion: String(this.revision()),
        },
        0,
      );
  }
  /** Queues an initial event (a current object, a replayed change, the end-of-initial-events bookmark). */
  initial(event) {
    this.queue.hold(event);
  }
  /** A live change of `bytes` JSON bytes. */
  deliver(event, bytes) {
    if (!this.stopped) this.queue.push(event, bytes);
  }
  /**
   * A progress BOOKMARK, sent only to a watch that has nothing waiting (as Kubernetes adds
   * bookmarks without blocking, and skips watchers whose channel is full).
   */
  bookmark(event) {
    if (!this.stopped && this.queue.idle) this.call(event);
  }
  call(event) {
    try {
      this.onEvent(event);
    } catch {
      // A listener that throws ends its own watch; the store and other watchers go on.
      this.stop();
    }
  }
  /** The first delivery: the initial events, then every change. */
  flush() {
    if (!this.stopped) this.queue.start();
  }
}
/** A watcher that failed before it started: it only reports its error. */
export class FailedWatcher {
  stopped = false;
  constructor(error, onError) {
    queueMicrotask(() => {
      if (this.stopped) return;
      this.stopped = true;
      onError(error);
    });
  }
  stop() {
    this.stopped = true;
  }
}
