// Copied by corespec from templates/server/storage/cache/reflector.ts. DO NOT EDIT: change the template and run `npm run generate`.

/**
 * Keeps a resource's cache in step with the storage below the cacher, as Kubernetes' reflector
 * does: one list of the resource (in pages, at one revision), then one watch of the storage
 * from that revision whose events are applied to the cache. It knows the storage only through
 * the Storage interface, so a thousand watchers cost one watch of etcd (or of any store).
 *
 * The cache's revision is the last revision its watch is known to have delivered: the revision
 * of the last event, or of a BOOKMARK (progress). A write through the cacher waits until the
 * cache has its own change, so that a read through the same server sees it.
 *
 * When the watch ends with an error (the storage no longer has its revision: 410), the
 * resource is listed again and the cache rebuilt; its watches then end with 410, so that
 * their clients list again too.
 */
import { keyOf, metaOf, withResourceVersion } from "../objects.js";
import type {
  BookmarkEvent,
  ResourceKey,
  Storage,
  StoredObject,
  StoreError,
  StoreEvent,
  Watcher,
} from "../storage.js";
import { retryAfterForUnreadyCache } from "./delegator.js";
import { Change } from "./history.js";
import type { ResourceCache } from "./resource-cache.js";

/** Objects read per page of the list. */
const LIST_PAGE = 500;
/** Delay between attempts while the storage cannot be listed, growing to the maximum. */
const RETRY_MS = [100, 250, 500, 1000, 2000];

export class Reflector {
  /** The last revision the cache is known to reflect. */
  revision = 0;
  /** Whether the list is done and the watch running. */
  connected = false;
  private watcher: Watcher | undefined;
  private closed = false;
  private waiters: {
    rv: number;
    resolve: (reached: boolean) => void;
    timer: ReturnType<typeof setTimeout>;
  }[] = [];
  /** Resolves once the cache holds the resource (after the first list). */
  readonly started: Promise<void>;
  /** Whether `started` has resolved (the cache was filled once). */
  filled = false;
  /** When the reflector began to fill the cache: how long a cache not filled yet has been down. */
  private readonly since: number = Date.now();

  constructor(
    private readonly storage: Storage,
    private readonly key: ResourceKey,
    readonly cache: ResourceCache,
    /** Told of every revision the reflector learns. */
    private readonly onRevision: (rv: number) => void,
  ) {
    this.started = this.run();
  }

  /** The retry period of a request refused while the cache is not filled (retryAfterForUnreadyCache). */
  retryAfterSeconds(now: number = Date.now()): number {
    return retryAfterForUnreadyCache(now - this.since);
  }

  /** Lists and watches until closed, retrying while the storage cannot be listed. */
  private async run(): Promise<void> {
    for (let attempt = 0; !this.closed; attempt++) {
      try {
        this.watch(await this.list());
        this.filled = true;
        return;
      } catch {
        await new Promise((r) => setTimeout(r, RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)]));
      }
    }
  }

  private keyOf(object: StoredObject): string {
    const m = metaOf(object);
    return keyOf(
      this.key,
      typeof m.namespace === "string" ? m.namespace : undefined,
      String(m.name),
    );
  }

  /** Reads every object of the resource at one revision into the cache; returns the revision. */
  private async list(): Promise<number> {
    const objects = new Map<string, StoredObject>();
    let page = await this.storage.list(this.key, { limit: LIST_PAGE });
    for (;;) {
      for (const object of page.items) objects.set(this.keyOf(object), object);
      if (page.continue === undefined) break;
      page = await this.storage.list(this.key, { limit: LIST_PAGE, continue: page.continue });
    }
    const at = Number(page.resourceVersion);
    if (this.closed) return at;
    this.cache.reset(objects, at);
    this.advance(at);
    return at;
  }

  private watch(from: number): void {
    if (this.closed) return;
    const watch: { watcher?: Watcher } = {};
    watch.watcher = this.storage.watch(
      this.key,
      { resourceVersion: String(from), sendInitialEvents: false },
      (event) => {
        if (this.watcher === watch.watcher) this.onEvent(event);
      },
      (error) => {
        if (this.watcher === watch.watcher) this.ended(error);
      },
    );
    this.watcher = watch.watcher;
    this.connected = true;
  }

  /** The watch ended: from where it was when it just fell behind, else (410) with a new list. */
  private ended(error: StoreError | undefined): void {
    this.watcher = undefined;
    this.connected = false;
    if (this.closed) return;
    if (error === undefined) this.watch(this.revision);
    else void this.run();
  }

  private onEvent(event: StoreEvent | BookmarkEvent): void {
    const rv = Number(event.resourceVersion);
    if (event.type !== "BOOKMARK") {
      const key = this.keyOf(event.object);
      const prev = this.cache.get(key);
      if (event.type !== "DELETED") {
        this.cache.apply(
          new Change(
            prev === undefined ? "ADDED" : "MODIFIED",
            key,
            rv,
            event.object,
            prev,
            JSON.stringify(event.object).length,
          ),
        );
      } else if (prev !== undefined) {
        this.cache.apply(
          new Change(
            "DELETED",
            key,
            rv,
            withResourceVersion(prev, String(rv)),
            prev,
            JSON.stringify(prev).length,
          ),
        );
      }
    }
    this.advance(rv);
  }

  private advance(rv: number): void {
    if (rv <= this.revision) return;
    this.revision = rv;
    this.onRevision(rv);
    if (this.waiters.length === 0) return;
    const still: typeof this.waiters = [];
    for (const w of this.waiters) {
      if (w.rv <= rv) {
        clearTimeout(w.timer);
        w.resolve(true);
      } else still.push(w);
    }
    this.waiters = still;
  }

  /** Resolves true once the cache reflects `rv`, false after `timeoutMs`. */
  waitFor(rv: number, timeoutMs: number): Promise<boolean> {
    if (this.revision >= rv) return Promise.resolve(true);
    return new Promise((resolve) => {
      const waiter = {
        rv,
        resolve,
        timer: setTimeout(() => {
          this.waiters = this.waiters.filter((w) => w !== waiter);
          resolve(false);
        }, timeoutMs),
      };
      this.waiters.push(waiter);
    });
  }

  /**
   * Whether the cache reaches `rv` within `timeoutMs`, asking the storage's watch for progress
   * meanwhile (a BOOKMARK at its current revision once it has sent every change up to it), as
   * Kubernetes' watch cache asks etcd when a consistent read waits for it.
   */
  async catchUp(rv: number, timeoutMs: number): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    while (this.revision < rv) {
      this.watcher?.requestProgress?.();
      const left = deadline - Date.now();
      if (left <= 0) return false;
      await this.waitFor(rv, Math.min(left, 50));
    }
    return true;
  }

  close(): void {
    this.closed = true;
    for (const w of this.waiters) {
      clearTimeout(w.timer);
      w.resolve(false);
    }
    this.waiters = [];
    const watcher = this.watcher;
    this.watcher = undefined;
    this.connected = false;
    watcher?.stop();
    this.cache.close();
  }
}
