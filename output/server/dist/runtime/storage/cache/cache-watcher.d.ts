/** A watch served from a resource's cache, and the key ranges watches and lists cover. */
import {
  StoreError,
  type BookmarkEvent,
  type ObjectPredicate,
  type StoreEvent,
  type Watcher,
} from "../storage.js";
import type { Change } from "./history.js";
/** The keys a query covers: [lo, hi), or exactly one key. */
export interface Range {
  readonly lo: string;
  /** Exclusive; undefined for no upper bound. */
  readonly hi: string | undefined;
  readonly exact?: string;
}
export declare const EVERY_KEY: Range;
export declare function namespaceRange(namespace: string): Range;
export declare function inRange(range: Range, key: string): boolean;
/**
 * A watch of a cache. Its events go through a WatchQueue: the initial ones wait until the first
 * delivery (flush), then everything goes out at the pace its consumer takes it (pause/resume),
 * and a consumer that falls too far behind the live changes ends the watch.
 */
export declare class CacheWatcher implements Watcher {
  private readonly range;
  private readonly select;
  private readonly onEvent;
  private readonly onStop;
  private readonly onEnd;
  stopped: boolean;
  /** Changes at or below this revision were accounted for when the watch started. */
  startRv: number;
  /** The cache's current revision, for progress BOOKMARKs (requestProgress). */
  revision: () => number;
  private readonly queue;
  constructor(
    range: Range,
    select: ObjectPredicate | undefined,
    onEvent: (event: StoreEvent | BookmarkEvent) => void,
    onStop: (watcher: CacheWatcher) => void,
    onEnd: (error?: StoreError) => void,
    maxQueueBytes: number,
  );
  stop(): void;
  pause(): void;
  resume(): void;
  /** Ends the watch with an error (410 when the cache lost its history). */
  fail(error: StoreError): void;
  /** Ends the watch without an error: its consumer did not take the live changes in time. */
  private fellBehind;
  /** The event this watcher sees of a change, if any (Kubernetes' cacheWatcher.convertToWatchEvent). */
  view(change: Change): StoreEvent | undefined;
  /**
   * A BOOKMARK at the cache's current revision, behind whatever waits: changes are applied
   * synchronously, so every change up to it is delivered before it (the memory store's answer
   * to a cacher over it).
   */
  requestProgress(): void;
  /** Queues an initial event (a current object, a replayed change, the end-of-initial-events bookmark). */
  initial(event: StoreEvent | BookmarkEvent): void;
  /** A live change of `bytes` JSON bytes. */
  deliver(event: StoreEvent, bytes: number): void;
  /**
   * A progress BOOKMARK, sent only to a watch that has nothing waiting (as Kubernetes adds
   * bookmarks without blocking, and skips watchers whose channel is full).
   */
  bookmark(event: BookmarkEvent): void;
  private call;
  /** The first delivery: the initial events, then every change. */
  flush(): void;
}
/** A watcher that failed before it started: it only reports its error. */
export declare class FailedWatcher implements Watcher {
  private stopped;
  constructor(error: StoreError, onError: (error: StoreError) => void);
  stop(): void;
}
