/**
 * The stall test's probe (issue 35): another client asks `/healthz` every 20 ms while a
 * workload runs, each time on a new connection, and reports the worst wait for an answer. It
 * runs on a worker thread, so the test's own work (building and sending the workload) does
 * not delay it: a long wait is the server's.
 *
 *   const { result, probe } = await probeDuring(base, () => hostileWorkload(base));
 *   expect(probe.worstMs).toBeLessThan(200);
 */
import { Worker } from "node:worker_threads";

export interface ProbeReport {
  /** The longest a probe waited for its answer (ms), or for its failure. */
  readonly worstMs: number;
  /** How many probes were answered, and how many failed (connection refused, a 5xx, a timeout). */
  readonly probes: number;
  readonly failures: number;
  /** The median wait (ms). */
  readonly medianMs: number;
  /** When the worst probe was sent, in ms since the probe started (to match it with the workload's phases). */
  readonly worstAtMs: number;
}

export interface ProbeOptions {
  /** The period of the probes (ms); a probe that waits longer is followed at once by the next. */
  readonly intervalMs?: number;
  /** The path probed. */
  readonly path?: string;
  /** How long a probe may wait before it counts as failed (it still counts its wait). */
  readonly timeoutMs?: number;
}

export interface StallProbe {
  /** Stops probing (after the probe in flight) and reports. */
  stop(): Promise<ProbeReport>;
}

// Plain JavaScript run by the worker (eval), so no TypeScript loader is needed there.
const WORKER = `
const { parentPort, workerData } = require("node:worker_threads");
const http = require("node:http");
const { url, intervalMs, timeoutMs } = workerData;
const waits = [];
const sentAt = [];
const origin = performance.now();
let failures = 0;
let stopping = false;
parentPort.on("message", () => (stopping = true));
function probe() {
  return new Promise((resolve) => {
    const started = performance.now();
    const done = (ok) => {
      clearTimeout(timer);
      waits.push(performance.now() - started);
      sentAt.push(started - origin);
      if (!ok) failures++;
      resolve();
    };
    const req = http.get(url, { agent: false }, (res) => {
      res.resume();
      res.on("end", () => done(res.statusCode < 500));
      res.on("error", () => done(false));
    });
    req.on("error", () => done(false));
    const timer = setTimeout(() => req.destroy(new Error("timeout")), timeoutMs);
  });
}
(async () => {
  while (!stopping) {
    const started = performance.now();
    await probe();
    const left = intervalMs - (performance.now() - started);
    if (left > 0) await new Promise((r) => setTimeout(r, left));
  }
  const sorted = [...waits].sort((a, b) => a - b);
  const worst = waits.indexOf(sorted[sorted.length - 1]);
  parentPort.postMessage({
    worstAtMs: worst < 0 ? 0 : sentAt[worst],
    worstMs: sorted.length === 0 ? 0 : sorted[sorted.length - 1],
    medianMs: sorted.length === 0 ? 0 : sorted[sorted.length >> 1],
    probes: waits.length - failures,
    failures,
  });
})();
`;

/** Starts probing `base` (http://host:port) at once. */
export function startStallProbe(base: string, options: ProbeOptions = {}): StallProbe {
  const url = new URL(options.path ?? "/healthz", base).href;
  const worker = new Worker(WORKER, {
    eval: true,
    workerData: {
      url,
      intervalMs: options.intervalMs ?? 20,
      timeoutMs: options.timeoutMs ?? 60_000,
    },
  });
  const report = new Promise<ProbeReport>((resolve, reject) => {
    worker.once("message", (message: ProbeReport) => resolve(message));
    worker.once("error", reject);
  });
  return {
    stop: async () => {
      worker.postMessage("stop");
      const result = await report;
      await worker.terminate();
      return result;
    },
  };
}

/** Runs the workload while probing; the probe stops when the workload settles (it rejects as the workload does). */
export async function probeDuring<T>(
  base: string,
  workload: () => Promise<T>,
  options: ProbeOptions = {},
): Promise<{ result: T; probe: ProbeReport }> {
  const probe = startStallProbe(base, options);
  let result: T;
  try {
    result = await workload();
  } catch (error) {
    await probe.stop();
    throw error;
  }
  return { result, probe: await probe.stop() };
}
