/**
 * A Storage over etcd v3, as Kubernetes' etcd3 store keeps its objects: keys laid out as
 * Kubernetes lays them out (keys.ts), the object's resourceVersion is etcd's modification
 * revision, and every write is one transaction that compares revisions, so a stale update
 * gets 409 Conflict, a taken name 409 AlreadyExists, a key deleted meanwhile 404, and no update
 * is ever lost, however many servers share the etcd cluster. Every read goes to etcd: gets and
 * lists (etcd-list.ts) read it, watches are etcd's own (direct-watch.ts), ending with 410 when
 * etcd no longer has their revision. The watch cache is a layer of its own above it
 * (cache/cacher.ts: `new Cacher(new EtcdStore(...))`), filled from this store's list and watch.
 *
 * The client is `etcd3` (Microsoft's, on @grpc/grpc-js): it reconnects by itself and resumes
 * its watches from their last revision.
 */
import type { Etcd3, IRequestOp as RequestOp } from "etcd3";
import { deepEqual } from "@corespec/api/runtime/values.js";
import { DeferredWatcher } from "../deferred-watcher.js";
import {
  checkPrecondition,
  frozenAt,
  keyOf,
  metaOf,
  objectKey,
  storedJson,
  withResourceVersion,
} from "../objects.js";
import {
  checkMinimumResourceVersion,
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
import { MAX_WATCH_QUEUE_BYTES } from "../watch-queue.js";
import { DirectWatch } from "./direct-watch.js";
import { etcdClient } from "./etcd-client.js";
import { storeErrorOf } from "./etcd-errors.js";
import { listFromEtcd, type EtcdListContext } from "./etcd-list.js";
import { resourcePrefix } from "./keys.js";
import { guardWatchStream } from "./watch-guard.js";

export interface EtcdStoreOptions {
  /** etcd client URLs (`http://127.0.0.1:2379`). */
  readonly endpoints: readonly string[];
  /** The key prefix (Kubernetes' --etcd-prefix). Default `/registry`. */
  readonly prefix?: string;
  /** How long one etcd request may take before it fails with 500 ServerTimeout. Default 5 s. */
  readonly requestTimeoutMs?: number;
  /** JSON bytes of changes a paused watch may have waiting before it ends (watch-queue.ts). Default MAX_WATCH_QUEUE_BYTES. */
  readonly watchQueueBytes?: number;
  /** How long a continue token stays valid after the first page of its list. Default 5 minutes. */
  readonly continueTtlMs?: number;
  /** The clock, in milliseconds (tests). Default Date.now. */
  readonly now?: () => number;
}

export class EtcdStore implements Storage {
  private readonly client: Etcd3;
  private readonly prefix: string;
  private readonly timeoutMs: number;
  private readonly watchQueueBytes: number;
  private readonly continueTtlMs: number;
  private readonly now: () => number;
  /** The highest etcd revision this store has seen (its writes, its reads). */
  private revision = 0;
  /** The revision of the last compaction through this store. */
  private compacted = 0;
  private closed = false;

  constructor(options: EtcdStoreOptions) {
    guardWatchStream();
    this.client = etcdClient(options.endpoints, options.requestTimeoutMs ?? 5000);
    this.prefix = (options.prefix ?? "/registry").replace(/\/+$/, "");
    this.timeoutMs = options.requestTimeoutMs ?? 5000;
    this.watchQueueBytes = Math.max(0, options.watchQueueBytes ?? MAX_WATCH_QUEUE_BYTES);
    this.continueTtlMs = options.continueTtlMs ?? 5 * 60_000;
    this.now = options.now ?? Date.now;
  }

  private seen(rv: number): number {
    this.revision = Math.max(this.revision, rv);
    return rv;
  }

  private opened(key: ResourceKey, operation: string): void {
    if (this.closed) throw StoreError.unreachable(key, operation);
  }

  /** Whether etcd answers: the server's /readyz. */
  async ready(): Promise<boolean> {
    if (this.closed) return false;
    try {
      await this.client.kv.range(
        { key: Buffer.from(`${this.prefix}/`), limit: 1, count_only: true },
        { deadline: Date.now() + 1000 },
      );
      return true;
    } catch {
      return false;
    }
  }

  resourceVersion(): string {
    return String(this.revision);
  }

  private etcdKey(key: ResourceKey, storeKey: string): Buffer {
    return Buffer.from(`${resourcePrefix(this.prefix, key)}${storeKey}`);
  }

  private options(): { deadline: number } {
    return { deadline: Date.now() + this.timeoutMs };
  }

  async create(key: ResourceKey, object: StoredObject): Promise<StoredObject> {
    this.opened(key, "create");
    const etcdKey = this.etcdKey(key, objectKey(key, object));
    const json = storedJson(object);
    try {
      const res = await this.client.kv.txn(
        {
          compare: [{ key: etcdKey, target: "Create", result: "Equal", create_revision: 0 }],
          success: [{ request_put: { key: etcdKey, value: Buffer.from(json) } }],
        },
        this.options(),
      );
      if (!res.succeeded) throw StoreError.alreadyExists(key, String(metaOf(object).name));
      return frozenAt(json, this.seen(Number(res.header.revision)));
    } catch (error) {
      throw storeErrorOf(error, key, "create");
    }
  }

  /** The object as etcd has it now; 504 when etcd's revision is older than the one asked for (etcd3 store Get: validateMinimumResourceVersion). */
  async get(
    key: ResourceKey,
    namespace: string | undefined,
    name: string,
    options: GetOptions = {},
  ): Promise<StoredObject | undefined> {
    this.opened(key, "get");
    try {
      return await this.current(
        this.etcdKey(key, keyOf(key, namespace, name)),
        options.resourceVersion,
      );
    } catch (error) {
      throw storeErrorOf(error, key, "get");
    }
  }

  /** The object as etcd has it now, read at a revision not older than `minimum` (else 504). */
  private async current(etcdKey: Buffer, minimum?: string): Promise<StoredObject | undefined> {
    const res = await this.client.kv.range({ key: etcdKey }, this.options());
    checkMinimumResourceVersion(minimum, this.seen(Number(res.header.revision)));
    const kv = res.kvs[0];
    return kv === undefined ? undefined : frozenAt(kv.value.toString(), Number(kv.mod_revision));
  }

  /**
   * etcd's current revision, read fresh: the header of one range request that returns no key
   * (Kubernetes' etcd3 store GetCurrentResourceVersion). A cache's consistent read waits for it,
   * so it sees writes made through other servers too.
   */
  async currentRevision(key: ResourceKey): Promise<string> {
    this.opened(key, "list");
    try {
      const res = await this.client.kv.range(
        { key: Buffer.from(resourcePrefix(this.prefix, key)), limit: 1, count_only: true },
        this.options(),
      );
      return String(this.seen(Number(res.header.revision)));
    } catch (error) {
      throw storeErrorOf(error, key, "list");
    }
  }

  async update(
    key: ResourceKey,
    object: StoredObject,
    precondition?: Precondition,
    suggestion?: StoredObject,
  ): Promise<StoredObject> {
    this.opened(key, "update");
    const name = String(metaOf(object).name);
    const etcdKey = this.etcdKey(key, objectKey(key, object));
    try {
      let old = suggestion;
      const expected = precondition?.resourceVersion;
      // The suggestion (a cache's copy) may lag a write made through another server: the precondition decides, against etcd.
      if (
        old === undefined ||
        (expected !== undefined && expected !== "" && expected !== metaOf(old).resourceVersion)
      )
        old = await this.current(etcdKey);
      if (old === undefined) throw StoreError.notFound(key, name);
      checkPrecondition(key, name, old, precondition, "update");
      const oldRv = String(metaOf(old).resourceVersion);
      if (deepEqual({ ...object, metadata: { ...metaOf(object), resourceVersion: oldRv } }, old))
        return old;
      const json = storedJson(object);
      const rv = await this.writeAt(key, name, etcdKey, oldRv, {
        request_put: { key: etcdKey, value: Buffer.from(json) },
      });
      return frozenAt(json, rv);
    } catch (error) {
      throw storeErrorOf(error, key, "update");
    }
  }

  /**
   * One write of a key, if it is still at revision `rv` (what the caller read): the new
   * revision, or NotFound (deleted since) or Conflict (changed since).
   */
  private async writeAt(
    key: ResourceKey,
    name: string,
    etcdKey: Buffer,
    rv: string,
    write: RequestOp,
  ): Promise<number> {
    const res = await this.client.kv.txn(
      {
        compare: [
          { key: etcdKey, target: "Mod", result: "Equal", mod_revision: parseResourceVersion(rv) },
        ],
        success: [write],
        failure: [{ request_range: { key: etcdKey } }],
      },
      this.options(),
    );
    this.seen(Number(res.header.revision));
    if (res.succeeded) return Number(res.header.revision);
    if (res.responses[0]?.response_range.kvs.length === 0) throw StoreError.notFound(key, name);
    throw StoreError.conflict(key, name);
  }

  async delete(
    key: ResourceKey,
    namespace: string | undefined,
    name: string,
    precondition?: Precondition,
  ): Promise<StoredObject> {
    this.opened(key, "delete");
    const etcdKey = this.etcdKey(key, keyOf(key, namespace, name));
    try {
      const old = await this.current(etcdKey);
      if (old === undefined) throw StoreError.notFound(key, name);
      checkPrecondition(key, name, old, precondition, "delete");
      const rv = await this.writeAt(key, name, etcdKey, String(metaOf(old).resourceVersion), {
        request_delete_range: { key: etcdKey },
      });
      return withResourceVersion(old, String(rv));
    } catch (error) {
      throw storeErrorOf(error, key, "delete");
    }
  }

  private listContext(key: ResourceKey): EtcdListContext {
    return {
      client: this.client,
      prefix: resourcePrefix(this.prefix, key),
      namespaced: key.namespaced,
      continueTtlMs: this.continueTtlMs,
      now: this.now(),
      options: () => this.options(),
    };
  }

  async list(key: ResourceKey, query: ListQuery): Promise<ListResult> {
    this.opened(key, "list");
    try {
      const result = await listFromEtcd(this.listContext(key), query);
      this.seen(Number(result.resourceVersion));
      return result;
    } catch (error) {
      throw storeErrorOf(error, key, "list");
    }
  }

  /**
   * etcd's watch of the resource: from a revision (410 once etcd compacted it), or after
   * ADDED events for the objects of one read (and a BOOKMARK ending them, for
   * `sendInitialEvents`), from that read's revision.
   */
  watch(
    key: ResourceKey,
    query: WatchQuery,
    onEvent: (event: StoreEvent | BookmarkEvent) => void,
    onEnd: (error?: StoreError) => void,
  ): Watcher {
    const deferred = new DeferredWatcher();
    const start = async () => {
      this.opened(key, "watch");
      const rvText = query.resourceVersion ?? "";
      const from = rvText === "" || rvText === "0" ? undefined : parseResourceVersion(rvText);
      const exact =
        query.name !== undefined && query.name !== ""
          ? keyOf(key, query.namespace, query.name)
          : undefined;
      const prefix = resourcePrefix(this.prefix, key);
      const initial: (StoreEvent | BookmarkEvent)[] = [];
      let at = from;
      if (query.sendInitialEvents ?? from === undefined) {
        const read = await listFromEtcd(this.listContext(key), {
          ...(query.namespace !== undefined ? { namespace: query.namespace } : {}),
          ...(query.select !== undefined ? { select: query.select } : {}),
        });
        at = this.seen(Number(read.resourceVersion));
        for (const object of read.items) {
          const m = metaOf(object);
          if (
            exact === undefined ||
            keyOf(key, m.namespace as string | undefined, String(m.name)) === exact
          )
            initial.push({ type: "ADDED", object, resourceVersion: String(m.resourceVersion) });
        }
        if (query.sendInitialEvents === true)
          initial.push({ type: "BOOKMARK", resourceVersion: String(at), initialEventsEnd: true });
      }
      if (deferred.stopped) return;
      const oldest = Math.max(this.compacted, at! + 1);
      deferred.set(
        new DirectWatch(
          {
            client: this.client,
            prefix,
            exactKey: exact,
            query,
            from: at!,
            oldest,
            initial,
            maxQueueBytes: this.watchQueueBytes,
          },
          onEvent,
          onEnd,
        ),
      );
    };
    start().catch((error: unknown) => {
      if (deferred.stopped) return;
      deferred.stop();
      onEnd(
        error instanceof StoreError ? error : (storeErrorOf(error, key, "watch") as StoreError),
      );
    });
    return deferred;
  }

  /** Compacts etcd's history at the current revision (or `revision`); resolves to the revision compacted at. */
  async compact(revision?: number): Promise<number> {
    const current = Number(
      (await this.client.kv.range({ key: Buffer.from(`${this.prefix}/`), limit: 1 })).header
        .revision,
    );
    const rv = Math.min(revision ?? current, current);
    await this.client.kv.compact({ revision: rv, physical: true });
    this.compacted = Math.max(this.compacted, rv);
    this.seen(current);
    return rv;
  }

  /** Closes the client: every request after it fails. */
  async close(): Promise<void> {
    this.closed = true;
    this.client.close();
  }
}
