// Copied by corespec from templates/server/storage/memory-store.ts. DO NOT EDIT: change the template and run `npm run generate`.

/**
 * The default Storage: everything in memory, one process. Each resource's objects, history
 * and watchers live in a ResourceCache (cache/resource-cache.ts); this store numbers the
 * writes with one global, increasing revision, as etcd does.
 */
import { deepEqual } from "@corespec/api/runtime/values.js";
import { Change } from "./cache/history.js";
import type { ResourceCache } from "./cache/resource-cache.js";
import {
  DEFAULT_HISTORY_BYTES,
  ResourceCaches,
  type WatchCacheOptions,
} from "./cache/resource-caches.js";
import {
  checkPrecondition,
  frozenAt,
  keyOf,
  metaOf,
  objectKey,
  storedJson,
  withResourceVersion,
} from "./objects.js";
import {
  checkMinimumResourceVersion,
  StoreError,
  type BookmarkEvent,
  type GetOptions,
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

/** Options of the memory store: those of its resources' caches. */
export type MemoryStoreOptions = WatchCacheOptions;

export { DEFAULT_HISTORY_BYTES };

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

  /** The current revision: resourceVersion(), every write being this store's. */
  currentRevision(): Promise<string> {
    return Promise.resolve(String(this.rv));
  }

  create(key: ResourceKey, object: StoredObject): Promise<StoredObject> {
    try {
      const cache = this.caches.of(key);
      const k = objectKey(key, object);
      if (cache.get(k) !== undefined)
        throw StoreError.alreadyExists(key, String(metaOf(object).name));
      return Promise.resolve(this.put(cache, k, object, undefined));
    } catch (error) {
      return Promise.reject(error);
    }
  }

  /** Stores `object` at `k` at the next revision, as a change of `old` (none: it is added). */
  private put(
    cache: ResourceCache,
    k: string,
    object: StoredObject,
    old: StoredObject | undefined,
  ): StoredObject {
    const json = storedJson(object);
    const rv = ++this.rv;
    const stored = frozenAt(json, rv);
    cache.apply(
      new Change(old === undefined ? "ADDED" : "MODIFIED", k, rv, stored, old, json.length),
    );
    return stored;
  }

  /** Always at the current revision: a revision past it is 504 (etcd3 store Get: validateMinimumResourceVersion). */
  get(
    key: ResourceKey,
    namespace: string | undefined,
    name: string,
    options: GetOptions = {},
  ): Promise<StoredObject | undefined> {
    try {
      checkMinimumResourceVersion(options.resourceVersion, this.rv);
      return Promise.resolve(this.caches.existing(key)?.get(keyOf(key, namespace, name)));
    } catch (error) {
      return Promise.reject(error);
    }
  }

  update(
    key: ResourceKey,
    object: StoredObject,
    precondition?: Precondition,
  ): Promise<StoredObject> {
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

  delete(
    key: ResourceKey,
    namespace: string | undefined,
    name: string,
    precondition?: Precondition,
  ): Promise<StoredObject> {
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

  watch(
    key: ResourceKey,
    query: WatchQuery,
    onEvent: (event: StoreEvent | BookmarkEvent) => void,
    onEnd: (error?: StoreError) => void,
  ): Watcher {
    const exact =
      query.name !== undefined && query.name !== ""
        ? keyOf(key, query.namespace, query.name)
        : undefined;
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
