// Copied by corespec from templates/server/storage/etcd/direct-watch.ts. DO NOT EDIT: change the template and run `npm run generate`.
import { frozenAt, withResourceVersion } from "../objects.js";
import { StoreError } from "../storage.js";
import { WatchQueue } from "../watch-queue.js";
export class DirectWatch {
  prefix;
  query;
  onEvent;
  onEnd;
  watcher;
  stopped = false;
  queue;
  constructor(client, prefix, exactKey, query, from, oldest, onEvent, onEnd, maxQueueBytes) {
    this.prefix = prefix;
    this.query = query;
    this.onEvent = onEvent;
    this.onEnd = onEnd;
    this.queue = new WatchQueue(
      (event) => this.call(event),
      () => this.end(),
      maxQueueBytes,
    );
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
  inNamespace(key) {
    const ns = this.query.namespace;
    return ns === undefined || ns === "" || key.startsWith(`${ns}/`);
  }
  onData(res) {
    for (const event of res.events) {
      if (this.stopped) return;
      const key = event.kv.key.toString().slice(this.prefix.length);
      if (!this.inNamespace(key)) continue;
      const rv = Number(event.kv.mod_revision);
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
