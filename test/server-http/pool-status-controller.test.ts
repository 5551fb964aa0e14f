/**
 * The ResourcePoolStatusRequest controller (seed 000 §3), a client of the server over HTTP
 * (the controller manager, as `corespec controller-manager` runs it; here in the test's
 * process), on both stores: a pending request is processed once from the ResourceSlices the
 * server serves, with a Complete condition; status is written only through /status and then
 * frozen; a pool missing slices is retried until the driver publishes them; a request left
 * pending while no controller ran is processed when one starts; of two managers, each against
 * its own server on one store, exactly one leads (through the Lease), and the other takes over
 * when the leader stops.
 */
import { afterAll, afterEach, describe, expect, it } from "vitest";
import {
  createControllerManager,
  HttpClient,
  type ControllerManager,
  type ControllerManagerOptions,
} from "../../output/server/dist/index.js";
import { storeVariants, type TestStore } from "./stores.js";
import { call, expectFailure, sleep, start, WatchStream, type Started } from "./http.js";

type Obj = { [key: string]: any };

const SLICES = "/apis/resource.core.io/v1/resourceslices";
const REQUESTS = "/apis/resource.core.io/v1alpha3/resourcepoolstatusrequests";
const LEASE =
  "/apis/coordination.core.io/v1/namespaces/kube-system/leases/corespec-controller-manager";
const DRIVER = "gpu.example.com";

type Settings = Omit<ControllerManagerOptions, "client">;

/**
 * A short retry period, so that a released Lease is taken within a fraction of a second; a long
 * leaseDuration, so that a stalled machine cannot make a candidate see the leader's Lease expire.
 */
const fast = (identity: string, extra: Partial<Settings> = {}): Settings => ({
  identity,
  leaderElection: { leaseDuration: "10s", renewDeadline: "5s", retryPeriod: "200ms" },
  poolStatus: { retryDelaysMs: [300, 300, 300, 300, 300] },
  ...extra,
});

const slice = (
  name: string,
  pool: string,
  count = 1,
  devices: Obj[] = [{ name: "gpu-0" }, { name: "gpu-1" }],
): Obj => ({
  apiVersion: "resource.core.io/v1",
  kind: "ResourceSlice",
  metadata: { name },
  spec: {
    driver: DRIVER,
    nodeName: pool,
    pool: { name: pool, generation: 1, resourceSliceCount: count },
    devices,
  },
});
const request = (name: string, spec: Obj = {}): Obj => ({
  apiVersion: "resource.core.io/v1alpha3",
  kind: "ResourcePoolStatusRequest",
  metadata: { name },
  spec: { driver: DRIVER, ...spec },
});

/** A server, and the controller manager working against it. */
type Running = Started & { readonly manager?: ControllerManager; readonly client?: HttpClient };

const servers: Running[] = [];
async function serverOn(storage: TestStore, controllers: Settings | false): Promise<Running> {
  const server = await start({ storage });
  let running: Running = server;
  if (controllers !== false) {
    const client = new HttpClient({ server: server.base });
    const manager = createControllerManager({ client, ...controllers });
    manager.start();
    running = { ...server, manager, client };
  }
  servers.push(running);
  return running;
}
/** Stops the manager (a leader releases the Lease), then the server. */
async function stop(server: Running): Promise<void> {
  servers.splice(servers.indexOf(server), 1);
  await server.manager?.stop();
  server.client?.close();
  await server.app.close();
}

async function post(server: Started, path: string, body: unknown): Promise<Obj> {
  const answer = await call(server.base, "POST", path, { body });
  expect(answer.status, answer.text).toBe(201);
  return answer.json;
}

/** The request once its status is set (polling), or undefined after `ms`. */
async function completed(server: Started, name: string, ms = 5000): Promise<Obj | undefined> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const answer = await call(server.base, "GET", `${REQUESTS}/${name}`);
    if (answer.json?.status !== undefined) return answer.json;
    await sleep(50);
  }
  return undefined;
}

async function holder(server: Started): Promise<string | undefined> {
  return (await call(server.base, "GET", LEASE)).json?.spec?.holderIdentity;
}

async function until(check: () => Promise<boolean>, ms = 5000): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await sleep(50);
  }
  return false;
}

describe.each(storeVariants())("on the $name store", (variant) => {
  afterEach(async () => {
    for (const server of [...servers].reverse()) await stop(server);
  });
  afterAll(() => variant.dispose());

  it("processes a pending request once: poolCount, the pools sorted by name, the counts, a Complete condition", async () => {
    const server = await serverOn(await variant.create(), fast("a"));
    await post(server, SLICES, slice("node-2-gpus", "node-2"));
    await post(
      server,
      SLICES,
      slice("node-1-gpus", "node-1", 1, [
        { name: "gpu-0", taints: [{ key: "example.com/broken", effect: "NoSchedule" }] },
      ]),
    );
    await post(server, SLICES, {
      ...slice("other", "node-9"),
      spec: { ...slice("other", "node-9").spec, driver: "nic.example.com" },
    });
    const created = await post(server, REQUESTS, request("check", { limit: 1 }));
    const watch = new WatchStream(
      server.base,
      `${REQUESTS}?watch=true&resourceVersion=${created.metadata.resourceVersion}`,
    );
    const done = await completed(server, "check");
    // The status write is recorded under the controllers' manager, through the status subresource.
    expect(done?.metadata.managedFields).toContainEqual(
      expect.objectContaining({
        manager: "corespec-controller-manager",
        operation: "Update",
        subresource: "status",
      }),
    );
    expect(done?.status).toEqual({
      poolCount: 2,
      pools: [
        {
          driver: DRIVER,
          poolName: "node-1",
          nodeName: "node-1",
          generation: 1,
          resourceSliceCount: 1,
          totalDevices: 1,
          allocatedDevices: 0,
          availableDevices: 0,
          unavailableDevices: 1,
        },
      ],
      conditions: [
        {
          type: "Complete",
          status: "True",
          reason: "CalculationComplete",
          message: "Calculated status for 2 pools",
          lastTransitionTime: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
        },
      ],
    });
    // Once: the status write is the request's only change, however long the controller runs.
    await sleep(700);
    watch.close();
    expect(watch.events.map((e) => e.type)).toEqual(["MODIFIED"]);
  });

  it("deletes a completed request once its TTL has passed, and not before (an inverted age comparison would delete fresh ones)", async () => {
    const ttl = (completedTtlMs: number) =>
      fast("ttl", { poolStatus: { retryDelaysMs: [300], completedTtlMs, cleanupIntervalMs: 100 } });
    const kept = await serverOn(await variant.create(), ttl(60 * 60_000));
    await post(kept, REQUESTS, request("kept"));
    expect(await completed(kept, "kept")).toBeDefined();
    // Several cleanups later, an hour's TTL has not passed: the request stays.
    await sleep(1000);
    expect((await call(kept.base, "GET", `${REQUESTS}/kept`)).status).toBe(200);
    await stop(kept);
    const expiring = await serverOn(await variant.create(), ttl(300));
    await post(expiring, REQUESTS, request("expires"));
    expect(await completed(expiring, "expires")).toBeDefined();
    expect(
      await until(
        async () => (await call(expiring.base, "GET", `${REQUESTS}/expires`)).status === 404,
        10_000,
      ),
    ).toBe(true);
  });

  it("ignores status sent on create; once complete, the request is frozen (a second status write is 422)", async () => {
    const server = await serverOn(await variant.create(), fast("a"));
    const created = await post(server, REQUESTS, {
      ...request("frozen"),
      status: {
        poolCount: 7,
        conditions: [
          {
            type: "Complete",
            status: "True",
            reason: "Forged",
            message: "",
            lastTransitionTime: "2026-01-01T00:00:00Z",
          },
        ],
      },
    });
    expect(created.status).toBeUndefined();
    const done = (await completed(server, "frozen"))!;
    expect(done.status.poolCount).toBe(0);
    const again = await call(server.base, "PUT", `${REQUESTS}/frozen/status`, {
      body: { ...done, status: { ...done.status, poolCount: 1 } },
    });
    expect(expectFailure(again, 422, "Invalid").message).toMatch(/the request is complete/);
    const spec = await call(server.base, "PUT", `${REQUESTS}/frozen`, {
      body: { ...done, spec: { ...done.spec, driver: "nic.example.com" } },
    });
    expectFailure(spec, 422, "Invalid");
  });

  it("retries a request whose pool misses slices, and completes it once the driver publishes the rest", async () => {
    const server = await serverOn(await variant.create(), fast("a"));
    await post(server, SLICES, slice("half-1", "node-1", 2));
    await post(server, REQUESTS, request("waiting"));
    expect(await completed(server, "waiting", 500)).toBeUndefined();
    await post(server, SLICES, slice("half-2", "node-1", 2));
    const done = await completed(server, "waiting");
    expect(done?.status.pools).toEqual([
      expect.objectContaining({ poolName: "node-1", resourceSliceCount: 2, totalDevices: 4 }),
    ]);
  });

  it("leaves a request pending when its pool stays incomplete past the retries", async () => {
    const server = await serverOn(
      await variant.create(),
      fast("a", { poolStatus: { retryDelaysMs: [100, 100] } }),
    );
    await post(server, SLICES, slice("half-1", "node-1", 2));
    await post(server, REQUESTS, request("never"));
    expect(await completed(server, "never", 1000)).toBeUndefined();
  });

  it("fails a request whose driver has more slices than one request may read: a Failed condition, CalculationFailed, after the retries", async () => {
    const server = await serverOn(
      await variant.create(),
      fast("a", { poolStatus: { retryDelaysMs: [100, 100], maxSlicesPerRequest: 2 } }),
    );
    for (const name of ["s-1", "s-2", "s-3"]) await post(server, SLICES, slice(name, name));
    await post(server, REQUESTS, request("too-many"));
    const failed = await completed(server, "too-many");
    expect(failed?.status).toMatchObject({ poolCount: 0 });
    expect(failed?.status.conditions).toEqual([
      expect.objectContaining({
        type: "Failed",
        status: "True",
        reason: "CalculationFailed",
        message: "the driver has more than 2 ResourceSlices",
      }),
    ]);
  });

  it("processes a request created while no controller ran, when a server with controllers starts on the same store", async () => {
    const store = await variant.create();
    const first = await serverOn(store, false);
    await post(first, SLICES, slice("s", "node-1"));
    await post(first, REQUESTS, request("before"));
    expect(await completed(first, "before", 400)).toBeUndefined();
    await stop(first);
    const second = await serverOn(await variant.twin(store), fast("b"));
    expect((await completed(second, "before"))?.status.poolCount).toBe(1);
  });

  it("two managers, each against its own server on one store: one leads through the Lease; when it stops, the other takes over and processes new requests", async () => {
    const store = await variant.create();
    const a = await serverOn(store, fast("a"));
    expect(await until(async () => (await holder(a)) === "a")).toBe(true);
    const b = await serverOn(await variant.twin(store), fast("b"));
    await post(b, SLICES, slice("s", "node-1"));
    await post(b, REQUESTS, request("one"));
    expect((await completed(b, "one"))?.status.poolCount).toBe(1);
    // b never took the Lease while a renewed it.
    expect(await holder(b)).toBe("a");
    const lease = (await call(b.base, "GET", LEASE)).json;
    expect(lease.spec.leaseTransitions).toBe(0);
    await stop(a);
    expect(await until(async () => (await holder(b)) === "b")).toBe(true);
    expect((await call(b.base, "GET", LEASE)).json.spec.leaseTransitions).toBe(1);
    await post(b, REQUESTS, request("two"));
    expect((await completed(b, "two"))?.status.poolCount).toBe(1);
  });
});

describe("the leader election configuration", () => {
  it("is defaulted and validated as a LeaderElectionConfiguration: an invalid one names the field", () => {
    const client = new HttpClient({ server: "http://127.0.0.1:1" });
    expect(() =>
      createControllerManager({
        client,
        leaderElection: { leaseDuration: "5s", renewDeadline: "10s" },
      }),
    ).toThrow(
      'invalid leader election configuration: leaseDuration: Invalid value: "5s": must be greater than `RenewDeadline`',
    );
    expect(() =>
      createControllerManager({ client, leaderElection: { retryPeriod: "soon" } }),
    ).toThrow(/retryPeriod: Invalid value: "soon"/);
  });

  it("leaderElect: false runs the controllers without a Lease", async () => {
    const server = await serverOn((await storeVariants()[0]!.create()) as TestStore, {
      leaderElection: { leaderElect: false },
      poolStatus: { retryDelaysMs: [] },
    });
    await post(server, REQUESTS, request("solo"));
    expect((await completed(server, "solo"))?.status.poolCount).toBe(0);
    expect((await call(server.base, "GET", LEASE)).status).toBe(404);
    await stop(server);
  });
});
