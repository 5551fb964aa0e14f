/**
 * etcd over its quota (`--quota-backend-bytes`): etcd raises its NOSPACE alarm and refuses
 * every write until an operator frees space and disarms it. Kubernetes answers each refused
 * write with etcd's error as it comes (a 500 without a reason or a retry period, message
 * `etcdserver: mvcc: database space exceeded`), and reads go on. The first write used to get
 * the real error and every later request a ServerTimeout with a retry period, so clients
 * retried for ever.
 */
import { AlarmAction, AlarmType, Etcd3 } from "etcd3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Cacher } from "../../output/server/dist/index.js";
import { etcdStore } from "./stores.js";
import {
  ETCD_MISSING,
  startEtcd,
  uniquePrefix,
  WITH_ETCD,
  type EtcdProcess,
} from "../helpers/etcd.js";
import { call, start, WatchStream, type Answer, type Started } from "./http.js";

const PC = "/apis/scheduling.core.io/v1/priorityclasses";
const pc = (name: string, description = "") => ({
  apiVersion: "scheduling.core.io/v1",
  kind: "PriorityClass",
  metadata: { name },
  value: 1,
  description,
});
/** A description that fills etcd's 2 MiB quota in a few writes. */
const BIG = "x".repeat(200_000);

function expectNoSpace(answer: Answer, what: string): void {
  expect(answer.status, `${what}: ${answer.text.slice(0, 300)}`).toBe(500);
  expect(answer.json, what).toEqual({
    kind: "Status",
    apiVersion: "v1",
    metadata: {},
    status: "Failure",
    message: "etcdserver: mvcc: database space exceeded",
    code: 500,
  });
  expect(
    answer.headers.filter(([name]) => name === "retry-after"),
    what,
  ).toEqual([]);
}

let etcd: EtcdProcess;
let store: Cacher;
let server: Started;
let client: Etcd3;
const prefix = uniquePrefix();

describe.runIf(WITH_ETCD)("etcd over its quota", () => {
  beforeAll(async () => {
    etcd = await startEtcd(["--quota-backend-bytes", String(2 * 1024 * 1024)]);
    store = etcdStore({ endpoints: [etcd.endpoint], prefix, requestTimeoutMs: 3000 });
    server = await start({ storage: store });
    client = new Etcd3({ hosts: etcd.endpoint });
  }, 60_000);
  afterAll(async () => {
    await server?.app.close();
    await store?.close();
    client?.close();
    await etcd?.destroy();
  });

  it("answers every write etcd's NOSPACE error until the alarm is disarmed, and serves reads meanwhile", async () => {
    const watch = new WatchStream(server.base, `${PC}?watch=true&resourceVersion=0`);
    expect((await watch.ready()).status).toBe(200);
    let created = 0;
    let refused: Answer | undefined;
    for (; created < 60; created++) {
      const answer = await call(server.base, "POST", PC, { body: pc(`fill-${created}`, BIG) });
      if (answer.status !== 201) {
        refused = answer;
        break;
      }
    }
    expect(created).toBeGreaterThan(0);
    expectNoSpace(refused!, "the first refused create");
    const target = `${PC}/fill-0`;
    // Every later write, of every kind, gets the same answer: it used to be a ServerTimeout.
    for (let round = 0; round < 3; round++) {
      expectNoSpace(
        await call(server.base, "POST", PC, { body: pc(`more-${round}`) }),
        `create ${round}`,
      );
      const current = (await call(server.base, "GET", target)).json;
      expectNoSpace(
        await call(server.base, "PUT", target, {
          body: { ...current, description: `replaced ${round}` },
        }),
        `update ${round}`,
      );
      expectNoSpace(
        await call(server.base, "PATCH", target, {
          body: { metadata: { labels: { round: String(round) } } },
          type: "application/merge-patch+json",
        }),
        `patch ${round}`,
      );
      expectNoSpace(
        await call(server.base, "PATCH", `${target}?fieldManager=t&force=true`, {
          body: { ...pc("fill-0"), metadata: { name: "fill-0", labels: { a: "b" } } },
          type: "application/apply-patch+yaml",
        }),
        `apply ${round}`,
      );
    }
    // Reads are served all along.
    expect((await call(server.base, "GET", target)).status).toBe(200);
    const list = await call(server.base, "GET", PC);
    expect(list.status).toBe(200);
    // etcd applies the write that crosses the quota, then refuses it (quotaApplierV3): that
    // one may be listed too, as Kubernetes would list it.
    const names = list.json.items
      .map((i: { metadata: { name: string } }) => i.metadata.name)
      .sort();
    const acknowledged = Array.from({ length: created }, (_, i) => `fill-${i}`);
    expect([acknowledged.sort(), [...acknowledged, `fill-${created}`].sort()]).toContainEqual(
      names,
    );
    expect((await call(server.base, "GET", "/readyz")).status).toBe(200);

    // The operator's remedy: free space (delete, compact, defragment), then disarm the alarm.
    await client.delete().prefix(prefix);
    const revision = (await client.get("/none").exec()).header.revision;
    await client.kv.compact({ revision, physical: true });
    await client.maintenance.defragment();
    const { alarms } = await client.maintenance.alarm({
      action: AlarmAction.Get,
      memberID: 0,
      alarm: AlarmType.None,
    });
    expect(alarms.map((a) => a.alarm)).toEqual(["Nospace"]);
    for (const alarm of alarms)
      await client.maintenance.alarm({
        action: AlarmAction.Deactivate,
        memberID: alarm.memberID,
        alarm: AlarmType.Nospace,
      });
    const after = await call(server.base, "POST", PC, { body: pc("after") });
    expect(after.status, after.text).toBe(201);
    // The server's cache and its watches went on through it all.
    expect((await call(server.base, "GET", `${PC}/after`)).status).toBe(200);
    // Every object added, every object deleted by the operator, and `after`.
    await watch.waitFor(2 * names.length + 1, 10_000);
    const seen = watch.events.map((e) => `${e.type} ${e.object?.metadata?.name}`);
    expect(seen.slice(-1)).toEqual(["ADDED after"]);
    expect(watch.events.filter((e) => e.type === "ERROR")).toEqual([]);
    watch.close();
  }, 120_000);
});

if (!WITH_ETCD) describe.skip(ETCD_MISSING, () => undefined);
