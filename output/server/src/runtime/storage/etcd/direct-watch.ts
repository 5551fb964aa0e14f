// Copied by corespec from templates/server/storage/etcd/direct-watch.ts. DO NOT EDIT: change the template and run `npm run generate`.

/**
 * The etcd store's watch: etcd's own watch from a revision (with the previous state of each
 * key, so that objects entering and leaving a selector arrive as ADDED and DELETED), after the
 * initial events the store read, if any. When etcd has compacted that revision, the watch ends
 * with 410 Expired, as Kubernetes' watch does, and the client lists again.
 *
 * Progress (requestProgress, which a cache above asks for when a consistent read waits for
 * it): one transaction checks that no key of the watched range was modified after the last
 * revision received, and counts the keys (the count at the start, plus creations, less
 * deletions, so none was deleted either); then every change up to etcd's current revision has
 * been delivered, and a BOOKMARK at it follows.
 *
 * etcd sends its history as fast as it can; the events wait in a WatchQueue while the
 * consumer is paused, all counted against its bound (etcd's history is not the cache's to
 * hold), so a client that replays more than the bound from etcd at once watches again from
 * the last revision it received.
 */
import type { Etcd3, IWatchResponse, Watcher as EtcdWatcher } from "etcd3";
import { frozenAt, withResourceVersion } from "../objects.js";
import {
  StoreError,
  type BookmarkEvent,
  type StoredObject,
  type StoreEvent,
  type Watcher,
  type WatchQuery,
} from "../storage.js";
import { WatchQueue } from "../watch-queue.js";
import { prefixEnd } from "./keys.js";

export interface DirectWatchSetup {
  readonly client: Etcd3;
  /** The resource's key prefix, ending in `/`. */
  readonly prefix: string;
  /** Watch this key only (after the prefix). */
  readonly exactKey: string | undefined;
  readonly query: WatchQuery;
  /** The revision whose later changes the watch delivers. */
  readonly from: number;
  /** The oldest revision etcd is known to keep, for the 410's message. */
  readonly oldest: number;
  /** Delivered first (the objects of the store's read, the end of initial events). */
  readonly initial: readonly (StoreEvent | BookmarkEvent)[];
  readonly maxQueueBytes: number;
}

export class DirectWatch implements Watcher {
  private watcher: EtcdWatcher | undefined;
  private stopped = false;
  private readonly queue: WatchQueue<StoreEvent | BookmarkEvent>;
  private readonly prefix: string;
  private readonly query: WatchQuery;
  /** The last revision received from etcd: every change up to it is queued or delivered. */
  private received: number;
  /** Keys created less keys deleted since `from`. */
  private delta = 0;
  /** The keys at `from`, counted at the first progress request (none once etcd compacted `from`). */
  private counted: Promise<number | undefined> | undefined;
  private progressing = false;

  constructor(
    private readonly setup: DirectWatchSetup,
    private readonly onEvent: (event: StoreEvent | BookmarkEvent) => void,
    private readonly onEnd: (error?: StoreError) => void,
  ) {
    const { client, prefix, exactKey, from, oldest } = setup;
    this.prefix = prefix;
    this.query = setup.query;
    this.received = from;
    this.queue = new WatchQueue(
      (event) => this.call(event),
      () => this.end(),
      setup.maxQueueBytes,
      false,
    );
    for (const event of setup.initial) this.queue.hold(event);
    queueMicrotask(() => {
      if (!this.stopped) this.queue.start();
    });
    // Kubernetes' message (storage.NewTooLargeResourceVersionError's sibling, errors.NewGone).
    const tooOld = StoreError.expired(`too old resource version: ${from} (${oldest})`);
    const builder =
      exactKey !== undefined
        ? client.watch().key(`${prefix}${exactKey}`)
        : client.watch().prefix(prefix);
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

  /** The watched keys: [key, end). */
  private range(): [Buffer, Buffer] {
    const { prefix, exactKey } = this.setup;
    if (exactKey !== undefined)
      return [Buffer.from(`${prefix}${exactKey}`), Buffer.from(`${prefix}${exactKey}\u0000`)];
    return [Buffer.from(prefix), Buffer.from(prefixEnd(prefix))];
  }

  requestProgress(): void {
    if (this.stopped || this.progressing) return;
    this.progressing = true;
    void this.progress().finally(() => (this.progressing = false));
  }

  private async progress(): Promise<void> {
    const since = this.received;
    const [key, end] = this.range();
    this.counted ??= this.setup.client.kv
      .range({ key, range_end: end, count_only: true, revision: this.setup.from })
      .then((res) => Number(res.count))
      .catch(() => undefined);
    const counted = await this.counted;
    if (counted === undefined) return;
    const check = await this.setup.client.kv
      .txn({
        compare: [{ key, range_end: end, target: "Mod", result: "Less", mod_revision: since + 1 }],
        success: [{ request_range: { key, range_end: end, count_only: true } }],
      })
      .catch(() => undefined);
    if (check === undefined || !check.succeeded || this.stopped || this.received !== since) return;
    const rv = Number(check.header.revision);
    if (Number(check.responses[0]!.response_range.count) !== counted + this.delta || rv <= since)
      return;
    this.received = rv;
    this.queue.push({ type: "BOOKMARK", resourceVersion: String(rv) }, 0);
  }

  private inNamespace(key: string): boolean {
    const ns = this.query.namespace;
    return ns === undefined || ns === "" || key.startsWith(`${ns}/`);
  }

  private onData(res: IWatchResponse): void {
    // A response without events is etcd's progress notification: every change up to its revision was sent.
    const progress = res.events.length === 0 ? Number(res.header.revision) : 0;
    if (progress > this.received) {
      this.received = progress;
      this.queue.push({ type: "BOOKMARK", resourceVersion: String(progress) }, 0);
    }
    for (const event of res.events) {
      if (this.stopped) return;
      const rv = Number(event.kv.mod_revision);
      this.received = Math.max(this.received, rv);
      if (event.type === "Put" && !event.prev_kv) this.delta++;
      else if (event.type !== "Put") this.delta--;
      const key = event.kv.key.toString().slice(this.prefix.length);
      if (!this.inNamespace(key)) continue;
      const prev: StoredObject | undefined = event.prev_kv
        ? frozenAt(event.prev_kv.value.toString(), Number(event.prev_kv.mod_revision))
        : undefined;
      const select = this.query.select;
      const was = prev !== undefined && (select === undefined || select(prev));
      const bytes = event.kv.value.length;
      if (event.type === "Put") {
        const object = frozenAt(event.kv.value.toString(), rv);
        const is = select === undefined || select(object);
        if (is)
          this.queue.push(
            { type: was ? "MODIFIED" : "ADDED", object, resourceVersion: String(rv) },
            bytes,
          );
        else if (was)
          this.queue.push(
            {
              type: "DELETED",
              object: withResourceVersion(prev!, String(rv)),
              resourceVersion: String(rv),
            },
            bytes,
          );
      } else if (was) {
        this.queue.push(
          {
            type: "DELETED",
            object: withResourceVersion(prev!, String(rv)),
            resourceVersion: String(rv),
          },
          event.prev_kv!.value.length,
        );
      }
    }
  }

  private call(event: StoreEvent | BookmarkEvent): void {
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
