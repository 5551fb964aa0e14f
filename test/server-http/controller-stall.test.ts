/**
 * The stall test of the ResourcePoolStatusRequest controller (issue 35 item 1): with `corespec
 * serve` as a newcomer runs it (its controllers on, up and holding their Lease), 200 requests
 * created while a driver publishes a pool of 400 ResourceSlices x 128 devices
 * (pool-workload.ts), while another client probes /healthz every 20 ms (stall-probe.ts), on
 * both stores. The controller ran inside the API server, on its event loop, and answered the
 * retried requests back to back: on the memory store the probe waited 1.2 s (4.3 s on a loaded
 * machine; on etcd, whose calls yield, 280-620 ms). It runs in its own process now (`corespec
 * controller-manager`), a client of the API, and the worst wait stays under 200 ms.
 *
 * The bound is a wall-clock time, and on a machine whose CPUs are shared with much other work
 * a scheduler's pause alone can exceed it (a server with no controllers, probed through the
 * same workload on a 2-core machine at load average 19, waited up to 330 ms): the test is tried
 * up to three times.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startEtcd, uniquePrefix, WITH_ETCD, type EtcdProcess } from "../helpers/etcd.js";
import { startServeProcess, type CliServer } from "./cli-server.js";
import { call } from "./http.js";
import { runPoolWorkload } from "./pool-workload.js";
import { probeDuring } from "./stall-probe.js";

const WORKLOAD = { slices: 400, devices: 128, requests: 200 };

let server: CliServer | undefined;
afterEach(async () => {
  server?.kill();
  await server?.exited;
  server = undefined;
});

const LEASE =
  "/apis/coordination.core.io/v1/namespaces/kube-system/leases/corespec-controller-manager";

async function stallTest(storeArgs: readonly string[]): Promise<void> {
  server = await startServeProcess([], storeArgs);
  // Up and running before the workload: the controller manager (a process serve starts after it listens) holds its Lease.
  for (
    const deadline = Date.now() + 30_000;
    (await call(server.base, "GET", LEASE)).json?.spec?.holderIdentity === undefined;
  ) {
    if (Date.now() > deadline) throw new Error("the controller manager did not take its Lease");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const { result, probe } = await probeDuring(server.base, () =>
    runPoolWorkload(server!.base, WORKLOAD),
  );
  expect(result.completed).toBe(WORKLOAD.requests);
  expect(new Set(result.totals)).toEqual(new Set([WORKLOAD.slices * WORKLOAD.devices]));
  expect(probe.failures).toBe(0);
  expect(probe.worstMs).toBeLessThan(200);
  // The controller manager kept renewing its Lease through the work (it computes in slices): it never lost it.
  const lease = await call(server.base, "GET", LEASE);
  expect(lease.json.spec).toMatchObject({
    holderIdentity: expect.any(String),
    leaseTransitions: 0,
  });
}

const TITLE =
  "answers /healthz within 200 ms throughout, and the controller answers every request from the whole pool";

describe("the API server while the controllers work, on the memory store", () => {
  it(TITLE, { timeout: 180_000, retry: 2 }, () => stallTest([]));
});

describe.runIf(WITH_ETCD)("the API server while the controllers work, on the etcd store", () => {
  let etcd: EtcdProcess;
  beforeAll(async () => {
    etcd = await startEtcd();
  });
  afterAll(async () => {
    await etcd?.destroy();
  });

  it(TITLE, { timeout: 180_000, retry: 2 }, () =>
    stallTest([
      "--storage",
      "etcd",
      "--etcd-endpoints",
      etcd.endpoint,
      "--etcd-prefix",
      uniquePrefix(),
    ]),
  );
});
