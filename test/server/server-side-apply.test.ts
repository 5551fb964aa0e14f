/**
 * Server-side apply and managedFields (templates/server/apimachinery/apply), case by case as
 * structured-merge-diff's merge tests state them (sigs.k8s.io/structured-merge-diff merge/:
 * multiple_appliers_test.go, conflict_test.go, set_test.go, key_test.go, leaf_test.go) and as
 * the apiserver's fieldmanager tests do (fieldmanager_test.go: apply then update, reset with
 * `[{}]`): ownership of leaves and list items, shared ownership of equal values, conflicts and
 * force, removal of what an applier stops applying, updates taking fields over.
 */
import { describe, expect, it } from "vitest";
import {
  applyConfiguration,
  managedFieldsAfterUpdate,
  startingEntries,
  type ManagedEntry,
  type WriteContext,
} from "../../templates/server/apimachinery/apply/index.js";
import {
  fieldValues,
  fromFieldsV1,
  pathString,
  toFieldsV1,
} from "../../templates/server/apimachinery/apply/field-set.js";
import { ApiError } from "../../templates/server/apimachinery/status.js";
import type { PatchMeta } from "../../templates/server/apimachinery/patch/index.js";

type Obj = { [key: string]: any };

/** A schema with each kind of list: conditions by type (map), finalizers (set), args (atomic). */
const META: PatchMeta = {
  fields: {
    metadata: { fields: { finalizers: { listType: "set" }, labels: { member: true } } },
    spec: {
      fields: {
        conditions: { listType: "map", listMapKeys: ["type"] },
        tags: { listType: "set" },
        ref: { atomic: true },
      },
    },
  },
};
const NOW = new Date("2026-01-02T03:04:05Z");
const ctx = (manager: string, extra: Partial<WriteContext> = {}): WriteContext => ({
  manager,
  apiVersion: "example.core.io/v1",
  statusSubresource: false,
  meta: META,
  now: () => NOW,
  ...extra,
});
const config = (spec: Obj, metadata: Obj = {}): Obj => ({
  apiVersion: "example.core.io/v1",
  kind: "Widget",
  metadata: { name: "w", ...metadata },
  spec,
});

/** The entries a write starts from (a field error fails the test). */
function starting(sent: unknown, live: unknown): ManagedEntry[] {
  const entries = startingEntries(sent, live);
  if (!Array.isArray(entries)) throw new Error(`refused: ${JSON.stringify(entries)}`);
  return entries;
}

/** Applies `cfg` as `manager` on top of `live` (its managedFields the starting entries). */
function apply(live: Obj | undefined, cfg: Obj, manager: string, force = false): Obj {
  const { object, managedFields } = applyConfiguration(
    live,
    cfg,
    starting(undefined, live?.metadata?.managedFields),
    ctx(manager),
    force,
  );
  return { ...object, metadata: { ...(object.metadata as Obj), managedFields } };
}

function update(live: Obj, next: Obj, manager: string): Obj {
  const managedFields = managedFieldsAfterUpdate(
    live,
    next,
    starting(next.metadata?.managedFields, live.metadata?.managedFields),
    ctx(manager),
  );
  return { ...next, metadata: { ...next.metadata, managedFields } };
}

/** Each manager's fields, as paths. */
function owners(object: Obj): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const e of object.metadata.managedFields ?? [])
    out[`${e.manager}/${e.operation}`] = [...fromFieldsV1(e.fieldsV1)!].map(pathString).sort();
  return out;
}

function conflictOf(work: () => unknown): Obj {
  try {
    work();
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return (error as ApiError).status as Obj;
  }
  throw new Error("no conflict");
}

describe("field sets and FieldsV1", () => {
  it("leaves, map-list items by key and set-list values; `.` where an item has fields below it", () => {
    const object = {
      metadata: { labels: { app: "x" }, finalizers: ["a"] },
      spec: {
        replicas: 1,
        args: ["x", "y"],
        conditions: [{ type: "Ready", status: "True" }],
        empty: {},
      },
    };
    const paths = [...fieldValues(object, META).keys()];
    expect(toFieldsV1(paths)).toEqual({
      "f:metadata": { "f:finalizers": { 'v:"a"': {} }, "f:labels": { "f:app": {} } },
      "f:spec": {
        "f:args": {},
        "f:conditions": { 'k:{"type":"Ready"}': { ".": {}, "f:status": {}, "f:type": {} } },
        "f:empty": {},
        "f:replicas": {},
      },
    });
    expect(new Set(fromFieldsV1(toFieldsV1(paths)))).toEqual(new Set(paths));
  });

  it("prints paths as structured-merge-diff does", () => {
    const paths = [
      ...fieldValues(
        { spec: { conditions: [{ type: "Ready", status: "True" }], tags: ["t"] } },
        META,
      ).keys(),
    ]
      .map(pathString)
      .sort();
    expect(paths).toEqual([
      '.spec.conditions[type="Ready"]',
      '.spec.conditions[type="Ready"].status',
      '.spec.conditions[type="Ready"].type',
      '.spec.tags[="t"]',
    ]);
  });

  it("refuses what is not FieldsV1", () => {
    expect(fromFieldsV1({ "f:a": "x" })).toBeUndefined();
    // An element of a type structured-merge-diff does not know is skipped (DeserializePathElement: ErrUnknownPathElementType); a key that is no element is an error.
    expect(fromFieldsV1({ "q:a": {}, "f:b": {} })).toEqual(new Set(["f:b"]));
    expect(fromFieldsV1({ qa: {} })).toBeUndefined();
    expect(fromFieldsV1({ "k:[1]": {} })).toBeUndefined();
    expect(fromFieldsV1([])).toBeUndefined();
  });
});

describe("apply", () => {
  it("creates: the applier owns every field it applied, nothing of the server's metadata", () => {
    const created = apply(
      undefined,
      config(
        { replicas: 1, conditions: [{ type: "Ready", status: "True" }] },
        { labels: { app: "x" } },
      ),
      "alice",
    );
    expect(created.spec).toEqual({ replicas: 1, conditions: [{ type: "Ready", status: "True" }] });
    expect(created.metadata.managedFields).toEqual([
      {
        manager: "alice",
        operation: "Apply",
        apiVersion: "example.core.io/v1",
        time: "2026-01-02T03:04:05Z",
        fieldsType: "FieldsV1",
        fieldsV1: {
          "f:metadata": { "f:labels": { "f:app": {} } },
          "f:spec": {
            "f:conditions": { 'k:{"type":"Ready"}': { ".": {}, "f:status": {}, "f:type": {} } },
            "f:replicas": {},
          },
        },
      },
    ]);
  });

  it("multiple appliers: an equal value is shared, without conflict (TestMultipleAppliersSet-style)", () => {
    const a = apply(undefined, config({ replicas: 1, image: "x" }), "alice");
    const b = apply(a, config({ replicas: 1 }), "bob");
    expect(owners(b)).toEqual({
      "alice/Apply": [".spec.image", ".spec.replicas"],
      "bob/Apply": [".spec.replicas"],
    });
    // alice stops applying replicas: bob still owns it, so it stays.
    const c = apply(b, config({ image: "x" }), "alice");
    expect(c.spec).toEqual({ replicas: 1, image: "x" });
    expect(owners(c)).toEqual({ "alice/Apply": [".spec.image"], "bob/Apply": [".spec.replicas"] });
  });

  it("a field an applier alone stops applying is removed (TestApplyDeletesField-style)", () => {
    const a = apply(
      undefined,
      config({ replicas: 1, image: "x" }, { labels: { app: "x", tier: "t" } }),
      "alice",
    );
    const b = apply(a, config({ image: "x" }, { labels: { app: "x" } }), "alice");
    expect(b.spec).toEqual({ image: "x" });
    expect(b.metadata.labels).toEqual({ app: "x" });
    // The last label gone: no empty map left behind.
    const c = apply(b, config({ image: "x" }), "alice");
    expect(c.metadata.labels).toBeUndefined();
  });

  it("a different value owned by another manager conflicts: 409 with a cause per field, nothing applied", () => {
    const a = apply(undefined, config({ replicas: 1, image: "x" }), "alice");
    const status = conflictOf(() => apply(a, config({ replicas: 2, image: "y" }), "bob"));
    expect(status).toMatchObject({
      code: 409,
      reason: "Conflict",
      message:
        'Apply failed with 2 conflicts: conflicts with "alice":\n- .spec.image\n- .spec.replicas',
    });
    expect(status.details.causes).toEqual([
      { reason: "FieldManagerConflict", message: 'conflict with "alice"', field: ".spec.image" },
      { reason: "FieldManagerConflict", message: 'conflict with "alice"', field: ".spec.replicas" },
    ]);
    const one = conflictOf(() => apply(a, config({ replicas: 2 }), "bob"));
    expect(one.message).toBe('Apply failed with 1 conflict: conflict with "alice": .spec.replicas');
  });

  it("force takes the conflicting fields over; the previous owner keeps the rest", () => {
    const a = apply(undefined, config({ replicas: 1, image: "x" }), "alice");
    const b = apply(a, config({ replicas: 2 }), "bob", true);
    expect(b.spec).toEqual({ replicas: 2, image: "x" });
    expect(owners(b)).toEqual({ "alice/Apply": [".spec.image"], "bob/Apply": [".spec.replicas"] });
    // alice re-applies her old configuration: now she conflicts with bob.
    expect(conflictOf(() => apply(b, config({ replicas: 1, image: "x" }), "alice")).message).toBe(
      'Apply failed with 1 conflict: conflict with "bob": .spec.replicas',
    );
  });

  it("map-lists merge item by key: each applier owns its items; an item one stops applying goes (TestMultipleAppliersNestedType-style)", () => {
    const a = apply(
      undefined,
      config({ conditions: [{ type: "Ready", status: "True" }] }),
      "alice",
    );
    const b = apply(a, config({ conditions: [{ type: "Synced", status: "False" }] }), "bob");
    expect(b.spec.conditions).toEqual([
      { type: "Synced", status: "False" },
      { type: "Ready", status: "True" },
    ]);
    expect(owners(b)["bob/Apply"]).toEqual([
      '.spec.conditions[type="Synced"]',
      '.spec.conditions[type="Synced"].status',
      '.spec.conditions[type="Synced"].type',
    ]);
    const c = apply(b, config({ conditions: [] }), "alice");
    expect(c.spec.conditions).toEqual([{ type: "Synced", status: "False" }]);
    expect(
      conflictOf(() =>
        apply(c, config({ conditions: [{ type: "Synced", status: "True" }] }), "alice"),
      ).message,
    ).toBe(
      'Apply failed with 1 conflict: conflict with "bob": .spec.conditions[type="Synced"].status',
    );
  });

  it("set-lists are a union of values, each owned by who applied it (set_test.go)", () => {
    const a = apply(undefined, config({ tags: ["a", "b"] }), "alice");
    const b = apply(a, config({ tags: ["b", "c"] }), "bob");
    expect(b.spec.tags).toEqual(["b", "c", "a"]);
    const c = apply(b, config({ tags: [] }), "alice");
    expect(c.spec.tags).toEqual(["b", "c"]);
  });

  it("atomic lists are replaced whole and owned as one field (leaf_test.go)", () => {
    const a = apply(undefined, config({ args: ["x", "y"] }), "alice");
    expect(owners(a)["alice/Apply"]).toEqual([".spec.args"]);
    expect(conflictOf(() => apply(a, config({ args: ["x"] }), "bob")).message).toBe(
      'Apply failed with 1 conflict: conflict with "alice": .spec.args',
    );
    expect(apply(a, config({ args: ["z"] }), "bob", true).spec.args).toEqual(["z"]);
  });
});

describe("atomic structs (+structType=atomic)", () => {
  it("are owned as one field and replaced whole, not merged", () => {
    const a = apply(undefined, config({ ref: { kind: "Pod", name: "p" } }), "alice");
    expect(owners(a)["alice/Apply"]).toEqual([".spec.ref"]);
    const b = apply(a, config({ ref: { kind: "Node" } }), "alice");
    expect(b.spec.ref).toEqual({ kind: "Node" });
    expect(
      conflictOf(() => apply(b, config({ ref: { kind: "Node", name: "n" } }), "bob")).message,
    ).toBe('Apply failed with 1 conflict: conflict with "alice": .spec.ref');
  });
});

describe("updates", () => {
  it("an update takes the fields it changes from the applier, who then conflicts with it", () => {
    const a = apply(undefined, config({ replicas: 1, image: "x" }), "alice");
    const b = update(a, { ...a, spec: { ...a.spec, replicas: 3 } }, "kubectl-edit");
    expect(owners(b)).toEqual({
      "alice/Apply": [".spec.image"],
      "kubectl-edit/Update": [".spec.replicas"],
    });
    expect(conflictOf(() => apply(b, config({ replicas: 1, image: "x" }), "alice")).message).toBe(
      // No time: the manager identifier Kubernetes prints is built without it (BuildManagerIdentifier).
      'Apply failed with 1 conflict: conflict with "kubectl-edit" using example.core.io/v1: .spec.replicas',
    );
  });

  it("an update that adds a map owns the map itself (`.`), as Kubernetes records it; an apply owns only its leaves", () => {
    const created = update(
      {},
      { metadata: { name: "w", labels: { app: "x" } }, spec: { replicas: 1 } },
      "kubectl-create",
    );
    expect(created.metadata.managedFields[0].fieldsV1).toEqual({
      "f:metadata": { "f:labels": { ".": {}, "f:app": {} } },
      "f:spec": { "f:replicas": {} },
    });
    const applied = apply(undefined, config({ replicas: 1 }, { labels: { app: "x" } }), "alice");
    expect(applied.metadata.managedFields[0].fieldsV1).toEqual({
      "f:metadata": { "f:labels": { "f:app": {} } },
      "f:spec": { "f:replicas": {} },
    });
    // The map gone: its member path leaves the sets with it.
    const { labels: _labels, ...meta } = created.metadata;
    expect(owners(update(created, { ...created, metadata: meta }, "editor"))).toEqual({
      "kubectl-create/Update": [".spec.replicas"],
    });
  });

  it("a field an update removes leaves every set; an update that changes nothing adds no entry", () => {
    const a = apply(undefined, config({ replicas: 1, image: "x" }), "alice");
    const { image: _image, ...rest } = a.spec;
    const b = update(a, { ...a, spec: rest }, "editor");
    expect(owners(b)).toEqual({ "alice/Apply": [".spec.replicas"] });
    expect(owners(update(b, b, "idle"))).toEqual({ "alice/Apply": [".spec.replicas"] });
  });

  it("starts from the client's managedFields when readable, from the stored ones otherwise, and from nothing after `[{}]`", () => {
    const a = apply(undefined, config({ replicas: 1 }), "alice");
    const reset = update(
      a,
      { ...a, metadata: { ...a.metadata, managedFields: [{}] }, spec: { replicas: 2 } },
      "bob",
    );
    expect(owners(reset)).toEqual({ "bob/Update": [".spec.replicas"] });
    const garbage = update(
      a,
      {
        ...a,
        metadata: { ...a.metadata, managedFields: [{ manager: 1 }] },
        spec: { replicas: 1, image: "y" },
      },
      "bob",
    );
    expect(owners(garbage)).toEqual({
      "alice/Apply": [".spec.replicas"],
      "bob/Update": [".spec.image"],
    });
  });

  it("with a status subresource, the main resource's writes do not own status, and /status owns only status", () => {
    const live = { metadata: { name: "w" }, spec: { replicas: 1 }, status: { ready: 0 } };
    const next = { metadata: { name: "w" }, spec: { replicas: 2 }, status: { ready: 1 } };
    const main = managedFieldsAfterUpdate(live, next, [], ctx("m", { statusSubresource: true }));
    expect(main![0]!.fieldsV1).toEqual({ "f:spec": { "f:replicas": {} } });
    const status = managedFieldsAfterUpdate(
      live,
      next,
      [],
      ctx("s", { statusSubresource: true, subresource: "status" }),
    );
    expect(status![0]).toMatchObject({
      manager: "s",
      subresource: "status",
      fieldsV1: { "f:status": { "f:ready": {} } },
    });
  });
});
