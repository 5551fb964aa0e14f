/**
 * The caches of a store's resources (one ResourceCache each), and the bookmark timer their
 * watches share: the memory store keeps its objects in them, the cacher (cacher.ts) its copy
 * of another store's.
 */
import type { ResourceKey } from "../storage.js";
import { ResourceCache } from "./resource-cache.js";
/** Options of a store's watch caches (the memory store's, and the cacher's over another store). */
export interface WatchCacheOptions {
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
/** The default of WatchCacheOptions.historyBytes: 64 MiB of JSON per resource. */
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
  /** WatchCacheOptions.watchQueueBytes with its default. */
  readonly watchQueueBytes: number;
  /** WatchCacheOptions.continueTtlMs and .now with their defaults. */
  readonly continueTtlMs: number;
  readonly now: () => number;
  constructor(
    options: WatchCacheOptions,
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
