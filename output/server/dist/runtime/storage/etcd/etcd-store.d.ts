import { type MemoryStoreOptions } from "../memory-store.js";
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
} from "../storage.js";
export interface EtcdStoreOptions extends MemoryStoreOptions {
  /** etcd client URLs (`http://127.0.0.1:2379`). */
  readonly endpoints: readonly string[];
  /** The key prefix (Kubernetes' --etcd-prefix). Default `/registry`. */
  readonly prefix?: string;
  /** How long one etcd request may take before the write fails with 500 ServerTimeout. Default 5 s. */
  readonly requestTimeoutMs?: number;
}
export declare class EtcdStore implements Storage {
  private readonly client;
  private readonly prefix;
  private readonly timeoutMs;
  private readonly caches;
  private readonly reflectors;
  private revision;
  private closed;
  constructor(options: EtcdStoreOptions);
  private reflector;
  /** Whether `work` is done within the request timeout. */
  private within;
  /**
   * Starts filling the resources' caches now, as Kubernetes starts its cachers with the server,
   * so that the first requests find them filled; waits at most the request timeout for them.
   */
  start(keys: readonly ResourceKey[]): Promise<void>;
  /**
   * The reflector of a resource, its cache filled or not: no request waits for a cache. Gets,
   * writes and lists with a limit and no selector go to etcd while it fills, as Kubernetes'
   * cacher delegates them (KEP-4568); a watch or another list is refused with 429 first
   * (`refuseUnfilled`). An object of the resource that etcd holds but cannot be read (not JSON)
   * keeps the cache from filling, so every such request of the others goes to etcd then.
   */
  private opened;
  /**
   * A watch, or a list the cache would serve, while the resource's cache is not filled: 429, as
   * Kubernetes' cacher answers while it (re)initializes (KEP-4568), where a request used to wait
   * up to the request timeout. Gets, writes (`opened`) and lists with a limit and no selector
   * (shouldDelegateListOnNotReadyCache; etcd-list.ts) go to etcd meanwhile.
   */
  private refuseUnfilled;
  /** Whether etcd answers and every started cache is watching: the server's /readyz. */
  ready(): Promise<boolean>;
  resourceVersion(): string;
  private etcdKey;
  private options;
  /**
   * After a write at `rv`, waits for the cache to have it (read-your-writes through this
   * server), and answers with the cache's object when it is that write's (one object kept,
   * not two), else with the written JSON.
   */
  private settle;
  create(key: ResourceKey, object: StoredObject): Promise<StoredObject>;
  get(
    key: ResourceKey,
    namespace: string | undefined,
    name: string,
  ): Promise<StoredObject | undefined>;
  /** What the cache holds at `cacheKey` once filled; nothing while it fills (the caller reads etcd). */
  private cached;
  /** The object as etcd has it now (a write found the cache's state stale). */
  private current;
  update(
    key: ResourceKey,
    object: StoredObject,
    precondition?: Precondition,
  ): Promise<StoredObject>;
  /**
   * One write of a key, if it is still at revision `rv` (what the caller read): the new
   * revision, or NotFound (deleted since) or Conflict (changed since).
   */
  private writeAt;
  delete(
    key: ResourceKey,
    namespace: string | undefined,
    name: string,
    precondition?: Precondition,
  ): Promise<StoredObject>;
  /** A revision a request names, once the cache reflects it (504 past the wait, as Kubernetes answers). */
  private fresh;
  list(key: ResourceKey, query: ListQuery): Promise<ListResult>;
  watch(
    key: ResourceKey,
    query: WatchQuery,
    onEvent: (event: StoreEvent | BookmarkEvent) => void,
    onEnd: (error?: StoreError) => void,
  ): Watcher;
  /** Sends every running watch a BOOKMARK at its resource's revision. */
  sendBookmarks(): void;
  /** Compacts etcd's history at the current revision (or `revision`), and the caches' with it. */
  compact(revision?: number): Promise<void>;
  /** The number and JSON bytes of the changes a resource's watch cache keeps. */
  historyUsage(key: ResourceKey): {
    changes: number;
    bytes: number;
  };
  /** Stops every watch and closes the client. */
  close(): Promise<void>;
}
