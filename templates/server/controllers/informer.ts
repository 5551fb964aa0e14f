/**
 * A cache of one resource kept by list and watch, as client-go's informers keep theirs
 * (k8s.io/client-go/tools/cache: reflector.go lists page by page, then watches from the list's
 * resourceVersion, watches again from the last one seen when a watch ends, and lists again
 * when the watch answers 410 Expired or fails; the store is replaced by each list). The
 * handlers are called with each change, one at a time; a controller reads the cache instead of
 * asking the API server for the objects again (listers).
 */
import {
  isCode,
  nameOf,
  sleep,
  type Client,
  type Json,
  type ResourceRef,
  type WatchEvent,
} from "./client.js";

export interface InformerHandlers {
  /** An object added or changed (by a watch event, or seen by a list). */
  onUpsert?(object: Json): void;
  onDelete?(object: Json): void;
}

export interface InformerOptions {
  /** Objects per page of a list (client-go's reflector asks for 500; large objects want fewer). */
  readonly pageSize?: number;
  /** How long a watch may stay open before it is renewed (timeoutSeconds; client-go picks 5-10 min). */
  readonly watchTimeoutSeconds?: number;
  /** The waits before listing again after a failure: doubles from the first to the last. */
  readonly backoffMs?: readonly [number, number];
}

export class Informer {
  private readonly objects = new Map<string, Json>();
  private synced = false;
  private readonly syncWaiters: (() => void)[] = [];

  constructor(
    private readonly client: Client,
    private readonly ref: ResourceRef,
    private readonly handlers: InformerHandlers = {},
    private readonly options: InformerOptions = {},
  ) {}

  /** Whether the first list has been read into the cache. */
  hasSynced(): boolean {
    return this.synced;
  }

  /** Resolves once the first list is in the cache (or the signal aborts). */
  waitForSync(signal: AbortSignal): Promise<void> {
    if (this.synced || signal.aborted) return Promise.resolve();
    return new Promise((resolve) => {
      this.syncWaiters.push(resolve);
      signal.addEventListener("abort", () => resolve(), { once: true });
    });
  }

  /** An object by its key (keyOf: `namespace/name`, or the name). */
  get(key: string): Json | undefined {
    return this.objects.get(key);
  }

  list(): Json[] {
    return [...this.objects.values()];
  }

  /** Lists and watches until the signal aborts. */
  async run(signal: AbortSignal): Promise<void> {
    const [first, last] = this.options.backoffMs ?? [800, 30_000];
    let backoff = first;
    while (!signal.aborted) {
      try {
        let resourceVersion = await this.relist(signal);
        backoff = first;
        // Watch from the last revision seen; a watch the server ended is renewed from there.
        while (!signal.aborted) resourceVersion = await this.watchFrom(resourceVersion, signal);
      } catch (error) {
        if (signal.aborted) return;
        // 410: the revision is compacted away, list again at once; otherwise after a backoff.
        if (!isCode(error, 410)) {
          await sleep(backoff, signal);
          backoff = Math.min(last, backoff * 2);
        }
      }
    }
  }

  /** Lists every object, page by page, and replaces the cache with them; returns the list's revision. */
  private async relist(signal: AbortSignal): Promise<string> {
    const seen = new Map<string, Json>();
    let token: string | undefined;
    let resourceVersion = "";
    do {
      const page = await this.client.list(
        this.ref,
        {
          limit: this.options.pageSize ?? 500,
          ...(token !== undefined ? { continue: token } : {}),
        },
        { signal },
      );
      for (const object of page.items) seen.set(keyOf(object), object);
      resourceVersion = page.metadata.resourceVersion ?? resourceVersion;
      token = page.metadata.continue;
    } while (token !== undefined && token !== "" && !signal.aborted);
    for (const [key, object] of this.objects) if (!seen.has(key)) this.remove(object);
    for (const object of seen.values()) this.upsert(object);
    if (!this.synced) {
      this.synced = true;
      for (const resolve of this.syncWaiters.splice(0)) resolve();
    }
    return resourceVersion;
  }

  /** One watch from a revision; returns the last revision it saw when the server ends it. */
  private async watchFrom(resourceVersion: string, signal: AbortSignal): Promise<string> {
    let last = resourceVersion;
    const query = {
      resourceVersion,
      allowWatchBookmarks: true,
      timeoutSeconds: this.options.watchTimeoutSeconds ?? 300 + Math.floor(Math.random() * 300),
    };
    await this.client.watch(
      this.ref,
      query,
      (event: WatchEvent) => {
        const revision = (event.object.metadata as Json | undefined)?.resourceVersion;
        if (typeof revision === "string") last = revision;
        if (event.type === "ADDED" || event.type === "MODIFIED") this.upsert(event.object);
        else if (event.type === "DELETED") this.remove(event.object);
      },
      signal,
    );
    return last;
  }

  private upsert(object: Json): void {
    this.objects.set(keyOf(object), object);
    this.handlers.onUpsert?.(object);
  }

  private remove(object: Json): void {
    this.objects.delete(keyOf(object));
    this.handlers.onDelete?.(object);
  }
}

/** The cache's key of an object: `namespace/name`, or the name of a cluster-scoped one (client-go's MetaNamespaceKeyFunc). */
export function keyOf(object: Json): string {
  const namespace = (object.metadata as Json | undefined)?.namespace;
  return typeof namespace === "string" && namespace !== ""
    ? `${namespace}/${nameOf(object)}`
    : nameOf(object);
}
