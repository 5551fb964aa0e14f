/**
 * Property tests (fast-check): on random and hostile input (wrong types, deep nesting,
 * megabyte strings, `__proto__` keys) the validators, defaulters and unknown-field finders
 * never throw, always return the documented shape, never pollute a prototype, and never
 * change their input.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as api from "../output/dist/index.js";

const ERROR_TYPES = new Set([
  "FieldValueRequired", "FieldValueInvalid", "FieldValueNotSupported", "FieldValueTooLong",
  "FieldValueTooMany", "FieldValueDuplicate", "FieldValueForbidden", "FieldValueTypeInvalid",
]);

function expectShape(result: { valid: boolean; errors: readonly { type: string; field: string; detail: string }[] }): void {
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
const kindLike = fc.record({
  kind: fc.constantFrom(...KINDS),
  body: fc.dictionary(fc.constantFrom("metadata", "spec", "status", "value", "rules", "jwt", "authorizers", "limits", "items", "request", "subjects", "roleRef", "parameters", "handler", "__proto__", "constructor"), fc.jsonValue({ maxDepth: 4 })),
}).map(({ kind, body }) => ({ ...JSON.parse(JSON.stringify(body)) as object, apiVersion: kind.apiVersion, kind: kind.kind }));

function nested(depth: number): unknown {
  let value: unknown = "leaf";
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { spec: value };
  return value;
}

function checkAll(value: unknown): void {
  const before = JSON.stringify(value);
  expectShape(api.validate(value));
  expectShape(api.validateUpdate(value, value));
  expectShape(api.validateUpdate(value, { ...(value as object), metadata: { name: "other", resourceVersion: "1" } }));
  const defaulted = api.applyDefaults(value);
  if (value !== null && typeof value === "object") expect(defaulted).not.toBe(value);
  expect(Array.isArray(api.findUnknownFields(value))).toBe(true);
  expect(JSON.stringify(value)).toBe(before);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
}

describe("validators, defaulters and finders on hostile input", () => {
  it("never throw on arbitrary JSON values", () => {
    fc.assert(fc.property(fc.jsonValue({ maxDepth: 6 }), (value) => checkAll(value)), { numRuns: 300 });
  });

  it("never throw on objects that claim a known kind with random content", () => {
    fc.assert(fc.property(kindLike, (value) => checkAll(value)), { numRuns: 1500 });
  });

  it("never throw when any named type is validated against random content", () => {
    const names = ["LeaseSpec", "ObjectMeta", "JWTAuthenticator", "PoolStatus", "WebhookConfiguration", "Subject", "EgressSelection", "LoggingConfiguration"];
    fc.assert(
      fc.property(fc.constantFrom(...names), fc.jsonValue({ maxDepth: 5 }), (name, value) => {
        expectShape(api.validateAs(name, value));
        expect(Array.isArray(api.findUnknownFieldsAs(name, value))).toBe(true);
        api.applyDefaultsAs(name, value);
      }),
      { numRuns: 500 },
    );
  });

  it("handle deep nesting without overflowing the stack", () => {
    for (const kind of KINDS) {
      const value = { apiVersion: kind.apiVersion, kind: kind.kind, metadata: { name: "x", namespace: "d", resourceVersion: "1" }, spec: nested(100_000), status: nested(100_000) };
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
      const value = { apiVersion: kind.apiVersion, kind: kind.kind, metadata: { name: huge, labels: { [huge]: huge } }, spec: { driver: huge, leaseName: huge }, driverName: huge, handler: huge, action: huge, note: huge };
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
    expect(api.findUnknownFields(hostile)).toEqual(expect.arrayContaining(["__proto__", "constructor", "metadata.__proto__"]));
  });

  it("stop collecting at MAX_ERRORS", () => {
    const subjects = Array.from({ length: 5000 }, () => ({ kind: "Nobody" }));
    const result = api.validate({ apiVersion: "rbac.authorization.core.io/v1", kind: "ClusterRoleBinding", metadata: { name: "x" }, roleRef: { apiGroup: "rbac.authorization.core.io", kind: "ClusterRole", name: "r" }, subjects });
    expect(result.errors.length).toBe(api.MAX_ERRORS);
  });
});
