/**
 * Objects are bounded as etcd bounds them in a Kubernetes cluster (1.5 MiB): a create over it,
 * and patches that each fit the body limit but together would grow an object without end,
 * get Kubernetes' answer to etcd's refusal, and the stored object stays as it was. On both
 * stores.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, start, type Answer, type Started } from "./http.js";
import { storeVariants, type StoreVariant } from "./stores.js";

const PC = "/apis/scheduling.core.io/v1/priorityclasses";
type Obj = { [key: string]: any };

const pc = (name: string, description = ""): Obj => ({
  apiVersion: "scheduling.core.io/v1",
  kind: "PriorityClass",
  metadata: { name },
  value: 7,
  description,
});

/** Kubernetes' answer when etcd refuses a write as too large (responsewriters.ErrorToAPIStatus: no reason). */
function expectTooLarge(answer: Answer): void {
  expect(answer.status, answer.text).toBe(500);
  expect(answer.json).toEqual({
    kind: "Status",
    apiVersion: "v1",
    metadata: {},
    status: "Failure",
    message: "etcdserver: request is too large",
    code: 500,
  });
}

for (const variant of storeVariants()) {
  describe(`objects over 1.5 MiB (${variant.name} store)`, () => {
    let stores: StoreVariant;
    let server: Started;

    beforeAll(async () => {
      stores = variant;
      server = await start({ storage: await stores.create() });
    }, 60_000);

    afterAll(async () => {
      await server?.app.close();
      await stores?.dispose();
    });

    it("refuses a create of 1.6 MB, within the body limit", async () => {
      expectTooLarge(
        await call(server.base, "POST", PC, { body: pc("big", "x".repeat(1_600_000)) }),
      );
      expect((await call(server.base, "GET", `${PC}/big`)).status).toBe(404);
      expect(
        (await call(server.base, "POST", PC, { body: pc("big", "x".repeat(1_500_000)) })).status,
      ).toBe(201);
    });

    it("stops an object that patches grow, each within the body limit, and keeps it as it was", async () => {
      expect((await call(server.base, "POST", PC, { body: pc("grown") })).status).toBe(201);
      // Each patch adds 4,000 owner references (about 0.3 MB, and as much again in managedFields,
      // which record each item the patch added): a strategic merge patch merges them with those there.
      const refs = (round: number) =>
        Array.from({ length: 4_000 }, (_, i) => ({
          apiVersion: "v1",
          kind: "ConfigMap",
          name: "owner",
          uid: `uid-${round}-${i}`,
        }));
      const patch = (round: number) =>
        call(server.base, "PATCH", `${PC}/grown`, {
          body: { metadata: { ownerReferences: refs(round) } },
          type: "application/strategic-merge-patch+json",
        });
      expect((await patch(0)).status).toBe(200);
      expect((await patch(1)).status).toBe(200);
      const before = (await call(server.base, "GET", `${PC}/grown`)).json;
      expect(before.metadata.ownerReferences).toHaveLength(8_000);
      expectTooLarge(await patch(2));
      expect((await call(server.base, "GET", `${PC}/grown`)).json).toEqual(before);
    }, 60_000);
  });
}
