/**
 * PATCH: JSON Patch (RFC 6902 appendix A, evanphx/json-patch's errors), JSON Merge Patch
 * (RFC 7386 appendix A) and strategic merge patch (cases of k8s.io/apimachinery's
 * strategicpatch tests, and Kubernetes-shaped objects).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { ApiError } from "../../templates/server/apimachinery/status.js";
import {
  APPLY_PATCH_YAML,
  applyJsonPatch,
  applyMergePatch,
  applyPatch,
  applyStrategicMergePatch,
  isApplyPatch,
  JSON_PATCH,
  MAX_JSON_PATCH_OPERATIONS,
  MERGE_PATCH,
  STRATEGIC_MERGE_PATCH,
  type PatchMeta,
} from "../../templates/server/apimachinery/patch/index.js";
import { runs } from "../helpers/runs.js";

function apiError(run: () => unknown): ApiError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error("no error");
}

const GENERIC_422 = "the server rejected our request due to an error in our request";

describe("applyPatch: media types", () => {
  it("apply patches are the handlers' (server-side apply), not applyPatch's: it refuses them as any type it does not apply", () => {
    for (const type of [APPLY_PATCH_YAML, "application/apply-patch+cbor"]) {
      const e = apiError(() => applyPatch({}, type, {}, undefined));
      expect(e.code).toBe(415);
      expect(e.status.reason).toBe("UnsupportedMediaType");
    }
    expect(isApplyPatch("application/apply-patch+yaml; charset=utf-8")).toBe(true);
    expect(isApplyPatch("application/apply-patch+cbor")).toBe(false);
  });

  it("415 for other types, listing the patch types served", () => {
    const e = apiError(() => applyPatch({}, "application/json", {}, undefined));
    expect(e.code).toBe(415);
    expect(e.message).toBe(
      "the body of the request was in an unknown format - accepted media types include: application/json-patch+json, application/merge-patch+json, application/strategic-merge-patch+json, application/apply-patch+yaml",
    );
  });

  it("dispatches by type (parameters and case ignored)", () => {
    const current = { metadata: { labels: { a: "1" } }, list: [1, 2] };
    expect(
      applyPatch(
        current,
        `${JSON_PATCH}; charset=utf-8`,
        [{ op: "add", path: "/list/-", value: 3 }],
        undefined,
      ),
    ).toEqual({ metadata: { labels: { a: "1" } }, list: [1, 2, 3] });
    expect(applyPatch(current, MERGE_PATCH.toUpperCase(), { list: [3] }, undefined)).toEqual({
      metadata: { labels: { a: "1" } },
      list: [3],
    });
    expect(
      applyPatch(
        current,
        STRATEGIC_MERGE_PATCH,
        { list: [3] },
        { fields: { list: { strategy: "merge" } } },
      ),
    ).toEqual({ metadata: { labels: { a: "1" } }, list: [3, 1, 2] });
    expect(current).toEqual({ metadata: { labels: { a: "1" } }, list: [1, 2] });
  });

  it("400 for hostile nesting", () => {
    let deep: unknown = 1;
    for (let i = 0; i < 2000; i++) deep = { a: deep };
    for (const type of [JSON_PATCH, MERGE_PATCH, STRATEGIC_MERGE_PATCH]) {
      const e = apiError(() =>
        applyPatch(
          {},
          type,
          type === JSON_PATCH ? [{ op: "add", path: "/a", value: deep }] : deep,
          undefined,
        ),
      );
      expect(e.code).toBe(400);
      expect(e.message).toBe("the patch nests deeper than 1000 levels");
    }
  });
});

describe("JSON Patch (RFC 6902)", () => {
  // RFC 6902 appendix A, plus cases of Kubernetes' library: [name, document, patch, result]
  const table: readonly (readonly [string, object, unknown, object])[] = [
    [
      "A.1 add an object member",
      { foo: "bar" },
      [{ op: "add", path: "/baz", value: "qux" }],
      { baz: "qux", foo: "bar" },
    ],
    [
      "A.2 add an array element",
      { foo: ["bar", "baz"] },
      [{ op: "add", path: "/foo/1", value: "qux" }],
      { foo: ["bar", "qux", "baz"] },
    ],
    [
      "A.3 remove an object member",
      { baz: "qux", foo: "bar" },
      [{ op: "remove", path: "/baz" }],
      { foo: "bar" },
    ],
    [
      "A.4 remove an array element",
      { foo: ["bar", "qux", "baz"] },
      [{ op: "remove", path: "/foo/1" }],
      { foo: ["bar", "baz"] },
    ],
    [
      "A.5 replace a value",
      { baz: "qux", foo: "bar" },
      [{ op: "replace", path: "/baz", value: "boo" }],
      { baz: "boo", foo: "bar" },
    ],
    [
      "A.6 move a value",
      { foo: { bar: "baz", waldo: "fred" }, qux: { corge: "grault" } },
      [{ op: "move", from: "/foo/waldo", path: "/qux/thud" }],
      { foo: { bar: "baz" }, qux: { corge: "grault", thud: "fred" } },
    ],
    [
      "A.7 move an array element",
      { foo: ["all", "grass", "cows", "eat"] },
      [{ op: "move", from: "/foo/1", path: "/foo/3" }],
      { foo: ["all", "cows", "eat", "grass"] },
    ],
    [
      "A.8 test a value",
      { baz: "qux", foo: ["a", 2, "c"] },
      [
        { op: "test", path: "/baz", value: "qux" },
        { op: "test", path: "/foo/1", value: 2 },
      ],
      { baz: "qux", foo: ["a", 2, "c"] },
    ],
    [
      "A.10 add a nested member object",
      { foo: "bar" },
      [{ op: "add", path: "/child", value: { grandchild: {} } }],
      { foo: "bar", child: { grandchild: {} } },
    ],
    [
      "A.11 ignore unrecognized elements",
      { foo: "bar" },
      [{ op: "add", path: "/baz", value: "qux", xyz: 123 }],
      { foo: "bar", baz: "qux" },
    ],
    [
      "A.14 ~ escape ordering",
      { "/": 9, "~1": 10 },
      [{ op: "test", path: "/~01", value: 10 }],
      { "/": 9, "~1": 10 },
    ],
    [
      "A.16 add an array value",
      { foo: ["bar"] },
      [{ op: "add", path: "/foo/-", value: ["abc", "def"] }],
      { foo: ["bar", ["abc", "def"]] },
    ],
    ["add replaces an existing member", { a: 1 }, [{ op: "add", path: "/a", value: 2 }], { a: 2 }],
    ["add at the end by index", { a: [1] }, [{ op: "add", path: "/a/1", value: 2 }], { a: [1, 2] }],
    [
      "copy",
      { a: { b: [1] } },
      [{ op: "copy", from: "/a", path: "/c" }],
      { a: { b: [1] }, c: { b: [1] } },
    ],
    [
      "copy is deep",
      { a: { b: 1 } },
      [
        { op: "copy", from: "/a", path: "/c" },
        { op: "replace", path: "/c/b", value: 2 },
      ],
      { a: { b: 1 }, c: { b: 2 } },
    ],
    [
      "test of deep values, key order aside",
      { a: { x: [1, { y: 2 }], z: null } },
      [{ op: "test", path: "/a", value: { z: null, x: [1, { y: 2 }] } }],
      { a: { x: [1, { y: 2 }], z: null } },
    ],
    [
      "test: a missing member equals null (Kubernetes)",
      { a: 1 },
      [{ op: "test", path: "/b", value: null }],
      { a: 1 },
    ],
    [
      "test: a null member equals null",
      { a: null },
      [{ op: "test", path: "/a", value: null }],
      { a: null },
    ],
    [
      "a label with a slash",
      { metadata: { labels: { "app.kubernetes.io/name": "x" } } },
      [{ op: "replace", path: "/metadata/labels/app.kubernetes.io~1name", value: "y" }],
      { metadata: { labels: { "app.kubernetes.io/name": "y" } } },
    ],
    [
      "a member named like an Object.prototype property",
      { metadata: {} },
      [{ op: "add", path: "/metadata/constructor", value: "c" }],
      { metadata: { constructor: "c" } },
    ],
    [
      "operations apply in order",
      { a: [] },
      [
        { op: "add", path: "/a/-", value: 1 },
        { op: "add", path: "/a/0", value: 0 },
        { op: "remove", path: "/a/1" },
      ],
      { a: [0] },
    ],
    ["a null patch changes nothing", { a: 1 }, null, { a: 1 }],
    ["an empty patch changes nothing", { a: 1 }, [], { a: 1 }],
  ];
  for (const [name, doc, patch, want] of table) {
    it(name, () => {
      const before = JSON.stringify(doc);
      expect(applyJsonPatch(doc, patch)).toEqual(want);
      expect(JSON.stringify(doc)).toBe(before);
    });
  }

  // Operations that do not apply: 422 Invalid, with evanphx/json-patch's words as the cause.
  const fails: readonly (readonly [string, object, unknown, string])[] = [
    [
      "A.9 a failed test",
      { baz: "qux" },
      [{ op: "test", path: "/baz", value: "bar" }],
      "testing value /baz failed: test failed",
    ],
    [
      "A.12 add to a missing parent",
      { foo: "bar" },
      [{ op: "add", path: "/baz/bat", value: "qux" }],
      'add operation does not apply: doc is missing path: "/baz/bat": missing value',
    ],
    [
      "A.15 a test comparing strings and numbers",
      { "/": 9, "~1": 10 },
      [{ op: "test", path: "/~01", value: "10" }],
      "testing value /~01 failed: test failed",
    ],
    [
      "test of a missing member",
      { a: 1 },
      [{ op: "test", path: "/b", value: 1 }],
      "testing value /b failed: test failed",
    ],
    [
      "test of a missing parent",
      { a: 1 },
      [{ op: "test", path: "/b/c", value: 1 }],
      "test operation does not apply: is missing path: /b/c: missing value",
    ],
    [
      "remove of a missing member",
      { a: 1 },
      [{ op: "remove", path: "/b" }],
      "error in remove for path: '/b': Unable to remove nonexistent key: b: missing value",
    ],
    [
      "remove of an inherited name",
      { metadata: {} },
      [{ op: "remove", path: "/metadata/constructor" }],
      "error in remove for path: '/metadata/constructor': Unable to remove nonexistent key: constructor: missing value",
    ],
    [
      "remove past the end",
      { a: [1] },
      [{ op: "remove", path: "/a/1" }],
      "error in remove for path: '/a/1': Unable to access invalid index: 1: invalid index referenced",
    ],
    [
      "replace of a missing member",
      { a: 1 },
      [{ op: "replace", path: "/b", value: 2 }],
      "replace operation does not apply: doc is missing key: /b: missing value",
    ],
    [
      "replace of an inherited name",
      { a: {} },
      [{ op: "replace", path: "/a/toString", value: 2 }],
      "replace operation does not apply: doc is missing key: /a/toString: missing value",
    ],
    [
      "replace under a missing parent",
      { a: 1 },
      [{ op: "replace", path: "/b/c", value: 2 }],
      "replace operation does not apply: doc is missing path: /b/c: missing value",
    ],
    [
      "replace through a scalar",
      { a: 1 },
      [{ op: "replace", path: "/a/b", value: 2 }],
      "replace operation does not apply: doc is missing path: /a/b: missing value",
    ],
    [
      "add past the end",
      { a: [1] },
      [{ op: "add", path: "/a/3", value: 2 }],
      "error in add for path: '/a/3': Unable to access invalid index: 3: invalid index referenced",
    ],
    [
      "add at a non-numeric index",
      { a: [1] },
      [{ op: "add", path: "/a/x", value: 2 }],
      `error in add for path: '/a/x': strconv.Atoi: parsing "x": invalid syntax`,
    ],
    [
      "add at a negative index",
      { a: [1] },
      [{ op: "add", path: "/a/-1", value: 2 }],
      "error in add for path: '/a/-1': Unable to access invalid index: -1: invalid index referenced",
    ],
    [
      "add at the root",
      { a: 1 },
      [{ op: "add", path: "", value: {} }],
      'add operation does not apply: doc is missing path: "": missing value',
    ],
    [
      "a path without its slash",
      { a: 1 },
      [{ op: "add", path: "a", value: 2 }],
      'add operation does not apply: doc is missing path: "a": missing value',
    ],
    [
      "move from a missing member",
      { a: 1 },
      [{ op: "move", from: "/b", path: "/c" }],
      "error in move for path: 'b': Unable to remove nonexistent key: b: missing value",
    ],
    [
      "move into its own child",
      { a: { b: 1 } },
      [{ op: "move", from: "/a", path: "/a/c" }],
      "move operation does not apply: doc is missing destination path: /a/c: missing value",
    ],
    [
      "copy from a missing member",
      { a: 1 },
      [{ op: "copy", from: "/b", path: "/c" }],
      "copy operation does not apply: doc is missing from path: /b: missing value",
    ],
    ["an unknown op", { a: 1 }, [{ op: "merge", path: "/a", value: 1 }], "Unexpected kind: merge"],
    ["no op", { a: 1 }, [{ path: "/a" }], "Unexpected kind: unknown"],
    ["a null operation", { a: 1 }, [null], "Unexpected kind: unknown"],
    [
      "no path",
      { a: 1 },
      [{ op: "add", value: 1 }],
      "add operation failed to decode path: missing value",
    ],
    [
      "a path that is not a string",
      { a: 1 },
      [{ op: "replace", path: 1, value: 1 }],
      "replace operation failed to decode path: json: cannot unmarshal number into Go value of type string",
    ],
    [
      "a __proto__ path",
      { a: {} },
      [{ op: "add", path: "/a/__proto__", value: { polluted: true } }],
      "JSON-Patch: modifying `__proto__` or `constructor/prototype` prop is banned for security reasons, if this was on purpose, please set `banPrototypeModifications` flag false and pass it to this function. More info in fast-json-patch README",
    ],
    [
      "the first failure stops the patch",
      { a: 1 },
      [
        { op: "add", path: "/b", value: 2 },
        { op: "test", path: "/a", value: 2 },
        { op: "remove", path: "/zzz" },
      ],
      "testing value /a failed: test failed",
    ],
  ];
  for (const [name, doc, patch, cause] of fails) {
    it(`422: ${name}`, () => {
      const before = JSON.stringify(doc);
      const e = apiError(() => applyPatch(doc, JSON_PATCH, patch, undefined));
      expect(e.code).toBe(422);
      expect(e.status).toEqual({
        kind: "Status",
        apiVersion: "v1",
        metadata: {},
        status: "Failure",
        message: GENERIC_422,
        reason: "Invalid",
        details: { causes: [{ message: cause }] },
        code: 422,
      });
      expect(JSON.stringify(doc)).toBe(before);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });
  }

  const malformed: readonly (readonly [string, unknown, string])[] = [
    [
      "an object",
      { op: "add" },
      "json: cannot unmarshal object into Go value of type jsonpatch.Patch",
    ],
    ["a string", "x", "json: cannot unmarshal string into Go value of type jsonpatch.Patch"],
    [
      "a list of strings",
      ["add"],
      "json: cannot unmarshal string into Go value of type jsonpatch.Operation",
    ],
    [
      "a list of lists",
      [[]],
      "json: cannot unmarshal array into Go value of type jsonpatch.Operation",
    ],
  ];
  for (const [name, patch, message] of malformed) {
    it(`400: ${name}`, () => {
      const e = apiError(() => applyJsonPatch({}, patch));
      expect(e.code).toBe(400);
      expect(e.status.reason).toBe("BadRequest");
      expect(e.message).toBe(message);
    });
  }

  it(`413 past ${MAX_JSON_PATCH_OPERATIONS} operations`, () => {
    const ops = Array.from({ length: MAX_JSON_PATCH_OPERATIONS + 1 }, () => ({
      op: "test",
      path: "/a",
      value: 1,
    }));
    const e = apiError(() => applyJsonPatch({ a: 1 }, ops));
    expect(e.code).toBe(413);
    expect(e.message).toBe(
      "Request entity too large: The allowed maximum operations in a JSON patch is 10000, got 10001",
    );
    expect(applyJsonPatch({ a: 1 }, ops.slice(1))).toEqual({ a: 1 });
  });

  it("keeps __proto__ members as data", () => {
    const doc = JSON.parse('{"a":{"__proto__":{"x":1}}}') as object;
    const out = applyJsonPatch(doc, [
      { op: "add", path: "/b", value: JSON.parse('{"__proto__":{"y":2}}') },
    ]) as Record<string, Record<string, unknown>>;
    expect(Object.prototype.hasOwnProperty.call(out.a, "__proto__")).toBe(true);
    expect(Object.prototype.hasOwnProperty.call(out.b, "__proto__")).toBe(true);
    expect(JSON.stringify(out)).toBe('{"a":{"__proto__":{"x":1}},"b":{"__proto__":{"y":2}}}');
  });
});

describe("JSON Merge Patch (RFC 7386)", () => {
  // RFC 7386 appendix A (the cases with an object target and patch), plus evanphx/json-patch's pruning.
  const table: readonly (readonly [object, object, object])[] = [
    [{ a: "b" }, { a: "c" }, { a: "c" }],
    [{ a: "b" }, { b: "c" }, { a: "b", b: "c" }],
    [{ a: "b" }, { a: null }, {}],
    [{ a: "b", b: "c" }, { a: null }, { b: "c" }],
    [{ a: ["b"] }, { a: "c" }, { a: "c" }],
    [{ a: "c" }, { a: ["b"] }, { a: ["b"] }],
    [{ a: { b: "c" } }, { a: { b: "d", c: null } }, { a: { b: "d" } }],
    [{ a: [{ b: "c" }] }, { a: [1] }, { a: [1] }],
    [{ e: null }, { a: 1 }, { e: null, a: 1 }],
    [{}, { a: { bb: { ccc: null } } }, { a: { bb: {} } }],
    [{ a: 1 }, { a: { b: null, c: 2 } }, { a: { c: 2 } }],
    [{ a: { b: 1 } }, { a: [{ c: null }] }, { a: [{ c: null }] }],
    [{ a: null }, { a: { b: null, c: [null, { d: null }] } }, { a: { c: [null, {}] } }],
    [
      { metadata: { labels: { a: "1", b: "2" } } },
      { metadata: { labels: { b: null, c: "3" } } },
      { metadata: { labels: { a: "1", c: "3" } } },
    ],
    [{ a: 1 }, {}, { a: 1 }],
  ];
  for (const [doc, patch, want] of table) {
    it(`${JSON.stringify(doc)} + ${JSON.stringify(patch)}`, () => {
      const before = JSON.stringify([doc, patch]);
      expect(applyMergePatch(doc, patch)).toEqual(want);
      expect(JSON.stringify([doc, patch])).toBe(before);
    });
  }

  it("400 Invalid JSON Patch for a patch that is not an object", () => {
    for (const patch of [null, "x", 1, true, ["c"]]) {
      const e = apiError(() => applyMergePatch({ a: 1 }, patch));
      expect(e.code).toBe(400);
      expect(e.message).toBe("Invalid JSON Patch");
    }
  });

  it("equals a strategic merge patch without metadata when lists hold no nulls", () => {
    const key = fc.constantFrom("a", "b", "c", "d");
    const { doc } = fc.letrec<{ doc: Record<string, unknown>; value: unknown }>((tie) => ({
      doc: fc.dictionary(key, tie("value"), { maxKeys: 4 }),
      value: fc.oneof(
        { depthSize: "small" },
        fc.string({ maxLength: 3 }),
        fc.integer(),
        fc.boolean(),
        fc.constant(null),
        fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 2 })), { maxLength: 3 }),
        tie("doc"),
      ),
    }));
    fc.assert(
      fc.property(doc, doc, (current, patch) => {
        expect(applyStrategicMergePatch(current, patch, undefined)).toEqual(
          applyMergePatch(current, patch),
        );
      }),
      { numRuns: runs(2000) },
    );
  });

  it("keeps __proto__ members as data", () => {
    const out = applyMergePatch({}, JSON.parse('{"__proto__":{"polluted":true}}') as object);
    expect(Object.prototype.hasOwnProperty.call(out, "__proto__")).toBe(true);
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

// The test type of k8s.io/apimachinery's strategicpatch tests (MergeItem).
const mergeItem: PatchMeta = {};
const retainKeysStruct: PatchMeta = {
  fields: {
    simpleMap: {},
    nonMergingList: { items: mergeItem },
    mergingList: { strategy: "merge", mergeKey: "name", items: mergeItem },
    mergingIntList: { strategy: "merge" },
  },
};
mergeItem.fields = {
  mergingList: { strategy: "merge", mergeKey: "name", items: mergeItem },
  nonMergingList: { items: mergeItem },
  mergingIntList: { strategy: "merge" },
  nonMergingIntList: {},
  mergeItemPtr: { strategy: "merge", mergeKey: "name", items: mergeItem },
  simpleMap: {},
  replacingItem: { strategy: "replace" },
  retainKeysMap: { ...retainKeysStruct, strategy: "retainKeys" },
  retainKeysMergingList: { strategy: "merge,retainKeys", mergeKey: "name", items: mergeItem },
};

interface Fixture {
  readonly name: string;
  readonly original: string;
  readonly twoWay: string;
  readonly modified: string;
  readonly current: string;
  readonly threeWay: string;
  readonly result: string;
}

// Cases of strategicpatch's patch_test.go: the two-way patch turns original into modified, the
// three-way patch turns current into result.
const fixtures: readonly Fixture[] = [
  {
    name: "nested patch merge with empty list",
    original: "name: hi\n",
    twoWay: "mergingList:\n- name: hello\n- $patch: delete\n  name: doesntexist\n",
    modified: "name: hi\nmergingList:\n- name: hello\n",
    current: "name: hi\nmergingList:\n- name: hello2\n",
    threeWay:
      "$setElementOrder/mergingList:\n- name: hello\n- name: doesntexist\nmergingList:\n- name: hello\n",
    result: "name: hi\nmergingList:\n- name: hello\n- name: hello2\n",
  },
  {
    name: "delete items in lists of scalars",
    original: "mergingIntList: [1, 2, 3]\n",
    twoWay:
      "$setElementOrder/mergingIntList: [1, 2]\n$deleteFromPrimitiveList/mergingIntList: [3]\n",
    modified: "mergingIntList: [1, 2]\n",
    current: "mergingIntList: [1, 2, 3, 4]\n",
    threeWay:
      "$setElementOrder/mergingIntList: [1, 2]\n$deleteFromPrimitiveList/mergingIntList: [3]\n",
    result: "mergingIntList: [1, 2, 4]\n",
  },
  {
    name: "delete all duplicate items in lists of scalars",
    original: "mergingIntList: [1, 2, 3, 3]\n",
    twoWay:
      "$setElementOrder/mergingIntList: [1, 2]\n$deleteFromPrimitiveList/mergingIntList: [3]\n",
    modified: "mergingIntList: [1, 2]\n",
    current: "mergingIntList: [1, 2, 3, 3, 4]\n",
    threeWay:
      "$setElementOrder/mergingIntList: [1, 2]\n$deleteFromPrimitiveList/mergingIntList: [3]\n",
    result: "mergingIntList: [1, 2, 4]\n",
  },
  {
    name: "add and delete items in lists of scalars",
    original: "mergingIntList: [1, 2, 3]\n",
    twoWay:
      "$setElementOrder/mergingIntList: [1, 2, 4]\n$deleteFromPrimitiveList/mergingIntList: [3]\nmergingIntList: [4]\n",
    modified: "mergingIntList: [1, 2, 4]\n",
    current: "mergingIntList: [1, 2, 3, 4]\n",
    threeWay:
      "$setElementOrder/mergingIntList: [1, 2, 4]\n$deleteFromPrimitiveList/mergingIntList: [3]\n",
    result: "mergingIntList: [1, 2, 4]\n",
  },
  {
    name: "merge lists of maps",
    original: "mergingList:\n  - name: 1\n  - name: 2\n    value: 2\n",
    twoWay:
      "$setElementOrder/mergingList:\n  - name: 4\n  - name: 1\n  - name: 2\n  - name: 3\nmergingList:\n  - name: 4\n    value: 4\n  - name: 3\n    value: 3\n",
    modified:
      "mergingList:\n  - name: 4\n    value: 4\n  - name: 1\n  - name: 2\n    value: 2\n  - name: 3\n    value: 3\n",
    current: "mergingList:\n  - name: 1\n    other: a\n  - name: 2\n    value: 2\n    other: b\n",
    threeWay:
      "$setElementOrder/mergingList:\n  - name: 4\n  - name: 1\n  - name: 2\n  - name: 3\nmergingList:\n  - name: 4\n    value: 4\n  - name: 3\n    value: 3\n",
    result:
      "mergingList:\n  - name: 4\n    value: 4\n  - name: 1\n    other: a\n  - name: 2\n    value: 2\n    other: b\n  - name: 3\n    value: 3\n",
  },
  {
    name: "add field to map in merging list with conflict",
    original: "mergingList:\n  - name: 1\n  - name: 2\n    value: 2\n",
    twoWay:
      "$setElementOrder/mergingList:\n  - name: 1\n  - name: 2\nmergingList:\n  - name: 1\n    value: 1\n",
    modified: "mergingList:\n  - name: 1\n    value: 1\n  - name: 2\n    value: 2\n",
    current: "mergingList:\n  - name: 1\n    other: a\n  - name: 3\n    value: 2\n    other: b\n",
    threeWay:
      "$setElementOrder/mergingList:\n  - name: 1\n  - name: 2\nmergingList:\n  - name: 1\n    value: 1\n  - name: 2\n    value: 2\n",
    result:
      "mergingList:\n  - name: 1\n    value: 1\n    other: a\n  - name: 2\n    value: 2\n  - name: 3\n    value: 2\n    other: b\n",
  },
  {
    name: "delete missing map from merging list with conflict",
    original: "mergingList:\n  - name: 1\n  - name: 2\n",
    twoWay:
      "$setElementOrder/mergingList:\n  - name: 2\nmergingList:\n  - name: 1\n    $patch: delete\n",
    modified: "mergingList:\n  - name: 2\n",
    current: "mergingList:\n  - name: 3\n    other: a\n",
    threeWay:
      "$setElementOrder/mergingList:\n  - name: 2\nmergingList:\n  - name: 2\n  - name: 1\n    $patch: delete\n",
    result: "mergingList:\n  - name: 2\n  - name: 3\n    other: a\n",
  },
  {
    name: "add map and delete map from merging list",
    original: "mergingList:\n  - name: 1\n  - name: 2\n",
    twoWay:
      "$setElementOrder/mergingList:\n  - name: 2\n  - name: 3\nmergingList:\n  - name: 3\n  - name: 1\n    $patch: delete\n",
    modified: "mergingList:\n  - name: 2\n  - name: 3\n",
    current: "mergingList:\n  - name: 1\n  - name: 2\n    other: b\n  - name: 4\n    other: c\n",
    threeWay:
      "$setElementOrder/mergingList:\n  - name: 2\n  - name: 3\nmergingList:\n  - name: 3\n  - name: 1\n    $patch: delete\n",
    result: "mergingList:\n  - name: 2\n    other: b\n  - name: 4\n    other: c\n  - name: 3\n",
  },
  {
    name: "add map and delete map from merging list with conflict",
    original: "mergingList:\n  - name: 1\n  - name: 2\n",
    twoWay:
      "$setElementOrder/mergingList:\n  - name: 2\n  - name: 3\nmergingList:\n  - name: 3\n  - name: 1\n    $patch: delete\n",
    modified: "mergingList:\n  - name: 2\n  - name: 3\n",
    current: "mergingList:\n  - name: 1\n    other: a\n  - name: 4\n    other: c\n",
    threeWay:
      "$setElementOrder/mergingList:\n  - name: 2\n  - name: 3\nmergingList:\n  - name: 2\n  - name: 3\n  - name: 1\n    $patch: delete\n",
    result: "mergingList:\n  - name: 4\n    other: c\n  - name: 2\n  - name: 3\n",
  },
  {
    name: "delete field from map in merging list with conflict",
    original: "mergingList:\n  - name: 1\n    value: 1\n  - name: 2\n    value: 2\n",
    twoWay:
      "$setElementOrder/mergingList:\n  - name: 1\n  - name: 2\nmergingList:\n  - name: 1\n    value: null\n",
    modified: "mergingList:\n  - name: 1\n  - name: 2\n    value: 2\n",
    current: "mergingList:\n  - name: 1\n    value: a\n    other: a\n  - name: 2\n    value: 2\n",
    threeWay:
      "$setElementOrder/mergingList:\n  - name: 1\n  - name: 2\nmergingList:\n  - name: 1\n    value: null\n",
    result: "mergingList:\n  - name: 1\n    other: a\n  - name: 2\n    value: 2\n",
  },
  {
    name: "replace non merging list nested in merging list with deletion conflict",
    original:
      "mergingList:\n  - name: 1\n    nonMergingList:\n      - name: 1\n      - name: 2\n        value: 2\n  - name: 2\n",
    twoWay:
      "$setElementOrder/mergingList:\n  - name: 1\n  - name: 2\nmergingList:\n  - name: 1\n    nonMergingList:\n      - name: 1\n        value: 1\n",
    modified:
      "mergingList:\n  - name: 1\n    nonMergingList:\n      - name: 1\n        value: 1\n  - name: 2\n",
    current:
      "mergingList:\n  - name: 1\n    other: a\n    nonMergingList:\n      - name: 2\n        value: 2\n  - name: 2\n    other: b\n",
    threeWay:
      "$setElementOrder/mergingList:\n  - name: 1\n  - name: 2\nmergingList:\n  - name: 1\n    nonMergingList:\n      - name: 1\n        value: 1\n",
    result:
      "mergingList:\n  - name: 1\n    other: a\n    nonMergingList:\n      - name: 1\n        value: 1\n  - name: 2\n    other: b\n",
  },
  {
    name: "add field to map in merging list nested in merging list with value conflict",
    original:
      "mergingList:\n  - name: 1\n    mergingList:\n      - name: 1\n      - name: 2\n        value: 2\n  - name: 2\n",
    twoWay:
      "$setElementOrder/mergingList:\n  - name: 1\n  - name: 2\nmergingList:\n  - $setElementOrder/mergingList:\n      - name: 1\n      - name: 2\n    name: 1\n    mergingList:\n      - name: 1\n        value: 1\n",
    modified:
      "mergingList:\n  - name: 1\n    mergingList:\n      - name: 1\n        value: 1\n      - name: 2\n        value: 2\n  - name: 2\n",
    current:
      "mergingList:\n  - name: 1\n    other: a\n    mergingList:\n      - name: 1\n        value: a\n        other: c\n      - name: 2\n        value: b\n        other: d\n  - name: 2\n    other: b\n",
    threeWay:
      "$setElementOrder/mergingList:\n  - name: 1\n  - name: 2\nmergingList:\n  - $setElementOrder/mergingList:\n      - name: 1\n      - name: 2\n    name: 1\n    mergingList:\n      - name: 1\n        value: 1\n      - name: 2\n        value: 2\n",
    result:
      "mergingList:\n  - name: 1\n    other: a\n    mergingList:\n      - name: 1\n        value: 1\n        other: c\n      - name: 2\n        value: 2\n        other: d\n  - name: 2\n    other: b\n",
  },
  {
    name: "reorder a nested merging list with $setElementOrder",
    original:
      "mergingList:\n  - name: 1\n    mergingList:\n      - name: 1\n      - name: 2\n        value: 2\n  - name: 2\n",
    twoWay:
      "$setElementOrder/mergingList:\n  - name: 1\n  - name: 2\nmergingList:\n  - $setElementOrder/mergingList:\n      - name: 2\n      - name: 1\n    name: 1\n    mergingList:\n      - name: 1\n        value: 1\n",
    modified:
      "mergingList:\n  - name: 1\n    mergingList:\n      - name: 2\n        value: 2\n      - name: 1\n        value: 1\n  - name: 2\n",
    current:
      "mergingList:\n  - name: 1\n    other: a\n    mergingList:\n      - name: 2\n        value: 2\n        other: d\n  - name: 2\n    other: b\n",
    threeWay:
      "$setElementOrder/mergingList:\n  - name: 1\n  - name: 2\nmergingList:\n  - $setElementOrder/mergingList:\n      - name: 2\n      - name: 1\n    name: 1\n    mergingList:\n      - name: 1\n        value: 1\n",
    result:
      "mergingList:\n  - name: 1\n    other: a\n    mergingList:\n      - name: 2\n        value: 2\n        other: d\n      - name: 1\n        value: 1\n  - name: 2\n    other: b\n",
  },
  {
    name: "add map to merging list by pointer",
    original: "mergeItemPtr:\n  - name: 1\n",
    twoWay:
      "$setElementOrder/mergeItemPtr:\n  - name: 1\n  - name: 2\nmergeItemPtr:\n  - name: 2\n",
    modified: "mergeItemPtr:\n  - name: 1\n  - name: 2\n",
    current: "mergeItemPtr:\n  - name: 1\n    other: a\n  - name: 3\n",
    threeWay:
      "$setElementOrder/mergeItemPtr:\n  - name: 1\n  - name: 2\nmergeItemPtr:\n  - name: 2\n",
    result: "mergeItemPtr:\n  - name: 1\n    other: a\n  - name: 2\n  - name: 3\n",
  },
  {
    name: "add an item to a list of scalars in the given order, around server-only items",
    original: "mergingIntList: [1, 2]",
    twoWay: "{$setElementOrder/mergingIntList: [3, 1, 2], mergingIntList: [3]}",
    modified: "mergingIntList: [3, 1, 2]",
    current: "mergingIntList: [1, 4, 2]",
    threeWay: "{$setElementOrder/mergingIntList: [3, 1, 2], mergingIntList: [3]}",
    result: "mergingIntList: [3, 1, 4, 2]",
  },
  {
    name: "delete an item from a list of scalars in the given order",
    original: "mergingIntList: [1, 2, 3]",
    twoWay:
      "{$setElementOrder/mergingIntList: [2, 1], $deleteFromPrimitiveList/mergingIntList: [3]}",
    modified: "mergingIntList: [2, 1]",
    current: "mergingIntList: [1, 2, 3]",
    threeWay:
      "{$setElementOrder/mergingIntList: [2, 1], $deleteFromPrimitiveList/mergingIntList: [3]}",
    result: "mergingIntList: [2, 1]",
  },
  {
    name: "add and delete maps in the given order",
    original: "mergingList: [{name: 1}, {name: 3, value: 3}, {name: 2, value: 2}]",
    twoWay:
      "{$setElementOrder/mergingList: [{name: 4}, {name: 2}, {name: 1}], mergingList: [{name: 4, value: 4}, {name: 3, $patch: delete}]}",
    modified: "mergingList: [{name: 4, value: 4}, {name: 2, value: 2}, {name: 1}]",
    current:
      "mergingList: [{name: 1, other: a}, {name: 2, value: 2, other: b}, {name: 3, value: 3}]",
    threeWay:
      "{$setElementOrder/mergingList: [{name: 4}, {name: 2}, {name: 1}], mergingList: [{name: 4, value: 4}, {name: 3, $patch: delete}]}",
    result:
      "mergingList: [{name: 4, value: 4}, {name: 2, value: 2, other: b}, {name: 1, other: a}]",
  },
  {
    name: "reorder maps keeping server-only items in place",
    original:
      "mergingList: [{name: 1}, {name: 2, value: 2}, {name: 3, value: 3}, {name: 4, value: 4}]",
    twoWay: "{$setElementOrder/mergingList: [{name: 2}, {name: 1}, {name: 4}, {name: 3}]}",
    modified:
      "mergingList: [{name: 2, value: 2}, {name: 1}, {name: 4, value: 4}, {name: 3, value: 3}]",
    current:
      "mergingList: [{name: 1, other: a}, {name: 2, value: 2}, {name: 7}, {name: 9}, {name: 8}, {name: 3, value: 3}, {name: 4, value: 4}]",
    threeWay: "{$setElementOrder/mergingList: [{name: 2}, {name: 1}, {name: 4}, {name: 3}]}",
    result:
      "mergingList: [{name: 2, value: 2}, {name: 1, other: a}, {name: 7}, {name: 9}, {name: 8}, {name: 4, value: 4}, {name: 3, value: 3}]",
  },
  {
    name: "add several maps in the given order",
    original: "mergingList: [{name: 1}, {name: 2, value: 2}]",
    twoWay:
      "{$setElementOrder/mergingList: [{name: 1}, {name: 4}, {name: 2}, {name: 3}], mergingList: [{name: 4, value: 4}, {name: 3, value: 3}]}",
    modified:
      "mergingList: [{name: 1}, {name: 4, value: 4}, {name: 2, value: 2}, {name: 3, value: 3}]",
    current: "mergingList: [{name: 1, other: a}, {name: 2, value: 2, other: b}]",
    threeWay:
      "{$setElementOrder/mergingList: [{name: 1}, {name: 4}, {name: 2}, {name: 3}], mergingList: [{name: 4, value: 4}, {name: 3, value: 3}]}",
    result:
      "mergingList: [{name: 1, other: a}, {name: 4, value: 4}, {name: 2, value: 2, other: b}, {name: 3, value: 3}]",
  },
  {
    name: "retainKeys map changes a field in a nested map with conflict",
    original:
      "retainKeysMap:\n  name: foo\n  value: bar\n  simpleMap:\n    key1: old\n    key2: b\n",
    twoWay:
      "retainKeysMap:\n  $retainKeys: [name, simpleMap, value]\n  simpleMap:\n    key1: modified\n",
    modified:
      "retainKeysMap:\n  name: foo\n  value: bar\n  simpleMap:\n    key1: modified\n    key2: b\n",
    current:
      "retainKeysMap:\n  name: foo\n  value: bar\n  simpleMap:\n    key1: new\n    key2: b\n    key3: c\n",
    threeWay:
      "retainKeysMap:\n  $retainKeys: [name, simpleMap, value]\n  simpleMap:\n    key1: modified\n",
    result:
      "retainKeysMap:\n  name: foo\n  value: bar\n  simpleMap:\n    key1: modified\n    key2: b\n    key3: c\n",
  },
  {
    name: "retainKeys map deletes nested non-merging list with conflict",
    original: "retainKeysMap:\n  name: foo\n  nonMergingList:\n  - name: a\n  - name: b\n",
    twoWay: "retainKeysMap:\n  $retainKeys: [name, value]\n  value: bar\n  nonMergingList: null\n",
    modified: "retainKeysMap:\n  name: foo\n  value: bar\n",
    current:
      "retainKeysMap:\n  name: foo\n  nonMergingList:\n  - name: a\n  - name: b\n  - name: c\n",
    threeWay:
      "retainKeysMap:\n  $retainKeys: [name, value]\n  value: bar\n  nonMergingList: null\n",
    result: "retainKeysMap:\n  name: foo\n  value: bar\n",
  },
  {
    name: "retainKeys map nested merging int list with no change",
    original: "retainKeysMap:\n  name: foo\n  mergingIntList: [1, 2]\n",
    twoWay: "retainKeysMap:\n  $retainKeys: [mergingIntList, name, value]\n  value: bar\n",
    modified: "retainKeysMap:\n  name: foo\n  value: bar\n  mergingIntList: [1, 2]\n",
    current: "retainKeysMap:\n  name: foo\n  mergingIntList: [1, 2, 3]\n",
    threeWay:
      "retainKeysMap:\n  $retainKeys: [mergingIntList, name, value]\n  $setElementOrder/mergingIntList: [1, 2]\n  value: bar\n",
    result: "retainKeysMap:\n  name: foo\n  value: bar\n  mergingIntList: [1, 2, 3]\n",
  },
  {
    name: "retainKeys map adds an item in nested merging int list",
    original: "retainKeysMap:\n  name: foo\n  mergingIntList: [1, 2]\n",
    twoWay:
      "retainKeysMap:\n  $setElementOrder/mergingIntList: [1, 2, 4]\n  $retainKeys: [mergingIntList, name]\n  mergingIntList: [4]\n",
    modified: "retainKeysMap:\n  name: foo\n  mergingIntList: [1, 2, 4]\n",
    current: "retainKeysMap:\n  name: foo\n  mergingIntList: [1, 2, 3]\n",
    threeWay:
      "retainKeysMap:\n  $setElementOrder/mergingIntList: [1, 2, 4]\n  $retainKeys: [mergingIntList, name]\n  mergingIntList: [4]\n",
    result: "retainKeysMap:\n  name: foo\n  mergingIntList: [1, 2, 4, 3]\n",
  },
  {
    name: "retainKeys map adds an item and deletes an item in nested merging int list",
    original: "retainKeysMap:\n  name: foo\n  mergingIntList: [1, 2, 3]\n",
    twoWay:
      "retainKeysMap:\n  $retainKeys: [mergingIntList, name]\n  mergingIntList: [5]\n  $deleteFromPrimitiveList/mergingIntList: [2]\n  $setElementOrder/mergingIntList: [1, 3, 5]\n",
    modified: "retainKeysMap:\n  name: foo\n  mergingIntList: [1, 3, 5]\n",
    current: "retainKeysMap:\n  name: foo\n  mergingIntList: [1, 2, 3, 4]\n",
    threeWay:
      "retainKeysMap:\n  $retainKeys: [mergingIntList, name]\n  mergingIntList: [5]\n  $deleteFromPrimitiveList/mergingIntList: [2]\n  $setElementOrder/mergingIntList: [1, 3, 5]\n",
    result: "retainKeysMap:\n  name: foo\n  mergingIntList: [1, 3, 5, 4]\n",
  },
  {
    name: "retainKeys map adds an item in nested merging list",
    original: "retainKeysMap:\n  name: foo\n  mergingList:\n  - name: a\n  - name: b\n",
    twoWay:
      "retainKeysMap:\n  $retainKeys: [mergingList, name]\n  $setElementOrder/mergingList:\n    - name: a\n    - name: b\n    - name: c\n  mergingList:\n  - name: c\n",
    modified:
      "retainKeysMap:\n  name: foo\n  mergingList:\n  - name: a\n  - name: b\n  - name: c\n",
    current: "retainKeysMap:\n  name: foo\n  mergingList:\n  - name: a\n  - name: b\n  - name: x\n",
    threeWay:
      "retainKeysMap:\n  $retainKeys: [mergingList, name]\n  $setElementOrder/mergingList:\n    - name: a\n    - name: b\n    - name: c\n  mergingList:\n  - name: c\n",
    result:
      "retainKeysMap:\n  name: foo\n  mergingList:\n  - name: a\n  - name: b\n  - name: c\n  - name: x\n",
  },
  {
    name: "retainKeys map deletes an item in nested merging list",
    original: "retainKeysMap:\n  name: foo\n  mergingList:\n  - name: a\n  - name: b\n",
    twoWay:
      "retainKeysMap:\n  $retainKeys: [mergingList, name]\n  $setElementOrder/mergingList:\n    - name: a\n  mergingList:\n  - name: b\n    $patch: delete\n",
    modified: "retainKeysMap:\n  name: foo\n  mergingList:\n  - name: a\n",
    current: "retainKeysMap:\n  name: foo\n  mergingList:\n  - name: a\n  - name: b\n  - name: x\n",
    threeWay:
      "retainKeysMap:\n  $retainKeys: [mergingList, name]\n  $setElementOrder/mergingList:\n    - name: a\n  mergingList:\n  - name: b\n    $patch: delete\n",
    result: "retainKeysMap:\n  name: foo\n  mergingList:\n  - name: a\n  - name: x\n",
  },
];

describe("strategic merge patch: strategicpatch's own cases", () => {
  for (const f of fixtures) {
    it(`${f.name} (two-way)`, () => {
      expect(
        applyStrategicMergePatch(parse(f.original) as object, parse(f.twoWay), mergeItem),
      ).toEqual(parse(f.modified));
    });
    it(`${f.name} (three-way)`, () => {
      expect(
        applyStrategicMergePatch(parse(f.current) as object, parse(f.threeWay), mergeItem),
      ).toEqual(parse(f.result));
    });
  }
});

// Kubernetes-shaped metadata: what the generator writes for ObjectMeta and a status with conditions.
const objectMeta: PatchMeta = {
  fields: {
    labels: {},
    annotations: {},
    finalizers: { strategy: "merge", listType: "set" },
    ownerReferences: {
      strategy: "merge",
      mergeKey: "uid",
      listType: "map",
      listMapKeys: ["uid"],
      items: {},
    },
  },
};
const kindMeta: PatchMeta = {
  fields: {
    metadata: objectMeta,
    spec: { fields: { subjects: { listType: "atomic", items: {} }, tolerations: { items: {} } } },
    status: {
      fields: {
        conditions: {
          strategy: "merge",
          mergeKey: "type",
          listType: "map",
          listMapKeys: ["type"],
          items: {},
        },
      },
    },
  },
};

const stored = {
  apiVersion: "coordination.core.io/v1",
  kind: "Lease",
  metadata: {
    name: "x",
    labels: { a: "1", b: "2" },
    finalizers: ["f1", "f2"],
    ownerReferences: [{ uid: "u1", name: "o1" }],
  },
  spec: {
    subjects: [
      { kind: "User", name: "alice" },
      { kind: "User", name: "bob" },
    ],
    holder: "h",
  },
  status: {
    conditions: [
      { type: "Ready", status: "False", reason: "Starting" },
      { type: "Synced", status: "True" },
    ],
  },
};

describe("strategic merge patch: Kubernetes objects", () => {
  const table: readonly (readonly [string, object, (s: typeof stored) => unknown])[] = [
    [
      "conditions merge by type",
      { status: { conditions: [{ type: "Ready", status: "True", reason: null }] } },
      (s) => {
        s.status.conditions = [
          { type: "Ready", status: "True" } as (typeof s.status.conditions)[0],
          { type: "Synced", status: "True" },
        ];
      },
    ],
    [
      "a new condition comes first, as Kubernetes orders merged lists",
      { status: { conditions: [{ type: "Healthy", status: "True" }] } },
      (s) => {
        s.status.conditions = [{ type: "Healthy", status: "True" }, ...s.status.conditions];
      },
    ],
    [
      "finalizers merge as a set",
      { metadata: { finalizers: ["f2", "f3"] } },
      (s) => {
        s.metadata.finalizers = ["f1", "f2", "f3"];
      },
    ],
    [
      "$deleteFromPrimitiveList removes finalizers",
      { metadata: { "$deleteFromPrimitiveList/finalizers": ["f1"] } },
      (s) => {
        s.metadata.finalizers = ["f2"];
      },
    ],
    [
      "$setElementOrder orders finalizers",
      { metadata: { "$setElementOrder/finalizers": ["f2", "f1"] } },
      (s) => {
        s.metadata.finalizers = ["f2", "f1"];
      },
    ],
    [
      "atomic lists are replaced",
      { spec: { subjects: [{ kind: "Group", name: "admins" }] } },
      (s) => {
        s.spec.subjects = [{ kind: "Group", name: "admins" }];
      },
    ],
    [
      "$patch: delete removes a list item by merge key",
      { status: { conditions: [{ type: "Synced", $patch: "delete" }] } },
      (s) => {
        s.status.conditions = [s.status.conditions[0]!];
      },
    ],
    [
      "$patch: replace replaces a merging list",
      { metadata: { ownerReferences: [{ $patch: "replace" }, { uid: "u2", name: "o2" }] } },
      (s) => {
        s.metadata.ownerReferences = [{ uid: "u2", name: "o2" }];
      },
    ],
    [
      "$patch: replace replaces a map",
      { metadata: { labels: { $patch: "replace", c: "3" } } },
      (s) => {
        (s.metadata as Record<string, unknown>).labels = { c: "3" };
      },
    ],
    [
      "$patch: delete empties a map",
      { metadata: { labels: { $patch: "delete" } } },
      (s) => {
        (s.metadata as Record<string, unknown>).labels = {};
      },
    ],
    [
      "maps merge; null deletes",
      { metadata: { labels: { a: null, c: "3" } }, spec: { holder: null } },
      (s) => {
        (s.metadata as Record<string, unknown>).labels = { b: "2", c: "3" };
        delete (s.spec as { holder?: string }).holder;
      },
    ],
    [
      "new fields lose their nulls and $patch maps",
      {
        metadata: { annotations: { x: "1", y: null } },
        spec: {
          tolerations: [
            { key: "k", $patch: "delete" },
            { key: "j", value: null },
          ],
        },
      },
      (s) => {
        (s.metadata as Record<string, unknown>).annotations = { x: "1" };
        (s.spec as Record<string, unknown>).tolerations = [{ key: "j" }];
      },
    ],
    [
      "a value of another type replaces",
      { spec: { holder: { nested: true } } },
      (s) => {
        (s.spec as Record<string, unknown>).holder = { nested: true };
      },
    ],
    ["a null patch changes nothing", {}, () => undefined],
  ];
  for (const [name, patch, change] of table) {
    it(name, () => {
      const want = structuredClone(stored);
      change(want);
      const before = JSON.stringify(stored);
      const patchBefore = JSON.stringify(patch);
      expect(applyPatch(stored, STRATEGIC_MERGE_PATCH, patch, kindMeta)).toEqual(want);
      expect(JSON.stringify(stored)).toBe(before);
      expect(JSON.stringify(patch)).toBe(patchBefore);
    });
  }

  it("without metadata, lists are replaced and maps merged", () => {
    expect(
      applyStrategicMergePatch(
        stored,
        { metadata: { finalizers: ["f3"], labels: { c: "3" } } },
        undefined,
      ),
    ).toEqual({
      ...stored,
      metadata: { ...stored.metadata, finalizers: ["f3"], labels: { a: "1", b: "2", c: "3" } },
    });
  });

  it("replace strategy on a map replaces it", () => {
    const meta: PatchMeta = { fields: { m: { strategy: "replace" } } };
    expect(applyStrategicMergePatch({ m: { a: 1, b: 2 } }, { m: { c: 3 } }, meta)).toEqual({
      m: { c: 3 },
    });
  });

  it("$patch: delete at the top empties the object", () => {
    expect(applyStrategicMergePatch(stored, { $patch: "delete" }, kindMeta)).toEqual({});
  });

  it("null patch is a no-op; a patch that is not an object is 400", () => {
    expect(applyStrategicMergePatch(stored, null, kindMeta)).toEqual(stored);
    for (const [patch, kind] of [
      [[], "array"],
      ["x", "string"],
      [1, "number"],
    ] as const) {
      const e = apiError(() => applyStrategicMergePatch(stored, patch, kindMeta));
      expect(e.code).toBe(400);
      expect(e.message).toBe(
        `json: cannot unmarshal ${kind} into Go value of type map[string]interface {}`,
      );
    }
  });

  const errors: readonly (readonly [string, object, number, string])[] = [
    [
      "an unknown $patch",
      { metadata: { labels: { $patch: "merge2" } } },
      400,
      "unknown patch type: merge2 in map: map[$patch:merge2]",
    ],
    [
      "an item without its merge key",
      { status: { conditions: [{ status: "True" }] } },
      400,
      "map: map[status:True] does not contain declared merge key: type",
    ],
    [
      "$patch: delete without the merge key",
      { status: { conditions: [{ $patch: "delete" }] } },
      400,
      "map: map[$patch:delete] does not contain declared merge key: type",
    ],
    [
      "$patch: merge in a list",
      { status: { conditions: [{ $patch: "merge", type: "Ready" }] } },
      400,
      "merging lists cannot yet be specified in the patch",
    ],
    [
      "mixed item types",
      { metadata: { finalizers: [1] } },
      400,
      "list element types are not identical: [[f1 f2] [1]]",
    ],
    [
      "a bad $deleteFromPrimitiveList key",
      { metadata: { $deleteFromPrimitiveList: ["f1"] } },
      400,
      "invalid patch format of primitive list",
    ],
    [
      "a bad $setElementOrder key",
      { metadata: { $setElementOrder: ["f1"] } },
      400,
      "invalid patch format of setElementOrder list",
    ],
    [
      "$setElementOrder that is not a list",
      { metadata: { "$setElementOrder/finalizers": "f1" } },
      400,
      "expected a []interface {}, but received a string",
    ],
    [
      "$retainKeys that is not a list",
      { metadata: { $retainKeys: "name" } },
      400,
      "invalid patch format of retainKeys",
    ],
    [
      "a field missing from $retainKeys",
      { metadata: { $retainKeys: ["name"], labels: { c: "1" } } },
      400,
      "invalid patch format of retainKeys",
    ],
    [
      "a patch list out of $setElementOrder's order",
      {
        status: {
          "$setElementOrder/conditions": [{ type: "Ready" }],
          conditions: [{ type: "Synced", status: "False" }],
        },
      },
      400,
      "the order in patch list:\n[map[status:False type:Synced]]\n doesn't match $setElementOrder list:\n[map[type:Ready]]",
    ],
  ];
  for (const [name, patch, code, message] of errors) {
    it(`${code}: ${name}`, () => {
      const e = apiError(() => applyPatch(stored, STRATEGIC_MERGE_PATCH, patch, kindMeta));
      expect(e.code).toBe(code);
      if (code === 400) {
        expect(e.status.reason).toBe("BadRequest");
        expect(e.message).toBe(message);
      } else {
        expect(e.status.reason).toBe("Invalid");
        expect(e.status.details?.causes).toEqual([{ message }]);
      }
    });
  }

  it("422 for a list of lists", () => {
    const e = apiError(() =>
      applyStrategicMergePatch(
        { metadata: { finalizers: [] } },
        { metadata: { finalizers: [["a"]] } },
        kindMeta,
      ),
    );
    expect(e.code).toBe(422);
    expect(e.status).toEqual({
      kind: "Status",
      apiVersion: "v1",
      metadata: {},
      status: "Failure",
      message: GENERIC_422,
      reason: "Invalid",
      details: { causes: [{ message: "lists of lists are not supported" }] },
      code: 422,
    });
  });

  it("keeps __proto__ members as data and pollutes nothing", () => {
    const patch = JSON.parse(
      '{"metadata":{"labels":{"__proto__":{"polluted":"yes"}}},"__proto__":{"polluted":"yes"}}',
    ) as object;
    const out = applyStrategicMergePatch(stored, patch, kindMeta) as Record<
      string,
      Record<string, Record<string, unknown>>
    >;
    expect(Object.prototype.hasOwnProperty.call(out, "__proto__")).toBe(true);
    expect(Object.prototype.hasOwnProperty.call(out.metadata!.labels, "__proto__")).toBe(true);
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("inherited names are never taken for fields", () => {
    expect(
      applyStrategicMergePatch(
        { spec: {} },
        { spec: { constructor: { a: 1 }, toString: "x" } },
        kindMeta,
      ),
    ).toEqual({ spec: { constructor: { a: 1 }, toString: "x" } });
  });

  it("merges large lists in reasonable time", () => {
    const n = 20000;
    const current = {
      metadata: { finalizers: Array.from({ length: n }, (_, i) => `f${i}`) },
      status: {
        conditions: Array.from({ length: n }, (_, i) => ({ type: `t${i}`, status: "False" })),
      },
    };
    const patch = {
      metadata: { finalizers: Array.from({ length: n }, (_, i) => `g${i}`) },
      status: {
        conditions: Array.from({ length: n }, (_, i) => ({
          type: `t${n - 1 - i}`,
          status: "True",
        })),
      },
    };
    const start = performance.now();
    const out = applyStrategicMergePatch(current, patch, kindMeta) as typeof current;
    expect(performance.now() - start).toBeLessThan(5000);
    expect(out.metadata.finalizers).toHaveLength(2 * n);
    expect(out.status.conditions).toHaveLength(n);
    expect(out.status.conditions.every((c) => c.status === "True")).toBe(true);
  });
});
