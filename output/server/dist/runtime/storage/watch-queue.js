// Copied by corespec from templates/server/storage/watch-queue.ts. DO NOT EDIT: change the template and run `npm run generate`.
export const MAX_WATCH_QUEUE_BYTES = 16 * 1024 * 1024;
export class WatchQueue {
  constructor(deliver, onOverflow, maxBytes = MAX_WATCH_QUEUE_BYTES, started = true) {
    this.deliver = deliver;
    this.onOverflow = onOverflow;
    this.maxBytes = maxBytes;
    this.started = started;
  }
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
  /** Whether nothing waits and the consumer takes events: a BOOKMARK may go out now. */
  get idle() {
    return this.started && !this.paused && !this.over && this.head === this.items.length;
  }
  /** Queues an initial event: it waits for the consumer, not counted against the bound. */
  hold(event) {
    if (!this.over) this.items.push({ event, bytes: 0 });
  }
  /** A live change of `bytes` JSON bytes: delivered now when nothing waits, else queued. */
  push(event, bytes) {
    if (this.over) return;
    if (this.idle && !this.draining) {
      this.deliver(event);
      return;
    }
    this.items.push({ event, bytes });
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
    if (this.draining) return;
    this.draining = true;
    try {
      while (this.started && !this.paused && !this.over && this.head < this.items.length) {
        const waiting = this.items[this.head];
        this.items[this.head++] = void 0;
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
