// Copied by corespec from templates/server/storage/deferred-watcher.ts. DO NOT EDIT: change the template and run `npm run generate`.

/**
 * A watch whose real watcher is made later (after a wait for a revision, or a read): what the
 * consumer asks of it meanwhile (stop, pause) is handed on once it is set. The cacher and the
 * etcd store both start watches this way.
 */
import type { Watcher } from "./storage.js";

export class DeferredWatcher implements Watcher {
  private watcher: Watcher | undefined;
  /** Whether the consumer stopped the watch (then nothing more is set up). */
  stopped = false;
  private paused = false;

  /** The real watcher; stopped at once when the consumer already stopped. */
  set(watcher: Watcher): void {
    if (this.stopped) return watcher.stop();
    this.watcher = watcher;
    if (this.paused) watcher.pause?.();
  }

  stop(): void {
    this.stopped = true;
    this.watcher?.stop();
  }

  pause(): void {
    this.paused = true;
    this.watcher?.pause?.();
  }

  resume(): void {
    this.paused = false;
    this.watcher?.resume?.();
  }

  requestProgress(): void {
    this.watcher?.requestProgress?.();
  }
}
