import { type Handlers } from "./local-client.js";
export interface PoolStatusControllerOptions {
  /** The handlers of ResourcePoolStatusRequest and ResourceSlice. */
  readonly requests: Handlers;
  readonly slices: Handlers;
  /** The waits before each retry of a request (default 1, 2, 4, 8 and 16 s: five retries). */
  readonly retryDelaysMs?: readonly number[];
  /** How long a completed request (from its condition) and a pending one (from its creation) are kept. */
  readonly completedTtlMs?: number;
  readonly pendingTtlMs?: number;
  /** How often the expired requests are deleted. */
  readonly cleanupIntervalMs?: number;
  readonly now?: () => number;
}
/** The most ResourceSlices one request reads; beyond it, the request fails. */
export declare const MAX_SLICES_PER_REQUEST = 100000;
export declare class PoolStatusController {
  private readonly options;
  private readonly queue;
  private readonly attempts;
  private readonly timers;
  private wake;
  private readonly now;
  constructor(options: PoolStatusControllerOptions);
  /** Runs until the signal aborts (leadership lost, server closing). */
  run(signal: AbortSignal): Promise<void>;
  private enqueue;
  /** Lists the requests, queues the pending ones, then watches from the list's revision; again whenever the watch ends. */
  private feed;
  private work;
  /** Queues the request again after its next backoff; once its retries are spent, forgets it (after `onGiveUp`). */
  private retry;
  private process;
  /** Writes the status through /status, at the revision read: a conflict means someone else wrote it. */
  private write;
  /** The slices of a driver, page by page (a field selector on spec.driver). */
  private readSlices;
  /** Deletes expired requests every cleanupIntervalMs (10 min). */
  private cleanup;
}
