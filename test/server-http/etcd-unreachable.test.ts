/**
 * A server over etcd that cannot be reached from the start (no etcd needed). A resource's cache
 * is filled by its first list from etcd, which never comes: a watch or a list the cache would
 * serve gets Kubernetes' 429 at once, every other request its answer for unreachable storage
 * within the store's request timeout (requests used to wait for ever).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Cacher } from "../../output/server/dist/index.js";
import { etcdStore } from "./stores.js";
import { retryAfterForUnreadyCache } from "../../output/server/dist/runtime/storage/cache/delegator.js";
import { call, start, type Started } from "./http.js";

const PC = "/apis/scheduling.core.io/v1/priorityclasses";
const pc = {
  apiVersion: "scheduling.core.io/v1",
  kind: "PriorityClass",
  metadata: { name: "a" },
  value: 1,
};

let store: Cacher;
let server: Started;

beforeAll(async () => {
  // Port 1: nothing listens there.
  store = etcdStore({
    endpoints: ["http://127.0.0.1:1"],
    prefix: "/unreachable",
    requestTimeoutMs: 500,
  });
  server = await start({ storage: store });
});

afterAll(async () => {
  await server.app.close();
  await store.close();
});

describe("etcd unreachable from the start", () => {
  it("answers every read and write with a ServerTimeout once the request timeout has passed", async () => {
    // The operation as Kubernetes' registry names it: a patch, an apply and a replace are updates.
    for (const [method, path, operation, type] of [
      // A list with a limit and no selector: Kubernetes sends it to etcd while the cache is not filled.
      ["GET", `${PC}?limit=500`, "list"],
      ["GET", `${PC}/a`, "get"],
      ["POST", PC, "create"],
      ["PUT", `${PC}/a`, "update"],
      ["PATCH", `${PC}/a`, "update", "application/merge-patch+json"],
      ["PATCH", `${PC}/a?fieldManager=t`, "update", "application/apply-patch+yaml"],
      ["DELETE", `${PC}/a`, "delete"],
    ] as const) {
      const body =
        method === "GET" || method === "DELETE"
          ? undefined
          : method === "PATCH" && type !== "application/apply-patch+yaml"
            ? { value: 2 }
            : pc;
      const answer = await call(server.base, method, path, {
        ...(body ? { body } : {}),
        ...(type ? { type } : {}),
      });
      expect(answer.status).toBe(500);
      expect(answer.json).toMatchObject({
        kind: "Status",
        reason: "ServerTimeout",
        message: `The ${operation} operation against priorityclasses.scheduling.core.io could not be completed at this time, please try again.`,
        details: { retryAfterSeconds: 2 },
      });
      // As Kubernetes writes every error with a retry period: client-go waits that long.
      expect(answer.headers.filter(([name]) => name === "retry-after")).toEqual([
        ["retry-after", "2"],
      ]);
    }
    expect((await call(server.base, "GET", "/readyz")).status).toBe(500);
  }, 20_000);

  it("answers a watch, and a list the cache would serve, 429 at once while the cache is not filled, as Kubernetes' cacher does (KEP-4568)", async () => {
    for (const path of [
      PC,
      `${PC}?labelSelector=a%3Db`,
      `${PC}?limit=5&fieldSelector=metadata.name%3Da`,
      `${PC}?watch=true`,
      `${PC}?watch=true&resourceVersion=0`,
      `${PC}?watch=true&fieldSelector=metadata.name%3Da`,
    ]) {
      const answer = await call(server.base, "GET", path);
      // It used to wait the request timeout, then answer a ServerTimeout (504): the status tells them apart.
      expect(answer.status, path).toBe(429);
      expect(answer.json, path).toEqual({
        kind: "Status",
        apiVersion: "v1",
        metadata: {},
        status: "Failure",
        message: "storage is (re)initializing",
        reason: "TooManyRequests",
        details: { retryAfterSeconds: 1 },
        code: 429,
      });
      expect(
        answer.headers.filter(([name]) => name === "retry-after"),
        path,
      ).toEqual([["retry-after", "1"]]);
    }
  });

  it("asks for a longer wait the longer the cache has been down, as calculateRetryAfterForUnreadyCache does", () => {
    const cases: [number, number][] = [
      [0, 1],
      [11_000, 1],
      [12_000, 2],
      [30_000, 6],
      [56_000, 28],
      [60_000, 30],
      [3_600_000, 30],
    ];
    for (const [downtimeMs, seconds] of cases)
      expect(retryAfterForUnreadyCache(downtimeMs), `${downtimeMs} ms`).toBe(seconds);
  });
});
