import {
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
export declare class EtcdStore implements Storage {
  private readonly client;
  private readonly prefix;
  private readonly timeoutMs;
  private readonly watchQueueBytes;
  private readonly continueTtlMs;
  private readonly now;
  /** The highest etcd revision this store has seen (its writes, its reads). */
  private revision;
  /** The revision of the last compaction through this store. */
  private compacted;
  private closed;
  constructor(options: EtcdStoreOptions);
  private seen;
  private opened;
  /** Whether etcd answers: the server's /readyz. */
  ready(): Promise<boolean>;
  resourceVersion(): string;
  private etcdKey;
  private options;
  create(key: ResourceKey, object: StoredObject): Promise<StoredObject>;
  /** The object as etcd has it now; 504 when etcd's revision is older than the one asked for (etcd3 store Get: validateMinimumResourceVersion). */
  get(
    key: ResourceKey,
    namespace: string | undefined,
    name: string,
    options?: GetOptions,
  ): Promise<StoredObject | undefined>;
  /** The object as etcd has it now, read at a revision not older than `minimum` (else 504). */
  private current;
  /**
   * etcd's current revision, read fresh: the header of one range request that returns no key
   * (Kubernetes' etcd3 store GetCurrentResourceVersion). A cache's consistent read waits for it,
   * so it sees writes made through other servers too.
   */
  currentRevision(key: ResourceKey): Promise<string>;
  update(
    key: ResourceKey,
    object: StoredObject,
    precondition?: Precondition,
    suggestion?: StoredObject,
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
  private listContext;
  list(key: ResourceKey, query: ListQuery): Promise<ListResult>;
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
  ): Watcher;
  /** Compacts etcd's history at the current revision (or `revision`); resolves to the revision compacted at. */
  compact(revision?: number): Promise<number>;
  /** Closes the client: every request after it fails. */
  close(): Promise<void>;
}
