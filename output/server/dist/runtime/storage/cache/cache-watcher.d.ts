/** A watch served from a resource's cache, and the key ranges watches and lists cover. */
import { StoreError, type BookmarkEvent, type ObjectPredicate, type StoreEvent, type Watcher } from "../storage.js";
import type { Change } from "./history.js";
/** The keys a query covers: [lo, hi), or exactly one key. */
export interface Range {
    readonly lo: string;
    /** Exclusive; undefined for no upper bound. */
    readonly hi: string | undefined;
    readonly exact?: string;
}
export declare const EVERY_KEY: Range;
export declare function namespaceRange(namespace: string): Range;
export declare function inRange(range: Range, key: string): boolean;
/** A watch of a cache: events wait in `pending` until the first delivery, then go out live. */
export declare class CacheWatcher implements Watcher {
    private readonly range;
    private readonly select;
    private readonly onEvent;
    private readonly onStop;
    private readonly onError;
    stopped: boolean;
    /** Changes at or below this revision were accounted for when the watch started. */
    startRv: number;
    /** Events waiting for the first delivery (initial events, replayed changes, and changes since). */
    pending: (StoreEvent | BookmarkEvent)[] | null;
    constructor(range: Range, select: ObjectPredicate | undefined, onEvent: (event: StoreEvent | BookmarkEvent) => void, onStop: (watcher: CacheWatcher) => void, onError: (error: StoreError) => void);
    stop(): void;
    /** Ends the watch with an error (410 when the cache lost its history). */
    fail(error: StoreError): void;
    /** The event this watcher sees of a change, if any (Kubernetes' cacheWatcher.convertToWatchEvent). */
    view(change: Change): StoreEvent | undefined;
    deliver(event: StoreEvent | BookmarkEvent): void;
    private call;
    /** Delivers what waited, including changes that arrive meanwhile, then goes live. */
    flush(): void;
}
/** A watcher that failed before it started: it only reports its error. */
export declare class FailedWatcher implements Watcher {
    private stopped;
    constructor(error: StoreError, onError: (error: StoreError) => void);
    stop(): void;
}
