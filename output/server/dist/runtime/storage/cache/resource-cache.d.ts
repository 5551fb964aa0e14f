import {
  StoreError,
  type BookmarkEvent,
  type ListQuery,
  type ListResult,
  type StoredObject,
  type StoreEvent,
  type Watcher,
  type WatchQuery,
} from "../storage.js";
import { CacheWatcher } from "./cache-watcher.js";
import { Change } from "./history.js";
export interface CacheOptions {
  /** Changes kept, for watches from a past revision and consistent pages. */
  readonly historySize: number;
  /** JSON bytes of changes kept. */
  readonly historyBytes: number;
  /** JSON bytes of live changes a paused watch may have waiting before it ends (watch-queue.ts). */
  readonly watchQueueBytes: number;
  /** How long a continue token stays valid after the first page of its list. */
  readonly continueTtlMs: number;
  /** The clock, in milliseconds. */
  readonly now: () => number;
  /** The store's current revision (every resource's changes count). */
  readonly revision: () => number;
}
export declare class ResourceCache {
  private readonly options;
  /** Called when the number of watchers changes (the store runs its bookmark timer meanwhile). */
  private readonly onWatchers;
  readonly objects: Map<string, StoredObject>;
  private readonly keys;
  private readonly history;
  readonly watchers: Set<CacheWatcher>;
  private readonly queue;
  private dispatching;
  constructor(
    options: CacheOptions,
    /** Called when the number of watchers changes (the store runs its bookmark timer meanwhile). */
    onWatchers?: (delta: number) => void,
  );
  get compactedRv(): number;
  historyUsage(): {
    changes: number;
    bytes: number;
  };
  get(key: string): StoredObject | undefined;
  /** Applies a change: the new state, its history entry, and the events of the watchers. */
  apply(change: Change): void;
  /**
   * Replaces every object (a relist): the history is gone, revisions up to `rv` are too old,
   * and running watches end with 410 so that their clients relist too.
   */
  reset(objects: ReadonlyMap<string, StoredObject>, rv: number): void;
  /** The state at a revision the kept history reaches. */
  private snapshot;
  list(query: ListQuery, namespaced: boolean): ListResult;
  private page;
  /** How many keys the snapshot holds in (after, hi). */
  private countAfter;
  /** Whether the kept history reaches a revision: a watch from it can be served here. */
  reaches(rv: number): boolean;
  watch(
    query: WatchQuery,
    exactKey: string | undefined,
    namespaced: boolean,
    onEvent: (event: StoreEvent | BookmarkEvent) => void,
    onEnd: (error?: StoreError) => void,
  ): Watcher;
  private stopped;
  private currentObjects;
  /** Sends the running watches (those past their first delivery) a BOOKMARK at a revision. */
  bookmark(rv: number): void;
  compact(rv: number): void;
  /** Stops every watch. */
  close(): void;
  /** How many objects the resource holds. */
  get size(): number;
}
