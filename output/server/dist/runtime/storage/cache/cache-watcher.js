// Copied by corespec from templates/server/storage/cache/cache-watcher.ts. DO NOT EDIT: change the template and run `npm run generate`.
export const EVERY_KEY = { lo: "", hi: undefined };
export function namespaceRange(namespace) {
    // "/" + 1 is "0": every key of the namespace sorts in [ns/, ns0).
    return { lo: `${namespace}/`, hi: `${namespace}0` };
}
export function inRange(range, key) {
    if (range.exact !== undefined)
        return key === range.exact;
    return key >= range.lo && (range.hi === undefined || key < range.hi);
}
/** A watch of a cache: events wait in `pending` until the first delivery, then go out live. */
export class CacheWatcher {
    range;
    select;
    onEvent;
    onStop;
    onError;
    stopped = false;
    /** Changes at or below this revision were accounted for when the watch started. */
    startRv = 0;
    /** Events waiting for the first delivery (initial events, replayed changes, and changes since). */
    pending = [];
    constructor(range, select, onEvent, onStop, onError) {
        this.range = range;
        this.select = select;
        this.onEvent = onEvent;
        this.onStop = onStop;
        this.onError = onError;
    }
    stop() {
        if (this.stopped)
            return;
        this.stopped = true;
        this.pending = null;
        this.onStop(this);
    }
    /** Ends the watch with an error (410 when the cache lost its history). */
    fail(error) {
        if (this.stopped)
            return;
        this.stop();
        this.onError(error);
    }
    /** The event this watcher sees of a change, if any (Kubernetes' cacheWatcher.convertToWatchEvent). */
    view(change) {
        if (!inRange(this.range, change.key))
            return undefined;
        if (this.select === undefined)
            return change.event(change.type);
        const now = change.type !== "DELETED" && this.select(change.object);
        const before = change.prev !== undefined && this.select(change.prev);
        if (now)
            return change.event(before ? "MODIFIED" : "ADDED");
        return before ? change.event("DELETED") : undefined;
    }
    deliver(event) {
        if (this.stopped)
            return;
        if (this.pending !== null) {
            this.pending.push(event);
            return;
        }
        this.call(event);
    }
    call(event) {
        try {
            this.onEvent(event);
        }
        catch {
            // A listener that throws ends its own watch; the store and other watchers go on.
            this.stop();
        }
    }
    /** Delivers what waited, including changes that arrive meanwhile, then goes live. */
    flush() {
        const pending = this.pending;
        if (pending === null)
            return;
        for (let i = 0; i < pending.length && !this.stopped; i++)
            this.call(pending[i]);
        if (!this.stopped)
            this.pending = null;
    }
}
/** A watcher that failed before it started: it only reports its error. */
export class FailedWatcher {
    stopped = false;
    constructor(error, onError) {
        queueMicrotask(() => {
            if (this.stopped)
                return;
            this.stopped = true;
            onError(error);
        });
    }
    stop() {
        this.stopped = true;
    }
}
