/**
 * A Storage over etcd v3, as Kubernetes' API server keeps its objects: keys laid out as
 * Kubernetes lays them out (keys.ts), the object's resourceVersion is etcd's modification
 * revision, and every write is one transaction that compares revisions, so a stale update
 * gets 409 Conflict, a taken name 409 AlreadyExists, and no update is ever lost, however many
 * servers share the etcd cluster. Reads, lists and watches are served from a watch cache per
 * resource (reflector.ts); a watch from a revision older than the cache keeps is served by its
 * own etcd watch (direct-watch.ts), and ends with 410 when etcd no longer has that revision.
 * While a cache is not filled, gets, writes and lists with a limit and no selector go to etcd,
 * and a watch or any other list gets 429 (KEP-4568).
 *
 * The client is `etcd3` (Microsoft's, on @grpc/grpc-js): it reconnects by itself and resumes
 * its watches from their last revision.
 */
import type { Etcd3, IRequestOp as RequestOp } from "etcd3";
import { deepEqual } from "@corespec/api/runtime/values.js";
import { ResourceCaches, checkPrecondition, type MemoryStoreOptions } from "../memory-store.js";
import { frozenAt, keyOf, metaOf, objectKey, storedJson, withResourceVersion } from "../objects.js";
import {
  parseResourceVersion,
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
} from "../storage.js";
import { DirectWatch } from "./direct-watch.js";
import { etcdClient } from "./etcd-client.js";
import { storeErrorOf } from "./etcd-errors.js";
import { listFromEtcd } from "./etcd-list.js";
import { resourcePrefix } from "./keys.js";
import { Reflector } from "./reflector.js";
import { guardWatchStream } from "./watch-guard.js";

export interface EtcdStoreOptions extends MemoryStoreOptions {
  /** etcd client URLs (`http://127.0.0.1:2379`). */
  readonly endpoints: readonly string[];
  /** The key prefix (Kubernetes' --etcd-prefix). Default `/registry`. */
  readonly prefix?: string;
  /** How long one etcd request may take before the write fails with 500 ServerTimeout. Default 5 s. */
  readonly requestTimeoutMs?: number;
}

/** How long a write waits for the watch cache to show it, and a read for the cache to reach a requested revision. */
const CACHE_WAIT_MS = 3000;

export class EtcdStore implements Storage {
  private readonly client: Etcd3;
  private readonly prefix: string;
  private readonly timeoutMs: number;
  private readonly caches: ResourceCaches;
  private readonly reflectors = new Map<string, Reflector>();
  private revision = 0;
  private closed = false;

  constructor(options: EtcdStoreOptions) {
    guardWatchStream();
    this.client = etcdClient(options.endpoints, options.requestTimeoutMs ?? 5000);
    this.prefix = (options.prefix ?? "/registry").replace(/\/+$/, "");
    this.timeoutMs = options.requestTimeoutMs ?? 5000;
    this.caches = new ResourceCaches(options, (key) => this.reflector(key).revision);
  }

  private reflector(key: ResourceKey): Reflector {
    const id = `${key.group}/${key.resource}`;
    let reflector = this.reflectors.get(id);
    if (reflector === undefined) {
      reflector = new Reflector(this.client, resourcePrefix(this.prefix, key), this.caches.of(key), (rv) => (this.revision = Math.max(this.revision, rv)));
      this.reflectors.set(id, reflector);
    }
    return reflector;
  }

  /** Whether `work` is done within the request timeout. */
  private async within(work: Promise<unknown>): Promise<boolean> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), this.timeoutMs)));
    try {
      return await Promise.race([work.then(() => true as const), late]);
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * Starts filling the resources' caches now, as Kubernetes starts its cachers with the server,
   * so that the first requests find them filled; waits at most the request timeout for them.
   */
  async start(keys: readonly ResourceKey[]): Promise<void> {
    await this.within(Promise.all(keys.map((k) => this.reflector(k).started)));
  }

  /**
   * The reflector of a resource, its cache filled or not: no request waits for a cache. Gets,
   * writes and lists with a limit and no selector go to etcd while it fills, as Kubernetes'
   * cacher delegates them (KEP-4568); a watch or another list is refused with 429 first
   * (`refuseUnfilled`). An object of the resource that etcd holds but cannot be read (not JSON)
   * keeps the cache from filling, so every such request of the others goes to etcd then.
   */
  private opened(key: ResourceKey, operation: string): Reflector {
    if (this.closed) throw StoreError.unreachable(key, operation);
    return this.reflector(key);
  }

  /**
   * A watch, or a list the cache would serve, while the resource's cache is not filled: 429, as
   * Kubernetes' cacher answers while it (re)initializes (KEP-4568), where a request used to wait
   * up to the request timeout. Gets, writes (`opened`) and lists with a limit and no selector
   * (shouldDelegateListOnNotReadyCache; etcd-list.ts) go to etcd meanwhile.
   */
  private refuseUnfilled(key: ResourceKey): void {
    if (this.closed) return;
    const reflector = this.reflector(key);
    if (!reflector.filled) throw StoreError.initializing(reflector.retryAfterSeconds());
  }

  /** Whether etcd answers and every started cache is watching: the server's /readyz. */
  async ready(): Promise<boolean> {
    if (this.closed) return false;
    try {
      await this.client.kv.range({ key: Buffer.from(`${this.prefix}/`), limit: 1, count_only: true }, { deadline: Date.now() + 1000 });
    } catch {
      return false;
    }
    return [...this.reflectors.values()].every((r) => r.connected);
  }

  resourceVersion(): string {
    return String(this.revision);
  }

  private etcdKey(key: ResourceKey, cacheKey: string): Buffer {
    return Buffer.from(`${resourcePrefix(this.prefix, key)}${cacheKey}`);
  }

  private options(): { deadline: number } {
    return { deadline: Date.now() + this.timeoutMs };
  }

  /**
   * After a write at `rv`, waits for the cache to have it (read-your-writes through this
   * server), and answers with the cache's object when it is that write's (one object kept,
   * not two), else with the written JSON.
   */
  private async settle(reflector: Reflector, cacheKey: string, json: string, rv: number): Promise<StoredObject> {
    if (!reflector.filled) return frozenAt(json, rv);
    await reflector.waitFor(rv, CACHE_WAIT_MS);
    const cached = reflector.cache.get(cacheKey);
    return cached !== undefined && metaOf(cached).resourceVersion === String(rv) ? cached : frozenAt(json, rv);
  }

  async create(key: ResourceKey, object: StoredObject): Promise<StoredObject> {
    const reflector = this.opened(key, "create");
    const k = objectKey(key, object);
    const etcdKey = this.etcdKey(key, k);
    const json = storedJson(object);
    try {
      const res = await this.client.kv.txn({ compare: [{ key: etcdKey, target: "Create", result: "Equal", create_revision: 0 }], success: [{ request_put: { key: etcdKey, value: Buffer.from(json) } }] }, this.options());
      if (!res.succeeded) throw StoreError.alreadyExists(key, String(metaOf(object).name));
      return await this.settle(reflector, k, json, Number(res.header.revision));
    } catch (error) {
      throw storeErrorOf(error, key, "create");
    }
  }

  async get(key: ResourceKey, namespace: string | undefined, name: string): Promise<StoredObject | undefined> {
    const reflector = this.opened(key, "get");
    const k = keyOf(key, namespace, name);
    if (reflector.filled) return reflector.cache.get(k);
    try {
      return await this.current(key, this.etcdKey(key, k));
    } catch (error) {
      throw storeErrorOf(error, key, "get");
    }
  }

  /** What the cache holds at `cacheKey` once filled; nothing while it fills (the caller reads etcd). */
  private cached(reflector: Reflector, cacheKey: string): StoredObject | undefined {
    return reflector.filled ? reflector.cache.get(cacheKey) : undefined;
  }

  /** The object as etcd has it now (a write found the cache's state stale). */
  private async current(key: ResourceKey, etcdKey: Buffer): Promise<StoredObject | undefined> {
    const res = await this.client.kv.range({ key: etcdKey }, this.options());
    const kv = res.kvs[0];
    return kv === undefined ? undefined : frozenAt(kv.value.toString(), Number(kv.mod_revision));
  }

  async update(key: ResourceKey, object: StoredObject, precondition?: Precondition): Promise<StoredObject> {
    const reflector = this.opened(key, "update");
    const k = objectKey(key, object);
    const name = String(metaOf(object).name);
    const etcdKey = this.etcdKey(key, k);
    try {
      let old = this.cached(reflector, k);
      const expected = precondition?.resourceVersion;
      // The cache may lag a write made through another server: the precondition decides, against etcd.
      if (old === undefined || (expected !== undefined && expected !== "" && expected !== metaOf(old).resourceVersion)) old = await this.current(key, etcdKey);
      if (old === undefined) throw StoreError.notFound(key, name);
      checkPrecondition(key, name, old, precondition, "update");
      const oldRv = String(metaOf(old).resourceVersion);
      if (deepEqual({ ...object, metadata: { ...metaOf(object), resourceVersion: oldRv } }, old)) return old;
      const json = storedJson(object);
      const rv = await this.writeAt(key, name, etcdKey, oldRv, { request_put: { key: etcdKey, value: Buffer.from(json) } });
      return await this.settle(reflector, k, json, rv);
    } catch (error) {
      throw storeErrorOf(error, key, "update");
    }
  }

  /**
   * One write of a key, if it is still at revision `rv` (what the caller read): the new
   * revision, or NotFound (deleted since) or Conflict (changed since).
   */
  private async writeAt(key: ResourceKey, name: string, etcdKey: Buffer, rv: string, write: RequestOp): Promise<number> {
    const res = await this.client.kv.txn(
      { compare: [{ key: etcdKey, target: "Mod", result: "Equal", mod_revision: parseResourceVersion(rv) }], success: [write], failure: [{ request_range: { key: etcdKey } }] },
      this.options(),
    );
    if (res.succeeded) return Number(res.header.revision);
    if (res.responses[0]?.response_range.kvs.length === 0) throw StoreError.notFound(key, name);
    throw StoreError.conflict(key, name);
  }

  async delete(key: ResourceKey, namespace: string | undefined, name: string, precondition?: Precondition): Promise<StoredObject> {
    const reflector = this.opened(key, "delete");
    const k = keyOf(key, namespace, name);
    const etcdKey = this.etcdKey(key, k);
    try {
      let old = this.cached(reflector, k);
      if (old === undefined || precondition !== undefined) old = await this.current(key, etcdKey);
      if (old === undefined) throw StoreError.notFound(key, name);
      checkPrecondition(key, name, old, precondition, "delete");
      const rv = await this.writeAt(key, name, etcdKey, String(metaOf(old).resourceVersion), { request_delete_range: { key: etcdKey } });
      if (reflector.filled) await reflector.waitFor(rv, CACHE_WAIT_MS);
      return withResourceVersion(old, String(rv));
    } catch (error) {
      throw storeErrorOf(error, key, "delete");
    }
  }

  /** A revision a request names, once the cache reflects it (504 past the wait, as Kubernetes answers). */
  private async fresh(key: ResourceKey, reflector: Reflector, resourceVersion: string | undefined): Promise<void> {
    if (resourceVersion === undefined || resourceVersion === "" || resourceVersion === "0") return;
    const rv = parseResourceVersion(resourceVersion);
    if (rv <= reflector.revision) return;
    try {
      if (await reflector.catchUp(rv, CACHE_WAIT_MS)) return;
    } catch (error) {
      throw storeErrorOf(error, key, "list");
    }
    throw StoreError.tooLargeResourceVersion(rv, reflector.revision);
  }

  async list(key: ResourceKey, query: ListQuery): Promise<ListResult> {
    // A list with a limit and no selector goes to etcd while the cache is not filled (KEP-4568); any other gets 429.
    const delegable = query.select === undefined && query.limit !== undefined && query.limit > 0;
    if (!delegable) this.refuseUnfilled(key);
    const reflector = this.opened(key, "list");
    if (!reflector.filled) {
      const context = { client: this.client, prefix: resourcePrefix(this.prefix, key), namespaced: key.namespaced, continueTtlMs: this.caches.continueTtlMs, now: this.caches.now(), options: () => this.options() };
      try {
        return await listFromEtcd(context, query);
      } catch (error) {
        throw storeErrorOf(error, key, "list");
      }
    }
    const rv = query.resourceVersion ?? "";
    if (query.continue) {
      // A page reads the revision of its token.
    } else if (rv === "") {
      // A consistent list: at least as fresh as every write this server has seen (of any
      // resource), as the memory store's global revision is. Served from the cache anyway
      // when etcd cannot confirm it in time.
      await reflector.catchUp(this.revision, CACHE_WAIT_MS).catch(() => false);
    } else await this.fresh(key, reflector, rv);
    return reflector.cache.list(query, key.namespaced);
  }

  watch(key: ResourceKey, query: WatchQuery, onEvent: (event: StoreEvent | BookmarkEvent) => void, onEnd: (error?: StoreError) => void): Watcher {
    // Thrown, not sent as an event: the request's answer (429), before the watch's stream starts.
    this.refuseUnfilled(key);
    let watcher: Watcher | undefined;
    let stopped = false;
    // The consumer may pause before the watch is set up: the state is handed on once it is.
    let paused = false;
    const start = async () => {
      const reflector = this.opened(key, "watch");
      await this.fresh(key, reflector, query.resourceVersion);
      if (stopped) return;
      const exact = query.name !== undefined && query.name !== "" ? keyOf(key, query.namespace, query.name) : undefined;
      const rvText = query.resourceVersion ?? "";
      const from = rvText === "" || rvText === "0" ? undefined : parseResourceVersion(rvText);
      const initial = query.sendInitialEvents ?? from === undefined;
      // Older than the cache keeps: etcd's own watch from that revision (410 once compacted).
      if (!initial && from !== undefined && !reflector.cache.reaches(from)) {
        watcher = new DirectWatch(this.client, resourcePrefix(this.prefix, key), exact, query, from, reflector.cache.compactedRv, onEvent, onEnd, this.caches.watchQueueBytes);
      }
      else watcher = reflector.cache.watch(query, exact, key.namespaced, onEvent, onEnd);
      if (paused) watcher.pause?.();
    };
    start().catch((error: unknown) => {
      if (stopped) return;
      stopped = true;
      onEnd(error instanceof StoreError ? error : (storeErrorOf(error, key, "watch") as StoreError));
    });
    return {
      stop: () => {
        stopped = true;
        watcher?.stop();
      },
      pause: () => {
        paused = true;
        watcher?.pause?.();
      },
      resume: () => {
        paused = false;
        watcher?.resume?.();
      },
    };
  }

  /** Sends every running watch a BOOKMARK at its resource's revision. */
  sendBookmarks(): void {
    this.caches.sendBookmarks();
  }

  /** Compacts etcd's history at the current revision (or `revision`), and the caches' with it. */
  async compact(revision?: number): Promise<void> {
    const current = Number((await this.client.kv.range({ key: Buffer.from(`${this.prefix}/`), limit: 1 })).header.revision);
    const rv = Math.min(revision ?? current, current);
    await this.client.kv.compact({ revision: rv, physical: true });
    for (const cache of this.caches.all()) cache.compact(rv);
  }

  /** The number and JSON bytes of the changes a resource's watch cache keeps. */
  historyUsage(key: ResourceKey): { changes: number; bytes: number } {
    return this.caches.existing(key)?.historyUsage() ?? { changes: 0, bytes: 0 };
  }

  /** Stops every watch and closes the client. */
  async close(): Promise<void> {
    this.closed = true;
    await Promise.all([...this.reflectors.values()].map((r) => r.close()));
    this.caches.close();
    this.client.close();
  }
}
