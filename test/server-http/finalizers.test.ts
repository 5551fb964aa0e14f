/**
 * Graceful deletion with finalizers, as the generic store deletes
 * (k8s.io/apiserver/pkg/registry/generic/registry/store.go): an object that keeps finalizers
 * is marked (deletionTimestamp, deletionGracePeriodSeconds 0) and stays until an update
 * removes its last one; Orphan and Foreground add their finalizers; an object being deleted
 * gains no finalizer; watches see MODIFIED, then DELETED. On both stores, through HTTP.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeVariants } from "./stores.js";
import { call, expectFailure, start, WatchStream, type Started } from "./http.js";

type Obj = { [key: string]: any };

const PC = "/apis/scheduling.core.io/v1/priorityclasses";
const leases = (ns: string) => `/apis/coordination.core.io/v1/namespaces/${ns}/leases`;
const events = (ns: string) => `/apis/events.core.io/v1/namespaces/${ns}/events`;
const MERGE = "application/merge-patch+json";

const pc = (name: string, finalizers?: string[]): Obj => ({
  apiVersion: "scheduling.core.io/v1",
  kind: "PriorityClass",
  metadata: { name, ...(finalizers ? { finalizers } : {}) },
  value: 10,
});
const lease = (name: string, finalizers?: string[]): Obj => ({
  apiVersion: "coordination.core.io/v1",
  kind: "Lease",
  metadata: { name, ...(finalizers ? { finalizers } : {}) },
  spec: { holderIdentity: "node-1" },
});

let server: Started;
const post = async (path: string, body: unknown): Promise<Obj> => {
  const answer = await call(server.base, "POST", path, { body });
  expect(answer.status, answer.text).toBe(201);
  return answer.json;
};
const get = (path: string) => call(server.base, "GET", path);
const del = (path: string, body?: unknown) =>
  call(server.base, "DELETE", path, body === undefined ? {} : { body });
const patch = (path: string, body: unknown) =>
  call(server.base, "PATCH", path, { body, type: MERGE });

describe.each(storeVariants())("on the $name store", (variant) => {
  beforeAll(async () => {
    server = await start({ storage: await variant.create() });
  }, 60_000);
  afterAll(async () => {
    await server?.app.close();
    await variant.dispose();
  });

  it("keeps an object with finalizers, marked, until its last finalizer goes; a watch sees MODIFIED then DELETED", async () => {
    const created = await post(PC, pc("kept", ["example.com/a", "example.com/b"]));
    const watch = await new WatchStream(
      server.base,
      `${PC}?watch=true&resourceVersion=${created.metadata.resourceVersion}&fieldSelector=metadata.name%3Dkept`,
    ).ready();
    try {
      const answer = await del(`${PC}/kept`);
      expect(answer.status, answer.text).toBe(200);
      expect(answer.json.metadata).toMatchObject({
        name: "kept",
        finalizers: ["example.com/a", "example.com/b"],
        deletionGracePeriodSeconds: 0,
      });
      expect(answer.json.metadata.deletionTimestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
      expect((await get(`${PC}/kept`)).json).toEqual(answer.json);
      // Deleting again changes nothing.
      const again = await del(`${PC}/kept`);
      expect(again.status).toBe(200);
      expect(again.json.metadata.resourceVersion).toBe(answer.json.metadata.resourceVersion);
      // No new finalizer once deleting (ValidateNoNewFinalizers), and the mark cannot be taken off.
      const added = expectFailure(
        await patch(`${PC}/kept`, {
          metadata: { finalizers: ["example.com/a", "example.com/b", "example.com/c"] },
        }),
        422,
        "Invalid",
      );
      expect(added.details.causes).toEqual([
        {
          reason: "FieldValueForbidden",
          message:
            'Forbidden: no new finalizers can be added if the object is being deleted, found new finalizers []string{"example.com/c"}',
          field: "metadata.finalizers",
        },
      ]);
      const unmarked = await patch(`${PC}/kept`, {
        metadata: { deletionTimestamp: null, finalizers: ["example.com/a"] },
      });
      expect(unmarked.status, unmarked.text).toBe(200);
      expect(unmarked.json.metadata.deletionTimestamp).toBe(answer.json.metadata.deletionTimestamp);
      expect(unmarked.json.metadata.finalizers).toEqual(["example.com/a"]);
      // The last finalizer removed: the object is gone.
      const last = await patch(`${PC}/kept`, { metadata: { finalizers: null } });
      expect(last.status, last.text).toBe(200);
      expectFailure(await get(`${PC}/kept`), 404, "NotFound");
      const seen = await watch.waitFor(3);
      expect(seen.map((e) => e.type)).toEqual(["MODIFIED", "MODIFIED", "DELETED"]);
      expect(seen[0]!.object.metadata.deletionTimestamp).toBe(
        answer.json.metadata.deletionTimestamp,
      );
    } finally {
      watch.close();
    }
  });

  it("adds foregroundDeletion for Foreground and orphan for Orphan (query or body), and keeps the object", async () => {
    await post(leases("gc"), lease("fg"));
    const foreground = await del(`${leases("gc")}/fg?propagationPolicy=Foreground`);
    expect(foreground.status, foreground.text).toBe(200);
    expect(foreground.json.metadata.finalizers).toEqual(["foregroundDeletion"]);
    expect(foreground.json.metadata.deletionTimestamp).toEqual(expect.any(String));
    await post(leases("gc"), lease("or", ["example.com/x"]));
    const orphan = await del(`${leases("gc")}/or`, {
      apiVersion: "v1",
      kind: "DeleteOptions",
      propagationPolicy: "Orphan",
    });
    expect(orphan.status, orphan.text).toBe(200);
    expect(orphan.json.metadata.finalizers).toEqual(["example.com/x", "orphan"]);
    // Background takes the policy's finalizers off again: the object goes once the others do.
    const background = await del(`${leases("gc")}/or?propagationPolicy=Background`);
    expect(background.json.metadata.finalizers).toEqual(["example.com/x"]);
    // A plain delete of an object without finalizers deletes it at once (a Status for Leases).
    await post(leases("gc"), lease("plain"));
    const plain = await del(`${leases("gc")}/plain`);
    expect(plain.json).toMatchObject({ kind: "Status", status: "Success" });
    expectFailure(await get(`${leases("gc")}/plain`), 404, "NotFound");
  });

  it("answers 202 when asked for cascading deletion (orphanDependents: false) of an object it keeps", async () => {
    await post(leases("gc"), lease("cascade", ["example.com/x"]));
    const answer = await del(`${leases("gc")}/cascade`, { orphanDependents: false });
    expect(answer.status, answer.text).toBe(202);
    expect(answer.json.metadata.finalizers).toEqual(["example.com/x"]);
    // Already marked, it is kept again: Kubernetes' store answers deleteImmediately false and
    // its delete handler 202 (handlers/delete.go), where this used to answer 200.
    const again = await del(`${leases("gc")}/cascade`, { orphanDependents: false });
    expect(again.status, again.text).toBe(202);
    // Without cascading deletion asked for: 200.
    expect((await del(`${leases("gc")}/cascade`)).status).toBe(200);
  });

  it("bumps the generation of a kind that keeps one when it marks the object, once (store.go markAsDeleting)", async () => {
    const slice = {
      apiVersion: "resource.core.io/v1",
      kind: "ResourceSlice",
      metadata: { name: "gen-slice", finalizers: ["example.com/x"] },
      spec: {
        driver: "nic.example.com",
        allNodes: true,
        pool: { name: "p", generation: 1, resourceSliceCount: 1 },
        devices: [{ name: "nic-0" }],
      },
    };
    const created = await post("/apis/resource.core.io/v1/resourceslices", slice);
    expect(created.metadata.generation).toBe(1);
    const marked = await del(
      "/apis/resource.core.io/v1/resourceslices/gen-slice?propagationPolicy=Orphan",
    );
    expect(marked.json.metadata).toMatchObject({
      generation: 2,
      deletionTimestamp: expect.any(String),
      finalizers: ["example.com/x", "orphan"],
    });
    // A second later (timestamps are to the second), a second delete that changes the finalizers (Background takes orphan off).
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const again = await del(
      "/apis/resource.core.io/v1/resourceslices/gen-slice?propagationPolicy=Background",
    );
    expect(again.json.metadata.finalizers).toEqual(["example.com/x"]);
    expect(again.json.metadata.generation).toBe(2);
    // A second delete does not stamp the deletion again (markAsDeleting keeps an earlier timestamp).
    expect(again.json.metadata.deletionTimestamp).toBe(marked.json.metadata.deletionTimestamp);
    // A kind without a generation gets none.
    await post(leases("gen"), lease("no-gen", ["example.com/x"]));
    expect((await del(`${leases("gen")}/no-gen`)).json.metadata.generation).toBeUndefined();
  });

  it("ignores the propagation policy for Events (their strategy does not support garbage collection)", async () => {
    const event = {
      apiVersion: "events.core.io/v1",
      kind: "Event",
      metadata: { name: "e1", namespace: "gc" },
      eventTime: "2024-01-01T00:00:00.000000Z",
      action: "Started",
      reason: "Started",
      reportingController: "example.com/controller",
      reportingInstance: "controller-1",
      type: "Normal",
      regarding: { kind: "Pod", name: "p", namespace: "gc" },
    };
    await post(events("gc"), event);
    const answer = await del(`${events("gc")}/e1?propagationPolicy=Foreground`);
    expect(answer.json).toMatchObject({ kind: "Status", status: "Success" });
    expectFailure(await get(`${events("gc")}/e1`), 404, "NotFound");
  });

  it("delete collection marks the objects it keeps and lists them, and removes the others", async () => {
    await post(leases("dcf"), lease("stays", ["example.com/x"]));
    await post(leases("dcf"), lease("goes"));
    const answer = await del(leases("dcf"));
    expect(answer.status, answer.text).toBe(200);
    const items = answer.json.items as Obj[];
    expect(items.map((i) => i.metadata.name)).toEqual(["goes", "stays"]);
    expect(items[1]!.metadata.deletionTimestamp).toEqual(expect.any(String));
    expect((await get(leases("dcf"))).json.items.map((i: Obj) => i.metadata.name)).toEqual([
      "stays",
    ]);
  });
});
