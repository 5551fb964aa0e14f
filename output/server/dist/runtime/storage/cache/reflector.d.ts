import type { ResourceKey, Storage } from "../storage.js";
import type { ResourceCache } from "./resource-cache.js";
export declare class Reflector {
  private readonly storage;
  private readonly key;
  readonly cache: ResourceCache;
  /** Told of every revision the reflector learns. */
  private readonly onRevision;
  /** The last revision the cache is known to reflect. */
  revision: number;
  /** Whether the list is done and the watch running. */
  connected: boolean;
  private watcher;
  private closed;
  private waiters;
  /** Resolves once the cache holds the resource (after the first list). */
  readonly started: Promise<void>;
  /** Whether `started` has resolved (the cache was filled once). */
  filled: boolean;
  /** When the reflector began to fill the cache: how long a cache not filled yet has been down. */
  private readonly since;
  constructor(
    storage: Storage,
    key: ResourceKey,
    cache: ResourceCache,
    /** Told of every revision the reflector learns. */
    onRevision: (rv: number) => void,
  );
  /** The retry period of a request refused while the cache is not filled (retryAfterForUnreadyCache). */
  retryAfterSeconds(now?: number): number;
  /** Lists and watches until closed, retrying while the storage cannot be listed. */
  private run;
  private keyOf;
  /** Reads every object of the resource at one revision into the cache; returns the revision. */
  private list;
  private watch;
  /** The watch ended: from where it was when it just fell behind, else (410) with a new list. */
  private ended;
  private onEvent;
  private advance;
  /** Resolves true once the cache reflects `rv`, false after `timeoutMs`. */
  waitFor(rv: number, timeoutMs: number): Promise<boolean>;
  /**
   * Whether the cache reaches `rv` within `timeoutMs`, asking the storage's watch for progress
   * meanwhile (a BOOKMARK at its current revision once it has sent every change up to it), as
   * Kubernetes' watch cache asks etcd when a consistent read waits for it.
   */
  catchUp(rv: number, timeoutMs: number): Promise<boolean>;
  close(): void;
}
