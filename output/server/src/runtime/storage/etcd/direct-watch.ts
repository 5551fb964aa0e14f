// Copied by corespec from templates/server/storage/etcd/direct-watch.ts. DO NOT EDIT: change the template and run `npm run generate`.

/**
 * A watch from a revision older than the watch cache keeps, served by its own etcd watch from
 * that revision (with the previous state of each key, so that objects entering and leaving a
 * selector arrive as ADDED and DELETED). When etcd has compacted that revision, the watch
 * ends with 410 Expired, as Kubernetes' watch does, and the client lists again.
 *
 * etcd sends its history as fast as it can; the events wait in a WatchQueue while the
 * consumer is paused, all counted against its bound (etcd's history is not the cache's to
 * hold), so a client that replays more than the bound from etcd at once watches again from
 * the last revision it received.
 */
import type { Etcd3, IWatchResponse, Watcher as EtcdWatcher } from "etcd3";
import { frozenAt, withResourceVersion } from "../objects.js";
import { StoreError, type BookmarkEvent, type StoredObject, type StoreEvent, type Watcher, type WatchQuery } from "../storage.js";
import { WatchQueue } from "../watch-queue.js";

export class DirectWatch implements Watcher {
  private watcher: EtcdWatcher | undefined;
  private stopped = false;
  private readonly queue: WatchQueue<StoreEvent>;

  constructor(
    client: Etcd3,
    private readonly prefix: string,
    exactKey: string | undefined,
    private readonly query: WatchQuery,
    from: number,
    /** The oldest revision the watch cache keeps, for the 410's message. */
    oldest: number,
    private readonly onEvent: (event: StoreEvent | BookmarkEvent) => void,
    private readonly onEnd: (error?: StoreError) => void,
    maxQueueBytes: number,
  ) {
    this.queue = new WatchQueue((event) => this.call(event), () => this.end(), maxQueueBytes);
    // Kubernetes' message (storage.NewTooLargeResourceVersionError's sibling, errors.NewGone).
    const tooOld = StoreError.expired(`too old resource version: ${from} (${oldest})`);
    const builder = exactKey !== undefined ? client.watch().key(`${prefix}${exactKey}`) : client.watch().prefix(prefix);
    builder
      .startRevision(String(from + 1))
      .withPreviousKV()
      .create()
      .then((watcher) => {
        if (this.stopped) return void watcher.cancel();
        this.watcher = watcher;
        watcher.on("data", (res: IWatchResponse) => this.onData(res));
        watcher.on("error", () => this.fail(tooOld));
      })
      .catch(() => this.fail(tooOld));
  }

  private inNamespace(key: string): boolean {
    const ns = this.query.namespace;
    return ns === undefined || ns === "" || key.startsWith(`${ns}/`);
  }

  private onData(res: IWatchResponse): void {
    for (const event of res.events) {
      if (this.stopped) return;
      const key = event.kv.key.toString().slice(this.prefix.length);
      if (!this.inNamespace(key)) continue;
      const rv = Number(event.kv.mod_revision);
      const prev: StoredObject | undefined = event.prev_kv ? frozenAt(event.prev_kv.value.toString(), Number(event.prev_kv.mod_revision)) : undefined;
      const select = this.query.select;
      const was = prev !== undefined && (select === undefined || select(prev));
      const bytes = event.kv.value.length;
      if (event.type === "Put") {
        const object = frozenAt(event.kv.value.toString(), rv);
        const is = select === undefined || select(object);
        if (is) this.queue.push({ type: was ? "MODIFIED" : "ADDED", object, resourceVersion: String(rv) }, bytes);
        else if (was) this.queue.push({ type: "DELETED", object: withResourceVersion(prev!, String(rv)), resourceVersion: String(rv) }, bytes);
      } else if (was) {
        this.queue.push({ type: "DELETED", object: withResourceVersion(prev!, String(rv)), resourceVersion: String(rv) }, event.prev_kv!.value.length);
      }
    }
  }

  private call(event: StoreEvent): void {
    try {
      this.onEvent(event);
    } catch {
      this.stop();
    }
  }

  private fail(error: StoreError): void {
    if (this.stopped) return;
    this.stop();
    this.onEnd(error);
  }

  /** The consumer did not take the events in time: the watch ends without an error. */
  private end(): void {
    if (this.stopped) return;
    this.stop();
    this.onEnd();
  }

  pause(): void {
    this.queue.pause();
  }

  resume(): void {
    if (!this.stopped) this.queue.resume();
  }

  stop(): void {
    if (this.stopped) return;
    this.stopped = true;
    this.queue.clear();
    const watcher = this.watcher;
    this.watcher = undefined;
    watcher?.removeAllListeners();
    void watcher?.cancel().catch(() => undefined);
  }
}
