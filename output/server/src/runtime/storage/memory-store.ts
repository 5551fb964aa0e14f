// Copied by corespec from templates/server/storage/memory-store.ts. DO NOT EDIT: change the template and run `npm run generate`.

/**
 * The default Storage: everything in memory, one process. Each resource's objects, history
 * and watchers live in a ResourceCache (cache/resource-cache.ts); this store numbers the
 * writes with one global, increasing revision, as etcd does.
 */
import { deepEqual } from "@corespec/api/runtime/values.js";
import { Change } from "./cache/history.js";
import { ResourceCache } from "./cache/resource-cache.js";
import { frozenAt, keyOf, metaOf, objectKey, storedJson, withResourceVersion } from "./objects.js";
import {
  StoreError,
  type BookmarkEvent,
  type ListQuery,
  type ListResult,
  type Precondition,
  type ResourceKey,
  type Storage,
  type StoredObject,
  type StoreEvent,
  type Watcher,
  type WatchQuery,
} from "./storage.js";
import { MAX_WATCH_QUEUE_BYTES } from "./watch-queue.js";

/** Options of the memory store (and of the etcd store's watch cache). */
export interface MemoryStoreOptions {
  /** Changes kept per resource, for watches from a past revision and consistent pages. Default 10,000. */
  readonly historySize?: number;
  /**
   * Bytes of changes kept per resource (their objects' JSON size); the oldest are dropped past
   * it, whatever their count, so large objects written often cannot exhaust memory. Default
   * DEFAULT_HISTORY_BYTES.
   */
  readonly historyBytes?: number;
  /**
   * JSON bytes of live changes a watch whose client is behind may have waiting; past it the
   * watch ends and the client watches again. Default MAX_WATCH_QUEUE_BYTES (watch-queue.ts).
   */
  readonly watchQueueBytes?: number;
  /** How long a continue token stays valid after the first page of its list. Default 5 minutes. */
  readonly continueTtlMs?: number;
  /** How often running watches receive a BOOKMARK with the current revision; 0 disables. Default 60 s. */
  readonly bookmarkIntervalMs?: number;
  /** The clock, in milliseconds (tests). Default Date.now. */
  readonly now?: () => number;
}

/** The default of MemoryStoreOptions.historyBytes: 64 MiB of JSON per resource. */
export const DEFAULT_HISTORY_BYTES: number = 64 * 1024 * 1024;

/** The caches of a store's resources, and the bookmark timer their watches share. */
export class ResourceCaches {
  private readonly caches: Map<string, { key: ResourceKey; cache: ResourceCache }> = new Map();
  private watcherCount = 0;
  private bookmarkTimer: ReturnType<typeof setInterval> | undefined;
  private readonly bookmarkIntervalMs: number;
  /** MemoryStoreOptions.watchQueueBytes with its default (the etcd store's watches served by etcd take it too). */
  readonly watchQueueBytes: number;
  /** MemoryStoreOptions.continueTtlMs and .now with their defaults (the etcd store's lists read from etcd take them too). */
  readonly continueTtlMs: number;
  readonly now: () => number;

  constructor(
    private readonly options: MemoryStoreOptions,
    /** The current revision of a resource's cache (the memory store's is global). */
    private readonly revision: (key: ResourceKey) => number,
  ) {
    this.bookmarkIntervalMs = options.bookmarkIntervalMs ?? 60_000;
    this.watchQueueBytes = Math.max(0, options.watchQueueBytes ?? MAX_WATCH_QUEUE_BYTES);
    this.continueTtlMs = options.continueTtlMs ?? 5 * 60_000;
    this.now = options.now ?? Date.now;
  }

  of(key: ResourceKey): ResourceCache {
    const id = `${key.group}/${key.resource}`;
    let cache = this.caches.get(id)?.cache;
    if (cache === undefined) {
      cache = new ResourceCache(
        {
          historySize: Math.max(0, Math.floor(this.options.historySize ?? 10_000)),
          historyBytes: Math.max(0, this.options.historyBytes ?? DEFAULT_HISTORY_BYTES),
          watchQueueBytes: this.watchQueueBytes,
          continueTtlMs: this.continueTtlMs,
          now: this.now,
          revision: () => this.revision(key),
        },
        (delta) => this.watchersChanged(delta),
      );
      this.caches.set(id, { key, cache });
    }
    return cache;
  }

  existing(key: ResourceKey): ResourceCache | undefined {
    return this.caches.get(`${key.group}/${key.resource}`)?.cache;
  }

  all(): ResourceCache[] {
    return [...this.caches.values()].map((c) => c.cache);
  }

  private watchersChanged(delta: number): void {
    this.watcherCount += delta;
    if (this.watcherCount > 0 && this.bookmarkTimer === undefined && this.bookmarkIntervalMs > 0) {
      this.bookmarkTimer = setInterval(() => this.sendBookmarks(), this.bookmarkIntervalMs);
      (this.bookmarkTimer as { unref?: () => void }).unref?.();
    } else if (this.watcherCount <= 0 && this.bookmarkTimer !== undefined) {
      clearInterval(this.bookmarkTimer);
      this.bookmarkTimer = undefined;
    }
  }

  /** Sends every running watch a BOOKMARK at its resource's current revision. */
  sendBookmarks(): void {
    for (const { key, cache } of this.caches.values()) cache.bookmark(this.revision(key));
  }

  /** Stops every watch and the bookmark timer. */
  close(): void {
    for (const { cache } of this.caches.values()) cache.close();
    if (this.bookmarkTimer !== undefined) clearInterval(this.bookmarkTimer);
    this.bookmarkTimer = undefined;
    this.watcherCount = 0;
  }
}

/** The in-memory Storage. */
export class MemoryStore implements Storage {
  private rv = 1;
  private readonly caches: ResourceCaches;

  constructor(options: MemoryStoreOptions = {}) {
    this.caches = new ResourceCaches(options, () => this.rv);
  }

  resourceVersion(): string {
    return String(this.rv);
  }

  create(key: ResourceKey, object: StoredObject): Promise<StoredObject> {
    try {
      const cache = this.caches.of(key);
      const k = objectKey(key, object);
      if (cache.get(k) !== undefined) throw StoreError.alreadyExists(key, String(metaOf(object).name));
      return Promise.resolve(this.put(cache, k, object, undefined));
    } catch (error) {
      return Promise.reject(error);
    }
  }

  /** Stores `object` at `k` at the next revision, as a change of `old` (none: it is added). */
  private put(cache: ResourceCache, k: string, object: StoredObject, old: StoredObject | undefined): StoredObject {
    const json = storedJson(object);
    const rv = ++this.rv;
    const stored = frozenAt(json, rv);
    cache.apply(new Change(old === undefined ? "ADDED" : "MODIFIED", k, rv, stored, old, json.length));
    return stored;
  }

  get(key: ResourceKey, namespace: string | undefined, name: string): Promise<StoredObject | undefined> {
    return Promise.resolve(this.caches.existing(key)?.get(keyOf(key, namespace, name)));
  }

  update(key: ResourceKey, object: StoredObject, precondition?: Precondition): Promise<StoredObject> {
    try {
      const cache = this.caches.of(key);
      const k = objectKey(key, object);
      const name = String(metaOf(object).name);
      const old = cache.get(k);
      if (old === undefined) throw StoreError.notFound(key, name);
      checkPrecondition(key, name, old, precondition, "update");
      const oldRv = String(metaOf(old).resourceVersion);
      const next = { ...object, metadata: { ...metaOf(object), resourceVersion: oldRv } };
      if (deepEqual(next, old)) return Promise.resolve(old); // nothing changed (in any key order): no write, no event
      return Promise.resolve(this.put(cache, k, object, old));
    } catch (error) {
      return Promise.reject(error);
    }
  }

  delete(key: ResourceKey, namespace: string | undefined, name: string, precondition?: Precondition): Promise<StoredObject> {
    try {
      const cache = this.caches.of(key);
      const k = keyOf(key, namespace, name);
      const old = cache.get(k);
      if (old === undefined) throw StoreError.notFound(key, name);
      checkPrecondition(key, name, old, precondition, "delete");
      const rv = ++this.rv;
      const last = withResourceVersion(old, String(rv));
      cache.apply(new Change("DELETED", k, rv, last, old, JSON.stringify(old).length));
      return Promise.resolve(last);
    } catch (error) {
      return Promise.reject(error);
    }
  }

  list(key: ResourceKey, query: ListQuery): Promise<ListResult> {
    try {
      return Promise.resolve(this.caches.of(key).list(query, key.namespaced));
    } catch (error) {
      return Promise.reject(error);
    }
  }

  watch(key: ResourceKey, query: WatchQuery, onEvent: (event: StoreEvent | BookmarkEvent) => void, onEnd: (error?: StoreError) => void): Watcher {
    const exact = query.name !== undefined && query.name !== "" ? keyOf(key, query.namespace, query.name) : undefined;
    return this.caches.of(key).watch(query, exact, key.namespaced, onEvent, onEnd);
  }

  /** Sends every running watch a BOOKMARK with the current revision (also done every `bookmarkIntervalMs`). */
  sendBookmarks(): void {
    this.caches.sendBookmarks();
  }

  /**
   * Drops the kept changes at or below a revision (default: all), as etcd compaction does:
   * watches and Exact lists from older revisions, and continue tokens of lists read before
   * it, then answer 410 Expired.
   */
  compact(revision?: number): void {
    const rv = Math.min(revision ?? this.rv, this.rv);
    for (const cache of this.caches.all()) cache.compact(rv);
  }

  /** Stops every watch and the bookmark timer. The store stays usable. */
  close(): void {
    this.caches.close();
  }

  /** The number and JSON bytes of the changes kept for a resource's watches. */
  historyUsage(key: ResourceKey): { changes: number; bytes: number } {
    return this.caches.existing(key)?.historyUsage() ?? { changes: 0, bytes: 0 };
  }

  /** How many objects a resource holds. */
  count(key: ResourceKey): number {
    return this.caches.existing(key)?.size ?? 0;
  }
}

/** The preconditions of a write against the stored object; Conflict when one does not hold. */
export function checkPrecondition(key: ResourceKey, name: string, old: StoredObject, precondition: Precondition | undefined, write: "update" | "delete"): void {
  if (precondition === undefined) return;
  const m = metaOf(old);
  if (precondition.uid !== undefined && precondition.uid !== "" && precondition.uid !== m.uid) {
    throw StoreError.conflict(key, name, `Precondition failed: UID in precondition: ${precondition.uid}, UID in object meta: ${String(m.uid ?? "")}`);
  }
  if (precondition.resourceVersion !== undefined && precondition.resourceVersion !== "" && precondition.resourceVersion !== m.resourceVersion) {
    throw StoreError.conflict(
      key,
      name,
      write === "delete" ? `Precondition failed: ResourceVersion in precondition: ${precondition.resourceVersion}, ResourceVersion in object meta: ${String(m.resourceVersion ?? "")}` : undefined,
    );
  }
}
