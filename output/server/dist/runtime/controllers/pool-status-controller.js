// Copied by corespec from templates/server/controllers/pool-status-controller.ts. DO NOT EDIT: change the template and run `npm run generate`.
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
import { computePoolStatusInSlices } from "./pool-status.js";
import { isCode, metaTime, nameOf, sleep, yieldToLoop } from "./client.js";
import { Informer } from "./informer.js";
/** The most ResourceSlices one request reads; beyond it, the request fails. */
export const MAX_SLICES_PER_REQUEST = 1e5;
const HOUR = 36e5;
export class PoolStatusController {
  client;
  resources;
  options;
  queue = new Set();
  attempts = new Map();
  timers = new Set();
  wake;
  now;
  requests;
  slices;
  constructor(client, resources, options = {}) {
    this.client = client;
    this.resources = resources;
    this.options = options;
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
  async run(signal) {
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
  enqueue(name) {
    this.queue.add(name);
    this.wake?.();
  }
  async work(signal) {
    await Promise.all([this.requests.waitForSync(signal), this.slices.waitForSync(signal)]);
    while (!signal.aborted) {
      const next = this.queue.values().next();
      if (next.done) {
        await new Promise((resolve) => (this.wake = resolve));
        this.wake = undefined;
        continue;
      }
      this.queue.delete(next.value);
      await this.process(next.value, signal).catch(() => this.retry(next.value, undefined));
      await yieldToLoop();
    }
  }
  /** Queues the request again after its next backoff; once its retries are spent, forgets it (after `onGiveUp`). */
  retry(name, onGiveUp) {
    const delays = this.options.retryDelaysMs ?? [1e3, 2e3, 4e3, 8e3, 16e3];
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
  async process(name, signal) {
    const request = this.requests.get(name);
    // One-time processing: a request with status is never touched again.
    if (request === undefined || request.status !== undefined || signal.aborted)
      return void this.attempts.delete(name);
    const spec = request.spec;
    const slices = this.slices.list().filter((s) => s.spec?.driver === spec.driver);
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
  async write(request, status, condition, again = true) {
    try {
      await this.client.update(
        this.resources.requests,
        {
          ...request,
          status: {
            ...status,
            conditions: [condition],
          },
        },
        { subresource: "status" },
      );
    } catch (error) {
      if (isCode(error, 404)) return;
      if (!isCode(error, 409) || !again) throw error;
      const fresh = await this.client
        .get(this.resources.requests, nameOf(request))
        .catch((e) => (isCode(e, 404) ? undefined : Promise.reject(e)));
      if (fresh !== undefined && fresh.status === undefined)
        await this.write(fresh, status, condition, false);
    }
  }
  /** Deletes expired requests every cleanupIntervalMs (10 min). */
  async cleanup(signal) {
    const completedTtl = this.options.completedTtlMs ?? HOUR;
    const pendingTtl = this.options.pendingTtlMs ?? 24 * HOUR;
    while (!signal.aborted) {
      await sleep(this.options.cleanupIntervalMs ?? 10 * 6e4, signal);
      if (signal.aborted || !this.requests.hasSynced()) continue;
      for (const request of this.requests.list()) {
        const since =
          request.status === undefined
            ? Date.parse(String(request.metadata.creationTimestamp))
            : completedAt(request);
        const ttl = request.status === undefined ? pendingTtl : completedTtl;
        if (!Number.isFinite(since) || this.now() - since < ttl) continue;
        const uid = request.metadata.uid;
        await this.client
          .delete(this.resources.requests, nameOf(request), { preconditions: { uid } })
          .catch(() => undefined);
      }
    }
  }
}
function condition(type, reason, message, now) {
  return {
    type,
    status: "True",
    reason,
    message,
    lastTransitionTime: metaTime(now),
  };
}
/** When a completed request's Complete or Failed condition was set. */
function completedAt(request) {
  const conditions = request.status.conditions;
  const done = Array.isArray(conditions)
    ? conditions.find((c) => c.type === "Complete" || c.type === "Failed")
    : undefined;
  return done === undefined ? Number.NaN : Date.parse(String(done.lastTransitionTime));
}
