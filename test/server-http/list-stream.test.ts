/**
 * The streamed encoding of lists and Tables (http/list-stream.ts) gives the bytes of
 * JSON.stringify of the whole answer, plain and pretty, for every shape a list may take:
 * no items, items without JSON (undefined, functions), fields without JSON, non-ASCII text,
 * strings with newlines, nested empty containers, and an `items` field in any place.
 */
import { describe, expect, it } from "vitest";
import {
  encodeCollection,
  listCollection,
} from "../../output/server/dist/runtime/http/list-stream.js";

type Obj = { [key: string]: unknown };

const item = (name: string, extra: Obj = {}): Obj => ({
  apiVersion: "v1",
  kind: "Thing",
  metadata: { name, labels: { a: "b" } },
  spec: { list: [1, 2, { x: [] }], empty: {}, text: "line\nnext \u2028 é 🙂", n: -0.5 },
  ...extra,
});

const CASES: Record<string, Obj> = {
  "no items": {
    apiVersion: "v1",
    kind: "ThingList",
    metadata: { resourceVersion: "1" },
    items: [],
  },
  "one item": { apiVersion: "v1", kind: "ThingList", metadata: {}, items: [item("a")] },
  "many items": {
    apiVersion: "v1",
    kind: "ThingList",
    metadata: { resourceVersion: "7", continue: "abc", remainingItemCount: 3 },
    items: [item("a"), item("b"), item("c", { status: null })],
  },
  "items without JSON": {
    apiVersion: "v1",
    kind: "ThingList",
    metadata: {},
    items: [undefined, () => 1, item("a"), null],
  },
  "fields without JSON": {
    apiVersion: "v1",
    skip: undefined,
    kind: "ThingList",
    fn: () => 1,
    metadata: {},
    items: [item("a")],
    after: undefined,
  },
  "items first": { items: [item("a"), item("b")], kind: "ThingList", metadata: {} },
  "items last and alone": { items: [item("a")] },
  "fields after items": {
    kind: "ThingList",
    items: [item("a")],
    metadata: { resourceVersion: "2" },
    extra: [[], {}],
  },
};

describe("streamed collections", () => {
  for (const [name, list] of Object.entries(CASES)) {
    it(`${name}: the bytes of JSON.stringify, plain and pretty`, () => {
      const collection = listCollection(list);
      expect(collection).toBeDefined();
      expect([...encodeCollection(collection!, false)].join("")).toBe(JSON.stringify(list));
      expect([...encodeCollection(collection!, true)].join("")).toBe(
        `${JSON.stringify(list, null, 2)}\n`,
      );
    });
  }

  it("splits a large item into bounded pieces, and still writes JSON.stringify's bytes", () => {
    const labels: Record<string, string> = {};
    for (let i = 0; i < 20_000; i++)
      labels[i % 7 === 0 ? String(i) : `k${i}.example.com/name-${i}`] = `value-${i}-\u00e9\n`;
    const proto = JSON.parse('{"__proto__": {"x": 1}, "a": [1]}') as Obj;
    const huge = item("huge", {
      metadata: {
        name: "huge",
        labels,
        managedFields: [
          {
            manager: "m",
            fieldsV1: {
              "f:metadata": {
                "f:labels": Object.fromEntries(Object.keys(labels).map((k) => [`f:${k}`, {}])),
              },
            },
          },
        ],
      },
      data: {
        when: new Date(0),
        proto,
        list: Array.from({ length: 5_000 }, (_, i) =>
          i % 3 === 0 ? undefined : i % 3 === 1 ? { i, fn: () => 1 } : [i, null],
        ),
        skip: undefined,
        empty: [],
        text: "x".repeat(300_000),
      },
    });
    // Sizes are estimated from the first item on, for as long as the items are large; a large
    // item after small ones is stringified whole (bounded by the object size limit).
    const list = {
      apiVersion: "v1",
      kind: "ThingList",
      metadata: { resourceVersion: "3" },
      items: [huge, huge, item("b")],
    };
    const mixed = { ...list, items: [item("a"), huge, item("b")] };
    for (const pretty of [false, true]) {
      expect([...encodeCollection(listCollection(mixed)!, pretty)].join("")).toBe(
        pretty ? `${JSON.stringify(mixed, null, 2)}\n` : JSON.stringify(mixed),
      );
      const pieces = [...encodeCollection(listCollection(list)!, pretty)];
      expect(pieces.join("")).toBe(
        pretty ? `${JSON.stringify(list, null, 2)}\n` : JSON.stringify(list),
      );
      // One string leaf may be long (stringifying it is a copy); anything else comes in pieces of tens of KiB.
      expect(pieces.filter((p) => !p.includes("xxxxxxxx")).every((p) => p.length < 64 * 1024)).toBe(
        true,
      );
      expect(pieces.length).toBeGreaterThan(20);
    }
  });

  it("encodes mapped elements (a Table's rows) as the mapped array would be", () => {
    const fields = {
      kind: "Table",
      apiVersion: "meta.k8s.io/v1",
      metadata: {},
      columnDefinitions: [{ name: "Name" }],
      rows: [],
    };
    const objects = [item("a"), item("b")];
    const map = (o: unknown) => ({
      cells: [((o as Obj).metadata as Obj).name],
      object: { metadata: (o as Obj).metadata },
    });
    const whole = { ...fields, rows: objects.map(map) };
    expect(
      [...encodeCollection({ fields, key: "rows", elements: objects, map }, false)].join(""),
    ).toBe(JSON.stringify(whole));
    expect(
      [...encodeCollection({ fields, key: "rows", elements: objects, map }, true)].join(""),
    ).toBe(`${JSON.stringify(whole, null, 2)}\n`);
  });

  it("writes JSON.stringify's bytes for random lists, small and large items alike (as Kubernetes' TestFuzzCollection)", () => {
    let seed = 12345;
    const next = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
    const text = () =>
      [
        "",
        "a",
        'é\n"',
        "\u2028",
        "k".repeat(Math.floor(next() * 3000)),
        String(Math.floor(next() * 100)),
      ][Math.floor(next() * 6)]!;
    const value = (depth: number): unknown => {
      const r = next();
      if (depth > 4 || r < 0.3)
        return [text(), next() * 1e6 - 5e5, true, null, undefined, -0][Math.floor(next() * 6)];
      // Up to 400 members at the top, a few below: items from a few bytes to a few MB.
      const width = () => Math.floor(next() * [400, 20, 4, 4, 4][depth]!);
      if (r < 0.6) return Array.from({ length: width() }, () => value(depth + 1));
      return Object.fromEntries(Array.from({ length: width() }, () => [text(), value(depth + 1)]));
    };
    for (let round = 0; round < 30; round++) {
      const list = {
        kind: "List",
        apiVersion: "v1",
        metadata: { resourceVersion: String(round) },
        items: Array.from({ length: Math.floor(next() * 6) }, () => value(0)),
      };
      const collection = listCollection(list)!;
      expect([...encodeCollection(collection, false)].join("")).toBe(JSON.stringify(list));
      expect([...encodeCollection(collection, true)].join("")).toBe(
        `${JSON.stringify(list, null, 2)}\n`,
      );
    }
  });

  it("leaves anything but a plain object with an items array to be encoded whole", () => {
    for (const body of [
      null,
      [],
      "x",
      { items: "no" },
      { kind: "Status" },
      new (class Thing {
        items = [];
      })(),
      { items: [], toJSON: () => ({}) },
    ])
      expect(listCollection(body)).toBeUndefined();
  });
});
