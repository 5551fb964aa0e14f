/**
 * A property of the field manager, through HTTP on both stores (issue 35): whatever
 * managedFields a client writes to an object (missing, null, empty, `[{}]`, entries with and
 * without their fields, malformed entries, FieldsV1 nested deep, huge lists), by merge patch
 * or by PUT, the write answers (2xx, or 400, 413 or 422 saying what it refused, never 5xx), nothing stored
 * has `time: ""`, and an ordinary merge patch by another client afterwards succeeds, as does a
 * server-side apply with `force=true`.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeVariants } from "./stores.js";
import { call, start, type Started } from "./http.js";

type Obj = { [key: string]: any };

const LEASES = "/apis/coordination.core.io/v1/namespaces/prop/leases";
const API = "coordination.core.io/v1";

/** A marker replaced by a deep FieldsV1 in the request text (JSON.stringify overflows the stack past a few thousand levels). */
const DEEP = "@deep@";

const fieldsV1 = fc.oneof(
  fc.constant({ "f:spec": { "f:holderIdentity": {} } }),
  fc.constant({ "f:metadata": { "f:labels": { ".": {}, "f:a": {} } } }),
  fc.constant({}),
  fc.constant({ "f:a": "not an object" }),
  fc.constant({ "k:[1]": {} }),
  fc.constant({ "q:unknown": {} }),
  fc.constant("text"),
  fc.integer({ min: 10, max: 3000 }).map((n) => `${DEEP}${n}`),
  fc
    .integer({ min: 1, max: 5000 })
    .map((n) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`f:k${i}`, {}]))),
);
const optional = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });
const entry = fc.record(
  {
    manager: optional(fc.oneof(fc.string({ maxLength: 8 }), fc.constant(""), fc.integer())),
    operation: optional(fc.constantFrom("Apply", "Update", "Other", "")),
    apiVersion: optional(fc.constantFrom(API, "", "v9")),
    time: optional(fc.constantFrom("2026-01-02T03:04:05Z", "", "yesterday", null)),
    fieldsType: optional(fc.constantFrom("FieldsV1", "FieldsV2", "")),
    fieldsV1: optional(fieldsV1),
    subresource: optional(fc.constantFrom("status", "")),
  },
  { requiredKeys: [] },
);
const managedFields = fc.oneof(
  { weight: 1, arbitrary: fc.constantFrom(undefined, null, [], [{}], "text", 7, { manager: "m" }) },
  { weight: 4, arbitrary: fc.array(entry, { maxLength: 4 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(entry, fc.integer({ min: 900, max: 1500 }))
      .map(([e, n]) => Array.from({ length: n }, (_, i) => ({ ...e, manager: `m${i}` }))),
  },
);

/** The request text, with deep FieldsV1 built as text. */
function text(body: unknown): string {
  return JSON.stringify(body).replace(
    new RegExp(`"${DEEP}(\\d+)"`, "g"),
    (_, n: string) => `${'{"f:a":'.repeat(Number(n))}{}${"}".repeat(Number(n))}`,
  );
}

let server: Started;

describe.each(storeVariants())("on the $name store", (variant) => {
  beforeAll(async () => {
    server = await start({ storage: await variant.create() });
    const created = await call(server.base, "POST", `${LEASES}?fieldManager=creator`, {
      body: { metadata: { name: "p" }, spec: { holderIdentity: "a" } },
    });
    expect(created.status, created.text).toBe(201);
  }, 60_000);
  afterAll(async () => {
    await server?.app.close();
    await variant.dispose();
  });

  it("after any managedFields written, another client's merge patch and a forced apply succeed", async () => {
    let round = 0;
    await fc.assert(
      fc.asyncProperty(managedFields, fc.boolean(), async (sent, byPut) => {
        round++;
        let written;
        if (byPut) {
          const current = (await call(server.base, "GET", `${LEASES}/p`)).json as Obj;
          const metadata: Obj = { ...current.metadata };
          if (sent === undefined) delete metadata.managedFields;
          else metadata.managedFields = sent;
          written = await call(server.base, "PUT", `${LEASES}/p?fieldManager=writer`, {
            body: text({ ...current, metadata }),
          });
        } else {
          written = await call(server.base, "PATCH", `${LEASES}/p?fieldManager=writer`, {
            body: text({ metadata: { managedFields: sent ?? null } }),
            type: "application/merge-patch+json",
          });
        }
        expect(written.status, written.text.slice(0, 500)).toBeLessThan(500);
        if (written.status >= 400) expect([400, 413, 422]).toContain(written.status);
        const patched = await call(server.base, "PATCH", `${LEASES}/p?fieldManager=other`, {
          body: { spec: { leaseTransitions: round } },
          type: "application/merge-patch+json",
        });
        expect(patched.status, patched.text.slice(0, 500)).toBe(200);
        const stored = (patched.json as Obj).metadata.managedFields as Obj[] | undefined;
        for (const e of stored ?? []) expect(e.time).not.toBe("");
        expect(stored?.some((e) => e.manager === "other")).toBe(true);
        const config = `apiVersion: ${API}\nkind: Lease\nmetadata:\n  name: p\nspec:\n  holderIdentity: h${round}\n`;
        const applied = await call(
          server.base,
          "PATCH",
          `${LEASES}/p?fieldManager=applier&force=true`,
          { body: config, type: "application/apply-patch+yaml" },
        );
        expect(applied.status, applied.text.slice(0, 500)).toBe(200);
      }),
      { numRuns: 60 },
    );
  }, 240_000);
});
