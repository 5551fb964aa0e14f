/**
 * The ResourcePoolStatusRequest controller (seed 000 §3; KEP-5677's controller, which
 * Kubernetes runs in kube-controller-manager: pkg/controller/resourcepoolstatusrequest/
 * controller.go). A client of the API: it keeps caches of the requests and of the
 * ResourceSlices by list and watch (informer.ts, as the KEP's controller reads its shared
 * informers' listers), processes each pending request (status unset) once from the cached
 * slices of its driver (pool-status.ts), and writes the status through the status subresource
 * with the request's resourceVersion, so a request is never written twice, whoever else runs.
 *
 * As the KEP's controller does:
 * - nothing is processed before both caches are filled (cache.WaitForCacheSync);
 * - a single worker takes request names from a queue fed by the requests' cache (only those
 *   without status are queued; the status is checked again before the work);
 * - a request whose pools are incomplete (fewer slices than declared) is retried after a
 *   backoff, at most `retryDelaysMs.length` times, then left pending: no status is written;
 * - a driver with more slices than one request may read is written as a `Failed` condition
 *   (reason CalculationFailed) after the same retries;
 * - completed requests are deleted an hour after their condition, pending ones a day after
 *   their creation (with a UID precondition, so a recreated request is not deleted).
 * The computation runs in slices of about 10 ms, and the worker yields between requests, so
 * that the process's watches and Lease renewals go on whatever the size of the pools.
 */
import { computePoolStatusInSlices, type PoolStatusRequestSpec } from "./pool-status.js";
import {
  isCode,
  metaTime,
  nameOf,
  sleep,
  yieldToLoop,
  type Client,
  type Json,
  type ResourceRef,
} from "./client.js";
import { Informer } from "./informer.js";

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
export const MAX_SLICES_PER_REQUEST = 100_000;
const HOUR = 3_600_000;

export class PoolStatusController {
  private readonly queue = new Set<string>();
  private readonly attempts = new Map<string, number>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private wake: (() => void) | undefined;
  private readonly now: () => number;
  private readonly requests: Informer;
  private readonly slices: Informer;

  constructor(
    private readonly client: Client,
    private readonly resources: PoolStatusResources,
    private readonly options: PoolStatusControllerOptions = {},
  ) {
    this.now = options.now ?? Date.now;
    this.requests = new Informer(client, resources.requests, {
      onUpsert: (request) =>
        request.status === undefined ? this.enqueue(nameOf(request)) : undefined,
    });
    this.slices = new Informer(
      client,
      resources.slices,
      {},
      { pageSize: options.slicePageSize ?? 50 },
    );
  }

  /** Runs until the signal aborts (leadership lost, the process stopping). */
  async run(signal: AbortSignal): Promise<void> {
    signal.addEventListener("abort", () => {
      for (const timer of this.timers) clearTimeout(timer);
      this.timers.clear();
      this.wake?.();
    });
    await Promise.all([
      this.requests.run(signal),
      this.slices.run(signal),
      this.work(signal),
      this.cleanup(signal),
    ]);
  }

  private enqueue(name: string): void {
    this.queue.add(name);
    this.wake?.();
  }

  private async work(signal: AbortSignal): Promise<void> {
    await Promise.all([this.requests.waitForSync(signal), this.slices.waitForSync(signal)]);
    while (!signal.aborted) {
      const next = this.queue.values().next();
      if (next.done) {
        await new Promise<void>((resolve) => (this.wake = resolve));
        this.wake = undefined;
        continue;
      }
      this.queue.delete(next.value);
      await this.process(next.value, signal).catch(() => this.retry(next.value, undefined));
      await yieldToLoop();
    }
  }

  /** Queues the request again after its next backoff; once its retries are spent, forgets it (after `onGiveUp`). */
  private retry(name: string, onGiveUp: (() => Promise<void>) | undefined): void {
    const delays = this.options.retryDelaysMs ?? [1000, 2000, 4000, 8000, 16000];
    const attempt = this.attempts.get(name) ?? 0;
    if (attempt >= delays.length) {
      this.attempts.delete(name);
      void onGiveUp?.().catch(() => undefined);
      return;
    }
    this.attempts.set(name, attempt + 1);
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.enqueue(name);
    }, delays[attempt]);
    this.timers.add(timer);
  }

  private async process(name: string, signal: AbortSignal): Promise<void> {
    const request = this.requests.get(name);
    // One-time processing: a request with status is never touched again.
    if (request === undefined || request.status !== undefined || signal.aborted)
      return void this.attempts.delete(name);
    const spec = request.spec as PoolStatusRequestSpec;
    const slices = this.slices
      .list()
      .filter((s) => (s.spec as Json | undefined)?.driver === spec.driver);
    const max = this.options.maxSlicesPerRequest ?? MAX_SLICES_PER_REQUEST;
    if (slices.length > max) {
      const message = `the driver has more than ${max} ResourceSlices`;
      return this.retry(name, () =>
        this.write(
          request,
          { poolCount: 0 },
          condition("Failed", "CalculationFailed", message, this.now()),
        ),
      );
    }
    const result = await computePoolStatusInSlices(spec, slices);
    if (signal.aborted) return;
    // Incomplete pools: give the drivers time to publish the rest; after the last retry the request stays pending.
    if (!result.complete) return this.retry(name, undefined);
    await this.write(
      request,
      result.status,
      condition("Complete", "CalculationComplete", result.message, this.now()),
    );
    this.attempts.delete(name);
  }

  /**
   * Writes the status through /status, at the revision read. A conflict means the cache was
   * behind, or someone else wrote it: the request is read again, and written once more only if
   * it is still pending.
   */
  private async write(request: Json, status: Json, condition: Json, again = true): Promise<void> {
    try {
      await this.client.update(
        this.resources.requests,
        { ...request, status: { ...status, conditions: [condition] } },
        { subresource: "status" },
      );
    } catch (error) {
      if (isCode(error, 404)) return;
      if (!isCode(error, 409) || !again) throw error;
      const fresh = await this.client
        .get(this.resources.requests, nameOf(request))
        .catch((e: unknown) => (isCode(e, 404) ? undefined : Promise.reject(e)));
      if (fresh !== undefined && fresh.status === undefined)
        await this.write(fresh, status, condition, false);
    }
  }

  /** Deletes expired requests every cleanupIntervalMs (10 min). */
  private async cleanup(signal: AbortSignal): Promise<void> {
    const completedTtl = this.options.completedTtlMs ?? HOUR;
    const pendingTtl = this.options.pendingTtlMs ?? 24 * HOUR;
    while (!signal.aborted) {
      await sleep(this.options.cleanupIntervalMs ?? 10 * 60_000, signal);
      if (signal.aborted || !this.requests.hasSynced()) continue;
      for (const request of this.requests.list()) {
        const since =
          request.status === undefined
            ? Date.parse(String((request.metadata as Json).creationTimestamp))
            : completedAt(request);
        const ttl = request.status === undefined ? pendingTtl : completedTtl;
        if (!Number.isFinite(since) || this.now() - since < ttl) continue;
        const uid = (request.metadata as Json).uid as string;
        await this.client
          .delete(this.resources.requests, nameOf(request), { preconditions: { uid } })
          .catch(() => undefined);
      }
    }
  }
}

function condition(
  type: "Complete" | "Failed",
  reason: string,
  message: string,
  now: number,
): Json {
  return { type, status: "True", reason, message, lastTransitionTime: metaTime(now) };
}

/** When a completed request's Complete or Failed condition was set. */
function completedAt(request: Json): number {
  const conditions = (request.status as Json).conditions;
  const done = Array.isArray(conditions)
    ? conditions.find((c: Json) => c.type === "Complete" || c.type === "Failed")
    : undefined;
  return done === undefined ? Number.NaN : Date.parse(String(done.lastTransitionTime));
}
