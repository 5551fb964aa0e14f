/**
 * The caches of a store's resources (one ResourceCache each), and the bookmark timer their
 * watches share: the memory store keeps its objects in them, the cacher (cacher.ts) its copy
 * of another store's.
 */
import type { ResourceKey } from "../storage.js";
import { MAX_WATCH_QUEUE_BYTES } from "../watch-queue.js";
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
export const DEFAULT_HISTORY_BYTES: number = 64 * 1024 * 1024;

/** The caches of a store's resources, and the bookmark timer their watches share. */
export class ResourceCaches {
  private readonly caches: Map<string, { key: ResourceKey; cache: ResourceCache }> = new Map();
  private watcherCount = 0;
  private bookmarkTimer: ReturnType<typeof setInterval> | undefined;
  private readonly bookmarkIntervalMs: number;
  /** WatchCacheOptions.watchQueueBytes with its default. */
  readonly watchQueueBytes: number;
  /** WatchCacheOptions.continueTtlMs and .now with their defaults. */
  readonly continueTtlMs: number;
  readonly now: () => number;

  constructor(
    private readonly options: WatchCacheOptions,
    /** The current revision of a resource's cache (the memory store's is global). */
    private readonly revision: (key: ResourceKey) => number,
  ) {
    this.bookmarkIntervalMs = options.bookmarkIntervalMs ?? 60_000;
    this.watchQueueBytes = Math.max(0, options.watchQueueBytes ?? MAX_WATCH_QUEUE_BYTES);
    this.continueTtlMs = options.continueTtlMs ?? 5 * 60_000;
    this.now = options.now ?? Date.now;
  }

  of(key: ResourceKey): ResourceCache {
    const id = `${key.group}/${key.resource}`;
    let cache = this.caches.get(id)?.cache;
    if (cache === undefined) {
      cache = new ResourceCache(
        {
          historySize: Math.max(0, Math.floor(this.options.historySize ?? 10_000)),
          historyBytes: Math.max(0, this.options.historyBytes ?? DEFAULT_HISTORY_BYTES),
          watchQueueBytes: this.watchQueueBytes,
          continueTtlMs: this.continueTtlMs,
          now: this.now,
          revision: () => this.revision(key),
        },
        (delta) => this.watchersChanged(delta),
      );
      this.caches.set(id, { key, cache });
    }
    return cache;
  }

  existing(key: ResourceKey): ResourceCache | undefined {
    return this.caches.get(`${key.group}/${key.resource}`)?.cache;
  }

  all(): ResourceCache[] {
    return [...this.caches.values()].map((c) => c.cache);
  }

  private watchersChanged(delta: number): void {
    this.watcherCount += delta;
    if (this.watcherCount > 0 && this.bookmarkTimer === undefined && this.bookmarkIntervalMs > 0) {
      this.bookmarkTimer = setInterval(() => this.sendBookmarks(), this.bookmarkIntervalMs);
      (this.bookmarkTimer as { unref?: () => void }).unref?.();
    } else if (this.watcherCount <= 0 && this.bookmarkTimer !== undefined) {
      clearInterval(this.bookmarkTimer);
      this.bookmarkTimer = undefined;
    }
  }

  /** Sends every running watch a BOOKMARK at its resource's current revision. */
  sendBookmarks(): void {
    for (const { key, cache } of this.caches.values()) cache.bookmark(this.revision(key));
  }

  /** Stops every watch and the bookmark timer. */
  close(): void {
    for (const { cache } of this.caches.values()) cache.close();
    if (this.bookmarkTimer !== undefined) clearInterval(this.bookmarkTimer);
    this.bookmarkTimer = undefined;
    this.watcherCount = 0;
  }
}
