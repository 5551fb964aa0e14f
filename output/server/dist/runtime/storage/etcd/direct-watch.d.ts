/**
 * A watch from a revision older than the watch cache keeps, served by its own etcd watch from
 * that revision (with the previous state of each key, so that objects entering and leaving a
 * selector arrive as ADDED and DELETED). When etcd has compacted that revision, the watch
 * ends with 410 Expired, as Kubernetes' watch does, and the client lists again.
 */
import type { Etcd3 } from "etcd3";
import { StoreError, type BookmarkEvent, type StoreEvent, type Watcher, type WatchQuery } from "../storage.js";
export declare class DirectWatch implements Watcher {
    private readonly prefix;
    private readonly query;
    private readonly onEvent;
    private readonly onError;
    private watcher;
    private stopped;
    constructor(client: Etcd3, prefix: string, exactKey: string | undefined, query: WatchQuery, from: number, 
    /** The oldest revision the watch cache keeps, for the 410's message. */
    oldest: number, onEvent: (event: StoreEvent | BookmarkEvent) => void, onError: (error: StoreError) => void);
    private inNamespace;
    private onData;
    private deliver;
    private fail;
    stop(): void;
}
