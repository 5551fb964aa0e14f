/**
 * Update semantics per kind, as each kind's strategy in Kubernetes decides them
 * (pkg/registry/<group>/<kind>/strategy.go): updates without metadata.resourceVersion
 * (AllowUnconditionalUpdate), PUT of a missing object (AllowCreateOnUpdate), metadata.generation,
 * and a status only its subresource writes. On both stores, through HTTP.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeVariants } from "./stores.js";
import { call, expectFailure, start, type RequestOptions, type Started } from "./http.js";

type Obj = { [key: string]: any };

const PC = "/apis/scheduling.core.io/v1/priorityclasses";
const RC = "/apis/node.core.io/v1/runtimeclasses";
const CRB = "/apis/rbac.authorization.core.io/v1/clusterrolebindings";
const VAC = "/apis/storage.core.io/v1/volumeattributesclasses";
const RPSR = "/apis/resource.core.io/v1alpha3/resourcepoolstatusrequests";
const leases = (ns: string) => `/apis/coordination.core.io/v1/namespaces/${ns}/leases`;

const lease = (name: string, holder = "node-1", metadata: Obj = {}): Obj => ({
  apiVersion: "coordination.core.io/v1",
  kind: "Lease",
  metadata: { name, ...metadata },
  spec: { holderIdentity: holder },
});
const pc = (name: string, metadata: Obj = {}): Obj => ({
  apiVersion: "scheduling.core.io/v1",
  kind: "PriorityClass",
  metadata: { name, ...metadata },
  value: 10,
  description: "d",
});
const rc = (name: string, metadata: Obj = {}): Obj => ({
  apiVersion: "node.core.io/v1",
  kind: "RuntimeClass",
  metadata: { name, ...metadata },
  handler: "runc",
});
const crb = (name: string): Obj => ({
  apiVersion: "rbac.authorization.core.io/v1",
  kind: "ClusterRoleBinding",
  metadata: { name },
  roleRef: { apiGroup: "rbac.authorization.core.io", kind: "ClusterRole", name: "view" },
  subjects: [{ kind: "User", name: "alice", apiGroup: "rbac.authorization.core.io" }],
});
const vac = (name: string): Obj => ({
  apiVersion: "storage.core.io/v1",
  kind: "VolumeAttributesClass",
  metadata: { name },
  driverName: "csi.example.com",
  parameters: { iops: "3000" },
});
const condition = {
  type: "Complete",
  status: "True",
  reason: "Done",
  message: "done",
  lastTransitionTime: "2024-01-01T00:00:00Z",
};

let server: Started;
const put = (path: string, body: unknown, options: RequestOptions = {}) =>
  call(server.base, "PUT", path, { ...options, body });
const post = (path: string, body: unknown) => call(server.base, "POST", path, { body });
const get = (path: string) => call(server.base, "GET", path);
const patch = (path: string, body: unknown) =>
  call(server.base, "PATCH", path, { body, type: "application/merge-patch+json" });

describe.each(storeVariants())("on the $name store", (variant) => {
  beforeAll(async () => {
    server = await start({ storage: await variant.create() });
  }, 60_000);
  afterAll(async () => {
    await server?.app.close();
    await variant.dispose();
  });

  describe("an update without metadata.resourceVersion", () => {
    it("is 422 for a Lease (AllowUnconditionalUpdate false), and nothing changes", async () => {
      expect((await post(leases("default"), lease("held"))).status).toBe(201);
      const answer = await put(`${leases("default")}/held`, lease("held", "thief"));
      const status = expectFailure(answer, 422, "Invalid");
      expect(status.message).toBe(
        'Lease.coordination.core.io "held" is invalid: metadata.resourceVersion: Invalid value: 0x0: must be specified for an update',
      );
      expect(status.details).toEqual({
        name: "held",
        group: "coordination.core.io",
        kind: "Lease",
        causes: [
          {
            reason: "FieldValueInvalid",
            message: "Invalid value: 0x0: must be specified for an update",
            field: "metadata.resourceVersion",
          },
        ],
      });
      expect((await get(`${leases("default")}/held`)).json.spec.holderIdentity).toBe("node-1");
    });

    it("is 422 for a RuntimeClass too, and applies with the current resourceVersion", async () => {
      const created = (await post(RC, rc("runc"))).json;
      expectFailure(await put(`${RC}/runc`, rc("runc", { labels: { a: "b" } })), 422, "Invalid");
      const answer = await put(
        `${RC}/runc`,
        rc("runc", { labels: { a: "b" }, resourceVersion: created.metadata.resourceVersion }),
      );
      expect(answer.status, answer.text).toBe(200);
      expect(answer.json.metadata.labels).toEqual({ a: "b" });
    });

    it("overwrites a PriorityClass, a VolumeAttributesClass and a ClusterRoleBinding (AllowUnconditionalUpdate true)", async () => {
      for (const [path, make] of [
        [PC, pc],
        [VAC, vac],
        [CRB, crb],
      ] as const) {
        const made = await post(path, make("plain"));
        expect(made.status, made.text).toBe(201);
        const created = made.json;
        const body = make("plain");
        body.metadata.labels = { touched: "yes" };
        const answer = await put(`${path}/plain`, body);
        expect(answer.status, `${path}: ${answer.text}`).toBe(200);
        expect(answer.json.metadata.labels).toEqual({ touched: "yes" });
        expect(Number(answer.json.metadata.resourceVersion)).toBeGreaterThan(
          Number(created.metadata.resourceVersion),
        );
      }
    });

    it("a patch always carries the stored resourceVersion: a Lease is patched without one", async () => {
      expect((await post(leases("default"), lease("patched"))).status).toBe(201);
      const answer = await patch(`${leases("default")}/patched`, {
        spec: { holderIdentity: "node-2" },
      });
      expect(answer.status, answer.text).toBe(200);
      expect(answer.json.spec.holderIdentity).toBe("node-2");
    });
  });

  describe("a PUT of a missing object", () => {
    it("creates a Lease, a RuntimeClass and a ClusterRoleBinding (AllowCreateOnUpdate true) with 201", async () => {
      for (const [path, body] of [
        [`${leases("default")}/made-by-put`, lease("made-by-put")],
        [`${RC}/made-by-put`, rc("made-by-put")],
        [`${CRB}/made-by-put`, crb("made-by-put")],
      ] as const) {
        const answer = await put(path, body);
        expect(answer.status, `${path}: ${answer.text}`).toBe(201);
        expect(answer.json.metadata.uid).toMatch(/^[0-9a-f-]{36}$/);
        expect(answer.json.metadata.resourceVersion).toMatch(/^[1-9][0-9]*$/);
        expect((await get(path)).json.metadata.uid).toBe(answer.json.metadata.uid);
      }
    });

    it("is 404 for a PriorityClass and a VolumeAttributesClass (AllowCreateOnUpdate false)", async () => {
      for (const [path, body] of [
        [`${PC}/nowhere`, pc("nowhere")],
        [`${VAC}/nowhere`, vac("nowhere")],
      ] as const) {
        const status = expectFailure(await put(path, body), 404, "NotFound");
        expect(status.message).toMatch(/"nowhere" not found$/);
        expect((await get(path)).status).toBe(404);
      }
    });
  });

  describe("metadata.generation", () => {
    it("is 1 for a PriorityClass and stays 1 through updates (PrepareForCreate sets it, nothing bumps it)", async () => {
      const created = (await post(PC, pc("gen"))).json;
      expect(created.metadata.generation).toBe(1);
      const updated = await patch(`${PC}/gen`, { description: "changed" });
      expect(updated.json.description).toBe("changed");
      expect(updated.json.metadata.generation).toBe(1);
    });

    it("is never set on a Lease, even when a client sends one", async () => {
      const created = (await post(leases("default"), lease("nogen", "node-1", { generation: 7 })))
        .json;
      expect(created.metadata.generation).toBeUndefined();
      const updated = await patch(`${leases("default")}/nogen`, {
        spec: { holderIdentity: "node-3" },
        metadata: { generation: 9 },
      });
      expect(updated.json.metadata.generation).toBeUndefined();
    });
  });

  it("bumps the generation of a kind that counts spec changes (ResourceSlice) on a spec change, not on a metadata change", async () => {
    const slices = "/apis/resource.core.io/v1/resourceslices";
    const slice = {
      apiVersion: "resource.core.io/v1",
      kind: "ResourceSlice",
      metadata: { name: "gen-bump" },
      spec: {
        driver: "nic.example.com",
        allNodes: true,
        pool: { name: "p", generation: 1, resourceSliceCount: 1 },
        devices: [{ name: "nic-0" }],
      },
    };
    expect((await post(slices, slice)).json.metadata.generation).toBe(1);
    const labelled = await patch(`${slices}/gen-bump`, { metadata: { labels: { a: "b" } } });
    expect(labelled.json.metadata.generation).toBe(1);
    const changed = await patch(`${slices}/gen-bump`, {
      spec: { devices: [{ name: "nic-0" }, { name: "nic-1" }] },
    });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.json.metadata.generation).toBe(2);
  });

  describe("a status only /status writes (ResourcePoolStatusRequest)", () => {
    it("is dropped on create and kept from the stored object on updates", async () => {
      const created = await post(RPSR, {
        apiVersion: "resource.core.io/v1alpha3",
        kind: "ResourcePoolStatusRequest",
        metadata: { name: "pre-completed" },
        spec: { driver: "gpu.example.com" },
        status: { conditions: [condition] },
      });
      expect(created.status, created.text).toBe(201);
      expect(created.json.status).toBeUndefined();
      const updated = await patch(`${RPSR}/pre-completed`, {
        metadata: { labels: { a: "b" } },
        status: { conditions: [condition] },
      });
      expect(updated.status, updated.text).toBe(200);
      expect(updated.json.metadata.labels).toEqual({ a: "b" });
      expect(updated.json.status).toBeUndefined();
    });

    it("is written through /status, which changes nothing else (spec, labels) and reads the whole object", async () => {
      expect(
        (
          await post(RPSR, {
            apiVersion: "resource.core.io/v1alpha3",
            kind: "ResourcePoolStatusRequest",
            metadata: { name: "via-status" },
            spec: { driver: "gpu.example.com" },
          })
        ).status,
      ).toBe(201);
      const current = (await get(`${RPSR}/via-status/status`)).json;
      expect(current.spec).toMatchObject({ driver: "gpu.example.com" });
      const body = structuredClone(current);
      body.status = { poolCount: 0, conditions: [condition] };
      body.spec.driver = "other.example.com";
      body.metadata.labels = { ignored: "yes" };
      const answer = await put(`${RPSR}/via-status/status`, body);
      expect(answer.status, answer.text).toBe(200);
      expect(answer.json.status).toEqual({ poolCount: 0, conditions: [condition] });
      expect(answer.json.spec).toEqual(current.spec);
      expect(answer.json.metadata.labels).toBeUndefined();
      expect((await get(`${RPSR}/via-status`)).json).toEqual(answer.json);
      // A stale resourceVersion is a conflict there too; a missing object is 404, never created.
      expectFailure(await put(`${RPSR}/via-status/status`, body), 409, "Conflict");
      expectFailure(
        await put(`${RPSR}/missing/status`, { ...body, metadata: { name: "missing" } }),
        404,
        "NotFound",
      );
    });

    it("a write of the main resource keeps the stored status, whatever status it sends", async () => {
      const created = (
        await post(RPSR, {
          apiVersion: "resource.core.io/v1alpha3",
          kind: "ResourcePoolStatusRequest",
          metadata: { name: "keeps-status" },
          spec: { driver: "gpu.example.com" },
        })
      ).json;
      const done = await put(`${RPSR}/keeps-status/status`, {
        ...created,
        status: { poolCount: 0, conditions: [condition] },
      });
      expect(done.status, done.text).toBe(200);
      const sent = await patch(`${RPSR}/keeps-status`, {
        metadata: { labels: { a: "b" } },
        status: { poolCount: 7, conditions: [{ ...condition, message: "forged" }] },
      });
      expect(sent.status, sent.text).toBe(200);
      expect(sent.json.status).toEqual({ poolCount: 0, conditions: [condition] });
    });

    it("is never replaced unconditionally: a PUT, or a PUT of /status, without resourceVersion is 422 (strategy.go AllowUnconditionalUpdate false)", async () => {
      const created = await post(RPSR, {
        apiVersion: "resource.core.io/v1alpha3",
        kind: "ResourcePoolStatusRequest",
        metadata: { name: "no-rv" },
        spec: { driver: "gpu.example.com" },
      });
      const { resourceVersion: _rv, ...meta } = created.json.metadata;
      for (const path of [`${RPSR}/no-rv`, `${RPSR}/no-rv/status`]) {
        const refused = expectFailure(
          await put(path, {
            ...created.json,
            metadata: meta,
            status: { poolCount: 0, conditions: [condition] },
          }),
          422,
          "Invalid",
        );
        expect(refused.message, path).toBe(
          'ResourcePoolStatusRequest.resource.core.io "no-rv" is invalid: metadata.resourceVersion: Invalid value: 0x0: must be specified for an update',
        );
      }
      expect((await put(`${RPSR}/no-rv`, created.json)).status).toBe(200);
      // An empty resourceVersion is no resourceVersion.
      const current = (await get(`${RPSR}/no-rv`)).json;
      expectFailure(
        await put(`${RPSR}/no-rv`, {
          ...current,
          metadata: { ...current.metadata, resourceVersion: "" },
        }),
        422,
        "Invalid",
      );
    });

    it("is listed by discovery as the resource's status subresource", async () => {
      const list = (await get("/apis/resource.core.io/v1alpha3")).json;
      expect(
        list.resources.find((r: Obj) => r.name === "resourcepoolstatusrequests/status"),
      ).toEqual({
        name: "resourcepoolstatusrequests/status",
        singularName: "",
        namespaced: false,
        kind: "ResourcePoolStatusRequest",
        verbs: ["get", "patch", "update"],
      });
    });
  });
});
