/**
 * managedFields a client sends, through HTTP on both stores (issue 35, items 4 to 7): no write
 * can leave an object that later writes cannot update.
 *
 * - an entry without `time` is kept without one (never `time: ""`), and every later write works;
 * - `[{}]` and `[]` reset them, by PUT and by merge patch (isResetManagedFields);
 * - a FieldsV1 nested past the bound, too many entries or too many field paths are a 422 naming
 *   the field, never a 500, and leave the object patchable by merge, strategic and JSON patches;
 * - many updaters leave at most ten Update entries, the older ones merged into
 *   `ancient-changes` (capmanagers.go).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeVariants, type TestStore } from "./stores.js";
import { call, expectFailure, start, type Answer, type Started } from "./http.js";

type Obj = { [key: string]: any };

const LEASES = "/apis/coordination.core.io/v1/namespaces/mf/leases";
const API = "coordination.core.io/v1";
const MERGE = "application/merge-patch+json";

let server: Started;
let store: TestStore;
const post = (name: string, manager = "creator") =>
  call(server.base, "POST", `${LEASES}?fieldManager=${manager}`, {
    body: { metadata: { name }, spec: { holderIdentity: "a" } },
  });
const get = async (name: string): Promise<Obj> =>
  (await call(server.base, "GET", `${LEASES}/${name}`)).json;
const merge = (name: string, body: unknown, manager = "other") =>
  call(server.base, "PATCH", `${LEASES}/${name}?fieldManager=${manager}`, { body, type: MERGE });
const put = (name: string, body: unknown, manager = "editor") =>
  call(server.base, "PUT", `${LEASES}/${name}?fieldManager=${manager}`, { body });
const entry = (manager: string, fieldsV1: unknown, extra: Obj = {}) => ({
  manager,
  operation: "Update",
  apiVersion: API,
  fieldsType: "FieldsV1",
  fieldsV1,
  ...extra,
});
const nested = (depth: number): string => `${'{"f:a":'.repeat(depth)}{}${"}".repeat(depth)}`;

function ok(answer: Answer): Obj {
  expect(answer.status, answer.text).toBeLessThan(300);
  return answer.json;
}

/** The ordinary writes anyone makes, each of which must succeed. */
async function everyWriteWorks(name: string): Promise<void> {
  ok(await merge(name, { spec: { leaseTransitions: 1 } }));
  ok(
    await call(server.base, "PATCH", `${LEASES}/${name}?fieldManager=smp`, {
      body: { spec: { leaseTransitions: 2 } },
      type: "application/strategic-merge-patch+json",
    }),
  );
  ok(
    await call(server.base, "PATCH", `${LEASES}/${name}?fieldManager=jp`, {
      body: [{ op: "replace", path: "/spec/leaseTransitions", value: 3 }],
      type: "application/json-patch+json",
    }),
  );
  const applied = `apiVersion: ${API}\nkind: Lease\nmetadata:\n  name: ${name}\nspec:\n  holderIdentity: applied\n`;
  ok(
    await call(server.base, "PATCH", `${LEASES}/${name}?fieldManager=kubectl&force=true`, {
      body: applied,
      type: "application/apply-patch+yaml",
    }),
  );
  const current = await get(name);
  ok(await put(name, { ...current, spec: { ...current.spec, holderIdentity: "put" } }));
  const reset = ok(await merge(name, { metadata: { managedFields: [{}] } }, "janitor"));
  expect(reset.metadata.managedFields).toBeUndefined();
}

describe.each(storeVariants())("on the $name store", (variant) => {
  beforeAll(async () => {
    store = await variant.create();
    server = await start({ storage: store });
  }, 60_000);
  afterAll(async () => {
    await server?.app.close();
    await variant.dispose();
  });

  it("one manager's writes through the main resource and through /status are two entries, the second with its subresource", async () => {
    const requests = "/apis/resource.core.io/v1alpha3/resourcepoolstatusrequests";
    const created = await call(server.base, "POST", `${requests}?fieldManager=tool`, {
      body: {
        apiVersion: "resource.core.io/v1alpha3",
        kind: "ResourcePoolStatusRequest",
        metadata: { name: "mf-status" },
        spec: { driver: "gpu.example.com" },
      },
    });
    ok(created);
    const status = {
      poolCount: 0,
      conditions: [
        {
          type: "Complete",
          status: "True",
          reason: "CalculationComplete",
          message: "",
          lastTransitionTime: "2026-01-01T00:00:00Z",
        },
      ],
    };
    const written = ok(
      await call(server.base, "PATCH", `${requests}/mf-status/status?fieldManager=tool`, {
        body: { status },
        type: MERGE,
      }),
    );
    // BuildManagerIdentifier keys an entry by manager, operation, apiVersion and subresource.
    const entries = (written.metadata.managedFields as Obj[]).filter((e) => e.manager === "tool");
    expect(entries.map((e) => e.subresource ?? "")).toEqual(["", "status"]);
    expect(Object.keys(entries[0]!.fieldsV1)).toContain("f:spec");
    expect(Object.keys(entries[1]!.fieldsV1)).toEqual(["f:status"]);
  });

  it("`[{}]` resets managedFields by merge patch and by PUT; the write then records only its own entry", async () => {
    ok(await post("reset"));
    const patched = ok(
      await merge(
        "reset",
        { metadata: { managedFields: [{}] }, spec: { leaseTransitions: 1 } },
        "janitor",
      ),
    );
    expect(patched.metadata.managedFields.map((e: Obj) => e.manager)).toEqual(["janitor"]);
    const current = await get("reset");
    const replaced = ok(
      await put("reset", { ...current, metadata: { ...current.metadata, managedFields: [{}] } }),
    );
    // Nothing changed: no entry is left, and the list is gone.
    expect(replaced.metadata.managedFields).toBeUndefined();
    expect((await get("reset")).metadata.managedFields).toBeUndefined();
  });

  it("`managedFields: []` resets them too (TestResetManagedFieldsEmptyList); null or a missing list keeps the stored ones", async () => {
    ok(await post("empty"));
    const current = await get("empty");
    const kept = ok(
      await put("empty", { ...current, metadata: { ...current.metadata, managedFields: null } }),
    );
    expect(kept.metadata.managedFields.map((e: Obj) => e.manager)).toEqual(["creator"]);
    const { managedFields: _m, ...withoutList } = current.metadata;
    expect(
      ok(
        await put("empty", {
          ...current,
          metadata: { ...withoutList, resourceVersion: kept.metadata.resourceVersion },
        }),
      ).metadata.managedFields,
    ).toHaveLength(1);
    const again = await get("empty");
    const reset = ok(
      await put("empty", { ...again, metadata: { ...again.metadata, managedFields: [] } }),
    );
    expect(reset.metadata.managedFields).toBeUndefined();
    ok(await post("empty-merge"));
    expect(
      ok(await merge("empty-merge", { metadata: { managedFields: [] } })).metadata.managedFields,
    ).toBeUndefined();
  });

  it('an entry sent without `time` is kept without one, never as `time: ""`, and every later write succeeds', async () => {
    ok(await post("timeless"));
    const sent = entry("someone", { "f:spec": { "f:holderIdentity": {} } });
    const patched = ok(await merge("timeless", { metadata: { managedFields: [sent] } }));
    expect(patched.metadata.managedFields).toEqual([sent]);
    expect("time" in (await get("timeless")).metadata.managedFields[0]).toBe(false);
    await everyWriteWorks("timeless");
  });

  it("managedFields the field manager cannot read leave the stored ones (decodeLiveOrNew)", async () => {
    ok(await post("unreadable"));
    for (const bad of [
      [{ manager: "x" }],
      [entry("x", {}, { time: "" }), { operation: "Other" }],
      [entry("x", { "f:a": "no" })],
      [entry("x", {}, { time: "yesterday" })],
      "text",
      [entry("x", {}, { fieldsType: "FieldsV2" })],
    ]) {
      const patched = ok(await merge("unreadable", { metadata: { managedFields: bad } }));
      expect(patched.metadata.managedFields.map((e: Obj) => e.manager)).toEqual(["creator"]);
    }
    await everyWriteWorks("unreadable");
  });

  it("a FieldsV1 nested 1,000 or 5,000 levels is a 422 naming the field, and the object stays patchable", async () => {
    ok(await post("deep"));
    for (const depth of [1000, 5000]) {
      const current = await get("deep");
      const body = JSON.stringify({
        ...current,
        metadata: { ...current.metadata, managedFields: [entry("deep", "@")] },
      }).replace('"@"', nested(depth));
      const refused = expectFailure(await put("deep", body), 422, "Invalid");
      expect(refused.details.causes).toEqual([
        {
          reason: "FieldValueTooLong",
          field: "metadata.managedFields[0].fieldsV1",
          message: expect.stringMatching(/^Too long: may not nest deeper than \d+ levels$/),
        },
      ]);
    }
    await everyWriteWorks("deep");
  });

  it("a FieldsV1 as deep as the bound allows is stored, and every later write succeeds", async () => {
    ok(await post("deep-ok"));
    const body = JSON.stringify({ metadata: { managedFields: [entry("deep", "@")] } }).replace(
      '"@"',
      nested(900),
    );
    ok(
      await call(server.base, "PATCH", `${LEASES}/deep-ok?fieldManager=deep`, {
        body,
        type: MERGE,
      }),
    );
    await everyWriteWorks("deep-ok");
  });

  it("an object an older server stored with a FieldsV1 nested past the patch depth is patchable again, its managedFields counted as none", async () => {
    let deep: Obj = {};
    for (let i = 0; i < 1200; i++) deep = { "f:a": deep };
    const key = {
      group: "coordination.core.io",
      version: "v1",
      resource: "leases",
      namespaced: true,
    };
    const metadata = {
      name: "legacy",
      namespace: "mf",
      uid: "1b4e28ba-2fa1-11d2-883f-0016d3cca427",
      creationTimestamp: "2026-01-01T00:00:00Z",
      managedFields: [entry("old", deep, { time: "2026-01-01T00:00:00Z" })],
    };
    await store.create(key, {
      apiVersion: API,
      kind: "Lease",
      metadata,
      spec: { holderIdentity: "a" },
    });
    const patched = ok(await merge("legacy", { spec: { leaseTransitions: 1 } }));
    expect(patched.metadata.managedFields.map((e: Obj) => e.manager)).toEqual(["other"]);
    await everyWriteWorks("legacy");
  });

  it("a list of more entries than a client may send is a 422 naming metadata.managedFields", async () => {
    ok(await post("many"));
    const sent = Array.from({ length: 5000 }, (_, i) =>
      entry(`m${i}`, { "f:spec": { "f:holderIdentity": {} } }, { operation: "Apply" }),
    );
    const refused = expectFailure(
      await merge("many", { metadata: { managedFields: sent } }),
      422,
      "Invalid",
    );
    expect(refused.details.causes).toEqual([
      {
        reason: "FieldValueTooMany",
        field: "metadata.managedFields",
        message: "Too many: 5000: must have at most 1000 items",
      },
    ]);
    expect((await get("many")).metadata.managedFields.map((e: Obj) => e.manager)).toEqual([
      "creator",
    ]);
    await everyWriteWorks("many");
  });

  it("Update entries past ten are merged into `ancient-changes`, however many managers write (capmanagers.go)", async () => {
    ok(await post("capped"));
    for (let i = 0; i < 40; i++)
      ok(await merge("capped", { metadata: { labels: { [`l${i}`]: "x" } } }, `writer-${i}`));
    const entries = (await get("capped")).metadata.managedFields as Obj[];
    const updates = entries.filter((e) => e.operation === "Update");
    expect(updates.length).toBeLessThanOrEqual(10);
    expect(updates.some((e) => e.manager === "ancient-changes")).toBe(true);
    // No field lost its owner: every label is owned by someone.
    const owned = new Set(
      updates.flatMap((e) => Object.keys(e.fieldsV1?.["f:metadata"]?.["f:labels"] ?? {})),
    );
    for (let i = 0; i < 40; i++) expect(owned.has(`f:l${i}`), `l${i}`).toBe(true);
    // One patch sending a thousand Update entries is capped at once.
    const sent = Array.from({ length: 1000 }, (_, i) =>
      entry(
        `sent-${i}`,
        { "f:metadata": { "f:labels": { [`f:l${i % 40}`]: {} } } },
        { time: "2026-01-01T00:00:00Z" },
      ),
    );
    const patched = ok(await merge("capped", { metadata: { managedFields: sent } }));
    expect(
      patched.metadata.managedFields.filter((e: Obj) => e.operation === "Update").length,
    ).toBeLessThanOrEqual(10);
  });
});
