// Copied by corespec from templates/server/storage/memory-store.ts. DO NOT EDIT: change the template and run `npm run generate`.
/**
 * The default Storage: everything in memory, one process. Each resource's objects, history
 * and watchers live in a ResourceCache (cache/resource-cache.ts); this store numbers the
 * writes with one global, increasing revision, as etcd does.
 */
import { deepEqual } from "@corespec/api/runtime/values.js";
import { Change } from "./cache/history.js";
import { DEFAULT_HISTORY_BYTES, ResourceCaches } from "./cache/resource-caches.js";
import {
  checkPrecondition,
  frozenAt,
  keyOf,
  metaOf,
  objectKey,
  storedJson,
  withResourceVersion,
} from "./objects.js";
import { checkMinimumResourceVersion, StoreError } from "./storage.js";
export { DEFAULT_HISTORY_BYTES };
/** The in-memory Storage. */
export class MemoryStore {
  rv = 1;
  caches;
  constructor(options = {}) {
    this.caches = new ResourceCaches(options, () => this.rv);
  }
  resourceVersion() {
    return String(this.rv);
  }
  /** The current revision: resourceVersion(), every write being this store's. */
  currentRevision() {
    return Promise.resolve(String(this.rv));
  }
  create(key, object) {
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
  put(cache, k, object, old) {
    const json = storedJson(object);
    const rv = ++this.rv;
    const stored = frozenAt(json, rv);
    cache.apply(
      new Change(old === undefined ? "ADDED" : "MODIFIED", k, rv, stored, old, json.length),
    );
    return stored;
  }
  /** Always at the current revision: a revision past it is 504 (etcd3 store Get: validateMinimumResourceVersion). */
  get(key, namespace, name, options = {}) {
    try {
      checkMinimumResourceVersion(options.resourceVersion, this.rv);
      return Promise.resolve(this.caches.existing(key)?.get(keyOf(key, namespace, name)));
    } catch (error) {
      return Promise.reject(error);
    }
  }
  update(key, object, precondition) {
    try {
      const cache = this.caches.of(key);
      const k = objectKey(key, object);
      const name = String(metaOf(object).name);
      const old = cache.get(k);
      if (old === undefined) throw StoreError.notFound(key, name);
      checkPrecondition(key, name, old, precondition, "update");
      const oldRv = String(metaOf(old).resourceVersion);
      const next = {
        ...object,
        metadata: {
          ...metaOf(object),
          resourceVersion: oldRv,
        },
      };
      if (deepEqual(next, old)) return Promise.resolve(old);
      return Promise.resolve(this.put(cache, k, object, old));
    } catch (error) {
      return Promise.reject(error);
    }
  }
  delete(key, namespace, name, precondition) {
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
  list(key, query) {
    try {
      return Promise.resolve(this.caches.of(key).list(query, key.namespaced));
    } catch (error) {
      return Promise.reject(error);
    }
  }
  watch(key, query, onEvent, onEnd) {
    const exact =
      query.name !== undefined && query.name !== ""
        ? keyOf(key, query.namespace, query.name)
        : undefined;
    return this.caches.of(key).watch(query, exact, key.namespaced, onEvent, onEnd);
  }
  /** Sends every running watch a BOOKMARK with the current revision (also done every `bookmarkIntervalMs`). */
  sendBookmarks() {
    this.caches.sendBookmarks();
  }
  /**
   * Drops the kept changes at or below a revision (default: all), as etcd compaction does:
   * watches and Exact lists from older revisions, and continue tokens of lists read before
   * it, then answer 410 Expired.
   */
  compact(revision) {
    const rv = Math.min(revision ?? this.rv, this.rv);
    for (const cache of this.caches.all()) cache.compact(rv);
  }
  /** Stops every watch and the bookmark timer. The store stays usable. */
  close() {
    this.caches.close();
  }
  /** The number and JSON bytes of the changes kept for a resource's watches. */
  historyUsage(key) {
    return (
      this.caches.existing(key)?.historyUsage() ?? {
        changes: 0,
        bytes: 0,
      }
    );
  }
  /** How many objects a resource holds. */
  count(key) {
    return this.caches.existing(key)?.size ?? 0;
  }
}
