import { DEFAULT_HISTORY_BYTES, type WatchCacheOptions } from "./cache/resource-caches.js";
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
} from "./storage.js";
/** Options of the memory store: those of its resources' caches. */
export type MemoryStoreOptions = WatchCacheOptions;
export { DEFAULT_HISTORY_BYTES };
/** The in-memory Storage. */
export declare class MemoryStore implements Storage {
  private rv;
  private readonly caches;
  constructor(options?: MemoryStoreOptions);
  resourceVersion(): string;
  /** The current revision: resourceVersion(), every write being this store's. */
  currentRevision(): Promise<string>;
  create(key: ResourceKey, object: StoredObject): Promise<StoredObject>;
  /** Stores `object` at `k` at the next revision, as a change of `old` (none: it is added). */
  private put;
  /** Always at the current revision: a revision past it is 504 (etcd3 store Get: validateMinimumResourceVersion). */
  get(
    key: ResourceKey,
    namespace: string | undefined,
    name: string,
    options?: GetOptions,
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
