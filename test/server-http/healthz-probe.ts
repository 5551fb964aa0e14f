/**
 * A client that asks a server's /healthz every 20 ms, each time on a new connection, and
 * keeps the longest wait for an answer. It runs in a worker thread, with an event loop of
 * its own: when the server (in the test's thread) stalls, the probe's clock keeps running
 * and the stall shows as a long wait, as another process would see it.
 */
import { Worker } from "node:worker_threads";

const PROBE = `
const { parentPort, workerData } = require("node:worker_threads");
const { request } = require("node:http");
let stopped = false;
let worst = 0;
let count = 0;
let failures = 0;
parentPort.on("message", () => { stopped = true; });
const ask = () => new Promise((resolve) => {
  const req = request({ host: "127.0.0.1", port: workerData.port, path: "/healthz", agent: false }, (res) => {
    res.resume();
    res.on("end", () => resolve(res.statusCode === 200));
  });
  req.on("error", () => resolve(false));
  req.end();
});
(async () => {
  while (!stopped) {
    const begin = performance.now();
    if (!(await ask())) failures++;
    worst = Math.max(worst, performance.now() - begin);
    count++;
    await new Promise((resolve) => setTimeout(resolve, workerData.everyMs));
  }
  parentPort.postMessage({ worst, count, failures });
})();
`;

export interface ProbeResult {
  /** The longest wait for an answer to /healthz, ms. */
  readonly worst: number;
  /** How many probes were answered. */
  readonly count: number;
  /** Probes answered with another status than 200, or not at all. */
  readonly failures: number;
}

/** Probes `port`'s /healthz every `everyMs` until stop() (which resolves with what it saw). */
export function probeHealthz(port: number, everyMs = 20): { stop(): Promise<ProbeResult> } {
  const worker = new Worker(PROBE, { eval: true, workerData: { port, everyMs } });
  const result = new Promise<ProbeResult>((resolve, reject) => {
    worker.once("message", (message: ProbeResult) => resolve(message));
    worker.once("error", reject);
  });
  return {
    async stop() {
      worker.postMessage("stop");
      const seen = await result;
      await worker.terminate();
      return seen;
    },
  };
}
