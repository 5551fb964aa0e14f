// Copied by corespec from templates/server/storage/cache/cache-watcher.ts. DO NOT EDIT: change the template and run `npm run generate`.

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

export const EVERY_KEY: Range = { lo: "", hi: undefined };

export function namespaceRange(namespace: string): Range {
  // "/" + 1 is "0": every key of the namespace sorts in [ns/, ns0).
  return { lo: `${namespace}/`, hi: `${namespace}0` };
}

export function inRange(range: Range, key: string): boolean {
  if (range.exact !== undefined) return key === range.exact;
  return key >= range.lo && (range.hi === undefined || key < range.hi);
}

/** A watch of a cache: events wait in `pending` until the first delivery, then go out live. */
export class CacheWatcher implements Watcher {
  stopped = false;
  /** Changes at or below this revision were accounted for when the watch started. */
  startRv = 0;
  /** Events waiting for the first delivery (initial events, replayed changes, and changes since). */
  pending: (StoreEvent | BookmarkEvent)[] | null = [];

  constructor(
    private readonly range: Range,
    private readonly select: ObjectPredicate | undefined,
    private readonly onEvent: (event: StoreEvent | BookmarkEvent) => void,
    private readonly onStop: (watcher: CacheWatcher) => void,
    private readonly onError: (error: StoreError) => void,
  ) {}

  stop(): void {
    if (this.stopped) return;
    this.stopped = true;
    this.pending = null;
    this.onStop(this);
  }

  /** Ends the watch with an error (410 when the cache lost its history). */
  fail(error: StoreError): void {
    if (this.stopped) return;
    this.stop();
    this.onError(error);
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

  deliver(event: StoreEvent | BookmarkEvent): void {
    if (this.stopped) return;
    if (this.pending !== null) {
      this.pending.push(event);
      return;
    }
    this.call(event);
  }

  private call(event: StoreEvent | BookmarkEvent): void {
    try {
      this.onEvent(event);
    } catch {
      // A listener that throws ends its own watch; the store and other watchers go on.
      this.stop();
    }
  }

  /** Delivers what waited, including changes that arrive meanwhile, then goes live. */
  flush(): void {
    const pending = this.pending;
    if (pending === null) return;
    for (let i = 0; i < pending.length && !this.stopped; i++) this.call(pending[i]!);
    if (!this.stopped) this.pending = null;
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
