import { type Client, type ResourceRef } from "./client.js";
/** The resources the controller reads and writes. */
export interface PoolStatusResources {
  readonly requests: ResourceRef;
  readonly slices: ResourceRef;
}
export interface PoolStatusControllerOptions {
  /** The waits before each retry of a request (default 1, 2, 4, 8 and 16 s: five retries). */
  readonly retryDelaysMs?: readonly number[];
  /** How long a completed request (from its condition) and a pending one (from its creation) are kept. */
  readonly completedTtlMs?: number;
  readonly pendingTtlMs?: number;
  /** How often the expired requests are deleted. */
  readonly cleanupIntervalMs?: number;
  /** The most ResourceSlices one request reads (default MAX_SLICES_PER_REQUEST); beyond it, the request fails. */
  readonly maxSlicesPerRequest?: number;
  /** ResourceSlices per page of the cache's lists (a slice may hold 128 devices: default 50). */
  readonly slicePageSize?: number;
  readonly now?: () => number;
}
/** The most ResourceSlices one request reads; beyond it, the request fails. */
export declare const MAX_SLICES_PER_REQUEST = 100000;
export declare class PoolStatusController {
  private readonly client;
  private readonly resources;
  private readonly options;
  private readonly queue;
  private readonly attempts;
  private readonly timers;
  private wake;
  private readonly now;
  private readonly requests;
  private readonly slices;
  constructor(
    client: Client,
    resources: PoolStatusResources,
    options?: PoolStatusControllerOptions,
  );
  /** Runs until the signal aborts (leadership lost, the process stopping). */
  run(signal: AbortSignal): Promise<void>;
  private enqueue;
  private work;
  /** Queues the request again after its next backoff; once its retries are spent, forgets it (after `onGiveUp`). */
  private retry;
  private process;
  /**
   * Writes the status through /status, at the revision read. A conflict means the cache was
   * behind, or someone else wrote it: the request is read again, and written once more only if
   * it is still pending.
   */
  private write;
  /** Deletes expired requests every cleanupIntervalMs (10 min). */
  private cleanup;
}
