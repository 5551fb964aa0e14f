// Copied by corespec from templates/server/storage/etcd/direct-watch.ts. DO NOT EDIT: change the template and run `npm run generate`.
import { frozenAt, withResourceVersion } from "../objects.js";
import { StoreError } from "../storage.js";
import { WatchQueue } from "../watch-queue.js";
import { prefixEnd } from "./keys.js";
export class DirectWatch {
  setup;
  onEvent;
  onEnd;
  watcher;
  stopped = false;
  queue;
  prefix;
  query;
  /** The last revision received from etcd: every change up to it is queued or delivered. */
  received;
  /** Keys created less keys deleted since `from`. */
  delta = 0;
  /** The keys at `from`, counted at the first progress request (none once etcd compacted `from`). */
  counted;
  progressing = false;
  constructor(setup, onEvent, onEnd) {
    this.setup = setup;
    this.onEvent = onEvent;
    this.onEnd = onEnd;
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
        watcher.on("data", (res) => this.onData(res));
        watcher.on("error", () => this.fail(tooOld));
      })
      .catch(() => this.fail(tooOld));
  }
  /** The watched keys: [key, end). */
  range() {
    const { prefix, exactKey } = this.setup;
    if (exactKey !== undefined)
      return [Buffer.from(`${prefix}${exactKey}`), Buffer.from(`${prefix}${exactKey}\u0000`)];
    return [Buffer.from(prefix), Buffer.from(prefixEnd(prefix))];
  }
  requestProgress() {
    if (this.stopped || this.progressing) return;
    this.progressing = true;
    void this.progress().finally(() => (this.progressing = false));
  }
  async progress() {
    const since = this.received;
    const [key, end] = this.range();
    this.counted ??= this.setup.client.kv
      .range({
        key,
        range_end: end,
        count_only: true,
        revision: this.setup.from,
      })
      .then((res) => Number(res.count))
      .catch(() => undefined);
    const counted = await this.counted;
    if (counted === undefined) return;
    const check = await this.setup.client.kv
      .txn({
        compare: [
          {
            key,
            range_end: end,
            target: "Mod",
            result: "Less",
            mod_revision: since + 1,
          },
        ],
        success: [
          {
            request_range: {
              key,
              range_end: end,
              count_only: true,
            },
          },
        ],
      })
      .catch(() => undefined);
    if (check === undefined || !check.succeeded || this.stopped || this.received !== since) return;
    const rv = Number(check.header.revision);
    if (Number(check.responses[0].response_range.count) !== counted + this.delta || rv <= since)
      return;
    this.received = rv;
    this.queue.push(
      {
        type: "BOOKMARK",
        resourceVersion: String(rv),
      },
      0,
    );
  }
  inNamespace(key) {
    const ns = this.query.namespace;
    return ns === undefined || ns === "" || key.startsWith(`${ns}/`);
  }
  onData(res) {
    // A response without events is etcd's progress notification: every change up to its revision was sent.
    const progress = res.events.length === 0 ? Number(res.header.revision) : 0;
    if (progress > this.received) {
      this.received = progress;
      this.queue.push(
        {
          type: "BOOKMARK",
          resourceVersion: String(progress),
        },
        0,
      );
    }
    for (const event of res.events) {
      if (this.stopped) return;
      const rv = Number(event.kv.mod_revision);
      this.received = Math.max(this.received, rv);
      if (event.type === "Put" && !event.prev_kv) this.delta++;
      else if (event.type !== "Put") this.delta--;
      const key = event.kv.key.toString().slice(this.prefix.length);
      if (!this.inNamespace(key)) continue;
      const prev = event.prev_kv
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
            {
              type: was ? "MODIFIED" : "ADDED",
              object,
              resourceVersion: String(rv),
            },
            bytes,
          );
        else if (was)
          this.queue.push(
            {
              type: "DELETED",
              object: withResourceVersion(prev, String(rv)),
              resourceVersion: String(rv),
            },
            bytes,
          );
      } else if (was) {
        this.queue.push(
          {
            type: "DELETED",
            object: withResourceVersion(prev, String(rv)),
            resourceVersion: String(rv),
          },
          event.prev_kv.value.length,
        );
      }
    }
  }
  call(event) {
    try {
      this.onEvent(event);
    } catch {
      this.stop();
    }
  }
  fail(error) {
    if (this.stopped) return;
    this.stop();
    this.onEnd(error);
  }
  /** The consumer did not take the events in time: the watch ends without an error. */
  end() {
    if (this.stopped) return;
    this.stop();
    this.onEnd();
  }
  pause() {
    this.queue.pause();
  }
  resume() {
    if (!this.stopped) this.queue.resume();
  }
  stop() {
    if (this.stopped) return;
    this.stopped = true;
    this.queue.clear();
    const watcher = this.watcher;
    this.watcher = undefined;
    watcher?.removeAllListeners();
    void watcher?.cancel().catch(() => undefined);
  }
}
