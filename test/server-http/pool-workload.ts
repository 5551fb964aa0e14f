/**
 * The ResourcePoolStatusRequest controller's heavy workload (issue 35 item 1): many requests
 * created at once (four in flight, so that the probe measures stalls, not a queue of 32
 * requests ahead of it) while a driver publishes one pool of many ResourceSlices of 128 devices (the
 * most a slice holds). The controller finds the pool incomplete, retries every request after
 * its backoff, all at about the same time, and then answers each from the whole pool (as a
 * leader taking over a backlog does). The stall test and `npm run bench:server` send it while
 * probing /healthz.
 */
import { call } from "./http.js";

type Obj = { [key: string]: unknown };

export interface PoolWorkload {
  /** The slices of the pool, and the devices of each (at most 128). */
  readonly slices: number;
  readonly devices: number;
  /** The requests created at once. */
  readonly requests: number;
  readonly driver?: string;
}

const SLICES = "/apis/resource.core.io/v1/resourceslices";
const REQUESTS = "/apis/resource.core.io/v1alpha3/resourcepoolstatusrequests";

function device(i: number): Obj {
  return {
    name: `gpu-${i}`,
    attributes: {
      model: { string: "accelerator-x" },
      index: { int: i },
      "gpu.example.com/numa": { int: i % 4 },
    },
    capacity: { memory: { value: "80Gi" }, cores: { value: "132" } },
  };
}

function slice(driver: string, index: number, count: number, devices: number): Obj {
  return {
    apiVersion: "resource.core.io/v1",
    kind: "ResourceSlice",
    metadata: { name: `big-pool-${index}` },
    spec: {
      driver,
      allNodes: true,
      pool: { name: "big-pool", generation: 1, resourceSliceCount: count },
      devices: Array.from({ length: devices }, (_, i) => device(i)),
    },
  };
}

/** Runs `task` over 0..n-1 with at most `width` in flight. */
async function inParallel(
  n: number,
  width: number,
  task: (i: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, n) }, async () => {
      while (next < n) await task(next++);
    }),
  );
}

async function post(base: string, path: string, body: Obj): Promise<void> {
  const answer = await call(base, "POST", path, { body });
  if (answer.status !== 201)
    throw new Error(`POST ${path}: ${answer.status} ${answer.text.slice(0, 300)}`);
}

/**
 * Sends the workload, and waits until the controller has written every request's status (or
 * `timeoutMs` passed). Returns the pools' device total of each completed request.
 */
export async function runPoolWorkload(
  base: string,
  workload: PoolWorkload,
  timeoutMs = 120_000,
): Promise<{ completed: number; totals: number[] }> {
  await sendPoolWorkload(base, workload);
  for (const deadline = Date.now() + timeoutMs; ;) {
    const list = await call(base, "GET", REQUESTS);
    const items = (list.json?.items ?? []) as Obj[];
    const done = items.filter((r) => r.status !== undefined);
    if (done.length >= workload.requests || Date.now() > deadline) {
      const totals = done.map((r) =>
        Number((((r.status as Obj).pools as Obj[] | undefined)?.[0] ?? {}).totalDevices ?? 0),
      );
      return { completed: done.length, totals };
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Sends the workload (the first slice, the requests, the rest of the pool) without waiting for the controller. */
export async function sendPoolWorkload(base: string, workload: PoolWorkload): Promise<void> {
  const driver = workload.driver ?? "gpu.example.com";
  const slices = () =>
    inParallel(workload.slices - 1, 4, (i) =>
      post(base, SLICES, slice(driver, i + 1, workload.slices, workload.devices)),
    );
  const requests = () =>
    inParallel(workload.requests, 4, (i) =>
      post(base, REQUESTS, {
        apiVersion: "resource.core.io/v1alpha3",
        kind: "ResourcePoolStatusRequest",
        metadata: { name: `pool-status-${i}` },
        spec: { driver },
      }),
    );
  await post(base, SLICES, slice(driver, 0, workload.slices, workload.devices));
  await requests();
  await slices();
}
