import { ResourceCache } from "./cache/resource-cache.js";
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
} from "./storage.js";
/** Options of the memory store (and of the etcd store's watch cache). */
export interface MemoryStoreOptions {
  /** Changes kept per resource, for watches from a past revision and consistent pages. Default 10,000. */
  readonly historySize?: number;
  /**
   * Bytes of changes kept per resource (their objects' JSON size); the oldest are dropped past
   * it, whatever their count, so large objects written often cannot exhaust memory. Default
   * DEFAULT_HISTORY_BYTES.
   */
  readonly historyBytes?: number;
  /**
   * JSON bytes of live changes a watch whose client is behind may have waiting; past it the
   * watch ends and the client watches again. Default MAX_WATCH_QUEUE_BYTES (watch-queue.ts).
   */
  readonly watchQueueBytes?: number;
  /** How long a continue token stays valid after the first page of its list. Default 5 minutes. */
  readonly continueTtlMs?: number;
  /** How often running watches receive a BOOKMARK with the current revision; 0 disables. Default 60 s. */
  readonly bookmarkIntervalMs?: number;
  /** The clock, in milliseconds (tests). Default Date.now. */
  readonly now?: () => number;
}
/** The default of MemoryStoreOptions.historyBytes: 64 MiB of JSON per resource. */
export declare const DEFAULT_HISTORY_BYTES: number;
/** The caches of a store's resources, and the bookmark timer their watches share. */
export declare class ResourceCaches {
  private readonly options;
  /** The current revision of a resource's cache (the memory store's is global). */
  private readonly revision;
  private readonly caches;
  private watcherCount;
  private bookmarkTimer;
  private readonly bookmarkIntervalMs;
  /** MemoryStoreOptions.watchQueueBytes with its default (the etcd store's watches served by etcd take it too). */
  readonly watchQueueBytes: number;
  /** MemoryStoreOptions.continueTtlMs and .now with their defaults (the etcd store's lists read from etcd take them too). */
  readonly continueTtlMs: number;
  readonly now: () => number;
  constructor(
    options: MemoryStoreOptions,
    /** The current revision of a resource's cache (the memory store's is global). */
    revision: (key: ResourceKey) => number,
  );
  of(key: ResourceKey): ResourceCache;
  existing(key: ResourceKey): ResourceCache | undefined;
  all(): ResourceCache[];
  private watchersChanged;
  /** Sends every running watch a BOOKMARK at its resource's current revision. */
  sendBookmarks(): void;
  /** Stops every watch and the bookmark timer. */
  close(): void;
}
/** The in-memory Storage. */
export declare class MemoryStore implements Storage {
  private rv;
  private readonly caches;
  constructor(options?: MemoryStoreOptions);
  resourceVersion(): string;
  create(key: ResourceKey, object: StoredObject): Promise<StoredObject>;
  /** Stores `object` at `k` at the next revision, as a change of `old` (none: it is added). */
  private put;
  get(
    key: ResourceKey,
    namespace: string | undefined,
    name: string,
  ): Promise<StoredObject | undefined>;
  update(
    key: ResourceKey,
    object: StoredObject,
    precondition?: Precondition,
  ): Promise<StoredObject>;
  delete(
    key: ResourceKey,
    namespace: string | undefined,
    name: string,
    precondition?: Precondition,
  ): Promise<StoredObject>;
  list(key: ResourceKey, query: ListQuery): Promise<ListResult>;
  watch(
    key: ResourceKey,
    query: WatchQuery,
    onEvent: (event: StoreEvent | BookmarkEvent) => void,
    onEnd: (error?: StoreError) => void,
  ): Watcher;
  /** Sends every running watch a BOOKMARK with the current revision (also done every `bookmarkIntervalMs`). */
  sendBookmarks(): void;
  /**
   * Drops the kept changes at or below a revision (default: all), as etcd compaction does:
   * watches and Exact lists from older revisions, and continue tokens of lists read before
   * it, then answer 410 Expired.
   */
  compact(revision?: number): void;
  /** Stops every watch and the bookmark timer. The store stays usable. */
  close(): void;
  /** The number and JSON bytes of the changes kept for a resource's watches. */
  historyUsage(key: ResourceKey): {
    changes: number;
    bytes: number;
  };
  /** How many objects a resource holds. */
  count(key: ResourceKey): number;
}
/** The preconditions of a write against the stored object; Conflict when one does not hold. */
export declare function checkPrecondition(
  key: ResourceKey,
  name: string,
  old: StoredObject,
  precondition: Precondition | undefined,
  write: "update" | "delete",
): void;
