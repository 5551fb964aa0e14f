/**
 * @kubernetes/client-node against the generated server: its generic object API
 * (KubernetesObjectApi: create, read, list with selectors and pages, patch, replace, delete,
 * with the Status of each failure), its Watch (events, bookmarks, initial events, a 410, the
 * end of a timed-out watch) and an informer (list, then watch from the list's version).
 */
import {
  ApiException,
  KubeConfig,
  KubernetesObjectApi,
  makeInformer,
  PatchStrategy,
  Watch,
  type KubernetesObject,
} from "@kubernetes/client-node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, sleep, start, type Started } from "./http.js";
import { storeVariants, type TestStore } from "./stores.js";
import { startWithControllers, type WithControllers } from "./with-controllers.js";

type Obj = KubernetesObject & { [key: string]: any };

let server: Started;
let store: TestStore;
let kc: KubeConfig;
let api: KubernetesObjectApi;

const lease = (
  namespace: string,
  name: string,
  labels: Record<string, string> = {},
  holder = "node-1",
): Obj => ({
  apiVersion: "coordination.core.io/v1",
  kind: "Lease",
  metadata: { name, namespace, labels },
  spec: { holderIdentity: holder },
});

const priorityClass = (name: string, value = 100): Obj => ({
  apiVersion: "scheduling.core.io/v1",
  kind: "PriorityClass",
  metadata: { name },
  value,
});

/** The ApiException a call fails with, and the Status in its body. */
async function failure(promise: Promise<unknown>): Promise<{ code: number; status: any }> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiException);
    const e = error as ApiException<unknown>;
    const status = typeof e.body === "string" ? JSON.parse(e.body) : e.body;
    return { code: e.code, status };
  }
  throw new Error("the call succeeded");
}

/** Plain JSON of a client-node model (its Dates as the strings they were). */
const plain = (value: unknown): any => JSON.parse(JSON.stringify(value));

describe.each(storeVariants())("on the $name store", (variant) => {
  beforeAll(async () => {
    store = await variant.create();
    server = await start({ storage: store });
    kc = new KubeConfig();
    kc.loadFromOptions({
      clusters: [{ name: "corespec", server: server.base, skipTLSVerify: true }],
      users: [{ name: "anonymous" }],
      contexts: [
        { name: "corespec", cluster: "corespec", user: "anonymous", namespace: "default" },
      ],
      currentContext: "corespec",
    });
    api = KubernetesObjectApi.makeApiClient(kc);
  }, 60_000);

  afterAll(async () => {
    await server?.app.close();
    await variant.dispose();
  });

  describe("KubernetesObjectApi", () => {
    it("create: namespaced and cluster-scoped objects, with the fields the server sets; 409 AlreadyExists", async () => {
      const created = (await api.create(lease("cn-create", "a", { app: "x" }))) as Obj;
      expect(created.metadata!.uid).toMatch(/^[0-9a-f-]{36}$/);
      expect(created.metadata!.resourceVersion).toMatch(/^\d+$/);
      expect(created.metadata!.namespace).toBe("cn-create");
      expect(created.spec.holderIdentity).toBe("node-1");
      const cluster = (await api.create(priorityClass("cn-create"))) as Obj;
      expect(cluster).toMatchObject({
        kind: "PriorityClass",
        value: 100,
        preemptionPolicy: "PreemptLowerPriority",
      });
      const { code, status } = await failure(api.create(lease("cn-create", "a")));
      expect(code).toBe(409);
      expect(status).toMatchObject({
        kind: "Status",
        status: "Failure",
        reason: "AlreadyExists",
        code: 409,
        details: { name: "a", kind: "leases" },
      });
      const invalid = await failure(
        api.create({
          apiVersion: "scheduling.core.io/v1",
          kind: "PriorityClass",
          metadata: { name: "cn-invalid" },
          value: 2000000000,
        }),
      );
      expect(invalid.code).toBe(422);
      expect(invalid.status.details.causes).toEqual([
        {
          reason: "FieldValueForbidden",
          message: "Forbidden: maximum allowed value of a user defined priority is 1000000000",
          field: "value",
        },
      ]);
      // dryRun=All through the client.
      const dry = (await api.create(priorityClass("cn-dry"), undefined, "All")) as Obj;
      expect(dry.metadata!.name).toBe("cn-dry");
      expect(
        (
          await failure(
            api.read({
              apiVersion: "scheduling.core.io/v1",
              kind: "PriorityClass",
              metadata: { name: "cn-dry" },
            }),
          )
        ).code,
      ).toBe(404);
    });

    it("read: the stored object; 404 NotFound", async () => {
      const created = (await api.create(lease("cn-read", "r"))) as Obj;
      const read = (await api.read({
        apiVersion: "coordination.core.io/v1",
        kind: "Lease",
        metadata: { name: "r", namespace: "cn-read" },
      })) as Obj;
      expect(plain(read)).toEqual(plain(created));
      // client-node parses timestamps into Dates (written back with milliseconds).
      const stored = (
        await call(server.base, "GET", "/apis/coordination.core.io/v1/namespaces/cn-read/leases/r")
      ).json;
      const iso = (time: string) => new Date(time).toISOString();
      const managedFields = stored.metadata.managedFields.map((e: Obj) => ({
        ...e,
        time: iso(e.time),
      }));
      expect(plain(read)).toEqual({
        ...stored,
        metadata: {
          ...stored.metadata,
          creationTimestamp: iso(stored.metadata.creationTimestamp),
          managedFields,
        },
      });
      const { code, status } = await failure(
        api.read({
          apiVersion: "coordination.core.io/v1",
          kind: "Lease",
          metadata: { name: "missing", namespace: "cn-read" },
        }),
      );
      expect(code).toBe(404);
      expect(status).toMatchObject({
        reason: "NotFound",
        message: 'leases.coordination.core.io "missing" not found',
      });
    });

    it("list: with label and field selectors, in a namespace and cluster-wide, in pages", async () => {
      for (const [name, tier] of [
        ["a", "web"],
        ["b", "db"],
        ["c", "web"],
      ] as const)
        await api.create(lease("cn-list", name, { tier }));
      await api.create(lease("cn-list-2", "a", { tier: "web" }));
      const list = await api.list(
        "coordination.core.io/v1",
        "Lease",
        "cn-list",
        undefined,
        undefined,
        undefined,
        undefined,
        "tier=web",
      );
      expect(list.kind).toBe("LeaseList");
      expect(list.items.map((i) => i.metadata!.name)).toEqual(["a", "c"]);
      expect(list.metadata!.resourceVersion).toMatch(/^\d+$/);
      const setBased = await api.list(
        "coordination.core.io/v1",
        "Lease",
        "cn-list",
        undefined,
        undefined,
        undefined,
        "metadata.name!=c",
        "tier in (web,db)",
      );
      expect(setBased.items.map((i) => i.metadata!.name)).toEqual(["a", "b"]);
      const everywhere = await api.list(
        "coordination.core.io/v1",
        "Lease",
        undefined,
        undefined,
        undefined,
        undefined,
        undefined,
        "tier=web",
      );
      const keys = everywhere.items.map((i) => `${i.metadata!.namespace}/${i.metadata!.name}`);
      expect(keys).toEqual(expect.arrayContaining(["cn-list/a", "cn-list/c", "cn-list-2/a"]));
      const first = await api.list(
        "coordination.core.io/v1",
        "Lease",
        "cn-list",
        undefined,
        undefined,
        undefined,
        undefined,
        undefined,
        2,
      );
      expect(first.items.map((i) => i.metadata!.name)).toEqual(["a", "b"]);
      expect(first.metadata!._continue).toEqual(expect.any(String));
      const second = await api.list(
        "coordination.core.io/v1",
        "Lease",
        "cn-list",
        undefined,
        undefined,
        undefined,
        undefined,
        undefined,
        2,
        first.metadata!._continue,
      );
      expect(second.items.map((i) => i.metadata!.name)).toEqual(["c"]);
      const bad = await failure(
        api.list(
          "coordination.core.io/v1",
          "Lease",
          "cn-list",
          undefined,
          undefined,
          undefined,
          "spec.holderIdentity=x",
        ),
      );
      expect(bad.code).toBe(400);
      expect(bad.status.reason).toBe("BadRequest");
    });

    it("patch: strategic merge (the default) and merge patches; 404 for a missing object", async () => {
      await api.create(lease("cn-patch", "p", { a: "1" }));
      const strategic = (await api.patch({
        apiVersion: "coordination.core.io/v1",
        kind: "Lease",
        metadata: { name: "p", namespace: "cn-patch", labels: { b: "2" } },
        spec: { holderIdentity: "node-2" },
      } as Obj)) as Obj;
      expect(strategic.metadata!.labels).toEqual({ a: "1", b: "2" });
      expect(strategic.spec.holderIdentity).toBe("node-2");
      const merge = (await api.patch(
        {
          apiVersion: "coordination.core.io/v1",
          kind: "Lease",
          metadata: { name: "p", namespace: "cn-patch", labels: { a: null } },
          spec: { leaseTransitions: 3 },
        } as unknown as Obj,
        undefined,
        undefined,
        undefined,
        undefined,
        PatchStrategy.MergePatch,
      )) as Obj;
      expect(merge.metadata!.labels).toEqual({ b: "2" });
      expect(merge.spec).toMatchObject({ holderIdentity: "node-2", leaseTransitions: 3 });
      expect(Number(merge.metadata!.resourceVersion)).toBeGreaterThan(
        Number(strategic.metadata!.resourceVersion),
      );
      const dry = (await api.patch(
        {
          apiVersion: "coordination.core.io/v1",
          kind: "Lease",
          metadata: { name: "p", namespace: "cn-patch" },
          spec: { holderIdentity: "dry" },
        } as Obj,
        undefined,
        "All",
      )) as Obj;
      expect(dry.spec.holderIdentity).toBe("dry");
      expect(
        (
          await call(
            server.base,
            "GET",
            "/apis/coordination.core.io/v1/namespaces/cn-patch/leases/p",
          )
        ).json.spec.holderIdentity,
      ).toBe("node-2");
      const missing = await failure(
        api.patch({
          apiVersion: "coordination.core.io/v1",
          kind: "Lease",
          metadata: { name: "nope", namespace: "cn-patch" },
          spec: {},
        } as Obj),
      );
      expect(missing.code).toBe(404);
      const immutable = await failure(
        api.patch(
          { ...priorityClass("cn-create", 7) },
          undefined,
          undefined,
          undefined,
          undefined,
          PatchStrategy.MergePatch,
        ),
      );
      expect(immutable.code).toBe(422);
      expect(immutable.status.details.causes[0]).toMatchObject({
        field: "value",
        reason: "FieldValueForbidden",
        message: "Forbidden: may not be changed in an update.",
      });
    });

    it("replace: the read object changed and sent back; 409 Conflict when it went stale", async () => {
      await api.create(lease("cn-replace", "r"));
      const read = (await api.read({
        apiVersion: "coordination.core.io/v1",
        kind: "Lease",
        metadata: { name: "r", namespace: "cn-replace" },
      })) as Obj;
      read.spec.holderIdentity = "node-9";
      read.metadata!.labels = { replaced: "yes" };
      const replaced = (await api.replace(read)) as Obj;
      expect(replaced.spec.holderIdentity).toBe("node-9");
      expect(replaced.metadata!.labels).toEqual({ replaced: "yes" });
      expect(replaced.metadata!.uid).toBe(read.metadata!.uid);
      expect(replaced.metadata!.generation).toBeUndefined(); // Leases have no generation
      // `read` still carries the old resourceVersion.
      const { code, status } = await failure(api.replace(read));
      expect(code).toBe(409);
      expect(status).toMatchObject({ reason: "Conflict", details: { name: "r", kind: "leases" } });
      expect(status.message).toContain("the object has been modified");
    });

    it("delete: a Status, or the deleted object for VolumeAttributesClass; preconditions; 404", async () => {
      const created = (await api.create(lease("cn-delete", "d"))) as Obj;
      const status = await api.delete({
        apiVersion: "coordination.core.io/v1",
        kind: "Lease",
        metadata: { name: "d", namespace: "cn-delete" },
      });
      expect(plain(status)).toEqual({
        kind: "Status",
        apiVersion: "v1",
        metadata: {},
        status: "Success",
        details: {
          name: "d",
          group: "coordination.core.io",
          kind: "leases",
          uid: created.metadata!.uid,
        },
      });
      const vac = (await api.create({
        apiVersion: "storage.core.io/v1",
        kind: "VolumeAttributesClass",
        metadata: { name: "cn-vac" },
        driverName: "csi.example.com",
        parameters: { a: "b" },
      } as Obj)) as Obj;
      // client-node reads every delete answer as a V1Status, keeping the fields the two share.
      const deleted = plain(await api.delete(vac));
      expect(deleted).toEqual({
        apiVersion: "storage.core.io/v1",
        kind: "VolumeAttributesClass",
        metadata: { resourceVersion: expect.stringMatching(/^\d+$/) },
      });
      expect(Number(deleted.metadata.resourceVersion)).toBeGreaterThan(
        Number(vac.metadata!.resourceVersion),
      );
      expect(
        (
          await failure(
            api.read({
              apiVersion: "storage.core.io/v1",
              kind: "VolumeAttributesClass",
              metadata: { name: "cn-vac" },
            }),
          )
        ).code,
      ).toBe(404);
      await api.create(priorityClass("cn-guarded"));
      const guarded = await failure(
        api.delete(
          priorityClass("cn-guarded"),
          undefined,
          undefined,
          undefined,
          undefined,
          undefined,
          { preconditions: { uid: "wrong" } },
        ),
      );
      expect(guarded.code).toBe(409);
      expect(guarded.status.message).toContain(
        "the UID in the precondition (wrong) does not match the UID in record",
      );
      const both = await failure(
        api.delete(
          priorityClass("cn-guarded"),
          undefined,
          undefined,
          undefined,
          true,
          "Background",
        ),
      );
      expect(both.code).toBe(422);
      expect(both.status.details.causes[0].message).toBe(
        'Invalid value: "Background": orphanDependents and deletionPropagation cannot be both set',
      );
      // Foreground deletion adds its finalizer: the object stays, marked, and is the answer.
      const foreground = plain(
        await api.delete(
          priorityClass("cn-guarded"),
          undefined,
          undefined,
          0,
          undefined,
          "Foreground",
        ),
      );
      expect(foreground).toMatchObject({
        kind: "PriorityClass",
        apiVersion: "scheduling.core.io/v1",
      }); // client-node keeps what V1Status shares
      const marked = (await api.read({
        apiVersion: "scheduling.core.io/v1",
        kind: "PriorityClass",
        metadata: { name: "cn-guarded" },
      })) as Obj;
      expect(marked.metadata!.finalizers).toEqual(["foregroundDeletion"]);
      expect(marked.metadata!.deletionTimestamp).toBeDefined();
      // Background takes it off again, and with no finalizer left the object goes.
      expect(
        (
          await api.delete(
            priorityClass("cn-guarded"),
            undefined,
            undefined,
            0,
            undefined,
            "Background",
          )
        ).status,
      ).toBe("Success");
      expect((await failure(api.delete(priorityClass("cn-guarded")))).code).toBe(404);
    });
  });

  describe("server-side apply", () => {
    it("patch with PatchStrategy.ServerSideApply creates, updates, conflicts (409 with causes) and forces", async () => {
      const applied = (await api.patch(
        lease("cn-apply", "a", { app: "x" }, "one"),
        undefined,
        undefined,
        "cn-applier",
        false,
        PatchStrategy.ServerSideApply,
      )) as Obj;
      expect(applied.spec.holderIdentity).toBe("one");
      expect(plain(applied).metadata.managedFields).toEqual([
        expect.objectContaining({
          manager: "cn-applier",
          operation: "Apply",
          fieldsV1: {
            "f:metadata": { "f:labels": { "f:app": {} } },
            "f:spec": { "f:holderIdentity": {} },
          },
        }),
      ]);
      const conflict = await failure(
        api.patch(
          lease("cn-apply", "a", {}, "two"),
          undefined,
          undefined,
          "cn-other",
          false,
          PatchStrategy.ServerSideApply,
        ),
      );
      expect(conflict.code).toBe(409);
      expect(conflict.status).toMatchObject({
        reason: "Conflict",
        details: {
          causes: [
            {
              reason: "FieldManagerConflict",
              message: 'conflict with "cn-applier"',
              field: ".spec.holderIdentity",
            },
          ],
        },
      });
      const forced = (await api.patch(
        lease("cn-apply", "a", {}, "two"),
        undefined,
        undefined,
        "cn-other",
        true,
        PatchStrategy.ServerSideApply,
      )) as Obj;
      expect(forced.spec.holderIdentity).toBe("two");
      expect(forced.metadata!.labels).toEqual({ app: "x" });
    });
  });

  /** A client-node watch recording its events, and how it ended. */
  async function watching(
    path: string,
    query: Record<string, string | number | boolean | undefined>,
  ) {
    const events: { type: string; object: any }[] = [];
    let ended: { error: unknown } | undefined;
    const controller = await new Watch(kc).watch(
      path,
      query,
      (type, object) => events.push({ type, object }),
      (error) => (ended = { error }),
    );
    const until = async (test: () => boolean, ms = 5000) => {
      const deadline = Date.now() + ms;
      while (!test()) {
        if (Date.now() > deadline)
          throw new Error(
            `watch saw ${JSON.stringify(events.map((e) => `${e.type} ${e.object?.metadata?.name ?? ""}`))}`,
          );
        await sleep(10);
      }
    };
    return { events, controller, until, ended: () => ended };
  }

  describe("Watch", () => {
    it("delivers ADDED, MODIFIED and DELETED from a list's resourceVersion, with bookmarks", async () => {
      const ns = "cn-watch";
      await api.create(lease(ns, "before"));
      const list = await api.list("coordination.core.io/v1", "Lease", ns);
      const w = await watching(`/apis/coordination.core.io/v1/namespaces/${ns}/leases`, {
        resourceVersion: list.metadata!.resourceVersion,
        allowWatchBookmarks: true,
      });
      try {
        await api.create(lease(ns, "w"));
        await api.patch({
          apiVersion: "coordination.core.io/v1",
          kind: "Lease",
          metadata: { name: "w", namespace: ns },
          spec: { holderIdentity: "node-2" },
        } as Obj);
        await api.delete({
          apiVersion: "coordination.core.io/v1",
          kind: "Lease",
          metadata: { name: "w", namespace: ns },
        });
        await w.until(() => w.events.length >= 3);
        expect(w.events.map((e) => `${e.type} ${e.object.metadata.name}`)).toEqual([
          "ADDED w",
          "MODIFIED w",
          "DELETED w",
        ]);
        expect(w.events[1]!.object.spec.holderIdentity).toBe("node-2");
        store.sendBookmarks();
        await w.until(() => w.events.length >= 4);
        expect(w.events[3]).toMatchObject({
          type: "BOOKMARK",
          object: { kind: "Lease", metadata: { resourceVersion: store.resourceVersion() } },
        });
      } finally {
        w.controller.abort();
      }
    });

    it("sends initial events and the initial-events-end bookmark; a too old version ends with an ERROR event; timeoutSeconds ends the watch", async () => {
      const ns = "cn-watch-2";
      await api.create(lease(ns, "a"));
      await api.create(lease(ns, "b"));
      const initial = await watching(`/apis/coordination.core.io/v1/namespaces/${ns}/leases`, {
        sendInitialEvents: true,
        resourceVersionMatch: "NotOlderThan",
        allowWatchBookmarks: true,
      });
      try {
        await initial.until(() => initial.events.length >= 3);
        expect(initial.events.map((e) => `${e.type} ${e.object.metadata.name ?? ""}`)).toEqual([
          "ADDED a",
          "ADDED b",
          "BOOKMARK ",
        ]);
        expect(initial.events[2]!.object.metadata.annotations).toEqual({
          "core.io/initial-events-end": "true",
          "k8s.io/initial-events-end": "true",
        });
      } finally {
        initial.controller.abort();
      }
      const old = (await api.list("coordination.core.io/v1", "Lease", ns)).metadata!
        .resourceVersion!;
      await api.create(lease(ns, "c"));
      await store.compact();
      const expired = await watching(`/apis/coordination.core.io/v1/namespaces/${ns}/leases`, {
        resourceVersion: String(Number(old) - 1),
      });
      await expired.until(() => expired.ended() !== undefined);
      expect(expired.events).toHaveLength(1);
      expect(expired.events[0]).toMatchObject({
        type: "ERROR",
        object: { kind: "Status", reason: "Expired", code: 410 },
      });
      const timed = await watching(`/apis/events.core.io/v1/watch/events`, { timeoutSeconds: 1 });
      await timed.until(() => timed.ended() !== undefined, 4000);
      expect(timed.ended()!.error).toBeNull();
      // A rejected watch reaches `done` with the status code.
      const rejected = await watching(`/apis/coordination.core.io/v1/namespaces/${ns}/leases`, {
        sendInitialEvents: true,
      });
      await rejected.until(() => rejected.ended() !== undefined);
      expect((rejected.ended()!.error as { statusCode: number }).statusCode).toBe(422);
    });

    it("drives an informer: list, then watch from the list's resourceVersion", async () => {
      const ns = "cn-informer";
      await api.create(lease(ns, "existing"));
      const informer = makeInformer(
        kc,
        `/apis/coordination.core.io/v1/namespaces/${ns}/leases`,
        () => api.list("coordination.core.io/v1", "Lease", ns),
      );
      const seen: string[] = [];
      informer.on("add", (o) => seen.push(`add ${o.metadata!.name}`));
      informer.on("update", (o) => seen.push(`update ${o.metadata!.name}`));
      informer.on("delete", (o) => seen.push(`delete ${o.metadata!.name}`));
      await informer.start();
      try {
        await api.create(lease(ns, "new"));
        await api.patch({
          apiVersion: "coordination.core.io/v1",
          kind: "Lease",
          metadata: { name: "existing", namespace: ns },
          spec: { holderIdentity: "x" },
        } as Obj);
        await api.delete({
          apiVersion: "coordination.core.io/v1",
          kind: "Lease",
          metadata: { name: "new", namespace: ns },
        });
        const deadline = Date.now() + 5000;
        while (seen.length < 4 && Date.now() < deadline) await sleep(10);
        expect(seen).toEqual(["add existing", "add new", "update existing", "delete new"]);
        expect(informer.list(ns).map((o) => o.metadata!.name)).toEqual(["existing"]);
      } finally {
        await informer.stop();
      }
    });
  });

  describe("the ResourcePoolStatusRequest controller", () => {
    let controlled: WithControllers;
    beforeAll(async () => {
      controlled = await startWithControllers(
        { storage: await variant.twin(store) },
        { identity: "client-node-suite" },
      );
    });
    afterAll(async () => {
      await controlled?.close();
    });

    it("an informer on requests sees the one status update the controller writes", async () => {
      const config = new KubeConfig();
      config.loadFromOptions({
        clusters: [{ name: "corespec", server: controlled.base, skipTLSVerify: true }],
        users: [{ name: "anonymous" }],
        contexts: [{ name: "corespec", cluster: "corespec", user: "anonymous" }],
        currentContext: "corespec",
      });
      const client = KubernetesObjectApi.makeApiClient(config);
      const path = "/apis/resource.core.io/v1alpha3/resourcepoolstatusrequests";
      await client.create({
        apiVersion: "resource.core.io/v1",
        kind: "ResourceSlice",
        metadata: { name: "cn-slice" },
        spec: {
          driver: "nic.example.com",
          allNodes: true,
          pool: { name: "shared", generation: 3, resourceSliceCount: 1 },
          devices: [{ name: "nic-0" }],
        },
      } as Obj);
      const informer = makeInformer(config, path, () =>
        client.list("resource.core.io/v1alpha3", "ResourcePoolStatusRequest"),
      );
      const updates: Obj[] = [];
      informer.on("update", (o) => updates.push(plain(o)));
      await informer.start();
      try {
        await client.create({
          apiVersion: "resource.core.io/v1alpha3",
          kind: "ResourcePoolStatusRequest",
          metadata: { name: "cn-request" },
          spec: { driver: "nic.example.com" },
        } as Obj);
        const deadline = Date.now() + 10_000;
        while (updates.length === 0 && Date.now() < deadline) await sleep(20);
        await sleep(300);
        expect(updates).toHaveLength(1);
        expect(updates[0]!.status).toMatchObject({
          poolCount: 1,
          pools: [
            {
              driver: "nic.example.com",
              poolName: "shared",
              generation: 3,
              totalDevices: 1,
              availableDevices: 1,
            },
          ],
          conditions: [{ type: "Complete", status: "True", reason: "CalculationComplete" }],
        });
        expect(updates[0]!.status.pools[0].nodeName).toBeUndefined();
      } finally {
        await informer.stop();
      }
    });
  });
});
