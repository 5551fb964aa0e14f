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
import { type WatchCacheOptions } from "./resource-caches.js";
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
export declare class Cacher implements Storage {
  /** The storage below: the truth, which the caches follow. */
  readonly storage: Below;
  private readonly caches;
  private readonly reflectors;
  private readonly timeoutMs;
  private readonly waitMs;
  /** The highest revision any cache has reached. */
  private revision;
  private closed;
  constructor(
    /** The storage below: the truth, which the caches follow. */
    storage: Below,
    options?: CacherOptions,
  );
  private reflector;
  /** The reflector of a resource, its cache filled or not: no request waits for a cache to fill. */
  private opened;
  /** Starts filling the resources' caches, as Kubernetes starts its cachers with the server; waits at most the request timeout. */
  start(keys: readonly ResourceKey[]): Promise<void>;
  /** Whether the storage is ready and every started cache is watching: the server's /readyz. */
  ready(): Promise<boolean>;
  resourceVersion(): string;
  /** After a write, waits for the cache to have it, and answers with the cache's object when it is that write's (one object kept, not two). */
  private settle;
  create(key: ResourceKey, object: StoredObject): Promise<StoredObject>;
  /**
   * Kubernetes' delegator Get: without resourceVersion (a consistent read), or while the cache
   * is not filled, the storage's; with "0", the cache's as it is; with a revision, the cache's
   * once it has reached it (504 past the wait: waitUntilFreshAndBlock).
   */
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
  /** Waits for the cache to reach a revision a request names; 504 past the wait, as Kubernetes answers. */
  private fresh;
  /** 429 while the cache is not filled (KEP-4568), with the retry period of how long it has been down. */
  private refuse;
  list(key: ResourceKey, query: ListQuery): Promise<ListResult>;
  watch(
    key: ResourceKey,
    query: WatchQuery,
    onEvent: (event: StoreEvent | BookmarkEvent) => void,
    onEnd: (error?: StoreError) => void,
  ): Watcher;
  /** Sends every running watch of the caches a BOOKMARK at its resource's revision. */
  sendBookmarks(): void;
  /** Compacts the storage below (when it compacts) and the caches' history with it. */
  compact(revision?: number): Promise<void>;
  /** The number and JSON bytes of the changes a resource's cache keeps. */
  historyUsage(key: ResourceKey): {
    changes: number;
    bytes: number;
  };
  /** Stops every watch and the reflectors, and closes the storage below. */
  close(): Promise<void>;
}
export {};
