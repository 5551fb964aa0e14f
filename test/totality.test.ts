/**
 * Every entry point of the package is total (issue 8, items 12 and 13): on throwing getters,
 * Proxies, cycles, shared subtrees, sparse lists and hostile depth it returns (errors, a
 * copy, paths) and never throws or hangs; a defaulted copy shares nothing with its input.
 */
import { mkdir, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateFiles } from "../generator/generate.js";
import {
  applyDefaults,
  findUnknownFields,
  validate,
  validateAs,
  validateUpdate,
} from "../output/dist/index.js";
import { FIXTURES, ROOT } from "./helpers/paths.js";

type Obj = { [key: string]: any };

const review = (object: unknown): Obj => ({
  apiVersion: "admission.core.io/v1",
  kind: "AdmissionReview",
  request: {
    uid: "705ab4f5-6393-11e8-b7cc-42010a800002",
    kind: { group: "", version: "v1", kind: "Pod" },
    resource: { group: "", version: "v1", resource: "pods" },
    operation: "CREATE",
    userInfo: { username: "admin" },
    object,
  },
});

const binding = (extra: Obj = {}): Obj => ({
  apiVersion: "rbac.authorization.core.io/v1",
  kind: "ClusterRoleBinding",
  metadata: { name: "b" },
  roleRef: { apiGroup: "rbac.authorization.core.io", kind: "ClusterRole", name: "view" },
  subjects: [{ kind: "Group", name: "devs", apiGroup: "rbac.authorization.core.io" }],
  ...extra,
});

/** A tree of `levels` levels in which each level refers twice to the same next level. */
function sharedTree(levels: number): Obj {
  let node: Obj = { leaf: "x".repeat(16) };
  for (let i = 0; i < levels; i++) node = { left: node, right: node };
  return node;
}

/** Every object reachable from a value (iteratively). */
function objectsOf(value: unknown): Set<object> {
  const seen = new Set<object>();
  const stack = [value];
  while (stack.length) {
    const v = stack.pop();
    if (v === null || typeof v !== "object" || seen.has(v)) continue;
    seen.add(v);
    for (const k of Object.keys(v)) stack.push((v as Obj)[k]);
  }
  return seen;
}

describe("the package on hostile values", () => {
  it("reports a throwing getter as an error at its path, and never throws", () => {
    const pc: Obj = { apiVersion: "scheduling.core.io/v1", kind: "PriorityClass", value: 1 };
    pc.metadata = {};
    Object.defineProperty(pc.metadata, "name", {
      enumerable: true,
      get: () => {
        throw new Error("boom");
      },
    });
    const result = validate(pc);
    expect(result.valid).toBe(false);
    expect(result.errors).toContainEqual(
      expect.objectContaining({
        type: "FieldValueInvalid",
        field: "metadata.name",
        detail: "cannot be read: boom",
      }),
    );
    expect(() => applyDefaults(pc)).not.toThrow();
    expect(applyDefaults(pc).metadata).toEqual({});
    expect(() => findUnknownFields(pc)).not.toThrow();
    expect(validateUpdate(pc, pc).valid).toBe(false);
  });

  it("reports a revoked Proxy and a Proxy whose traps throw, and never throws", () => {
    const { proxy, revoke } = Proxy.revocable(binding(), {});
    revoke();
    for (const value of [
      proxy,
      binding({
        roleRef: new Proxy(
          {},
          {
            ownKeys: () => {
              throw new Error("no keys");
            },
            get: () => {
              throw new Error("no get");
            },
          },
        ),
      }),
    ]) {
      expect(() => validate(value)).not.toThrow();
      expect(validate(value).valid).toBe(false);
      expect(() => validateAs("ClusterRoleBinding", value)).not.toThrow();
      expect(() => applyDefaults(value)).not.toThrow();
      expect(() => findUnknownFields(value)).not.toThrow();
    }
  });

  it("copies a cycle once (metadata.self = metadata) instead of hanging", () => {
    const b = binding();
    b.metadata.self = b.metadata;
    const copy = applyDefaults(b);
    expect(copy.metadata).not.toBe(b.metadata);
    expect(copy.metadata.self).toBe(copy.metadata);
    expect(findUnknownFields(b)).toEqual(["metadata.self"]);
    expect(validate(b).errors.map((e) => e.field)).toEqual([]);
  });

  it("copies shared subtrees once: a 24-level shared tree in a RawExtension, linear in its objects", () => {
    const input = review(sharedTree(24));
    const copy = applyDefaults(input);
    const copied = copy.request.object;
    expect(copied.left).toBe(copied.right);
    const inputObjects = objectsOf(input);
    for (const o of objectsOf(copy)) expect(inputObjects.has(o)).toBe(false);
    expect(validate(input).valid).toBe(true);
  });

  it("shares nothing with the input at any depth (10,000 levels of opaque content)", () => {
    let deep: Obj = { end: true };
    for (let i = 0; i < 10_000; i++) deep = { next: deep };
    const copy = applyDefaults(review(deep));
    let a: Obj = copy.request.object;
    let b: Obj = deep;
    for (let i = 0; i < 10_000; i++) {
      expect(a === b).toBe(false);
      a = a.next;
      b = b.next;
    }
    expect(a).toEqual({ end: true });
  });

  it("does not walk a sparse list of length 2^32 - 1", () => {
    const subjects: unknown[] = [];
    subjects.length = 2 ** 32 - 1;
    subjects[0] = { kind: "Group", name: "devs", apiGroup: "rbac.authorization.core.io" };
    const b = binding({ subjects });
    expect(validate(b).valid).toBe(false);
    expect(findUnknownFields(b)).toEqual([]);
    const copy = applyDefaults(b);
    expect(copy.subjects.length).toBe(2 ** 32 - 1);
    expect(copy.subjects[0]).toEqual(subjects[0]);
    expect(copy.subjects[0]).not.toBe(subjects[0]);
  });
});

describe("recursive types (test/fixtures/recursion)", () => {
  const dir = join(ROOT, "test/.tmp/recursion");
  let pkg: {
    validate(v: unknown): {
      valid: boolean;
      errors: { type: string; field: string; detail: string }[];
    };
    applyDefaults<T>(v: T): T;
    findUnknownFields(v: unknown): string[];
    validateUpdate(v: unknown, o: unknown): { valid: boolean };
  };

  beforeAll(async () => {
    const { files, diagnostics } = await generateFiles(join(FIXTURES, "recursion", "specs"));
    expect(diagnostics).toEqual([]);
    await rm(dir, { recursive: true, force: true });
    for (const file of files) {
      await mkdir(dirname(join(dir, file.path)), { recursive: true });
      await writeFile(join(dir, file.path), file.contents);
    }
    pkg = (await import(join(dir, "dist/index.js"))) as typeof pkg;
  }, 60_000);
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const tree = (depth: number): Obj => {
    let node: Obj = { name: "leaf" };
    for (let i = 0; i < depth; i++) node = { name: `n${i}`, children: [node] };
    return { apiVersion: "recursion.core.io/v1", kind: "Tree", root: node };
  };

  it("validates a tree of ordinary depth", () => {
    expect(pkg.validate(tree(20))).toEqual({ valid: true, errors: [] });
    expect(pkg.applyDefaults(tree(3)).root.weight).toBe(1);
    expect(pkg.applyDefaults(tree(3)).root.children[0].children[0].children[0].weight).toBe(1);
  });

  it("reports a 10,000-deep tree as Invalid where it nests too deep, without overflowing", () => {
    const deep = tree(10_000);
    const result = pkg.validate(deep);
    expect(result.valid).toBe(false);
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]).toMatchObject({
      type: "FieldValueInvalid",
      detail: "must not nest more than 1000 levels deep",
    });
    expect(result.errors[0]!.field).toMatch(/^root(\.children\[0\])+$/);
    expect(() => pkg.applyDefaults(deep)).not.toThrow();
    expect(() => pkg.findUnknownFields(deep)).not.toThrow();
    expect(() => pkg.validateUpdate(deep, deep)).not.toThrow();
  });

  it("does not hang on a cyclic tree", () => {
    const t = tree(2);
    t.root.children.push(t.root);
    expect(pkg.validate(t).valid).toBe(false);
    expect(() => pkg.applyDefaults(t)).not.toThrow();
    expect(() => pkg.validateUpdate(t, tree(2))).not.toThrow();
  });
});
