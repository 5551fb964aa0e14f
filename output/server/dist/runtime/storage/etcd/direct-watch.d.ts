/**
 * The etcd store's watch: etcd's own watch from a revision (with the previous state of each
 * key, so that objects entering and leaving a selector arrive as ADDED and DELETED), after the
 * initial events the store read, if any. When etcd has compacted that revision, the watch ends
 * with 410 Expired, as Kubernetes' watch does, and the client lists again.
 *
 * Progress (requestProgress, which a cache above asks for when a consistent read waits for
 * it): one transaction checks that no key of the watched range was modified after the last
 * revision received, and counts the keys (the count at the start, plus creations, less
 * deletions, so none was deleted either); then every change up to etcd's current revision has
 * been delivered, and a BOOKMARK at it follows.
 *
 * etcd sends its history as fast as it can; the events wait in a WatchQueue while the
 * consumer is paused, all counted against its bound (etcd's history is not the cache's to
 * hold), so a client that replays more than the bound from etcd at once watches again from
 * the last revision it received.
 */
import type { Etcd3 } from "etcd3";
import {
  StoreError,
  type BookmarkEvent,
  type StoreEvent,
  type Watcher,
  type WatchQuery,
} from "../storage.js";
export interface DirectWatchSetup {
  readonly client: Etcd3;
  /** The resource's key prefix, ending in `/`. */
  readonly prefix: string;
  /** Watch this key only (after the prefix). */
  readonly exactKey: string | undefined;
  readonly query: WatchQuery;
  /** The revision whose later changes the watch delivers. */
  readonly from: number;
  /** The oldest revision etcd is known to keep, for the 410's message. */
  readonly oldest: number;
  /** Delivered first (the objects of the store's read, the end of initial events). */
  readonly initial: readonly (StoreEvent | BookmarkEvent)[];
  readonly maxQueueBytes: number;
}
export declare class DirectWatch implements Watcher {
  private readonly setup;
  private readonly onEvent;
  private readonly onEnd;
  private watcher;
  private stopped;
  private readonly queue;
  private readonly prefix;
  private readonly query;
  /** The last revision received from etcd: every change up to it is queued or delivered. */
  private received;
  /** Keys created less keys deleted since `from`. */
  private delta;
  /** The keys at `from`, counted at the first progress request (none once etcd compacted `from`). */
  private counted;
  private progressing;
  constructor(
    setup: DirectWatchSetup,
    onEvent: (event: StoreEvent | BookmarkEvent) => void,
    onEnd: (error?: StoreError) => void,
  );
  /** The watched keys: [key, end). */
  private range;
  requestProgress(): void;
  private progress;
  private inNamespace;
  private onData;
  private call;
  private fail;
  /** The consumer did not take the events in time: the watch ends without an error. */
  private end;
  pause(): void;
  resume(): void;
  stop(): void;
}
