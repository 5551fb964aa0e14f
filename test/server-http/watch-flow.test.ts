/**
 * Watches that carry more than a connection buffers at once, read by clients that keep up:
 * the server sends at the pace the client reads (HTTP backpressure) and never drops such a
 * client, whatever the size of its initial events or of the changes it replays. Only a client
 * that falls behind the live changes is disconnected (test/server-http/hostile.test.ts).
 * Issue 8, item 4, on both stores.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, sleep, start, WatchStream, type Started } from "./http.js";
import { storeVariants, type StoreVariant, type TestStore } from "./stores.js";

const LEASES = "/apis/coordination.core.io/v1/namespaces/flow/leases";
/** Objects of 240 KiB: 100 of them are 24 MiB of events, more than the 16 MiB a watch may have waiting. */
const ANNOTATION = "x".repeat(240 * 1024);
const COUNT = 100;

const lease = (name: string, note: string): object => ({
  apiVersion: "coordination.core.io/v1",
  kind: "Lease",
  metadata: { name, annotations: { note: `${note}${ANNOTATION}` } },
  spec: { holderIdentity: "node-1" },
});

for (const variant of storeVariants()) {
  describe(`watches larger than a connection's buffer (${variant.name} store)`, () => {
    let stores: StoreVariant;
    let store: TestStore;
    let server: Started;
    let first: string;

    beforeAll(async () => {
      stores = variant;
      store = await stores.create();
      server = await start({ storage: store });
      for (let i = 0; i < COUNT; i++) {
        const created = await call(server.base, "POST", LEASES, {
          body: lease(`l${String(i).padStart(3, "0")}`, "v0"),
        });
        expect(created.status).toBe(201);
        if (i === 0) first = created.json.metadata.resourceVersion as string;
      }
    }, 120_000);

    afterAll(async () => {
      await server?.app.close();
      await stores?.dispose();
    });

    it("sends every object of a watch without resourceVersion, then stays open", async () => {
      const watch = await new WatchStream(
        server.base,
        `${LEASES}?watch=true&timeoutSeconds=60`,
      ).ready();
      const events = await watch.waitFor(COUNT, 60_000);
      expect(events.map((e) => e.type)).toEqual(Array(COUNT).fill("ADDED"));
      expect(events.map((e) => e.object.metadata.name)).toEqual(
        Array.from({ length: COUNT }, (_, i) => `l${String(i).padStart(3, "0")}`),
      );
      await sleep(50);
      expect(watch.ended).toBe(false);
      watch.close();
    }, 120_000);

    it("sends every initial event of a sendInitialEvents watch, then the bookmark that ends them", async () => {
      const watch = await new WatchStream(
        server.base,
        `${LEASES}?watch=true&sendInitialEvents=true&allowWatchBookmarks=true&resourceVersionMatch=NotOlderThan&resourceVersion=0`,
      ).ready();
      const events = await watch.waitFor(COUNT + 1, 60_000);
      expect(events.slice(0, COUNT).every((e) => e.type === "ADDED")).toBe(true);
      expect(events[COUNT]).toMatchObject({
        type: "BOOKMARK",
        object: {
          metadata: {
            annotations: {
              "core.io/initial-events-end": "true",
              "k8s.io/initial-events-end": "true",
            },
          },
        },
      });
      watch.close();
    }, 120_000);

    it("replays more changes than a connection buffers to a watch from an old resourceVersion", async () => {
      const watch = await new WatchStream(
        server.base,
        `${LEASES}?watch=true&resourceVersion=${first}`,
      ).ready();
      // The creations after the first one: 99 events of 240 KiB.
      const events = await watch.waitFor(COUNT - 1, 60_000);
      expect(events.every((e) => e.type === "ADDED")).toBe(true);
      expect(events.at(-1)!.object.metadata.name).toBe(`l${String(COUNT - 1).padStart(3, "0")}`);
      watch.close();
    }, 120_000);

    it("delivers the changes made while a client takes its initial events after them, in order", async () => {
      const watch = await new WatchStream(server.base, `${LEASES}?watch=true`).ready();
      for (let i = 0; i < 5; i++) {
        const body = { metadata: { annotations: { note: `v${i + 1}${ANNOTATION}` } } };
        expect(
          (
            await call(server.base, "PATCH", `${LEASES}/l000`, {
              body,
              type: "application/merge-patch+json",
            })
          ).status,
        ).toBe(200);
      }
      const events = await watch.waitFor(COUNT + 5, 60_000);
      expect(events.slice(0, COUNT).every((e) => e.type === "ADDED")).toBe(true);
      const live = events.slice(COUNT);
      expect(
        live.map(
          (e) =>
            `${e.type} ${e.object.metadata.name} ${String(e.object.metadata.annotations.note).slice(0, 2)}`,
        ),
      ).toEqual(["v1", "v2", "v3", "v4", "v5"].map((v) => `MODIFIED l000 ${v}`));
      const versions = live.map((e) => Number(e.object.metadata.resourceVersion));
      expect([...versions].sort((a, b) => a - b)).toEqual(versions);
      watch.close();
    }, 120_000);
  });
}
