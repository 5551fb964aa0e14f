// Copied by corespec from templates/server/storage/cache/resource-cache.ts. DO NOT EDIT: change the template and run `npm run generate`.

/**
 * Everything a store keeps in memory of one resource, and how it serves reads, lists and
 * watches from it: the memory store keeps its objects here, the etcd store keeps its watch
 * cache here (Kubernetes' cacher), fed by etcd's watch.
 *
 * - Objects are deep-frozen and handed out as they are: nothing is copied per reader or watcher.
 * - The history (history.ts) serves watches from a past revision and rebuilds the state at a
 *   past revision for `Exact` lists and for the pages of a list, which all read the first
 *   page's revision: the current state with the changes since undone.
 * - Watchers are called synchronously, in revision order, when a change is applied (after
 *   their predicate, which reads the frozen objects in place), so fan-out to thousands of
 *   watchers costs one loop.
 */
import { encodeContinue } from "../continue-token.js";
import { expiredContinue, listRevision, TOO_OLD_LIST_MESSAGE } from "../list-revision.js";
import { metaOf } from "../objects.js";
import {
  parseResourceVersion,
  StoreError,
  type BookmarkEvent,
  type ListQuery,
  type ListResult,
  type ObjectPredicate,
  type StoredObject,
  type StoreEvent,
  type Watcher,
  type WatchQuery,
} from "../storage.js";
import {
  CacheWatcher,
  EVERY_KEY,
  FailedWatcher,
  namespaceRange,
  type Range,
} from "./cache-watcher.js";
import { Change, History } from "./history.js";
import { compare, lowerBound, SortedKeys, upperBound } from "./sorted-keys.js";

export interface CacheOptions {
  /** Changes kept, for watches from a past revision and consistent pages. */
  readonly historySize: number;
  /** JSON bytes of changes kept. */
  readonly historyBytes: number;
  /** JSON bytes of live changes a paused watch may have waiting before it ends (watch-queue.ts). */
  readonly watchQueueBytes: number;
  /** How long a continue token stays valid after the first page of its list. */
  readonly continueTtlMs: number;
  /** The clock, in milliseconds. */
  readonly now: () => number;
  /** The store's current revision (every resource's changes count). */
  readonly revision: () => number;
}

/** The state of a resource at a past revision: the current objects with an overlay of undone changes. */
interface Snapshot {
  /** Keys whose state differs from the current one: their state then (null: absent). */
  readonly overlay: Map<string, StoredObject | null> | undefined;
  /** Keys present then but not now, sorted. */
  readonly extra: readonly string[];
}

const CURRENT: Snapshot = { overlay: undefined, extra: [] };

export class ResourceCache {
  readonly objects: Map<string, StoredObject> = new Map();
  private readonly keys = new SortedKeys((k) => this.objects.has(k));
  private readonly history: History;
  readonly watchers: Set<CacheWatcher> = new Set();
  private readonly queue: Change[] = [];
  private dispatching = false;

  constructor(
    private readonly options: CacheOptions,
    /** Called when the number of watchers changes (the store runs its bookmark timer meanwhile). */
    private readonly onWatchers: (delta: number) => void = () => undefined,
  ) {
    this.history = new History(options.historySize, options.historyBytes);
  }

  get compactedRv(): number {
    return this.history.compactedRv;
  }

  historyUsage(): { changes: number; bytes: number } {
    return this.history.usage();
  }

  get(key: string): StoredObject | undefined {
    return this.objects.get(key);
  }

  /** Applies a change: the new state, its history entry, and the events of the watchers. */
  apply(change: Change): void {
    if (change.type === "DELETED") {
      this.objects.delete(change.key);
      this.keys.remove(change.key);
    } else {
      if (!this.objects.has(change.key)) this.keys.add(change.key);
      this.objects.set(change.key, change.object);
    }
    this.history.record(change);
    if (this.watchers.size === 0) return;
    this.queue.push(change);
    if (this.dispatching) return; // a listener wrote: its change goes out after the current one
    this.dispatching = true;
    try {
      for (let q = 0; q < this.queue.length; q++) {
        const c = this.queue[q]!;
        for (const watcher of this.watchers) {
          if (c.rv <= watcher.startRv) continue; // started during this dispatch: already replayed
          const event = watcher.view(c);
          if (event !== undefined) watcher.deliver(event, c.bytes);
        }
      }
    } finally {
      this.queue.length = 0;
      this.dispatching = false;
    }
  }

  /**
   * Replaces every object (a relist): the history is gone, revisions up to `rv` are too old,
   * and running watches end with 410 so that their clients relist too.
   */
  reset(objects: ReadonlyMap<string, StoredObject>, rv: number): void {
    this.objects.clear();
    for (const [k, v] of objects) this.objects.set(k, v);
    this.keys.reset([...objects.keys()]);
    this.history.reset(rv);
    for (const watcher of [...this.watchers])
      watcher.fail(StoreError.expired(`too old resource version: the cache was rebuilt at ${rv}`));
  }

  /** The state at a revision the kept history reaches. */
  private snapshot(rv: number): Snapshot {
    const changes = this.history.after(rv);
    if (changes.length === 0) return CURRENT;
    const overlay = new Map<string, StoredObject | null>();
    // Newest first, so the oldest change's previous state (the state at rv) wins.
    for (let i = changes.length - 1; i >= 0; i--) {
      const c = changes[i]!;
      overlay.set(c.key, c.prev ?? null);
    }
    const extra: string[] = [];
    for (const [k, v] of overlay) if (v !== null && !this.objects.has(k)) extra.push(k);
    extra.sort(compare);
    return { overlay, extra };
  }

  list(query: ListQuery, namespaced: boolean): ListResult {
    const current = this.options.revision();
    const range =
      namespaced && query.namespace !== undefined && query.namespace !== ""
        ? namespaceRange(query.namespace)
        : EVERY_KEY;
    const limit =
      query.limit !== undefined && query.limit > 0 ? Math.floor(query.limit) : undefined;
    const now = this.options.now();
    const revision = listRevision(
      query,
      range === EVERY_KEY ? "" : range.lo,
      now,
      this.options.continueTtlMs,
    );
    switch (revision.kind) {
      case "continue": {
        const { token } = revision;
        if (revision.stale || token.rv < this.compactedRv || token.rv > current)
          throw expiredContinue(token, current, now);
        return this.page(token.rv, range, query.select, limit, token.start, token.t);
      }
      case "latest":
        return this.page(current, range, query.select, limit, undefined, now);
      case "exact":
      case "notOlderThan": {
        if (revision.rv > current) throw StoreError.tooLargeResourceVersion(revision.rv, current);
        if (revision.kind === "notOlderThan")
          return this.page(current, range, query.select, limit, undefined, now);
        if (revision.rv < this.compactedRv) throw StoreError.expired(TOO_OLD_LIST_MESSAGE);
        return this.page(revision.rv, range, query.select, limit, undefined, now);
      }
    }
  }

  private page(
    at: number,
    range: Range,
    select: ObjectPredicate | undefined,
    limit: number | undefined,
    after: string | undefined,
    issued: number,
  ): ListResult {
    const snap = this.snapshot(at);
    const keys = this.keys.read();
    const { overlay, extra } = snap;
    const objects = this.objects;
    const items: StoredObject[] = [];
    let i =
      after !== undefined && after >= range.lo
        ? upperBound(keys, after)
        : lowerBound(keys, range.lo);
    let j =
      extra.length === 0
        ? 0
        : after !== undefined && after >= range.lo
          ? upperBound(extra, after)
          : lowerBound(extra, range.lo);
    const hi = range.hi;
    let lastKey: string | undefined;
    let more = false;

    if (overlay === undefined && select === undefined) {
      // The common case: a slice of the sorted keys.
      const end = hi === undefined ? keys.length : lowerBound(keys, hi);
      const stop = limit === undefined ? end : Math.min(end, i + limit);
      for (let n = i; n < stop; n++) items.push(objects.get(keys[n]!)!);
      if (stop < end) {
        more = true;
        lastKey = keys[stop - 1];
      }
    } else {
      for (;;) {
        let k: string;
        if (j < extra.length && (i >= keys.length || extra[j]! < keys[i]!)) k = extra[j++]!;
        else if (i < keys.length) k = keys[i++]!;
        else break;
        if (hi !== undefined && k >= hi) break;
        const object = overlay !== undefined && overlay.has(k) ? overlay.get(k)! : objects.get(k);
        if (object === null || object === undefined) continue;
        if (limit !== undefined && items.length >= limit) {
          more = true;
          break;
        }
        if (select !== undefined && !select(object)) continue;
        items.push(object);
        lastKey = k;
      }
    }

    const result: {
      items: StoredObject[];
      resourceVersion: string;
      continue?: string;
      remainingItemCount?: number;
    } = { items, resourceVersion: String(at) };
    if (more && lastKey !== undefined) {
      result.continue = encodeContinue({ rv: at, start: lastKey, t: issued });
      if (select === undefined)
        result.remainingItemCount = this.countAfter(keys, snap, lastKey, hi);
    }
    return result;
  }

  /** How many keys the snapshot holds in (after, hi). */
  private countAfter(
    keys: readonly string[],
    snap: Snapshot,
    after: string,
    hi: string | undefined,
  ): number {
    let count = (hi === undefined ? keys.length : lowerBound(keys, hi)) - upperBound(keys, after);
    if (snap.overlay !== undefined) {
      for (const [k, v] of snap.overlay) {
        if (k <= after || (hi !== undefined && k >= hi)) continue;
        count += (v !== null ? 1 : 0) - (this.objects.has(k) ? 1 : 0);
      }
    }
    return count;
  }

  /** Whether the kept history reaches a revision: a watch from it can be served here. */
  reaches(rv: number): boolean {
    return rv >= this.compactedRv;
  }

  watch(
    query: WatchQuery,
    exactKey: string | undefined,
    namespaced: boolean,
    onEvent: (event: StoreEvent | BookmarkEvent) => void,
    onEnd: (error?: StoreError) => void,
  ): Watcher {
    const current = this.options.revision();
    const rvText = query.resourceVersion ?? "";
    let from: number | undefined;
    let initial: boolean;
    try {
      if (rvText !== "" && rvText !== "0") {
        from = parseResourceVersion(rvText);
        if (from > current) throw StoreError.tooLargeResourceVersion(from, current);
      }
      initial = query.sendInitialEvents ?? from === undefined;
      if (!initial && from !== undefined && from < this.compactedRv)
        throw StoreError.expired(`too old resource version: ${from} (${this.compactedRv})`);
    } catch (error) {
      if (error instanceof StoreError) return new FailedWatcher(error, onEnd);
      throw error;
    }
    let range: Range;
    if (exactKey !== undefined) range = { lo: "", hi: undefined, exact: exactKey };
    else
      range =
        namespaced && query.namespace !== undefined && query.namespace !== ""
          ? namespaceRange(query.namespace)
          : EVERY_KEY;

    const watcher = new CacheWatcher(
      range,
      query.select,
      onEvent,
      (w) => this.stopped(w),
      onEnd,
      this.options.watchQueueBytes,
    );
    watcher.startRv = current;
    watcher.revision = this.options.revision;
    if (initial) {
      for (const object of this.currentObjects(range)) {
        if (query.select !== undefined && !query.select(object)) continue;
        watcher.initial({
          type: "ADDED",
          object,
          resourceVersion: String(metaOf(object).resourceVersion),
        });
      }
      if (query.sendInitialEvents === true)
        watcher.initial({
          type: "BOOKMARK",
          resourceVersion: String(current),
          initialEventsEnd: true,
        });
    } else if (from !== undefined) {
      for (const change of this.history.after(from)) {
        const event = watcher.view(change);
        if (event !== undefined) watcher.initial(event);
      }
    }
    this.watchers.add(watcher);
    this.onWatchers(1);
    queueMicrotask(() => watcher.flush());
    return watcher;
  }

  private stopped(watcher: CacheWatcher): void {
    if (this.watchers.delete(watcher)) this.onWatchers(-1);
  }

  private currentObjects(range: Range): StoredObject[] {
    if (range.exact !== undefined) {
      const object = this.objects.get(range.exact);
      return object === undefined ? [] : [object];
    }
    const keys = this.keys.read();
    const end = range.hi === undefined ? keys.length : lowerBound(keys, range.hi);
    const out: StoredObject[] = [];
    for (let n = lowerBound(keys, range.lo); n < end; n++) out.push(this.objects.get(keys[n]!)!);
    return out;
  }

  /** Sends the running watches (those past their first delivery) a BOOKMARK at a revision. */
  bookmark(rv: number): void {
    const bookmark: BookmarkEvent = Object.freeze({
      type: "BOOKMARK",
      resourceVersion: String(rv),
    });
    for (const watcher of [...this.watchers]) watcher.bookmark(bookmark);
  }

  compact(rv: number): void {
    this.history.compact(rv);
  }

  /** Stops every watch. */
  close(): void {
    for (const watcher of [...this.watchers]) watcher.stop();
  }

  /** How many objects the resource holds. */
  get size(): number {
    return this.objects.size;
  }
}
