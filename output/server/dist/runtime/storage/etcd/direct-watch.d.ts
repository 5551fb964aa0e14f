/**
 * A watch from a revision older than the watch cache keeps, served by its own etcd watch from
 * that revision (with the previous state of each key, so that objects entering and leaving a
 * selector arrive as ADDED and DELETED). When etcd has compacted that revision, the watch
 * ends with 410 Expired, as Kubernetes' watch does, and the client lists again.
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
export declare class DirectWatch implements Watcher {
  private readonly prefix;
  private readonly query;
  private readonly onEvent;
  private readonly onEnd;
  private watcher;
  private stopped;
  private readonly queue;
  constructor(
    client: Etcd3,
    prefix: string,
    exactKey: string | undefined,
    query: WatchQuery,
    from: number,
    /** The oldest revision the watch cache keeps, for the 410's message. */
    oldest: number,
    onEvent: (event: StoreEvent | BookmarkEvent) => void,
    onEnd: (error?: StoreError) => void,
    maxQueueBytes: number,
  );
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
