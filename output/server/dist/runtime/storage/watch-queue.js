// Copied by corespec from templates/server/storage/watch-queue.ts. DO NOT EDIT: change the template and run `npm run generate`.
/**
 * The events of one watch on their way to its consumer (the HTTP stream), at the pace the
 * consumer takes them, as Kubernetes' cacheWatcher does
 * (k8s.io/apiserver/pkg/storage/cacher/cache_watcher.go):
 *
 * - The consumer pauses the watch when its connection has enough waiting to be written, and
 *   resumes it once the connection drained: nothing is serialized for a client faster than it
 *   reads.
 * - Initial events (the objects of a watch without resourceVersion, or the kept changes a watch
 *   from a past revision replays) wait for the consumer however many they are, as the
 *   cacheWatcher's initEvents do: they are the cache's own objects, held, not copied.
 * - Live changes that arrive while the consumer is paused wait too, up to a bound in bytes;
 *   past it the consumer has fallen behind and the watch ends, as the cacher closes a watcher
 *   whose input channel stays full (cacheWatcher.add). The client watches again from the last
 *   revision it received.
 */
/**
 * JSON bytes of live changes a paused watch may have waiting before it ends. Kubernetes bounds
 * the same by count: a cacheWatcher's input channel holds 10 to 1,000 events
 * (watch_cache.go, minWatchChanSize .. maxWatchChanSizeWithIndexWithoutTrigger), each event at
 * most an object of etcd's 1.5 MiB request limit. Changes here are applied synchronously and
 * may come in bursts (a collection deleted), so the bound is in bytes: a burst of small
 * changes waits, a client that stops reading while large ones are written is let go.
 */
export const MAX_WATCH_QUEUE_BYTES = 16 * 1024 * 1024;
export class WatchQueue {
  deliver;
  onOverflow;
  maxBytes;
  started;
  items = [];
  head = 0;
  paused = false;
  draining = false;
  over = false;
  /** The bytes of the live changes waiting. */
  bytes = 0;
  constructor(deliver, onOverflow, maxBytes = MAX_WATCH_QUEUE_BYTES, started = true) {
    this.deliver = deliver;
    this.onOverflow = onOverflow;
    this.maxBytes = maxBytes;
    this.started = started;
  }
  /** Whether nothing waits and the consumer takes events: a BOOKMARK may go out now. */
  get idle() {
    return this.started && !this.paused && !this.over && this.head === this.items.length;
  }
  /** Queues an initial event: it waits for the consumer, not counted against the bound. */
  hold(event) {
    if (!this.over)
      this.items.push({
        event,
        bytes: 0,
      });
  }
  /** A live change of `bytes` JSON bytes: delivered now when nothing waits, else queued. */
  push(event, bytes) {
    if (this.over) return;
    if (this.idle && !this.draining) {
      this.deliver(event);
      return;
    }
    this.items.push({
      event,
      bytes,
    });
    this.bytes += bytes;
    if (this.bytes > this.maxBytes) {
      this.clear();
      this.onOverflow();
    }
  }
  /** Starts delivering (the events held so far first). */
  start() {
    this.started = true;
    this.drain();
  }
  /** The consumer has enough waiting: hold further events until resume(). */
  pause() {
    this.paused = true;
  }
  /** The consumer takes events again: what waits goes out, until it pauses again. */
  resume() {
    this.paused = false;
    this.drain();
  }
  /** Drops everything waiting; nothing more is taken. */
  clear() {
    this.over = true;
    this.items = [];
    this.head = 0;
    this.bytes = 0;
  }
  drain() {
    // A consumer that resumes from within deliver() is already inside this loop.
    if (this.draining) return;
    this.draining = true;
    try {
      while (this.started && !this.paused && !this.over && this.head < this.items.length) {
        const waiting = this.items[this.head];
        this.items[this.head++] = undefined;
        this.bytes -= waiting.bytes;
        this.deliver(waiting.event);
      }
    } finally {
      this.draining = false;
    }
    if (this.head === this.items.length) {
      this.items = [];
      this.head = 0;
    } else if (this.head >= 1024 && this.head * 2 >= this.items.length) {
      this.items = this.items.slice(this.head);
      this.head = 0;
    }
  }
}
