// Copied by corespec from templates/server/storage/cache/resource-caches.ts. DO NOT EDIT: change the template and run `npm run generate`.
import { MAX_WATCH_QUEUE_BYTES } from "../watch-queue.js";
import { ResourceCache } from "./resource-cache.js";
/** The default of WatchCacheOptions.historyBytes: 64 MiB of JSON per resource. */
export const DEFAULT_HISTORY_BYTES = 64 * 1024 * 1024;
/** The caches of a store's resources, and the bookmark timer their watches share. */
export class ResourceCaches {
  options;
  revision;
  caches = new Map();
  watcherCount = 0;
  bookmarkTimer;
  bookmarkIntervalMs;
  /** WatchCacheOptions.watchQueueBytes with its default. */
  watchQueueBytes;
  /** WatchCacheOptions.continueTtlMs and .now with their defaults. */
  continueTtlMs;
  now;
  constructor(options, revision) {
    this.options = options;
    this.revision = revision;
    this.bookmarkIntervalMs = options.bookmarkIntervalMs ?? 6e4;
    this.watchQueueBytes = Math.max(0, options.watchQueueBytes ?? MAX_WATCH_QUEUE_BYTES);
    this.continueTtlMs = options.continueTtlMs ?? 5 * 6e4;
    this.now = options.now ?? Date.now;
  }
  of(key) {
    const id = `${key.group}/${key.resource}`;
    let cache = this.caches.get(id)?.cache;
    if (cache === undefined) {
      cache = new ResourceCache(
        {
          historySize: Math.max(0, Math.floor(this.options.historySize ?? 1e4)),
          historyBytes: Math.max(0, this.options.historyBytes ?? DEFAULT_HISTORY_BYTES),
          watchQueueBytes: this.watchQueueBytes,
          continueTtlMs: this.continueTtlMs,
          now: this.now,
          revision: () => this.revision(key),
        },
        (delta) => this.watchersChanged(delta),
      );
      this.caches.set(id, {
        key,
        cache,
      });
    }
    return cache;
  }
  existing(key) {
    return this.caches.get(`${key.group}/${key.resource}`)?.cache;
  }
  all() {
    return [...this.caches.values()].map((c) => c.cache);
  }
  watchersChanged(delta) {
    this.watcherCount += delta;
    if (this.watcherCount > 0 && this.bookmarkTimer === undefined && this.bookmarkIntervalMs > 0) {
      this.bookmarkTimer = setInterval(() => this.sendBookmarks(), this.bookmarkIntervalMs);
      this.bookmarkTimer.unref?.();
    } else if (this.watcherCount <= 0 && this.bookmarkTimer !== undefined) {
      clearInterval(this.bookmarkTimer);
      this.bookmarkTimer = undefined;
    }
  }
  /** Sends every running watch a BOOKMARK at its resource's current revision. */
  sendBookmarks() {
    for (const { key, cache } of this.caches.values()) cache.bookmark(this.revision(key));
  }
  /** Stops every watch and the bookmark timer. */
  close() {
    for (const { cache } of this.caches.values()) cache.close();
    if (this.bookmarkTimer !== undefined) clearInterval(this.bookmarkTimer);
    this.bookmarkTimer = undefined;
    this.watcherCount = 0;
  }
}
