/**
 * A server over etcd that cannot be reached from the start (no etcd needed): every request
 * gets Kubernetes' answer for unreachable storage within the store's request timeout. A
 * resource's cache is filled by its first list from etcd, which never comes, and requests
 * used to wait for it for ever.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EtcdStore } from "../../output/server/dist/index.js";
import { call, start, type Started } from "./http.js";

const PC = "/apis/scheduling.core.io/v1/priorityclasses";
const pc = { apiVersion: "scheduling.core.io/v1", kind: "PriorityClass", metadata: { name: "a" }, value: 1 };

let store: EtcdStore;
let server: Started;

beforeAll(async () => {
  // Port 1: nothing listens there.
  store = new EtcdStore({ endpoints: ["http://127.0.0.1:1"], prefix: "/unreachable", requestTimeoutMs: 500 });
  server = await start({ storage: store, controllers: false });
});

afterAll(async () => {
  await server.app.close();
  await store.close();
});

describe("etcd unreachable from the start", () => {
  it("answers every read and write with a ServerTimeout once the request timeout has passed", async () => {
    // The operation as Kubernetes' registry names it: a patch, an apply and a replace are updates.
    for (const [method, path, operation, type] of [
      ["GET", PC, "list"],
      ["GET", `${PC}/a`, "get"],
      ["POST", PC, "create"],
      ["PUT", `${PC}/a`, "update"],
      ["PATCH", `${PC}/a`, "update", "application/merge-patch+json"],
      ["PATCH", `${PC}/a?fieldManager=t`, "update", "application/apply-patch+yaml"],
      ["DELETE", `${PC}/a`, "delete"],
    ] as const) {
      const body = method === "GET" || method === "DELETE" ? undefined : method === "PATCH" && type !== "application/apply-patch+yaml" ? { value: 2 } : pc;
      const answer = await call(server.base, method, path, { ...(body ? { body } : {}), ...(type ? { type } : {}) });
      expect(answer.status).toBe(500);
      expect(answer.json).toMatchObject({
        kind: "Status",
        reason: "ServerTimeout",
        message: `The ${operation} operation against priorityclasses.scheduling.core.io could not be completed at this time, please try again.`,
        details: { retryAfterSeconds: 2 },
      });
      // As Kubernetes writes every error with a retry period: client-go waits that long.
      expect(answer.headers.filter(([name]) => name === "retry-after")).toEqual([["retry-after", "2"]]);
    }
    expect((await call(server.base, "GET", "/readyz")).status).toBe(500);
  }, 20_000);
});
