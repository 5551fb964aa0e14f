/** A watch served from a resource's cache, and the key ranges watches and lists cover. */
import {
  StoreError,
  type BookmarkEvent,
  type ObjectPredicate,
  type StoreEvent,
  type Watcher,
} from "../storage.js";
import type { Change } from "./history.js";
import { WatchQueue } from "../watch-queue.js";

/** The keys a query covers: [lo, hi), or exactly one key. */
export interface Range {
  readonly lo: string;
  /** Exclusive; undefined for no upper bound. */
  readonly hi: string | undefined;
  readonly exact?: string;
}

export const EVERY_KEY: Range = { lo: "", hi: undefined };

export function namespaceRange(namespace: string): Range {
  // "/" + 1 is "0": every key of the namespace sorts in [ns/, ns0).
  return { lo: `${namespace}/`, hi: `${namespace}0` };
}

export function inRange(range: Range, key: string): boolean {
  if (range.exact !== undefined) return key === range.exact;
  return key >= range.lo && (range.hi === undefined || key < range.hi);
}

/**
 * A watch of a cache. Its events go through a WatchQueue: the initial ones wait until the first
 * delivery (flush), then everything goes out at the pace its consumer takes it (pause/resume),
 * and a consumer that falls too far behind the live changes ends the watch.
 */
export class CacheWatcher implements Watcher {
  stopped = false;
  /** Changes at or below this revision were accounted for when the watch started. */
  startRv = 0;
  /** The cache's current revision, for progress BOOKMARKs (requestProgress). */
  revision: () => number = () => this.startRv;
  private readonly queue: WatchQueue<StoreEvent | BookmarkEvent>;

  constructor(
    private readonly range: Range,
    private readonly select: ObjectPredicate | undefined,
    private readonly onEvent: (event: StoreEvent | BookmarkEvent) => void,
    private readonly onStop: (watcher: CacheWatcher) => void,
    private readonly onEnd: (error?: StoreError) => void,
    maxQueueBytes: number,
  ) {
    this.queue = new WatchQueue(
      (event) => this.call(event),
      () => this.fellBehind(),
      maxQueueBytes,
      false,
    );
  }

  stop(): void {
    if (this.stopped) return;
    this.stopped = true;
    this.queue.clear();
    this.onStop(this);
  }

  pause(): void {
    this.queue.pause();
  }

  resume(): void {
    if (!this.stopped) this.queue.resume();
  }

  /** Ends the watch with an error (410 when the cache lost its history). */
  fail(error: StoreError): void {
    if (this.stopped) return;
    this.stop();
    this.onEnd(error);
  }

  /** Ends the watch without an error: its consumer did not take the live changes in time. */
  private fellBehind(): void {
    if (this.stopped) return;
    this.stop();
    this.onEnd();
  }

  /** The event this watcher sees of a change, if any (Kubernetes' cacheWatcher.convertToWatchEvent). */
  view(change: Change): StoreEvent | undefined {
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
  requestProgress(): void {
    if (!this.stopped)
      this.queue.push({ type: "BOOKMARK", resourceVersion: String(this.revision()) }, 0);
  }

  /** Queues an initial event (a current object, a replayed change, the end-of-initial-events bookmark). */
  initial(event: StoreEvent | BookmarkEvent): void {
    this.queue.hold(event);
  }

  /** A live change of `bytes` JSON bytes. */
  deliver(event: StoreEvent, bytes: number): void {
    if (!this.stopped) this.queue.push(event, bytes);
  }

  /**
   * A progress BOOKMARK, sent only to a watch that has nothing waiting (as Kubernetes adds
   * bookmarks without blocking, and skips watchers whose channel is full).
   */
  bookmark(event: BookmarkEvent): void {
    if (!this.stopped && this.queue.idle) this.call(event);
  }

  private call(event: StoreEvent | BookmarkEvent): void {
    try {
      this.onEvent(event);
    } catch {
      // A listener that throws ends its own watch; the store and other watchers go on.
      this.stop();
    }
  }

  /** The first delivery: the initial events, then every change. */
  flush(): void {
    if (!this.stopped) this.queue.start();
  }
}

/** A watcher that failed before it started: it only reports its error. */
export class FailedWatcher implements Watcher {
  private stopped = false;
  constructor(error: StoreError, onError: (error: StoreError) => void) {
    queueMicrotask(() => {
      if (this.stopped) return;
      this.stopped = true;
      onError(error);
    });
  }
  stop(): void {
    this.stopped = true;
  }
}
