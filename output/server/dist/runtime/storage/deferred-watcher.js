// Copied by corespec from templates/server/storage/deferred-watcher.ts. DO NOT EDIT: change the template and run `npm run generate`.
export class DeferredWatcher {
  watcher;
  /** Whether the consumer stopped the watch (then nothing more is set up). */
  stopped = false;
  paused = false;
  /** The real watcher; stopped at once when the consumer already stopped. */
  set(watcher) {
    if (this.stopped) return watcher.stop();
    this.watcher = watcher;
    if (this.paused) watcher.pause?.();
  }
  stop() {
    this.stopped = true;
    this.watcher?.stop();
  }
  pause() {
    this.paused = true;
    this.watcher?.pause?.();
  }
  resume() {
    this.paused = false;
    this.watcher?.resume?.();
  }
  requestProgress() {
    this.watcher?.requestProgress?.();
  }
}
