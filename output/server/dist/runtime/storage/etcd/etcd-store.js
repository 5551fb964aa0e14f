// Copied by corespec from templates/server/storage/etcd/etcd-store.ts. DO NOT EDIT: change the template and run `npm run generate`.
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
import { checkMinimumResourceVersion, parseResourceVersion, StoreError } from "../storage.js";
import { MAX_WATCH_QUEUE_BYTES } from "../watch-queue.js";
import { DirectWatch } from "./direct-watch.js";
import { etcdClient } from "./etcd-client.js";
import { storeErrorOf } from "./etcd-errors.js";
import { listFromEtcd } from "./etcd-list.js";
import { resourcePrefix } from "./keys.js";
import { guardWatchStream } from "./watch-guard.js";
export class EtcdStore {
  client;
  prefix;
  timeoutMs;
  watchQueueBytes;
  continueTtlMs;
  now;
  /** The highest etcd revision this store has seen (its writes, its reads). */
  revision = 0;
  /** The revision of the last compaction through this store. */
  compacted = 0;
  closed = false;
  constructor(options) {
    guardWatchStream();
    this.client = etcdClient(options.endpoints, options.requestTimeoutMs ?? 5e3);
    this.prefix = (options.prefix ?? "/registry").replace(/\/+$/, "");
    this.timeoutMs = options.requestTimeoutMs ?? 5e3;
    this.watchQueueBytes = Math.max(0, options.watchQueueBytes ?? MAX_WATCH_QUEUE_BYTES);
    this.continueTtlMs = options.continueTtlMs ?? 5 * 6e4;
    this.now = options.now ?? Date.now;
  }
  seen(rv) {
    this.revision = Math.max(this.revision, rv);
    return rv;
  }
  opened(key, operation) {
    if (this.closed) throw StoreError.unreachable(key, operation);
  }
  /** Whether etcd answers: the server's /readyz. */
  async ready() {
    if (this.closed) return false;
    try {
      await this.client.kv.range(
        {
          key: Buffer.from(`${this.prefix}/`),
          limit: 1,
          count_only: true,
        },
        { deadline: Date.now() + 1e3 },
      );
      return true;
    } catch {
      return false;
    }
  }
  resourceVersion() {
    return String(this.revision);
  }
  etcdKey(key, storeKey) {
    return Buffer.from(`${resourcePrefix(this.prefix, key)}${storeKey}`);
  }
  options() {
    return { deadline: Date.now() + this.timeoutMs };
  }
  async create(key, object) {
    this.opened(key, "create");
    const etcdKey = this.etcdKey(key, objectKey(key, object));
    const json = storedJson(object);
    try {
      const res = await this.client.kv.txn(
        {
          compare: [
            {
              key: etcdKey,
              target: "Create",
              result: "Equal",
              create_revision: 0,
            },
          ],
          success: [
            {
              request_put: {
                key: etcdKey,
                value: Buffer.from(json),
              },
            },
          ],
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
  async get(key, namespace, name, options = {}) {
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
  async current(etcdKey, minimum) {
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
  async currentRevision(key) {
    this.opened(key, "list");
    try {
      const res = await this.client.kv.range(
        {
          key: Buffer.from(resourcePrefix(this.prefix, key)),
          limit: 1,
          count_only: true,
        },
        this.options(),
      );
      return String(this.seen(Number(res.header.revision)));
    } catch (error) {
      throw storeErrorOf(error, key, "list");
    }
  }
  async update(key, object, precondition, suggestion) {
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
      if (
        deepEqual(
          {
            ...object,
            metadata: {
              ...metaOf(object),
              resourceVersion: oldRv,
            },
          },
          old,
        )
      )
        return old;
      const json = storedJson(object);
      const rv = await this.writeAt(key, name, etcdKey, oldRv, {
        request_put: {
          key: etcdKey,
          value: Buffer.from(json),
        },
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
  async writeAt(key, name, etcdKey, rv, write) {
    const res = await this.client.kv.txn(
      {
        compare: [
          {
            key: etcdKey,
            target: "Mod",
            result: "Equal",
            mod_revision: parseResourceVersion(rv),
          },
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
  async delete(key, namespace, name, precondition) {
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
  listContext(key) {
    return {
      client: this.client,
      prefix: resourcePrefix(this.prefix, key),
      namespaced: key.namespaced,
      continueTtlMs: this.continueTtlMs,
      now: this.now(),
      options: () => this.options(),
    };
  }
  async list(key, query) {
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
  watch(key, query, onEvent, onEnd) {
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
      const initial = [];
      let at = from;
      if (query.sendInitialEvents ?? from === undefined) {
        const read = await listFromEtcd(this.listContext(key), {
          ...(query.namespace !== undefined ? { namespace: query.namespace } : {}),
          ...(query.select !== undefined ? { select: query.select } : {}),
        });
        at = this.seen(Number(read.resourceVersion));
        for (const object of read.items) {
          const m = metaOf(object);
          if (exact === undefined || keyOf(key, m.namespace, String(m.name)) === exact)
            initial.push({
              type: "ADDED",
              object,
              resourceVersion: String(m.resourceVersion),
            });
        }
        if (query.sendInitialEvents === true)
          initial.push({
            type: "BOOKMARK",
            resourceVersion: String(at),
            initialEventsEnd: true,
          });
      }
      if (deferred.stopped) return;
      const oldest = Math.max(this.compacted, at + 1);
      deferred.set(
        new DirectWatch(
          {
            client: this.client,
            prefix,
            exactKey: exact,
            query,
            from: at,
            oldest,
            initial,
            maxQueueBytes: this.watchQueueBytes,
          },
          onEvent,
          onEnd,
        ),
      );
    };
    start().catch((error) => {
      if (deferred.stopped) return;
      deferred.stop();
      onEnd(error instanceof StoreError ? error : storeErrorOf(error, key, "watch"));
    });
    return deferred;
  }
  /** Compacts etcd's history at the current revision (or `revision`); resolves to the revision compacted at. */
  async compact(revision) {
    const current = Number(
      (
        await this.client.kv.range({
          key: Buffer.from(`${this.prefix}/`),
          limit: 1,
        })
      ).header.revision,
    );
    const rv = Math.min(revision ?? current, current);
    await this.client.kv.compact({
      revision: rv,
      physical: true,
    });
    this.compacted = Math.max(this.compacted, rv);
    this.seen(current);
    return rv;
  }
  /** Closes the client: every request after it fails. */
  async close() {
    this.closed = true;
    this.client.close();
  }
}
