/**
 * A resource whose watch cache cannot fill over a healthy etcd: one of its objects in etcd is
 * not JSON, so the cache's list fails and is retried. As Kubernetes' cacher does while it is
 * not ready (KEP-4568), gets, writes and lists with a limit and no selector go to etcd
 * meanwhile and answer at once; a watch and any other list get 429. The unreadable object
 * itself is a 500 InternalError.
 */
import { Etcd3 } from "etcd3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Cacher } from "../../output/server/dist/index.js";
import { etcdStore } from "./stores.js";
import { startEtcd, uniquePrefix, WITH_ETCD, type EtcdProcess } from "../helpers/etcd.js";
import { call, start, type Started } from "./http.js";

const PC = "/apis/scheduling.core.io/v1/priorityclasses";
const LEASES = "/apis/coordination.core.io/v1/leases";
const DEFAULT_LEASES = "/apis/coordination.core.io/v1/namespaces/default/leases";
const pc = (name: string, value: number) => ({
  apiVersion: "scheduling.core.io/v1",
  kind: "PriorityClass",
  metadata: { name },
  value,
});
/** The store's request timeout: what a request that waits for the cache would wait. */
const TIMEOUT_MS = 1500;

let etcd: EtcdProcess;
let client: Etcd3;
/** Where the PriorityClasses live in etcd. */
let at: string;
let store: Cacher;
let server: Started;

describe.runIf(WITH_ETCD)("a resource whose cache cannot fill, over a healthy etcd", () => {
  beforeAll(async () => {
    etcd = await startEtcd();
    client = new Etcd3({ hosts: etcd.endpoint });
    const prefix = uniquePrefix();
    at = `${prefix}/scheduling.core.io/priorityclasses/`;
    await client.put(`${at}good`).value(JSON.stringify(pc("good", 1)));
    await client.put(`${at}broken`).value("{not json");
    // Leases: an unreadable one in namespace "bad", five readable ones in "default".
    await client.put(`${prefix}/coordination.core.io/leases/bad/broken`).value("{not json");
    for (const name of ["a", "b", "c", "d", "e"]) {
      await client.put(`${prefix}/coordination.core.io/leases/default/${name}`).value(
        JSON.stringify({
          apiVersion: "coordination.core.io/v1",
          kind: "Lease",
          metadata: { name, namespace: "default" },
          spec: {},
        }),
      );
    }
    store = etcdStore({ endpoints: [etcd.endpoint], prefix, requestTimeoutMs: TIMEOUT_MS });
    server = await start({ storage: store });
  }, 60_000);

  afterAll(async () => {
    await server?.app.close();
    await store?.close();
    client?.close();
    await etcd?.destroy();
  });

  /** A request's answer. Its status tells a straight answer from a ServerTimeout: no clock is read, so a busy machine cannot fail the test. */
  async function timed(
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; json: any }> {
    const answer = await call(server.base, method, path, body === undefined ? {} : { body });
    return { status: answer.status, json: answer.json };
  }

  it("reads and writes the other objects straight from etcd, at once (they used to wait the request timeout for a ServerTimeout)", async () => {
    const got = await timed("GET", `${PC}/good`);
    expect(got.status).toBe(200);
    expect(got.json).toMatchObject({ metadata: { name: "good" }, value: 1 });

    const created = await timed("POST", PC, pc("made", 5));
    expect(created.status).toBe(201);
    const rv = Number(created.json.metadata.resourceVersion);
    expect((await client.get(`${at}made`).exec()).kvs[0]!.mod_revision).toBe(String(rv));

    const read = await timed("GET", `${PC}/made`);
    expect(read.json.metadata.resourceVersion).toBe(String(rv));

    const replaced = await timed("PUT", `${PC}/made`, {
      ...pc("made", 5),
      description: "changed",
      metadata: { name: "made", resourceVersion: String(rv) },
    });
    expect(replaced.status).toBe(200);
    expect(replaced.json.description).toBe("changed");
    const stale = await timed("PUT", `${PC}/made`, {
      ...pc("made", 5),
      metadata: { name: "made", resourceVersion: String(rv) },
    });
    expect(stale.status).toBe(409);

    const patched = await call(server.base, "PATCH", `${PC}/made`, {
      body: { description: "patched" },
      type: "application/merge-patch+json",
    });
    expect(patched.status).toBe(200);
    expect(patched.json.description).toBe("patched");

    const deleted = await timed("DELETE", `${PC}/made`);
    expect(deleted.status).toBe(200);
    expect((await timed("GET", `${PC}/made`)).status).toBe(404);
  }, 30_000);

  it("pages a list with a limit and no selector from etcd, with continue tokens and the remaining count (KEP-4568)", async () => {
    const names: string[] = [];
    let next: string | undefined;
    let rv: string | undefined;
    const remaining: number[] = [];
    do {
      const page = await timed(
        "GET",
        `${DEFAULT_LEASES}?limit=2${next ? `&continue=${encodeURIComponent(next)}` : ""}`,
      );
      expect(page.status, JSON.stringify(page.json)).toBe(200);
      names.push(...page.json.items.map((i: { metadata: { name: string } }) => i.metadata.name));
      // Every page reads the first page's revision.
      rv ??= page.json.metadata.resourceVersion;
      expect(page.json.metadata.resourceVersion).toBe(rv);
      next = page.json.metadata.continue;
      if (next) remaining.push(page.json.metadata.remainingItemCount);
    } while (next);
    expect(names).toEqual(["a", "b", "c", "d", "e"]);
    expect(remaining).toEqual([3, 1]);
    // Across namespaces the list holds the unreadable Lease: Kubernetes' list fails on it too.
    expect((await timed("GET", `${LEASES}?limit=10`)).json).toMatchObject({
      reason: "InternalError",
      code: 500,
    });
    // A revision etcd does not have yet: Kubernetes' 504 with its retry period.
    const future = await timed("GET", `${DEFAULT_LEASES}?limit=2&resourceVersion=999999999`);
    expect(future.status).toBe(504);
    expect(future.json.message).toMatch(/^Too large resource version: 999999999, current: \d+$/);
    // A token of another namespace's list is refused, as the cache refuses it.
    const token = (await timed("GET", `${DEFAULT_LEASES}?limit=1`)).json.metadata
      .continue as string;
    expect(
      (
        await timed(
          "GET",
          `/apis/coordination.core.io/v1/namespaces/other/leases?limit=1&continue=${encodeURIComponent(token)}`,
        )
      ).status,
    ).toBe(400);

    // Once etcd has compacted the list's revision: 410, with a token that goes on at the latest revision for a page.
    await client
      .put(
        `${at.replace("scheduling.core.io/priorityclasses", "coordination.core.io/leases")}default/f`,
      )
      .value(
        JSON.stringify({
          apiVersion: "coordination.core.io/v1",
          kind: "Lease",
          metadata: { name: "f", namespace: "default" },
          spec: {},
        }),
      );
    const latest = Number((await client.get("any").exec()).header.revision);
    await client.kv.compact({ revision: latest, physical: true });
    const old = await timed(
      "GET",
      `${DEFAULT_LEASES}?limit=1&continue=${encodeURIComponent(token)}`,
    );
    expect(old.status).toBe(410);
    expect(old.json).toMatchObject({
      reason: "Expired",
      metadata: { continue: expect.any(String) },
    });
    const rest = await timed(
      "GET",
      `${DEFAULT_LEASES}?limit=10&continue=${encodeURIComponent(old.json.metadata.continue)}`,
    );
    expect(rest.json.items.map((i: { metadata: { name: string } }) => i.metadata.name)).toEqual([
      "b",
      "c",
      "d",
      "e",
      "f",
    ]);
    const exact = await timed(
      "GET",
      `${DEFAULT_LEASES}?limit=2&resourceVersion=${rv}&resourceVersionMatch=Exact`,
    );
    expect(exact.status).toBe(410);
    expect(exact.json.message).toBe("The resourceVersion for the provided list is too old.");
  }, 30_000);

  it("answers the unreadable object with a 500 InternalError, and a watch or a list the cache would serve with 429", async () => {
    const broken = await timed("GET", `${PC}/broken`);
    expect(broken.status).toBe(500);
    expect(broken.json).toMatchObject({ kind: "Status", reason: "InternalError", code: 500 });

    for (const path of [PC, `${PC}?watch=true`, `${DEFAULT_LEASES}?limit=2&labelSelector=a%3Db`]) {
      const answer = await timed("GET", path);
      expect(answer.status, path).toBe(429);
      expect(answer.json, path).toMatchObject({
        reason: "TooManyRequests",
        message: "storage is (re)initializing",
      });
    }
  }, 30_000);
});
