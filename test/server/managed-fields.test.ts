/**
 * The field manager's handling of managedFields entries (templates/server/apimachinery/apply):
 * the cap on Update entries as capmanagers_test.go states it (TestCapUpdateManagers,
 * TestCapManagersManagerMergesEntries), decoding as DecodeManagedFields and decodeLiveOrNew do
 * (time optional, `[]` and `[{}]` reset, unreadable lists fall back to the live ones), and the
 * bounds on what a client sends (entries, FieldsV1 depth, path characters), walked without
 * recursion.
 */
import { describe, expect, it } from "vitest";
import {
  capUpdateManagers,
  managedFieldsAfterUpdate,
  startingEntries,
  type ManagedEntry,
  type WriteContext,
} from "../../templates/server/apimachinery/apply/index.js";
import {
  decodeManagedFields,
  encodeManagedFields,
  isResetManagedFields,
  MAX_MANAGED_FIELDS_PATH_CHARS,
} from "../../templates/server/apimachinery/apply/entries.js";
import {
  MAX_FIELDS_V1_DEPTH,
  readFieldsV1,
  toFieldsV1,
} from "../../templates/server/apimachinery/apply/field-set.js";

type Obj = { [key: string]: any };

const hour = (order: number) =>
  new Date(Date.UTC(2026, 0, 1, order)).toISOString().replace(/\.\d+Z$/, "Z");
const set = (...fields: string[]) => Object.fromEntries(fields.map((f) => [`f:${f}`, {}]));
const entry = (manager: string, apiVersion: string, order: number, fields: Obj): Obj => ({
  manager,
  operation: "Update",
  apiVersion,
  time: hour(order),
  fieldsType: "FieldsV1",
  fieldsV1: fields,
});

function decoded(list: Obj[]): ManagedEntry[] {
  const d = decodeManagedFields(list);
  if (!("entries" in d)) throw new Error(JSON.stringify(d));
  return d.entries;
}

describe("capUpdateManagers (capmanagers_test.go TestCapUpdateManagers, cap 3)", () => {
  const cases: { name: string; input: Obj[]; expected: Obj[] }[] = [
    {
      name: "one version, no ancient changes",
      input: [
        entry("update-manager1", "v1", 1, set("a")),
        entry("update-manager2", "v1", 2, set("b")),
        entry("update-manager3", "v1", 3, set("c")),
        entry("update-manager4", "v1", 4, set("d")),
      ],
      expected: [
        entry("ancient-changes", "v1", 2, set("a", "b")),
        entry("update-manager3", "v1", 3, set("c")),
        entry("update-manager4", "v1", 4, set("d")),
      ],
    },
    {
      name: "one version, one ancient changes",
      input: [
        entry("ancient-changes", "v1", 2, set("a", "b")),
        entry("update-manager3", "v1", 3, set("c")),
        entry("update-manager4", "v1", 4, set("d")),
        entry("update-manager5", "v1", 5, set("e")),
      ],
      expected: [
        entry("ancient-changes", "v1", 3, set("a", "b", "c")),
        entry("update-manager4", "v1", 4, set("d")),
        entry("update-manager5", "v1", 5, set("e")),
      ],
    },
    {
      name: "two versions, no ancient changes",
      input: [
        entry("update-manager1", "v1", 1, set("a")),
        entry("update-manager2", "v2", 2, set("b")),
        entry("update-manager3", "v1", 3, set("c")),
        entry("update-manager4", "v1", 4, set("d")),
        entry("update-manager5", "v1", 5, set("e")),
      ],
      expected: [
        entry("update-manager2", "v2", 2, set("b")),
        entry("ancient-changes", "v1", 4, set("a", "c", "d")),
        entry("update-manager5", "v1", 5, set("e")),
      ],
    },
    {
      name: "three versions, one ancient changes",
      input: [
        entry("update-manager2", "v2", 2, set("b")),
        entry("ancient-changes", "v1", 4, set("a", "c", "d")),
        entry("update-manager5", "v1", 5, set("e")),
        entry("update-manager6", "v3", 6, set("f")),
        entry("update-manager7", "v2", 7, set("g")),
      ],
      expected: [
        entry("ancient-changes", "v1", 5, set("a", "c", "d", "e")),
        entry("update-manager6", "v3", 6, set("f")),
        entry("ancient-changes", "v2", 7, set("b", "g")),
      ],
    },
    {
      name: "three versions, two ancient changes",
      input: [
        entry("ancient-changes", "v1", 5, set("a", "c", "d", "e")),
        entry("update-manager6", "v3", 6, set("f")),
        entry("ancient-changes", "v2", 7, set("b", "g")),
        entry("update-manager8", "v3", 8, set("h")),
      ],
      expected: [
        entry("ancient-changes", "v1", 5, set("a", "c", "d", "e")),
        entry("ancient-changes", "v2", 7, set("b", "g")),
        entry("ancient-changes", "v3", 8, set("f", "h")),
      ],
    },
    {
      name: "four versions, two ancient changes",
      input: [
        entry("ancient-changes", "v1", 5, set("a", "c", "d", "e")),
        entry("update-manager6", "v3", 6, set("f")),
        entry("ancient-changes", "v2", 7, set("b", "g")),
        entry("update-manager8", "v4", 8, set("h")),
      ],
      expected: [
        entry("ancient-changes", "v1", 5, set("a", "c", "d", "e")),
        entry("update-manager6", "v3", 6, set("f")),
        entry("ancient-changes", "v2", 7, set("b", "g")),
        entry("update-manager8", "v4", 8, set("h")),
      ],
    },
  ];
  it.each(cases)("$name", ({ input, expected }) => {
    // In Kubernetes' order too (sortEncodedManagedFields: by operation, then time).
    const capped = encodeManagedFields(capUpdateManagers(decoded(input), 3));
    expect(capped).toEqual(expected);
    // Idempotent: a second pass changes nothing.
    expect(encodeManagedFields(capUpdateManagers(decoded(capped!), 3))).toEqual(expected);
  });

  it("keeps Apply entries and the default cap of ten Update entries after every update", () => {
    let live: Obj = { metadata: { name: "w" } };
    const ctx = (manager: string, at: number): WriteContext => ({
      manager,
      apiVersion: "v1",
      statusSubresource: false,
      meta: undefined,
      now: () => new Date(Date.UTC(2026, 0, 1, 0, 0, at)),
    });
    const applied = {
      manager: "applier",
      operation: "Apply",
      apiVersion: "v1",
      fieldsType: "FieldsV1",
      fieldsV1: set("kept"),
    };
    live.metadata.managedFields = [applied];
    for (let i = 0; i < 100; i++) {
      const next = { metadata: { name: "w", labels: { ...live.metadata.labels, [`l${i}`]: "x" } } };
      const start = startingEntries(undefined, live.metadata.managedFields);
      if (!Array.isArray(start)) throw new Error("refused");
      live = {
        metadata: {
          ...next.metadata,
          managedFields: managedFieldsAfterUpdate(live, next, start, ctx(`writer-${i}`, i)),
        },
      };
      expect(
        live.metadata.managedFields.filter((e: Obj) => e.operation === "Update").length,
      ).toBeLessThanOrEqual(10);
    }
    expect(live.metadata.managedFields.find((e: Obj) => e.operation === "Apply")).toEqual(applied);
    const ancient = live.metadata.managedFields.find((e: Obj) => e.manager === "ancient-changes");
    expect(Object.keys(ancient.fieldsV1["f:metadata"]["f:labels"])).toHaveLength(91);
  });
});

describe("decoding managedFields (DecodeManagedFields, decodeLiveOrNew)", () => {
  const live = [entry("live", "v1", 1, set("a"))];

  it("entries are written in Kubernetes' order: Apply first, then by time and manager", () => {
    const applied = { ...entry("z-applier", "v1", 9, set("x")), operation: "Apply" };
    const list = [
      entry("b", "v1", 2, set("b")),
      entry("a", "v1", 2, set("a")),
      applied,
      entry("c", "v1", 1, set("c")),
    ];
    expect(encodeManagedFields(decoded(list))!.map((e) => e.manager)).toEqual([
      "z-applier",
      "c",
      "a",
      "b",
    ]);
  });

  it("time is optional: an entry without one keeps none", () => {
    const { time: _t, ...timeless } = entry("m", "v1", 1, set("a"));
    expect(encodeManagedFields(decoded([timeless]))).toEqual([timeless]);
    expect(encodeManagedFields(decoded([{ ...timeless, time: null }]))).toEqual([timeless]);
  });

  it("`[]` and `[{}]` reset; null, missing and unreadable lists fall back to the live entries", () => {
    expect(isResetManagedFields([])).toBe(true);
    expect(isResetManagedFields([{}])).toBe(true);
    expect(isResetManagedFields([{}, {}])).toBe(false);
    expect(isResetManagedFields(null)).toBe(false);
    expect(startingEntries([], live)).toEqual([]);
    expect(startingEntries([{}], live)).toEqual([]);
    for (const sent of [
      undefined,
      null,
      "x",
      [{ manager: "m" }],
      [{ ...live[0], apiVersion: "" }],
      [{ ...live[0], fieldsType: undefined }],
      [{ ...live[0], time: "soon" }],
      [{ ...live[0], fieldsV1: { "k:[": {} } }],
    ]) {
      expect(
        (startingEntries(sent, live) as ManagedEntry[]).map((e) => e.manager),
        JSON.stringify(sent),
      ).toEqual(["live"]);
    }
  });

  it("a subresource write starts from the live entries whatever it sends", () => {
    expect((startingEntries([{}], live, "status") as ManagedEntry[]).map((e) => e.manager)).toEqual(
      ["live"],
    );
  });

  it("entries of one identity: the last one read wins (BuildManagerIdentifier)", () => {
    expect(
      decoded([entry("m", "v1", 1, set("a")), entry("m", "v1", 2, set("b"))]).map((e) => [
        ...e.fields,
      ]),
    ).toEqual([["f:b"]]);
    expect(decoded([entry("m", "v1", 1, set("a")), entry("m", "v2", 2, set("b"))])).toHaveLength(2);
  });
});

describe("bounds on what a client sends", () => {
  it("too many entries: a TooMany error on metadata.managedFields; the live list is not bounded so", () => {
    const many = Array.from({ length: 1001 }, (_, i) => entry(`m${i}`, "v1", 1, set("a")));
    expect(startingEntries(many, [])).toEqual({
      type: "FieldValueTooMany",
      field: "metadata.managedFields",
      badValue: 1001,
      detail: "must have at most 1000 items",
    });
    expect(startingEntries(undefined, many)).toHaveLength(1001);
  });

  it("a FieldsV1 past the depth bound is refused, read without recursion at any depth", () => {
    let deep: Obj = {};
    for (let i = 0; i < 200_000; i++) deep = { "f:a": deep };
    expect(readFieldsV1(deep)).toEqual({
      error: `may not nest deeper than ${MAX_FIELDS_V1_DEPTH} levels`,
      limit: true,
    });
    expect(startingEntries([entry("m", "v1", 1, deep)], [])).toMatchObject({
      type: "FieldValueTooLong",
      field: "metadata.managedFields[0].fieldsV1",
    });
    // An unreadable live FieldsV1 counts as none.
    expect(startingEntries(undefined, [entry("m", "v1", 1, deep)])).toEqual([]);
    let ok: Obj = {};
    for (let i = 1; i < MAX_FIELDS_V1_DEPTH; i++) ok = { "f:a": ok };
    const read = readFieldsV1(ok);
    expect("paths" in read && read.paths.size).toBe(1);
    // Written back without recursion too.
    if ("paths" in read)
      expect(JSON.stringify(toFieldsV1(read.paths)).length).toBeGreaterThan(
        MAX_FIELDS_V1_DEPTH * 6,
      );
  });

  it("field paths past the character budget are refused on metadata.managedFields", () => {
    const wide = Object.fromEntries(
      Array.from({ length: 2000 }, (_, i) => [`f:${"x".repeat(1000)}${i}`, {}]),
    );
    const list = Array.from({ length: 10 }, (_, i) => entry(`m${i}`, "v1", 1, wide));
    expect(MAX_MANAGED_FIELDS_PATH_CHARS).toBeLessThan(10 * 2000 * 1000);
    // The list the server stored may take more.
    expect(startingEntries(undefined, list.slice(0, 1))).toHaveLength(1);
    expect(startingEntries(list, [])).toMatchObject({
      type: "FieldValueTooLong",
      field: "metadata.managedFields",
    });
  });
});
