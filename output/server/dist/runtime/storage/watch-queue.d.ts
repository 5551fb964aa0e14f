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
export declare const MAX_WATCH_QUEUE_BYTES: number;
export declare class WatchQueue<E> {
  /** Hands an event to the consumer. */
  private readonly deliver;
  /** Called once when the live changes waiting pass `maxBytes`; the queue is then empty and takes nothing more. */
  private readonly onOverflow;
  private readonly maxBytes;
  /** Whether events go out as they come; if not, they wait for start(). */
  private started;
  private items;
  private head;
  private paused;
  private draining;
  private over;
  /** The bytes of the live changes waiting. */
  private bytes;
  constructor(
    /** Hands an event to the consumer. */
    deliver: (event: E) => void,
    /** Called once when the live changes waiting pass `maxBytes`; the queue is then empty and takes nothing more. */
    onOverflow: () => void,
    maxBytes?: number,
    /** Whether events go out as they come; if not, they wait for start(). */
    started?: boolean,
  );
  /** Whether nothing waits and the consumer takes events: a BOOKMARK may go out now. */
  get idle(): boolean;
  /** Queues an initial event: it waits for the consumer, not counted against the bound. */
  hold(event: E): void;
  /** A live change of `bytes` JSON bytes: delivered now when nothing waits, else queued. */
  push(event: E, bytes: number): void;
  /** Starts delivering (the events held so far first). */
  start(): void;
  /** The consumer has enough waiting: hold further events until resume(). */
  pause(): void;
  /** The consumer takes events again: what waits goes out, until it pauses again. */
  resume(): void;
  /** Drops everything waiting; nothing more is taken. */
  clear(): void;
  private drain;
}
