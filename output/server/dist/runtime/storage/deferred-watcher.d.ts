/**
 * A watch whose real watcher is made later (after a wait for a revision, or a read): what the
 * consumer asks of it meanwhile (stop, pause) is handed on once it is set. The cacher and the
 * etcd store both start watches this way.
 */
import type { Watcher } from "./storage.js";
export declare class DeferredWatcher implements Watcher {
  private watcher;
  /** Whether the consumer stopped the watch (then nothing more is set up). */
  stopped: boolean;
  private paused;
  /** The real watcher; stopped at once when the consumer already stopped. */
  set(watcher: Watcher): void;
  stop(): void;
  pause(): void;
  resume(): void;
  requestProgress(): void;
}
