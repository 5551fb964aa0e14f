/**
 * The server on etcd (issue 11): the key layout, several servers on one etcd behaving as one
 * API, and faults: etcd stopped during writes, etcd restarted, a server killed right after
 * acknowledged writes, and the bounds of the watch cache.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Etcd3 } from "etcd3";
import {
  KubeConfig,
  makeInformer,
  KubernetesObjectApi,
  type KubernetesObject,
} from "@kubernetes/client-node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Cacher, EtcdStore, type Storage } from "../../output/server/dist/index.js";
import { etcdStore } from "./stores.js";
import {
  ETCD_MISSING,
  startEtcd,
  uniquePrefix,
  WITH_ETCD,
  type EtcdProcess,
} from "../helpers/etcd.js";
import { startServeProcess, type CliServer } from "./cli-server.js";
import { call, sleep, start, WatchStream } from "./http.js";

const LEASES = "/apis/coordination.core.io/v1/namespaces/default/leases";
const PC = "/apis/scheduling.core.io/v1/priorityclasses";
type Obj = { [key: string]: any };

const lease = (name: string, holder = "node-1"): Obj => ({
  apiVersion: "coordination.core.io/v1",
  kind: "Lease",
  metadata: { name },
  spec: { holderIdentity: holder },
});

let etcd: EtcdProcess;

/** `corespec serve --storage etcd` in a child process. */
function serveOnEtcd(prefix: string): Promise<CliServer> {
  return startServeProcess(
    [],
    ["--storage", "etcd", "--etcd-endpoints", etcd.endpoint, "--etcd-prefix", prefix],
  );
}

async function until(condition: () => Promise<boolean> | boolean, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await sleep(50);
  }
}

/** The storage below a cache with its watches' events held back while `paused` (a cache that lags). */
function holdingWatches(inner: Storage): { storage: Storage; resume(): void } {
  const held: (() => void)[] = [];
  let paused = true;
  const watch: Storage["watch"] = (key, query, onEvent, onEnd) =>
    inner.watch(key, query, (e) => (paused ? held.push(() => onEvent(e)) : onEvent(e)), onEnd);
  const storage = new Proxy(inner, {
    get: (target, name) => {
      if (name === "watch") return watch;
      const value = Reflect.get(target, name) as unknown;
      return typeof value === "function"
        ? (value as (...args: unknown[]) => unknown).bind(target)
        : value;
    },
  });
  return {
    storage,
    resume: () => {
      paused = false;
      for (const deliver of held.splice(0)) deliver();
    },
  };
}

describe.runIf(WITH_ETCD)("the server on etcd", () => {
  beforeAll(async () => {
    etcd = await startEtcd();
  }, 60_000);
  afterAll(async () => {
    await etcd?.destroy();
  });

  it("keeps objects where Kubernetes keeps them, with etcd's revision as resourceVersion", async () => {
    const prefix = uniquePrefix();
    const store = etcdStore({ endpoints: [etcd.endpoint], prefix });
    const server = await start({ storage: store });
    const client = new Etcd3({ hosts: etcd.endpoint });
    try {
      const created = (await call(server.base, "POST", LEASES, { body: lease("layout") })).json;
      const cluster = (
        await call(server.base, "POST", PC, {
          body: {
            apiVersion: "scheduling.core.io/v1",
            kind: "PriorityClass",
            metadata: { name: "layout" },
            value: 1,
          },
        })
      ).json;
      const kv = (
        await client.kv.range({
          key: Buffer.from(`${prefix}/coordination.core.io/leases/default/layout`),
        })
      ).kvs[0]!;
      expect(kv.mod_revision).toBe(created.metadata.resourceVersion);
      const stored = JSON.parse(kv.value.toString()) as Obj;
      expect(stored.metadata.resourceVersion).toBeUndefined();
      expect(stored.spec).toEqual({ holderIdentity: "node-1" });
      expect(
        (
          await client.kv.range({
            key: Buffer.from(`${prefix}/scheduling.core.io/priorityclasses/layout`),
          })
        ).kvs[0]!.mod_revision,
      ).toBe(cluster.metadata.resourceVersion);
    } finally {
      client.close();
      await server.app.close();
      await store.close();
    }
  });

  it("three servers on one etcd are one API: a write through one is watched on another, and racing updates get 409, never a lost update", async () => {
    const prefix = uniquePrefix();
    const servers = await Promise.all([
      serveOnEtcd(prefix),
      serveOnEtcd(prefix),
      serveOnEtcd(prefix),
    ]);
    try {
      const [a, b, c] = servers as [CliServer, CliServer, CliServer];
      const watch = await new WatchStream(b.base, `${LEASES}?watch=true`).ready();
      const created = await call(a.base, "POST", LEASES, { body: lease("shared") });
      expect(created.status).toBe(201);
      const [added] = await watch.waitFor(1);
      expect(added).toMatchObject({
        type: "ADDED",
        object: {
          metadata: { name: "shared", resourceVersion: created.json.metadata.resourceVersion },
        },
      });
      await until(async () => (await call(c.base, "GET", `${LEASES}/shared`)).status === 200);
      // 30 increments, each a read and a conditional replace through a server in turn, racing.
      const increments = 30;
      let conflicts = 0;
      await Promise.all(
        Array.from({ length: increments }, async (_, i) => {
          const base = servers[i % 3]!.base;
          for (;;) {
            const current = (await call(base, "GET", `${LEASES}/shared`)).json;
            const next = {
              ...current,
              spec: { ...current.spec, leaseTransitions: (current.spec.leaseTransitions ?? 0) + 1 },
            };
            const answer = await call(base, "PUT", `${LEASES}/shared`, { body: next });
            if (answer.status === 200) return;
            expect(answer.status).toBe(409);
            expect(answer.json.reason).toBe("Conflict");
            conflicts++;
          }
        }),
      );
      expect(conflicts).toBeGreaterThan(0);
      await until(
        async () =>
          (await call(a.base, "GET", `${LEASES}/shared`)).json.spec.leaseTransitions === increments,
      );
      for (const s of servers)
        await until(
          async () =>
            (await call(s.base, "GET", `${LEASES}/shared`)).json.spec.leaseTransitions ===
            increments,
        );
      watch.close();
    } finally {
      for (const s of servers) s.kill();
    }
  }, 90_000);

  it("two servers on one etcd, one's cache lagging: its GET and its list without resourceVersion show a write through the other, at resourceVersion=0 its cache as it is", async () => {
    const prefix = uniquePrefix();
    const below = new EtcdStore({ endpoints: [etcd.endpoint], prefix });
    const lagging = holdingWatches(below);
    const mine = new Cacher(lagging.storage, { cacheWaitMs: 300 });
    const other = etcdStore({ endpoints: [etcd.endpoint], prefix });
    const [a, b] = await Promise.all([start({ storage: mine }), start({ storage: other })]);
    try {
      // The cache is filled (a list at resourceVersion=0 is its), its watch then holds every event.
      await until(
        async () => (await call(a.base, "GET", `${LEASES}?resourceVersion=0`)).status === 200,
      );
      const written = await call(b.base, "POST", LEASES, { body: lease("elsewhere") });
      expect(written.status).toBe(201);
      const read = await call(a.base, "GET", `${LEASES}/elsewhere`);
      expect([read.status, read.json.metadata?.resourceVersion]).toEqual([
        200,
        written.json.metadata.resourceVersion,
      ]);
      const listed = (await call(a.base, "GET", LEASES)).json;
      expect(listed.items.map((i: Obj) => i.metadata.name)).toEqual(["elsewhere"]);
      expect(Number(listed.metadata.resourceVersion)).toBeGreaterThanOrEqual(
        Number(written.json.metadata.resourceVersion),
      );
      expect((await call(a.base, "GET", `${LEASES}/elsewhere?resourceVersion=0`)).status).toBe(404);
      expect((await call(a.base, "GET", `${LEASES}?resourceVersion=0`)).json.items).toEqual([]);
      lagging.resume();
      await until(
        async () =>
          (await call(a.base, "GET", `${LEASES}/elsewhere?resourceVersion=0`)).status === 200,
      );
    } finally {
      await Promise.all([a.app.close(), b.app.close()]);
      await Promise.all([mine.close(), other.close()]);
    }
  });

  it("three servers, one controller leader: a request is processed once; SIGKILL the leader and another takes the Lease after leaseDuration", async () => {
    const prefix = uniquePrefix();
    const config = join(mkdtempSync(join(tmpdir(), "corespec-le-")), "leader-election.yaml");
    writeFileSync(config, "leaseDuration: 2s\nrenewDeadline: 1500ms\nretryPeriod: 250ms\n");
    const serve = () =>
      startServeProcess(
        [],
        [
          "--storage",
          "etcd",
          "--etcd-endpoints",
          etcd.endpoint,
          "--etcd-prefix",
          prefix,
          "--leader-elect-config",
          config,
        ],
      );
    const LEASE =
      "/apis/coordination.core.io/v1/namespaces/kube-system/leases/corespec-controller-manager";
    const REQUESTS = "/apis/resource.core.io/v1alpha3/resourcepoolstatusrequests";
    const request = (name: string) => ({
      apiVersion: "resource.core.io/v1alpha3",
      kind: "ResourcePoolStatusRequest",
      metadata: { name },
      spec: { driver: "gpu.example.com" },
    });
    const servers: CliServer[] = [];
    try {
      // The first server leads: it is alone when it campaigns.
      servers.push(await serve());
      const lease = async (base: string) =>
        (await call(base, "GET", LEASE)).json?.spec as Obj | undefined;
      await until(async () => (await lease(servers[0]!.base))?.holderIdentity !== undefined);
      const leader = (await lease(servers[0]!.base))!.holderIdentity as string;
      servers.push(await serve(), await serve());
      const [a, b, c] = servers as [CliServer, CliServer, CliServer];
      const watch = await new WatchStream(b.base, `${REQUESTS}?watch=true`).ready();
      expect((await call(c.base, "POST", REQUESTS, { body: request("one") })).status).toBe(201);
      await until(
        async () => (await call(b.base, "GET", `${REQUESTS}/one`)).json.status !== undefined,
      );
      await sleep(750);
      // ADDED, then the one status write: no other server wrote it again.
      expect(watch.events.map((e) => e.type)).toEqual(["ADDED", "MODIFIED"]);
      watch.close();
      expect((await lease(b.base))!.holderIdentity).toBe(leader);
      // The leader dies without releasing the Lease: another server takes it once it has not been renewed for leaseDuration.
      a.kill();
      const killedAt = Date.now();
      await until(
        async () =>
          ![undefined, leader].includes(
            (await lease(b.base))?.holderIdentity as string | undefined,
          ),
        20_000,
      );
      // Not released: it waited for the lease to expire (a release is taken within a retry period, under 600 ms).
      expect(Date.now() - killedAt).toBeGreaterThanOrEqual(1000);
      expect((await lease(c.base))!.leaseTransitions).toBe(1);
      expect((await call(b.base, "POST", REQUESTS, { body: request("two") })).status).toBe(201);
      await until(
        async () => (await call(c.base, "GET", `${REQUESTS}/two`)).json.status !== undefined,
      );
    } finally {
      for (const s of servers) s.kill();
    }
  }, 90_000);

  it("etcd stopped during writes: writes fail with a Status or are durable, reads at resourceVersion=0 come from the cache, /readyz says not ready; restarted, the server carries on", async () => {
    const prefix = uniquePrefix();
    const store = etcdStore({ endpoints: [etcd.endpoint], prefix, requestTimeoutMs: 1500 });
    const server = await start({ storage: store });
    try {
      expect((await call(server.base, "POST", LEASES, { body: lease("before") })).status).toBe(201);
      expect((await call(server.base, "GET", "/readyz")).text).toBe("ok");
      const watch = await new WatchStream(
        server.base,
        `${LEASES}?watch=true&allowWatchBookmarks=true`,
      ).ready();
      await watch.waitFor(1);
      // Writes in flight while etcd stops.
      const acked: string[] = [];
      const writes = Array.from({ length: 20 }, async (_, i) => {
        const answer = await call(server.base, "POST", LEASES, { body: lease(`during-${i}`) });
        if (answer.status === 201) acked.push(`during-${i}`);
        else {
          expect(answer.status).toBeGreaterThanOrEqual(500);
          expect(answer.json).toMatchObject({ kind: "Status", status: "Failure" });
        }
      });
      await sleep(5);
      await etcd.stop();
      await Promise.all(writes);
      const failed = await call(server.base, "POST", LEASES, { body: lease("while-down") });
      expect(failed.status).toBe(500);
      expect(failed.json).toMatchObject({
        kind: "Status",
        reason: "ServerTimeout",
        details: { retryAfterSeconds: 2 },
      });
      // A get with resourceVersion=0 is the cache's; one without reads etcd, as Kubernetes' cacher does.
      expect((await call(server.base, "GET", `${LEASES}/before?resourceVersion=0`)).status).toBe(
        200,
      );
      expect((await call(server.base, "GET", `${LEASES}/before`)).json).toMatchObject({
        kind: "Status",
        reason: "ServerTimeout",
      });
      const readyz = await call(server.base, "GET", "/readyz");
      expect(readyz.status).toBe(500);
      await etcd.restart();
      await until(async () => (await call(server.base, "GET", "/readyz")).text === "ok", 30_000);
      await until(
        async () =>
          (await call(server.base, "POST", LEASES, { body: lease("after") })).status === 201,
        30_000,
      );
      // Every acknowledged write is there; the watch saw the new one (or ended so that its client relists).
      const names = (await call(server.base, "GET", LEASES)).json.items.map(
        (i: Obj) => i.metadata.name as string,
      );
      for (const name of [...acked, "before", "after"]) expect(names).toContain(name);
      expect(names).not.toContain("while-down");
      await until(
        () => watch.ended || watch.events.some((e) => e.object?.metadata?.name === "after"),
      );
      watch.close();
    } finally {
      if (!(await etcdAnswers())) await etcd.restart();
      await server.app.close();
      await store.close();
    }
  }, 120_000);

  it("a client-node informer's cache equals the server's list after etcd restarts", async () => {
    const prefix = uniquePrefix();
    const store = etcdStore({ endpoints: [etcd.endpoint], prefix });
    const server = await start({ storage: store });
    const kc = new KubeConfig();
    kc.loadFromOptions({
      clusters: [{ name: "c", server: server.base, skipTLSVerify: true }],
      users: [{ name: "u" }],
      contexts: [{ name: "c", cluster: "c", user: "u", namespace: "default" }],
      currentContext: "c",
    });
    const api = KubernetesObjectApi.makeApiClient(kc);
    const informer = makeInformer(
      kc,
      LEASES,
      () => api.list("coordination.core.io/v1", "Lease", "default") as never,
    );
    informer.on("error", () => setTimeout(() => void informer.start(), 200));
    try {
      for (let i = 0; i < 5; i++)
        expect((await call(server.base, "POST", LEASES, { body: lease(`inf-${i}`) })).status).toBe(
          201,
        );
      await informer.start();
      await etcd.stop();
      await etcd.restart();
      await until(
        async () =>
          (await call(server.base, "POST", LEASES, { body: lease("inf-after") })).status === 201,
        30_000,
      );
      await call(server.base, "DELETE", `${LEASES}/inf-0`);
      const names = async () =>
        (await call(server.base, "GET", LEASES)).json.items
          .map((i: Obj) => i.metadata.name as string)
          .sort();
      await until(
        async () =>
          JSON.stringify(
            informer
              .list()
              .map((o: KubernetesObject) => o.metadata!.name)
              .sort(),
          ) === JSON.stringify(await names()),
        30_000,
      );
    } finally {
      await informer.stop();
      await server.app.close();
      await store.close();
    }
  }, 120_000);

  it("a server killed with SIGKILL right after acknowledged writes loses none of them", async () => {
    const prefix = uniquePrefix();
    const first = await serveOnEtcd(prefix);
    const acked: string[] = [];
    await Promise.all(
      Array.from({ length: 8 }, async (_, worker) => {
        for (let i = 0; i < 25; i++) {
          const name = `ack-${worker}-${i}`;
          if ((await call(first.base, "POST", LEASES, { body: lease(name) })).status === 201)
            acked.push(name);
        }
      }),
    );
    first.child.kill("SIGKILL");
    await first.exited;
    const second = await serveOnEtcd(prefix);
    try {
      const names = new Set(
        (await call(second.base, "GET", LEASES)).json.items.map(
          (i: Obj) => i.metadata.name as string,
        ),
      );
      const lost = acked.filter((n) => !names.has(n));
      expect(acked.length).toBe(200);
      expect(lost).toEqual([]);
    } finally {
      second.kill();
    }
  }, 90_000);

  it("bounds the watch cache's history by bytes, as the memory store does; older revisions come from etcd's own history", async () => {
    const store = etcdStore({
      endpoints: [etcd.endpoint],
      prefix: uniquePrefix(),
      historyBytes: 1_000_000,
    });
    const server = await start({ storage: store });
    try {
      const first = (await call(server.base, "POST", LEASES, { body: lease("big") })).json;
      const annotation = "x".repeat(240 * 1024);
      let current = first;
      for (let i = 0; i < 12; i++) {
        current = (
          await call(server.base, "PUT", `${LEASES}/big`, {
            body: {
              ...current,
              metadata: { ...current.metadata, annotations: { big: `${i}${annotation}` } },
            },
          })
        ).json;
      }
      expect(
        store.historyUsage({
          group: "coordination.core.io",
          version: "v1",
          resource: "leases",
          namespaced: true,
        }).bytes,
      ).toBeLessThanOrEqual(1_000_000);
      // Older than the cache keeps: served from etcd's own history, which still has it.
      const old = await new WatchStream(
        server.base,
        `${LEASES}?watch=true&resourceVersion=${first.metadata.resourceVersion}`,
      ).ready();
      const events = await old.waitFor(12);
      expect(events.every((e) => e.type === "MODIFIED")).toBe(true);
      old.close();
    } finally {
      await server.app.close();
      await store.close();
    }
  });
});

describe.runIf(WITH_ETCD)("the server on etcd, with a client that stops reading", () => {
  it("disconnects a watch whose client stops reading, once its buffer is full", async () => {
    etcd = await startEtcd();
    const store = etcdStore({ endpoints: [etcd.endpoint], prefix: uniquePrefix() });
    const server = await start({ storage: store });
    const { connect } = await import("node:net");
    try {
      expect((await call(server.base, "POST", LEASES, { body: lease("slow") })).status).toBe(201);
      const socket = connect(Number(new URL(server.base).port), "127.0.0.1");
      socket.on("error", () => undefined);
      socket.write(`GET ${LEASES}?watch=true HTTP/1.1\r\nHost: x\r\n\r\n`);
      await new Promise((resolve) => socket.once("data", resolve));
      socket.pause();
      const annotation = "y".repeat(200 * 1024);
      let current = (await call(server.base, "GET", `${LEASES}/slow`)).json;
      for (let i = 0; i < 150; i++) {
        current = (
          await call(server.base, "PUT", `${LEASES}/slow`, {
            body: {
              ...current,
              metadata: { ...current.metadata, annotations: { a: `${i}${annotation}` } },
            },
          })
        ).json;
      }
      let received = 0;
      socket.on("data", (c: Buffer) => (received += c.length));
      const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
      socket.resume();
      await closed;
      expect(received).toBeLessThan(150 * annotation.length);
    } finally {
      await server.app.close();
      await store.close();
      await etcd.destroy();
    }
  }, 120_000);
});

async function etcdAnswers(): Promise<boolean> {
  try {
    return (await fetch(`${etcd.endpoint}/health`, { signal: AbortSignal.timeout(1000) })).ok;
  } catch {
    return false;
  }
}

if (!WITH_ETCD) describe.skip(ETCD_MISSING, () => undefined);
