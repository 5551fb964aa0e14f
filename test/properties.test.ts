/**
 * Property tests (fast-check): on random and hostile input (wrong types, deep nesting,
 * megabyte strings, `__proto__` keys, getters, proxies, cycles, shared subtrees, sparse lists)
 * the validators, defaulters and unknown-field finders never throw, always return the
 * documented shape, never pollute a prototype, and never change their input; and on valid
 * documents they mean what they say: one broken constraint is one error at its path,
 * defaulting is idempotent and adds no error, an update to the same object adds no error.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as api from "../output/dist/index.js";
import { constrainedLeaves, kindSchemaId, withLeaf } from "./helpers/constrained-leaves.js";
import { realDocuments } from "./helpers/realworld.js";
import { SERVED_KINDS } from "./validators/resource-fixtures.js";
import { runs } from "./helpers/runs.js";

const ERROR_TYPES = new Set([
  "FieldValueRequired",
  "FieldValueInvalid",
  "FieldValueNotSupported",
  "FieldValueTooLong",
  "FieldValueTooMany",
  "FieldValueDuplicate",
  "FieldValueForbidden",
  "FieldValueTypeInvalid",
]);

function expectShape(result: {
  valid: boolean;
  errors: readonly { type: string; field: string; detail: string }[];
}): void {
  expect(typeof result.valid).toBe("boolean");
  expect(Array.isArray(result.errors)).toBe(true);
  expect(result.valid).toBe(result.errors.length === 0);
  expect(result.errors.length).toBeLessThanOrEqual(api.MAX_ERRORS);
  for (const e of result.errors) {
    expect(ERROR_TYPES.has(e.type)).toBe(true);
    expect(typeof e.field).toBe("string");
    expect(typeof e.detail).toBe("string");
  }
}

const KINDS = api.kinds();

/** A value that claims to be one of the known kinds, with random content. */
const kindLike = fc
  .record({
    kind: fc.constantFrom(...KINDS),
    body: fc.dictionary(
      fc.constantFrom(
        "metadata",
        "spec",
        "status",
        "value",
        "rules",
        "jwt",
        "authorizers",
        "limits",
        "items",
        "request",
        "subjects",
        "roleRef",
        "parameters",
        "handler",
        "__proto__",
        "constructor",
      ),
      fc.jsonValue({ maxDepth: 4 }),
    ),
  })
  .map(({ kind, body }) => ({
    ...(JSON.parse(JSON.stringify(body)) as object),
    apiVersion: kind.apiVersion,
    kind: kind.kind,
  }));

function nested(depth: number): unknown {
  let value: unknown = "leaf";
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { spec: value };
  return value;
}

function checkAll(value: unknown): void {
  const before = JSON.stringify(value);
  expectShape(api.validate(value));
  expectShape(api.validateUpdate(value, value));
  expectShape(
    api.validateUpdate(value, {
      ...(value as object),
      metadata: { name: "other", resourceVersion: "1" },
    }),
  );
  const defaulted = api.applyDefaults(value);
  if (value !== null && typeof value === "object") expect(defaulted).not.toBe(value);
  expect(Array.isArray(api.findUnknownFields(value))).toBe(true);
  expect(JSON.stringify(value)).toBe(before);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
}

describe("validators, defaulters and finders on hostile input", () => {
  it("never throw on arbitrary JSON values", () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), (value) => checkAll(value)),
      { numRuns: runs(300) },
    );
  });

  it("never throw on objects that claim a known kind with random content", () => {
    fc.assert(
      fc.property(kindLike, (value) => checkAll(value)),
      { numRuns: runs(1500) },
    );
  });

  it("never throw when any named type is validated against random content", () => {
    const names = [
      "LeaseSpec",
      "ObjectMeta",
      "JWTAuthenticator",
      "PoolStatus",
      "WebhookConfiguration",
      "Subject",
      "EgressSelection",
      "LoggingConfiguration",
    ];
    fc.assert(
      fc.property(fc.constantFrom(...names), fc.jsonValue({ maxDepth: 5 }), (name, value) => {
        expectShape(api.validateAs(name, value));
        expect(Array.isArray(api.findUnknownFieldsAs(name, value))).toBe(true);
        api.applyDefaultsAs(name, value);
      }),
      { numRuns: runs(500) },
    );
  });

  it("handle deep nesting without overflowing the stack", () => {
    for (const kind of KINDS) {
      const value = {
        apiVersion: kind.apiVersion,
        kind: kind.kind,
        metadata: { name: "x", namespace: "d", resourceVersion: "1" },
        spec: nested(100_000),
        status: nested(100_000),
      };
      const old = { ...value, spec: nested(100_000) };
      expectShape(api.validate(value));
      expectShape(api.validateUpdate(value, old));
      api.applyDefaults(value);
      api.findUnknownFields(value);
    }
  });

  it("handle megabyte strings in every position, and keep errors small", () => {
    const huge = "x".repeat(1 << 20);
    for (const kind of KINDS) {
      const value = {
        apiVersion: kind.apiVersion,
        kind: kind.kind,
        metadata: { name: huge, labels: { [huge]: huge } },
        spec: { driver: huge, leaseName: huge },
        driverName: huge,
        handler: huge,
        action: huge,
        note: huge,
      };
      const result = api.validate(value);
      expectShape(result);
      expect(JSON.stringify(result).length).toBeLessThan(64 * 1024);
    }
  });

  it("never pollute a prototype through __proto__ or constructor keys", () => {
    const hostile = JSON.parse(
      '{"apiVersion":"rbac.authorization.core.io/v1","kind":"ClusterRoleBinding","__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},"metadata":{"name":"x","__proto__":{"polluted":true},"labels":{"__proto__":"x"}},"subjects":[{"__proto__":{"polluted":true},"kind":"User","name":"u"}],"roleRef":{"apiGroup":"rbac.authorization.core.io","kind":"ClusterRole","name":"r"}}',
    ) as unknown;
    checkAll(hostile);
    const defaulted = api.applyDefaults(hostile) as Record<string, unknown>;
    expect(Object.getPrototypeOf(defaulted)).toBe(Object.prototype);
    expect(Object.prototype.hasOwnProperty.call(defaulted, "__proto__")).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(api.findUnknownFields(hostile)).toEqual(
      expect.arrayContaining(["__proto__", "constructor", "metadata.__proto__"]),
    );
  });

  it("stop collecting at MAX_ERRORS", () => {
    const subjects = Array.from({ length: 5000 }, () => ({ kind: "Nobody" }));
    const result = api.validate({
      apiVersion: "rbac.authorization.core.io/v1",
      kind: "ClusterRoleBinding",
      metadata: { name: "x" },
      roleRef: { apiGroup: "rbac.authorization.core.io", kind: "ClusterRole", name: "r" },
      subjects,
    });
    expect(result.errors.length).toBe(api.MAX_ERRORS);
  });
});

/** Valid documents of every kind the package knows: the valid real documents, and the base object of each served kind. */
const VALID: readonly { apiVersion: string; kind: string }[] = [
  ...realDocuments().flatMap((d) => (d.status === "VALID" ? (d.documents ?? []) : [])),
  ...SERVED_KINDS.map((k) => k.base()),
]
  .map((d) => api.applyDefaults(d) as { apiVersion: string; kind: string })
  .filter((d) => api.validate(d).valid);

const key = (e: { type: string; field: string }) => `${e.type} ${e.field}`;

describe("validators and defaulters on valid documents", () => {
  it("start from many valid documents of many kinds", () => {
    expect(VALID.length).toBeGreaterThan(40);
    expect(new Set(VALID.map((d) => d.kind)).size).toBeGreaterThan(12);
  });

  const leaves = VALID.flatMap((doc) => {
    const id = kindSchemaId(doc.apiVersion, doc.kind);
    return id ? constrainedLeaves(doc, id).map((leaf) => ({ doc, leaf })) : [];
  });

  it("breaking one constrained leaf reports it once, at that leaf's path", () => {
    expect(leaves.length).toBeGreaterThan(50);
    fc.assert(
      fc.property(fc.constantFrom(...leaves), ({ doc, leaf }) => {
        const result = api.validate(withLeaf(doc, leaf.steps, leaf.bad));
        // Cross-field rules that read the leaf may add errors elsewhere, and on the leaf itself
        // where Kubernetes does (an unknown effect with tolerationSeconds is also not NoExecute):
        // at the leaf there is an error, and no error type twice.
        // A field the spec reports on its parent (`error: { path: parent }`, as Kubernetes does for
        // connectionInfo.type) has its error there.
        const parent = leaf.path.replace(/(\.[^.[\]]+|\[[^\]]*\])$/, "");
        const at = result.errors.some((e) => e.field === leaf.path) ? leaf.path : parent;
        const types = result.errors.filter((e) => e.field === at).map((e) => e.type);
        const what = `${doc.kind} ${leaf.path} (${leaf.constraint}) = ${JSON.stringify(leaf.bad)}: ${types.join(", ")}`;
        expect(types.length, what).toBeGreaterThan(0);
        expect(new Set(types).size, what).toBe(types.length);
      }),
      { numRuns: runs(400) },
    );
  });

  const anyDocument = fc.oneof(fc.constantFrom(...VALID), kindLike);

  it("defaulting is idempotent", () => {
    fc.assert(
      fc.property(anyDocument, (doc) => {
        const once = api.applyDefaults(doc);
        expect(api.applyDefaults(once)).toEqual(once);
      }),
      { numRuns: runs(500) },
    );
  });

  it("defaulting adds no error", () => {
    fc.assert(
      fc.property(anyDocument, (doc) => {
        const before = new Set(api.validate(doc).errors.map(key));
        const added = api
          .validate(api.applyDefaults(doc))
          .errors.map(key)
          .filter((k) => !before.has(k));
        expect(added).toEqual([]);
      }),
      { numRuns: runs(500) },
    );
  });

  it("an update to the same stored object reports only what validate reports", () => {
    // Stored objects carry a resourceVersion, which Kubernetes requires of every update.
    const asStored = (doc: unknown): unknown => {
      const d = doc as { metadata?: unknown };
      const metadata =
        d.metadata !== null && typeof d.metadata === "object" && !Array.isArray(d.metadata)
          ? d.metadata
          : {};
      return { ...d, metadata: { ...metadata, resourceVersion: "1" } };
    };
    fc.assert(
      fc.property(anyDocument.map(asStored), (doc) => {
        // Rules of new objects (`on: create`) do not apply to updates, so an update may report less.
        const created = new Set(api.validate(doc).errors.map(key));
        expect(
          api
            .validateUpdate(doc, doc)
            .errors.map(key)
            .filter((k) => !created.has(k)),
        ).toEqual([]);
      }),
      { numRuns: runs(500) },
    );
  });
});

/** Hostile shapes a caller can build in memory, which JSON cannot express. */
const hostile = fc.constantFrom(
  "getter" as const,
  "proxy" as const,
  "revoked" as const,
  "cycle" as const,
  "shared" as const,
  "sparse" as const,
);

function poisoned(
  doc: { [key: string]: any },
  how: "getter" | "proxy" | "revoked" | "cycle" | "shared" | "sparse",
): unknown {
  const copy = structuredClone(doc);
  const target: { [key: string]: any } = copy.metadata ?? copy;
  switch (how) {
    case "getter":
      Object.defineProperty(target, "name", {
        enumerable: true,
        get: () => {
          throw new Error("getter");
        },
      });
      break;
    case "proxy":
      copy.metadata = new Proxy(target, {
        get: () => {
          throw new Error("trap");
        },
      });
      break;
    case "revoked": {
      const r = Proxy.revocable(target, {});
      r.revoke();
      copy.metadata = r.proxy;
      break;
    }
    case "cycle":
      target.self = target;
      break;
    case "shared": {
      let node: { [key: string]: any } = { v: 1 };
      for (let i = 0; i < 30; i++) node = { a: node, b: node };
      target.annotations = { shared: node } as unknown as Record<string, string>;
      copy.extra = node;
      break;
    }
    case "sparse": {
      const list: unknown[] = [];
      list.length = 2 ** 32 - 1;
      target.finalizers = list;
      break;
    }
  }
  return copy;
}

describe("validators, defaulters and finders on values JSON cannot express", () => {
  it("never throw or hang, and return the documented shape", () => {
    fc.assert(
      fc.property(fc.constantFrom(...VALID), hostile, (doc, how) => {
        const value = poisoned(doc, how);
        expectShape(api.validate(value));
        expectShape(api.validateUpdate(value, doc));
        expectShape(api.validateUpdate(doc, value));
        expect(() => api.applyDefaults(value)).not.toThrow();
        expect(Array.isArray(api.findUnknownFields(value))).toBe(true);
      }),
      { numRuns: runs(300) },
    );
  });
});
