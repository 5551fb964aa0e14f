/**
 * A resource whose watch cache cannot fill over a healthy etcd: one of its objects in etcd is
 * not JSON, so the cache's list fails and is retried. As Kubernetes' cacher does while it is
 * not ready (KEP-4568), gets and writes go to etcd meanwhile and answer at once; a watch and a
 * list the cache would serve get 429. The unreadable object itself is a 500 InternalError.
 */
import { Etcd3 } from "etcd3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EtcdStore } from "../../output/server/dist/index.js";
import { startEtcd, uniquePrefix, WITH_ETCD, type EtcdProcess } from "../helpers/etcd.js";
import { call, start, type Started } from "./http.js";

const PC = "/apis/scheduling.core.io/v1/priorityclasses";
const pc = (name: string, value: number) => ({ apiVersion: "scheduling.core.io/v1", kind: "PriorityClass", metadata: { name }, value });
/** The store's request timeout: what a request that waits for the cache would wait. */
const TIMEOUT_MS = 1500;

let etcd: EtcdProcess;
let client: Etcd3;
/** Where the PriorityClasses live in etcd. */
let at: string;
let store: EtcdStore;
let server: Started;

describe.runIf(WITH_ETCD)("a resource whose cache cannot fill, over a healthy etcd", () => {
  beforeAll(async () => {
    etcd = await startEtcd();
    client = new Etcd3({ hosts: etcd.endpoint });
    const prefix = uniquePrefix();
    at = `${prefix}/scheduling.core.io/priorityclasses/`;
    await client.put(`${at}good`).value(JSON.stringify(pc("good", 1)));
    await client.put(`${at}broken`).value("{not json");
    store = new EtcdStore({ endpoints: [etcd.endpoint], prefix, requestTimeoutMs: TIMEOUT_MS });
    server = await start({ storage: store, controllers: false });
  }, 60_000);

  afterAll(async () => {
    await server?.app.close();
    await store?.close();
    client?.close();
    await etcd?.destroy();
  });

  /** A request's answer, and how long it took. */
  async function timed(method: string, path: string, body?: unknown): Promise<{ status: number; json: any; ms: number }> {
    const started = Date.now();
    const answer = await call(server.base, method, path, body === undefined ? {} : { body });
    return { status: answer.status, json: answer.json, ms: Date.now() - started };
  }

  it("reads and writes the other objects straight from etcd, at once (they used to wait the request timeout for a ServerTimeout)", async () => {
    const got = await timed("GET", `${PC}/good`);
    expect(got.status).toBe(200);
    expect(got.json).toMatchObject({ metadata: { name: "good" }, value: 1 });
    expect(got.ms).toBeLessThan(TIMEOUT_MS);

    const created = await timed("POST", PC, pc("made", 5));
    expect(created.status).toBe(201);
    expect(created.ms).toBeLessThan(TIMEOUT_MS);
    const rv = Number(created.json.metadata.resourceVersion);
    expect((await client.get(`${at}made`).exec()).kvs[0]!.mod_revision).toBe(String(rv));

    const read = await timed("GET", `${PC}/made`);
    expect(read.json.metadata.resourceVersion).toBe(String(rv));

    const replaced = await timed("PUT", `${PC}/made`, { ...pc("made", 5), description: "changed", metadata: { name: "made", resourceVersion: String(rv) } });
    expect(replaced.status).toBe(200);
    expect(replaced.json.description).toBe("changed");
    const stale = await timed("PUT", `${PC}/made`, { ...pc("made", 5), metadata: { name: "made", resourceVersion: String(rv) } });
    expect(stale.status).toBe(409);

    const patched = await call(server.base, "PATCH", `${PC}/made`, { body: { description: "patched" }, type: "application/merge-patch+json" });
    expect(patched.status).toBe(200);
    expect(patched.json.description).toBe("patched");

    const deleted = await timed("DELETE", `${PC}/made`);
    expect(deleted.status).toBe(200);
    expect(deleted.ms).toBeLessThan(TIMEOUT_MS);
    expect((await timed("GET", `${PC}/made`)).status).toBe(404);
  }, 30_000);

  it("answers the unreadable object with a 500 InternalError, and a watch or a list the cache would serve with 429", async () => {
    const broken = await timed("GET", `${PC}/broken`);
    expect(broken.status).toBe(500);
    expect(broken.json).toMatchObject({ kind: "Status", reason: "InternalError", code: 500 });

    for (const path of [PC, `${PC}?watch=true`]) {
      const answer = await timed("GET", path);
      expect(answer.status, path).toBe(429);
      expect(answer.json, path).toMatchObject({ reason: "TooManyRequests", message: "storage is (re)initializing" });
    }
  }, 30_000);
});
