// Copied by corespec from templates/server/controllers/pool-status-controller.ts. DO NOT EDIT: change the template and run `npm run generate`.
/**
 * The ResourcePoolStatusRequest controller (seed 000 §3; KEP-5677's controller): it processes
 * each pending request (status unset) once, from the ResourceSlices of its driver
 * (pool-status.ts), and writes the status through the status subresource with the request's
 * resourceVersion, so a request is never written twice, whoever else runs.
 *
 * As the KEP's controller does:
 * - a single worker takes request names from a queue fed by a list and a watch of requests
 *   (only those without status are queued; the status is checked again before the work);
 * - a request whose pools are incomplete (fewer slices than declared) is retried after a
 *   backoff, at most `retryDelaysMs.length` times, then left pending: no status is written;
 * - a failure to read the slices is retried the same way and then written as a `Failed`
 *   condition (reason CalculationFailed);
 * - completed requests are deleted an hour after their condition, pending ones a day after
 *   their creation (with a UID precondition, so a recreated request is not deleted).
 */
import { computePoolStatus } from "./pool-status.js";
import { isCode, localContext, sleep } from "./local-client.js";
import { metaTime } from "../apimachinery/meta-time.js";
/** The most ResourceSlices one request reads; beyond it, the request fails. */
export const MAX_SLICES_PER_REQUEST = 1e5;
const SLICE_PAGE = 500;
const HOUR = 36e5;
export class PoolStatusController {
  options;
  queue = new Set();
  attempts = new Map();
  timers = new Set();
  wake;
  now;
  constructor(options) {
    this.options = options;
    this.now = options.now ?? Date.now;
  }
  /** Runs until the signal aborts (leadership lost, server closing). */
  async run(signal) {
    signal.addEventListener("abort", () => {
      for (const timer of this.timers) clearTimeout(timer);
      this.timers.clear();
      this.wake?.();
    });
    await Promise.all([this.feed(signal), this.work(signal), this.cleanup(signal)]);
  }
  enqueue(name) {
    this.queue.add(name);
    this.wake?.();
  }
  /** Lists the requests, queues the pending ones, then watches from the list's revision; again whenever the watch ends. */
  async feed(signal) {
    while (!signal.aborted) {
      try {
        const list = await this.options.requests.list(localContext());
        for (const request of list.items)
          if (request.status === undefined) this.enqueue(nameOf(request));
        await this.options.requests.watch(
          localContext({
            signal,
            query: {
              resourceVersion: list.metadata.resourceVersion,
              watch: true,
            },
          }),
          {
            send: (event) => {
              const object = event.object;
              if (
                (event.type === "ADDED" || event.type === "MODIFIED") &&
                object.status === undefined
              )
                this.enqueue(nameOf(object));
              return true;
            },
            onDrain: () => undefined,
            close: () => undefined,
          },
        );
      } catch {}
      await sleep(1e3, signal);
    }
  }
  async work(signal) {
    while (!signal.aborted) {
      const next = this.queue.values().next();
      if (next.done) {
        await new Promise((resolve) => (this.wake = resolve));
        this.wake = undefined;
        continue;
      }
      this.queue.delete(next.value);
      await this.process(next.value, signal).catch(() => this.retry(next.value, undefined));
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
    let request;
    try {
      request = await this.options.requests.read(localContext({ name }));
    } catch (error) {
      if (isCode(error, 404)) return void this.attempts.delete(name);
      throw error;
    }
    // One-time processing: a request with status is never touched again.
    if (request.status !== undefined || signal.aborted) return void this.attempts.delete(name);
    const spec = request.spec;
    let slices;
    try {
      slices = await this.readSlices(spec.driver);
    } catch (error) {
      const message = `listing ResourceSlices failed: ${error.message}`;
      this.retry(name, () =>
        this.write(
          request,
          { poolCount: 0 },
          condition("Failed", "CalculationFailed", message, this.now()),
        ),
      );
      return;
    }
    const result = computePoolStatus(spec, slices);
    // Incomplete pools: give the drivers time to publish the rest; after the last retry the request stays pending.
    if (!result.complete) return this.retry(name, undefined);
    await this.write(
      request,
      result.status,
      condition("Complete", "CalculationComplete", result.message, this.now()),
    );
    this.attempts.delete(name);
  }
  /** Writes the status through /status, at the revision read: a conflict means someone else wrote it. */
  async write(request, status, condition) {
    try {
      await this.options.requests.replace(
        localContext({
          name: nameOf(request),
          subresource: "status",
        }),
        {
          ...request,
          status: {
            ...status,
            conditions: [condition],
          },
        },
      );
    } catch (error) {
      if (isCode(error, 409)) return this.enqueue(nameOf(request));
      if (!isCode(error, 404)) throw error;
    }
  }
  /** The slices of a driver, page by page (a field selector on spec.driver). */
  async readSlices(driver) {
    const out = [];
    let token;
    do {
      const query = {
        fieldSelector: `spec.driver=${driver}`,
        limit: SLICE_PAGE,
        ...(token !== undefined ? { continue: token } : {}),
      };
      const page = await this.options.slices.list(localContext({ query }));
      out.push(...page.items);
      if (out.length > MAX_SLICES_PER_REQUEST)
        throw new Error(`the driver has more than ${MAX_SLICES_PER_REQUEST} ResourceSlices`);
      token = page.metadata.continue;
    } while (token !== undefined && token !== "");
    return out;
  }
  /** Deletes expired requests every cleanupIntervalMs (10 min). */
  async cleanup(signal) {
    const completedTtl = this.options.completedTtlMs ?? HOUR;
    const pendingTtl = this.options.pendingTtlMs ?? 24 * HOUR;
    while (!signal.aborted) {
      await sleep(this.options.cleanupIntervalMs ?? 10 * 6e4, signal);
      if (signal.aborted) return;
      try {
        const list = await this.options.requests.list(localContext());
        for (const request of list.items) {
          const since =
            request.status === undefined
              ? Date.parse(String(request.metadata.creationTimestamp))
              : completedAt(request);
          const ttl = request.status === undefined ? pendingTtl : completedTtl;
          if (!Number.isFinite(since) || this.now() - since < ttl) continue;
          const uid = request.metadata.uid;
          await this.options.requests
            .delete(localContext({ name: nameOf(request) }), { preconditions: { uid } })
            .catch(() => undefined);
        }
      } catch {}
    }
  }
}
function nameOf(object) {
  return String(object.metadata.name);
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
