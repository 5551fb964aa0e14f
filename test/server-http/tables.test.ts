/**
 * Tables for `kubectl get` (Accept: application/json;as=Table;v=v1;g=meta.k8s.io): the kind's
 * printer columns from its spec, one row per object with its metadata, for reads, lists and
 * watches. On both stores.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { age } from "../../output/server/dist/runtime/apimachinery/table.js";
import { storeVariants } from "./stores.js";
import { call, start, WatchStream, type Started } from "./http.js";

type Obj = { [key: string]: any };
const TABLE =
  "application/json;as=Table;v=v1;g=meta.k8s.io,application/json;as=Table;v=v1beta1;g=meta.k8s.io,application/json";
const PC = "/apis/scheduling.core.io/v1/priorityclasses";
const CRB = "/apis/rbac.authorization.core.io/v1/clusterrolebindings";
const leases = (ns: string) => `/apis/coordination.core.io/v1/namespaces/${ns}/leases`;
const events = (ns: string) => `/apis/events.core.io/v1/namespaces/${ns}/events`;

let server: Started;
const table = (path: string, accept = TABLE) =>
  call(server.base, "GET", path, { headers: { accept } });
const post = async (path: string, body: Obj) =>
  expect((await call(server.base, "POST", path, { body })).status).toBe(201);
const columns = (t: Obj) =>
  t.columnDefinitions.map((c: Obj) => `${c.name}:${c.type}${c.priority ? `:${c.priority}` : ""}`);

describe("kubectl's ages (duration.HumanDuration)", () => {
  it("prints seconds, minutes, hours, days and years as kubectl does", () => {
    const now = Date.parse("2024-06-01T00:00:00Z");
    const ago = (s: number) => new Date(now - s * 1000).toISOString();
    expect(
      [
        0, 59, 119, 120, 150, 600, 601, 10799, 10800, 28740, 28800, 172799, 172800, 190800, 691200,
        63072000, 63158400, 252460800,
      ].map((s) => age(ago(s), now)),
    ).toEqual([
      "0s",
      "59s",
      "119s",
      "2m",
      "2m30s",
      "10m",
      "10m",
      "179m",
      "3h",
      "7h59m",
      "8h",
      "47h",
      "2d",
      "2d5h",
      "8d",
      "2y",
      "2y1d",
      "8y",
    ]);
    expect(age(new Date(now + 5000).toISOString(), now)).toBe("<invalid>");
    expect(age("not a time", now)).toBe("<unknown>");
  });
});

describe.each(storeVariants())("on the $name store", (variant) => {
  beforeAll(async () => {
    server = await start({ storage: await variant.create() });
    await post(PC, {
      apiVersion: "scheduling.core.io/v1",
      kind: "PriorityClass",
      metadata: { name: "high" },
      value: 1000,
      globalDefault: true,
    });
    await post(leases("t"), {
      apiVersion: "coordination.core.io/v1",
      kind: "Lease",
      metadata: { name: "l1" },
      spec: { holderIdentity: "node-7" },
    });
    await post(CRB, {
      apiVersion: "rbac.authorization.core.io/v1",
      kind: "ClusterRoleBinding",
      metadata: { name: "viewers" },
      roleRef: { apiGroup: "rbac.authorization.core.io", kind: "ClusterRole", name: "view" },
      subjects: [
        { kind: "User", name: "alice", apiGroup: "rbac.authorization.core.io" },
        { kind: "User", name: "bob", apiGroup: "rbac.authorization.core.io" },
        { kind: "Group", name: "devs", apiGroup: "rbac.authorization.core.io" },
      ],
    });
  }, 60_000);
  afterAll(async () => {
    await server?.app.close();
    await variant.dispose();
  });

  it("lists as a Table with Kubernetes' PriorityClass columns and the list's resourceVersion", async () => {
    const answer = await table(PC);
    expect(answer.status, answer.text).toBe(200);
    const t = answer.json;
    expect(t).toMatchObject({ kind: "Table", apiVersion: "meta.k8s.io/v1" });
    expect(t.metadata.resourceVersion).toMatch(/^\d+$/);
    expect(columns(t)).toEqual([
      "Name:string",
      "Value:integer",
      "Global-Default:boolean",
      "Age:string",
      "PreemptionPolicy:string",
    ]);
    expect(t.rows).toHaveLength(1);
    expect(t.rows[0].cells).toEqual([
      "high",
      1000,
      true,
      expect.stringMatching(/^\d+s$/),
      "PreemptLowerPriority",
    ]);
    expect(t.rows[0].object).toMatchObject({
      kind: "PartialObjectMetadata",
      apiVersion: "meta.k8s.io/v1",
      metadata: { name: "high" },
    });
    expect(t.rows[0].object.value).toBeUndefined();
  });

  it("reads one object as a one-row Table, and answers v1beta1 Tables and plain JSON as asked", async () => {
    const one = (await table(`${leases("t")}/l1`)).json;
    expect(columns(one)).toEqual(["Name:string", "Holder:string", "Age:string"]);
    expect(one.rows.map((r: Obj) => r.cells.slice(0, 2))).toEqual([["l1", "node-7"]]);
    expect(
      (await table(`${leases("t")}/l1`, "application/json;as=Table;v=v1beta1;g=meta.k8s.io")).json
        .apiVersion,
    ).toBe("meta.k8s.io/v1beta1");
    expect((await table(`${leases("t")}/l1`, "application/json")).json.kind).toBe("Lease");
  });

  it("fills template and filter columns (ClusterRoleBinding Role, Users, Groups) and keeps NAME where a kind puts it (Event)", async () => {
    const crb = (await table(CRB)).json;
    expect(columns(crb)).toEqual([
      "Name:string",
      "Role:string",
      "Age:string",
      "Users:string:1",
      "Groups:string:1",
      "ServiceAccounts:string:1",
    ]);
    const [name, role, , users, groups, serviceAccounts] = crb.rows[0].cells;
    expect([name, role, users, groups, serviceAccounts]).toEqual([
      "viewers",
      "ClusterRole/view",
      "alice,bob",
      "devs",
      null,
    ]);
    await post(events("t"), {
      apiVersion: "events.core.io/v1",
      kind: "Event",
      metadata: { name: "e1", namespace: "t" },
      eventTime: new Date().toISOString().replace(/Z$/, "000Z"),
      action: "Started",
      reason: "Started",
      note: "container started",
      reportingController: "example.com/controller",
      reportingInstance: "controller-1",
      type: "Normal",
      regarding: { kind: "Pod", name: "p", namespace: "t" },
    });
    const ev = (await table(events("t"))).json;
    expect(columns(ev)[0]).toBe("Last Seen:string");
    expect(columns(ev).at(-1)).toBe("Name:string:1");
    const cells = ev.rows[0].cells;
    expect(cells.slice(1, 4)).toEqual(["Normal", "Started", "Pod/p"]);
    expect(cells[6]).toBe("container started");
    expect(cells.at(-1)).toBe("e1");
  });

  it("watches as Tables: each event's object is a one-row Table", async () => {
    const listed = (await call(server.base, "GET", leases("t"))).json;
    const watch = await new WatchStream(
      server.base,
      `${leases("t")}?watch=true&resourceVersion=${listed.metadata.resourceVersion}`,
      { accept: TABLE },
    ).ready();
    try {
      await call(server.base, "PATCH", `${leases("t")}/l1`, {
        body: { spec: { holderIdentity: "node-8" } },
        type: "application/merge-patch+json",
      });
      const [event] = await watch.waitFor(1);
      expect(event!.type).toBe("MODIFIED");
      expect(event!.object).toMatchObject({ kind: "Table", apiVersion: "meta.k8s.io/v1" });
      expect(event!.object.rows.map((r: Obj) => r.cells.slice(0, 2))).toEqual([["l1", "node-8"]]);
      expect(event!.object.rows[0].object.metadata.name).toBe("l1");
    } finally {
      watch.close();
    }
  });
  it("carries the object in each row as includeObject says: Metadata (the default), Object, None; anything else is a 400 (response.go asTable)", async () => {
    const metadata = (await table(`${PC}/high`)).json.rows[0].object;
    expect(metadata).toMatchObject({
      kind: "PartialObjectMetadata",
      apiVersion: "meta.k8s.io/v1",
      metadata: { name: "high" },
    });
    expect((await table(`${PC}/high?includeObject=Metadata`)).json.rows[0].object).toEqual(
      metadata,
    );
    const whole = (await table(`${PC}?includeObject=Object`)).json.rows.find(
      (r: Obj) => r.object.metadata.name === "high",
    ).object;
    expect(whole).toMatchObject({
      apiVersion: "scheduling.core.io/v1",
      kind: "PriorityClass",
      value: 1000,
      metadata: { name: "high" },
    });
    expect((await table(`${PC}/high?includeObject=None`)).json.rows[0].object).toBeNull();
    const bad = await table(`${PC}/high?includeObject=Some`);
    expect([bad.status, bad.json.message]).toEqual([
      400,
      'unrecognized includeObject value: "Some"',
    ]);
  });

  it("answers metadata only for as=PartialObjectMetadata and as=PartialObjectMetadataList, and 406 where the view does not fit", async () => {
    const one = await table(
      `${PC}/high`,
      "application/json;as=PartialObjectMetadata;g=meta.k8s.io;v=v1,application/json",
    );
    expect(one.json).toEqual({
      kind: "PartialObjectMetadata",
      apiVersion: "meta.k8s.io/v1",
      metadata: expect.objectContaining({ name: "high", uid: expect.any(String) }),
    });
    const list = await table(
      PC,
      "application/json;as=PartialObjectMetadataList;g=meta.k8s.io;v=v1,application/json",
    );
    expect(list.json).toMatchObject({
      kind: "PartialObjectMetadataList",
      apiVersion: "meta.k8s.io/v1",
      metadata: { resourceVersion: expect.stringMatching(/^\d+$/) },
    });
    expect(
      list.json.items.map((i: Obj) => [i.kind, i.apiVersion, i.metadata.name, i.value]),
    ).toEqual([["PartialObjectMetadata", "meta.k8s.io/v1", "high", undefined]]);
    const misfit = await table(PC, "application/json;as=PartialObjectMetadata;g=meta.k8s.io;v=v1");
    expect([misfit.status, misfit.json.reason]).toEqual([406, "NotAcceptable"]);
    expect(
      (
        await table(
          `${PC}/high`,
          "application/json;as=PartialObjectMetadataList;g=meta.k8s.io;v=v1",
        )
      ).status,
    ).toBe(406);
    const watch = await new WatchStream(server.base, `${PC}?watch=true&resourceVersion=0`, {
      accept: "application/json;as=PartialObjectMetadata;g=meta.k8s.io;v=v1",
    }).ready();
    try {
      const [added] = await watch.waitFor(1);
      expect(added!.object).toEqual({
        kind: "PartialObjectMetadata",
        apiVersion: "meta.k8s.io/v1",
        metadata: expect.objectContaining({ name: "high" }),
      });
    } finally {
      watch.close();
    }
  });
});
