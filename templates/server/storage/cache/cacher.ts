/**
 * The watch cache as a Storage over another Storage, as Kubernetes' cacher wraps etcd
 * (k8s.io/apiserver/pkg/storage/cacher): one cache per resource (resource-cache.ts), filled
 * and kept in step by a reflector (reflector.ts) from the storage's own list and watch. Reads,
 * lists and watches are served from the cache or handed to the storage as the delegator
 * decides (delegator.ts); writes go to the storage, which checks their preconditions against
 * its own state (the cache's copy is only a suggestion it may start from), and then wait for
 * the cache to show them, so that a read through this server sees its own writes.
 *
 * The etcd store sits below it (`new Cacher(new EtcdStore(...))`); the memory store needs none:
 * it keeps its objects in the same caches and reads them at its current revision.
 */
import { keyOf, metaOf, objectKey } from "../objects.js";
import {
  parseResourceVersion,
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
} from "../storage.js";
import { DeferredWatcher } from "../deferred-watcher.js";
import { isConsistentRead, listRoute, watchesFrom } from "./delegator.js";
import { Reflector } from "./reflector.js";
import { ResourceCaches, type WatchCacheOptions } from "./resource-caches.js";

export interface CacherOptions extends WatchCacheOptions {
  /** How long start() waits for the caches to fill. Default 5 s. */
  readonly requestTimeoutMs?: number;
  /** How long a write waits for the cache to show it, and a read for the cache to reach a revision. Default 3 s. */
  readonly cacheWaitMs?: number;
}

/** What the cacher uses of the storage below besides the Storage interface, when it has it. */
interface Below extends Storage {
  compact?(revision?: number): unknown;
  close?(): unknown;
}

export class Cacher implements Storage {
  private readonly caches: ResourceCaches;
  private readonly reflectors = new Map<string, Reflector>();
  private readonly timeoutMs: number;
  private readonly waitMs: number;
  /** The highest revision any cache has reached. */
  private revision = 0;
  private closed = false;

  constructor(
    /** The storage below: the truth, which the caches follow. */
    readonly storage: Below,
    options: CacherOptions = {},
  ) {
    this.caches = new ResourceCaches(options, (key) => this.reflector(key).revision);
    this.timeoutMs = options.requestTimeoutMs ?? 5000;
    this.waitMs = options.cacheWaitMs ?? 3000;
  }

  private reflector(key: ResourceKey): Reflector {
    const id = `${key.group}/${key.resource}`;
    let reflector = this.reflectors.get(id);
    if (reflector === undefined) {
      reflector = new Reflector(
        this.storage,
        key,
        this.caches.of(key),
        (rv) => (this.revision = Math.max(this.revision, rv)),
      );
      this.reflectors.set(id, reflector);
    }
    return reflector;
  }

  /** The reflector of a resource, its cache filled or not: no request waits for a cache to fill. */
  private opened(key: ResourceKey, operation: string): Reflector {
    if (this.closed) throw StoreError.unreachable(key, operation);
    return this.reflector(key);
  }

  /** Starts filling the resources' caches, as Kubernetes starts its cachers with the server; waits at most the request timeout. */
  async start(keys: readonly ResourceKey[]): Promise<void> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, this.timeoutMs)));
    try {
      await Promise.race([Promise.all(keys.map((k) => this.reflector(k).started)), late]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Whether the storage is ready and every started cache is watching: the server's /readyz. */
  async ready(): Promise<boolean> {
    if (this.closed) return false;
    if (this.storage.ready !== undefined && !(await this.storage.ready())) return false;
    return [...this.reflectors.values()].every((r) => r.connected);
  }

  resourceVersion(): string {
    return String(Math.max(this.revision, Number(this.storage.resourceVersion())));
  }

  /** After a write, waits for the cache to have it, and answers with the cache's object when it is that write's (one object kept, not two). */
  private async settle(
    reflector: Reflector,
    cacheKey: string,
    written: StoredObject,
  ): Promise<StoredObject> {
    if (!reflector.filled) return written;
    const rv = String(metaOf(written).resourceVersion);
    await reflector.waitFor(Number(rv), this.waitMs);
    const cached = reflector.cache.get(cacheKey);
    return cached !== undefined && metaOf(cached).resourceVersion === rv ? cached : written;
  }

  async create(key: ResourceKey, object: StoredObject): Promise<StoredObject> {
    const reflector = this.opened(key, "create");
    const k = objectKey(key, object);
    return this.settle(reflector, k, await this.storage.create(key, object));
  }

  /**
   * Kubernetes' delegator Get: without resourceVersion (a consistent read), or while the cache
   * is not filled, the storage's; with "0", the cache's as it is; with a revision, the cache's
   * once it has reached it (504 past the wait: waitUntilFreshAndBlock).
   */
  async get(
    key: ResourceKey,
    namespace: string | undefined,
    name: string,
    options: GetOptions = {},
  ): Promise<StoredObject | undefined> {
    const reflector = this.opened(key, "get");
    if (!reflector.filled || (options.resourceVersion ?? "") === "")
      return this.storage.get(key, namespace, name, options);
    await this.fresh(reflector, options.resourceVersion);
    return reflector.cache.get(keyOf(key, namespace, name));
  }

  async update(
    key: ResourceKey,
    object: StoredObject,
    precondition?: Precondition,
  ): Promise<StoredObject> {
    const reflector = this.opened(key, "update");
    const k = objectKey(key, object);
    const suggestion = reflector.filled ? reflector.cache.get(k) : undefined;
    return this.settle(
      reflector,
      k,
      await this.storage.update(key, object, precondition, suggestion),
    );
  }

  async delete(
    key: ResourceKey,
    namespace: string | undefined,
    name: string,
    precondition?: Precondition,
  ): Promise<StoredObject> {
    const reflector = this.opened(key, "delete");
    const last = await this.storage.delete(key, namespace, name, precondition);
    if (reflector.filled)
      await reflector.waitFor(Number(metaOf(last).resourceVersion), this.waitMs);
    return last;
  }

  /** Waits for the cache to reach a revision a request names; 504 past the wait, as Kubernetes answers. */
  private async fresh(reflector: Reflector, resourceVersion: string | undefined): Promise<void> {
    if (resourceVersion === undefined || resourceVersion === "" || resourceVersion === "0") return;
    const rv = parseResourceVersion(resourceVersion);
    if (rv <= reflector.revision || (await reflector.catchUp(rv, this.waitMs))) return;
    throw StoreError.tooLargeResourceVersion(rv, reflector.revision);
  }

  /** 429 while the cache is not filled (KEP-4568), with the retry period of how long it has been down. */
  private refuse(reflector: Reflector): never {
    throw StoreError.initializing(reflector.retryAfterSeconds());
  }

  async list(key: ResourceKey, query: ListQuery): Promise<ListResult> {
    const reflector = this.opened(key, "list");
    const route = listRoute(query, reflector.filled);
    if (route === "refuse") this.refuse(reflector);
    if (route === "storage") return this.storage.list(key, query);
    if (isConsistentRead(query)) {
      // At least as fresh as the storage's current revision, read from it now (the delegator's
      // GetCurrentResourceVersion), so that writes through other servers count too. A cache that
      // does not get there in time (its watch broken or behind) must not answer: the storage
      // does (the delegator's consistent-read fallback), so that a consistent list never misses
      // a write acknowledged before it.
      const current =
        this.storage.currentRevision !== undefined
          ? await this.storage.currentRevision(key)
          : this.resourceVersion();
      if (!(await reflector.catchUp(Number(current), this.waitMs)))
        return this.storage.list(key, query);
    } else if (!query.continue) await this.fresh(reflector, query.resourceVersion);
    return reflector.cache.list(query, key.namespaced);
  }

  watch(
    key: ResourceKey,
    query: WatchQuery,
    onEvent: (event: StoreEvent | BookmarkEvent) => void,
    onEnd: (error?: StoreError) => void,
  ): Watcher {
    // Thrown, not sent as an event: the request's answer (429), before the watch's stream starts.
    if (!this.closed && !this.reflector(key).filled) this.refuse(this.reflector(key));
    const deferred = new DeferredWatcher();
    const start = async () => {
      const reflector = this.opened(key, "watch");
      await this.fresh(reflector, query.resourceVersion);
      if (deferred.stopped) return;
      const rvText = query.resourceVersion ?? "";
      const from = rvText === "" || rvText === "0" ? undefined : parseResourceVersion(rvText);
      const exact =
        query.name !== undefined && query.name !== ""
          ? keyOf(key, query.namespace, query.name)
          : undefined;
      // Older than the cache keeps: the storage's own watch from that revision (410 once it has not kept it either).
      if (watchesFrom(query, from) && !reflector.cache.reaches(from!))
        deferred.set(this.storage.watch(key, query, onEvent, onEnd));
      else deferred.set(reflector.cache.watch(query, exact, key.namespaced, onEvent, onEnd));
    };
    start().catch((error: unknown) => {
      if (deferred.stopped) return;
      deferred.stop();
      onEnd(error instanceof StoreError ? error : StoreError.unreachable(key, "watch"));
    });
    return deferred;
  }

  /** Sends every running watch of the caches a BOOKMARK at its resource's revision. */
  sendBookmarks(): void {
    this.caches.sendBookmarks();
  }

  /** Compacts the storage below (when it compacts) and the caches' history with it. */
  async compact(revision?: number): Promise<void> {
    const at = await this.storage.compact?.(revision);
    const current = Number(this.storage.resourceVersion());
    const rv = typeof at === "number" ? at : Math.min(revision ?? current, current);
    for (const cache of this.caches.all()) cache.compact(rv);
  }

  /** The number and JSON bytes of the changes a resource's cache keeps. */
  historyUsage(key: ResourceKey): { changes: number; bytes: number } {
    return this.caches.existing(key)?.historyUsage() ?? { changes: 0, bytes: 0 };
  }

  /** Stops every watch and the reflectors, and closes the storage below. */
  async close(): Promise<void> {
    this.closed = true;
    for (const reflector of this.reflectors.values()) reflector.close();
    this.caches.close();
    await this.storage.close?.();
  }
}
