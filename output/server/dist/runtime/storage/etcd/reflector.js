// Copied by corespec from templates/server/storage/etcd/reflector.ts. DO NOT EDIT: change the template and run `npm run generate`.
import { Change } from "../cache/history.js";
import { frozenAt, withResourceVersion } from "../objects.js";
import { prefixEnd } from "./keys.js";
/** Keys read per page of the initial list (etcd answers at most 4 MiB a message by default). */
const LIST_PAGE = 500;
/** Delay between attempts while etcd cannot be reached, growing to the maximum. */
const RETRY_MS = [100, 250, 500, 1e3, 2e3];
/**
 * How long a client should wait before it retries a request the unfilled cache refused, in
 * seconds: Kubernetes' calculateRetryAfterForUnreadyCache, e^(0.06 × seconds down), from 1 to 30.
 */
export function retryAfterForUnreadyCache(downtimeMs) {
  return Math.trunc(Math.min(30, Math.max(1, Math.exp(0.06 * (downtimeMs / 1e3)))));
}
export class Reflector {
  client;
  prefix;
  cache;
  onRevision;
  /** The last revision the cache is known to reflect. */
  revision = 0;
  /** Whether the list is done and the watch connected. */
  connected = false;
  watcher;
  closed = false;
  waiters = [];
  /** Resolves once the cache holds the resource (after the first list). */
  started;
  /** Whether `started` has resolved (the cache was filled once). */
  filled = false;
  /** When the reflector began to fill the cache: how long a cache not filled yet has been down. */
  since = Date.now();
  constructor(client, prefix, cache, onRevision) {
    this.client = client;
    this.prefix = prefix;
    this.cache = cache;
    this.onRevision = onRevision;
    this.started = this.run();
  }
  /** The retry period of a request refused while the cache is not filled (retryAfterForUnreadyCache). */
  retryAfterSeconds(now = Date.now()) {
    return retryAfterForUnreadyCache(now - this.since);
  }
  /** Lists and watches until closed, listing again after a compaction and retrying while etcd is away. */
  async run() {
    for (let attempt = 0; !this.closed; attempt++) {
      try {
        const rv = await this.list();
        await this.watch(rv);
        this.filled = true;
        return;
      } catch {
        await new Promise((r) => setTimeout(r, RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)]));
      }
    }
  }
  /** Reads every object of the prefix at one revision into the cache; returns the revision. */
  async list() {
    const objects = new Map();
    const end = Buffer.from(prefixEnd(this.prefix));
    let start = Buffer.from(this.prefix);
    let at = 0;
    for (;;) {
      const page = await this.client.kv.range({
        key: start,
        range_end: end,
        limit: LIST_PAGE,
        ...(at > 0 ? { revision: at } : {}),
      });
      if (at === 0) at = Number(page.header.revision);
      for (const kv of page.kvs)
        objects.set(
          kv.key.toString().slice(this.prefix.length),
          frozenAt(kv.value.toString(), Number(kv.mod_revision)),
        );
      if (!page.more || page.kvs.length === 0) break;
      start = Buffer.concat([page.kvs[page.kvs.length - 1].key, Buffer.from([0])]);
    }
    if (this.closed) return at;
    this.cache.reset(objects, at);
    this.advance(at);
    return at;
  }
  async watch(from) {
    const watcher = await this.client
      .watch()
      .prefix(this.prefix)
      .startRevision(String(from + 1))
      .create();
    if (this.closed) {
      await watcher.cancel();
      return;
    }
    this.watcher = watcher;
    this.connected = true;
    watcher.on("data", (res) => this.onData(res));
    watcher.on("connected", () => (this.connected = true));
    watcher.on("disconnected", () => (this.connected = false));
    // A canceled watch (its revision was compacted): list again.
    watcher.on("error", () => void this.relist(watcher));
  }
  async relist(failed) {
    if (this.watcher !== failed || this.closed) return;
    this.watcher = undefined;
    this.connected = false;
    failed.removeAllListeners();
    await failed.cancel().catch(() => undefined);
    await this.run();
  }
  onData(res) {
    let last = 0;
    for (const event of res.events) {
      const key = event.kv.key.toString().slice(this.prefix.length);
      const rv = Number(event.kv.mod_revision);
      const prev = this.cache.get(key);
      if (event.type === "Put") {
        const json = event.kv.value.toString();
        this.cache.apply(
          new Change(
            prev === undefined ? "ADDED" : "MODIFIED",
            key,
            rv,
            frozenAt(json, rv),
            prev,
            json.length,
          ),
        );
      } else if (prev !== undefined) {
        this.cache.apply(
          new Change(
            "DELETED",
            key,
            rv,
            withResourceVersion(prev, String(rv)),
            prev,
            JSON.stringify(prev).length,
          ),
        );
      }
      last = Math.max(last, rv);
    }
    // A response without events is a progress notification: everything up to its revision was sent.
    this.advance(res.events.length === 0 ? Number(res.header.revision) : last);
  }
  advance(rv) {
    if (rv <= this.revision) return;
    this.revision = rv;
    this.onRevision(rv);
    if (this.waiters.length === 0) return;
    const still = [];
    for (const w of this.waiters) {
      if (w.rv <= rv) {
        clearTimeout(w.timer);
        w.resolve(true);
      } else still.push(w);
    }
    this.waiters = still;
  }
  /** Resolves true once the cache reflects `rv`, false after `timeoutMs`. */
  waitFor(rv, timeoutMs) {
    if (this.revision >= rv) return Promise.resolve(true);
    return new Promise((resolve) => {
      const waiter = {
        rv,
        resolve,
        timer: setTimeout(() => {
          this.waiters = this.waiters.filter((w) => w !== waiter);
          resolve(false);
        }, timeoutMs),
      };
      this.waiters.push(waiter);
    });
  }
  /**
   * Whether the cache reflects `rv`, asking etcd when its watch has said nothing since: one
   * transaction compares every key of the prefix (no modification after the cache's revision)
   * and counts them (the cache's count, so none was deleted either). Then the cache is the
   * state at etcd's current revision, which becomes its revision.
   */
  async catchUp(rv, timeoutMs) {
    const deadline = Date.now() + timeoutMs;
    const key = Buffer.from(this.prefix);
    const end = Buffer.from(prefixEnd(this.prefix));
    while (this.revision < rv) {
      const since = this.revision;
      const check = await this.client.kv.txn({
        compare: [
          {
            key,
            range_end: end,
            target: "Mod",
            result: "Less",
            mod_revision: since + 1,
          },
        ],
        success: [
          {
            request_range: {
              key,
              range_end: end,
              count_only: true,
            },
          },
        ],
      });
      const unchanged =
        check.succeeded && Number(check.responses[0].response_range.count) === this.cache.size;
      if (unchanged && this.revision === since) this.advance(Number(check.header.revision));
      if (this.revision >= rv) return true;
      const left = deadline - Date.now();
      if (left <= 0) return false;
      await this.waitFor(rv, Math.min(left, 50));
    }
    return true;
  }
  async close() {
    this.closed = true;
    for (const w of this.waiters) {
      clearTimeout(w.timer);
      w.resolve(false);
    }
    this.waiters = [];
    const watcher = this.watcher;
    this.watcher = undefined;
    this.connected = false;
    watcher?.removeAllListeners();
    await watcher?.cancel().catch(() => undefined);
    this.cache.close();
  }
}
