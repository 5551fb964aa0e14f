/**
 * Keeps a resource's watch cache in step with etcd, as Kubernetes' cacher does: one list of
 * the resource's prefix (in pages, at one revision), then one etcd watch from the next
 * revision whose events are applied to the cache. Every request of the resource is served
 * from the cache, so a thousand watchers cost one etcd watch.
 *
 * The cache's revision is the last revision its watch is known to have delivered: the revision
 * of the last event, or of a progress notification. A write through this server waits until
 * the cache has its own change, so that a read through the same server sees it.
 *
 * When etcd's history no longer reaches the watch's revision (compaction while disconnected),
 * the resource is listed again and the cache rebuilt; its watches then end with 410, so that
 * their clients list again too.
 */
import type { Etcd3 } from "etcd3";
import type { ResourceCache } from "../cache/resource-cache.js";
/**
 * How long a client should wait before it retries a request the unfilled cache refused, in
 * seconds: Kubernetes' calculateRetryAfterForUnreadyCache, e^(0.06 × seconds down), from 1 to 30.
 */
export declare function retryAfterForUnreadyCache(downtimeMs: number): number;
export declare class Reflector {
  private readonly client;
  private readonly prefix;
  readonly cache: ResourceCache;
  /** Told of every revision the reflector learns (the store's revision is the highest). */
  private readonly onRevision;
  /** The last revision the cache is known to reflect. */
  revision: number;
  /** Whether the list is done and the watch connected. */
  connected: boolean;
  private watcher;
  private closed;
  private waiters;
  /** Resolves once the cache holds the resource (after the first list). */
  readonly started: Promise<void>;
  /** Whether `started` has resolved (the cache was filled once). */
  filled: boolean;
  /** When the reflector began to fill the cache: how long a cache not filled yet has been down. */
  private readonly since;
  constructor(
    client: Etcd3,
    prefix: string,
    cache: ResourceCache,
    /** Told of every revision the reflector learns (the store's revision is the highest). */
    onRevision: (rv: number) => void,
  );
  /** The retry period of a request refused while the cache is not filled (retryAfterForUnreadyCache). */
  retryAfterSeconds(now?: number): number;
  /** Lists and watches until closed, listing again after a compaction and retrying while etcd is away. */
  private run;
  /** Reads every object of the prefix at one revision into the cache; returns the revision. */
  private list;
  private watch;
  private relist;
  private onData;
  private advance;
  /** Resolves true once the cache reflects `rv`, false after `timeoutMs`. */
  waitFor(rv: number, timeoutMs: number): Promise<boolean>;
  /**
   * Whether the cache reflects `rv`, asking etcd when its watch has said nothing since: one
   * transaction compares every key of the prefix (no modification after the cache's revision)
   * and counts them (the cache's count, so none was deleted either). Then the cache is the
   * state at etcd's current revision, which becomes its revision.
   */
  catchUp(rv: number, timeoutMs: number): Promise<boolean>;
  close(): Promise<void>;
}
