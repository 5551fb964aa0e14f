/**
 * corespec over a three-member etcd cluster on loopback (helpers/etcd-cluster.ts): one server
 * in-process and one `corespec serve --etcd-endpoints a,b,c`, both with every member's URL.
 * During a stream of writes through both, the etcd leader is killed, then a second member
 * (quorum lost), then both come back. The servers keep serving: writes succeed while a
 * quorum is up and again once it returns, reads are answered from the watch cache while it
 * is not, nothing acknowledged is lost, and every watch either sees every acknowledged write
 * or ends with 410 Expired. Every wait is bounded; nothing is timed.
 */
import { Etcd3 } from "etcd3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Cacher } from "../../output/server/dist/index.js";
import { etcdStore } from "./stores.js";
import { startEtcdCluster, type EtcdCluster, type EtcdMember } from "../helpers/etcd-cluster.js";
import { ETCD_MISSING, uniquePrefix, WITH_ETCD } from "../helpers/etcd.js";
import { startServeProcess, type CliServer } from "./cli-server.js";
import { call, sleep, start, WatchStream, type Answer, type Started } from "./http.js";

const LEASES = "/apis/coordination.core.io/v1/namespaces/default/leases";
const lease = (name: string) => ({
  apiVersion: "coordination.core.io/v1",
  kind: "Lease",
  metadata: { name },
  spec: { holderIdentity: "h" },
});

/** A request that gives up after `ms` (then it counts as not acknowledged). */
async function within(request: Promise<Answer>, ms = 20_000): Promise<Answer | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>(
    (resolve) => (timer = setTimeout(() => resolve(undefined), ms)),
  );
  try {
    return await Promise.race([request, late]);
  } finally {
    clearTimeout(timer);
  }
}

async function until(
  what: string,
  condition: () => Promise<boolean> | boolean,
  ms = 60_000,
): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms / 1000} s`);
    await sleep(100);
  }
}

let cluster: EtcdCluster;
let store: Cacher;
let inProcess: Started;
let serve: CliServer;
const prefix = uniquePrefix();

describe.runIf(WITH_ETCD)("corespec on a three-member etcd cluster", () => {
  beforeAll(async () => {
    cluster = await startEtcdCluster(3);
    store = etcdStore({ endpoints: cluster.endpoints, prefix, requestTimeoutMs: 3000 });
    inProcess = await start({ storage: store });
    serve = await startServeProcess(
      [],
      [
        "--storage",
        "etcd",
        "--etcd-endpoints",
        cluster.endpoints.join(","),
        "--etcd-prefix",
        prefix,
        "--no-controllers",
      ],
    );
  }, 90_000);
  afterAll(async () => {
    serve?.kill();
    await inProcess?.app.close();
    await store?.close();
    await cluster?.destroy();
  });

  it("keeps serving through the loss of the leader and of quorum, and loses nothing acknowledged", async () => {
    const bases = [inProcess.base, serve.base];
    // Both servers are up on the cluster, and their caches are filled (a watch is served).
    for (const base of bases)
      expect(
        (await call(base, "POST", LEASES, { body: lease(`first-${bases.indexOf(base)}`) })).status,
      ).toBe(201);
    const rv = (await call(inProcess.base, "GET", LEASES)).json.metadata.resourceVersion as string;
    const watches = bases.map(
      (base) =>
        new WatchStream(
          base,
          `${LEASES}?watch=true&resourceVersion=${rv}&allowWatchBookmarks=false`,
        ),
    );
    for (const watch of watches) expect((await watch.ready()).status).toBe(200);

    const acknowledged: string[] = [];
    const refused: string[] = [];
    let writing = true;
    const writer = (async () => {
      for (let i = 0; writing; i++) {
        const name = `w-${i}`;
        const answer = await within(call(bases[i % 2]!, "POST", LEASES, { body: lease(name) }));
        if (answer?.status === 201) acknowledged.push(name);
        else {
          refused.push(
            answer === undefined ? "no answer" : `${answer.status} ${answer.json?.reason}`,
          );
          await sleep(100);
        }
      }
    })();
    const acks = (n: number) => () => acknowledged.length >= n;

    try {
      await until("writes before any failure", acks(20));
      // The leader crashes: the other two elect a new one, and writes go on.
      const leader = (await cluster.leader())!;
      expect(leader).toBeDefined();
      await leader.stop("SIGKILL");
      let count = acknowledged.length;
      await until("writes after the leader was killed", acks(count + 20));
      // A second member crashes: no quorum, no write can be acknowledged.
      const second = cluster.members.find((m) => m.running)! as EtcdMember;
      await second.stop("SIGKILL");
      await sleep(3000);
      count = acknowledged.length;
      // Reads at resourceVersion=0 are served from the caches meanwhile, by both servers (without
      // one, a get or a consistent list reads etcd, as in Kubernetes, and needs its quorum).
      for (const base of bases) {
        const read = await within(
          call(base, "GET", `${LEASES}/${acknowledged[0]!}?resourceVersion=0`),
        );
        expect(read?.status, base).toBe(200);
        const list = await within(call(base, "GET", `${LEASES}?resourceVersion=0`));
        expect(list?.status, base).toBe(200);
        expect(list!.json.items.length).toBeGreaterThanOrEqual(count);
      }
      const failuresBefore = refused.length;
      await until(
        "writes refused while quorum is lost",
        () => refused.length >= failuresBefore + 2,
      );
      expect(acknowledged.length).toBe(count);
      // Quorum returns with the second member: writes are acknowledged again.
      await second.restart();
      await until("writes once quorum returned", acks(count + 20));
      await leader.restart();
      count = acknowledged.length;
      await until("writes with every member back", acks(count + 10));
    } finally {
      writing = false;
      await writer;
    }

    // A refused write was answered, with a Status a client retries (etcd unreachable, or no leader yet).
    expect([...new Set(refused.map((r) => r.split(" ")[0]))]).toEqual(["500"]);
    // A write through a server is read back through it at once (it waited for its cache).
    for (const base of bases) {
      // etcd may still hold an election (a restarted member can start one): retry as a client would.
      let name = "";
      let attempt = 0;
      await until(`${base} acknowledges a write`, async () => {
        name = `after-${bases.indexOf(base)}-${attempt++}`;
        return (await within(call(base, "POST", LEASES, { body: lease(name) })))?.status === 201;
      });
      expect((await within(call(base, "GET", `${LEASES}/${name}`)))?.status).toBe(200);
      acknowledged.push(name);
    }
    // Nothing acknowledged is lost: in etcd, and in each server's list.
    const etcd = new Etcd3({ hosts: [...cluster.endpoints] });
    try {
      const keys = await etcd
        .getAll()
        .prefix(`${prefix}/coordination.core.io/leases/default/`)
        .keys();
      const stored = new Set(keys.map((k) => k.slice(k.lastIndexOf("/") + 1)));
      expect(acknowledged.filter((name) => !stored.has(name))).toEqual([]);
    } finally {
      etcd.close();
    }
    for (const base of bases) {
      await until(`${base} lists every acknowledged write`, async () => {
        const list = await within(call(base, "GET", LEASES));
        const names = new Set(
          (list?.json?.items ?? []).map(
            (item: { metadata: { name: string } }) => item.metadata.name,
          ),
        );
        return acknowledged.every((name) => names.has(name));
      });
    }
    // Every watch resumed (it saw every acknowledged write) or ended with 410.
    for (const watch of watches) {
      await until("the watch sees every acknowledged write, or ends", () => {
        const added = new Set(
          watch.events
            .filter((e) => e.type === "ADDED")
            .map((e) => e.object.metadata.name as string),
        );
        return watch.ended || acknowledged.every((name) => added.has(name));
      });
      const last = watch.events[watch.events.length - 1];
      if (watch.ended)
        expect({ type: last?.type, code: last?.object?.code }).toEqual({
          type: "ERROR",
          code: 410,
        });
      else expect(watch.events.filter((e) => e.type === "ERROR")).toEqual([]);
      watch.close();
    }
  }, 300_000);
});

if (!WITH_ETCD) describe.skip(ETCD_MISSING, () => undefined);
