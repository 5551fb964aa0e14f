/**
 * Update validation that ratchets (KEP-4008, CRDValidationRatcheting; the cases of
 * apiextensions-apiserver's ratcheting tests that apply): with `ratcheting: true`,
 * validateUpdate drops an error about a value the update left unchanged, so a rule tightened
 * after the object was stored does not refuse an update that leaves the offending value
 * alone; a changed value is checked in full. Off by default (Kubernetes' built-in kinds do not
 * ratchet). The server ratchets with `validationRatcheting`.
 */
import { mkdir, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateFiles } from "../generator/generate.js";
import type { KindInfo } from "../templates/server/apimachinery/kinds.js";
import { updateCheck } from "../templates/server/apimachinery/kinds.js";
import { ROOT } from "./helpers/paths.js";

const SPECS: Record<string, string> = {
  "meta.core.io/v1.yaml": `group: meta.core.io
version: v1
types:
  ObjectMeta:
    doc: Metadata.
    fields:
      name: { type: string, doc: The name. }
      namespace: { type: string, doc: The namespace. }
  ListMeta:
    doc: List metadata.
    fields:
      resourceVersion: { type: string, doc: The version. }
`,
  // The limits are the "tightened" rules: objects stored before them break them.
  "ratchet.core.io/v1.yaml": `group: ratchet.core.io
version: v1
kinds:
  Widget:
    doc: A widget.
    resource: { scope: Namespaced, plural: widgets }
    fields:
      metadata: { type: ObjectMeta, doc: Metadata. }
      spec: { type: WidgetSpec, required: true, doc: The spec. }
types:
  WidgetSpec:
    doc: The spec.
    fields:
      name: { type: string, maxLength: 3, doc: A name. }
      size: { type: int32, maximum: 10, doc: A size. }
      color: { type: string, enum: [red, blue], doc: A color. }
      owner: { type: string, immutable: true, doc: The owner. }
      labels: { type: map, values: { type: string, maxLength: 3 }, doc: Labels. }
      tags: { type: array, items: { type: string, maxLength: 3 }, doc: Tags. }
      limits: { type: Limits, doc: Limits. }
      other: { type: Limits, doc: Other limits. }
    rules:
      - mutuallyExclusive: { fields: [name, color] }
  Limits:
    doc: Limits.
    fields:
      min: { type: int32, required: true, doc: The least. }
      max: { type: int32, maximum: 100, doc: The most. }
`,
};

type Result = { valid: boolean; errors: { type: string; field: string }[] };
interface Api {
  validateUpdate(obj: unknown, old: unknown, options?: { ratcheting?: boolean }): Result;
}

const dir = join(ROOT, "test/.tmp/ratcheting");
let api: Api;

beforeAll(async () => {
  await rm(dir, { recursive: true, force: true });
  for (const [path, text] of Object.entries(SPECS)) {
    await mkdir(dirname(join(dir, "specs", path)), { recursive: true });
    await writeFile(join(dir, "specs", path), text);
  }
  const { files, diagnostics } = await generateFiles(join(dir, "specs"));
  expect(diagnostics).toEqual([]);
  for (const file of files) {
    await mkdir(dirname(join(dir, "out", file.path)), { recursive: true });
    await writeFile(join(dir, "out", file.path), file.contents);
  }
  api = (await import(join(dir, "out/dist/index.js"))) as Api;
}, 60_000);
afterAll(() => rm(dir, { recursive: true, force: true }));

type Spec = Record<string, unknown>;
const widget = (spec: Spec) => ({
  apiVersion: "ratchet.core.io/v1",
  kind: "Widget",
  metadata: { name: "w", namespace: "ns", resourceVersion: "1" },
  spec,
});
/** The fields of the errors of an update from `old` to `now`, ratcheting. */
const ratcheted = (now: Spec, old: Spec) =>
  api.validateUpdate(widget(now), widget(old), { ratcheting: true }).errors.map((e) => e.field);

describe("validateUpdate with ratcheting", () => {
  it("lets an unchanged value that breaks a tightened limit through", () => {
    expect(ratcheted({ name: "long" }, { name: "long" })).toEqual([]);
    expect(ratcheted({ size: 20 }, { size: 20 })).toEqual([]);
  });

  it("checks a changed value in full, even when the old one broke the limit too", () => {
    expect(ratcheted({ name: "longer" }, { name: "long" })).toEqual(["spec.name"]);
    expect(ratcheted({ size: 30 }, { size: 20 })).toEqual(["spec.size"]);
  });

  it("checks a value the update adds", () => {
    expect(ratcheted({ name: "long" }, {})).toEqual(["spec.name"]);
  });

  it("ratchets an unchanged field of an object whose other field changed", () => {
    expect(ratcheted({ name: "long", size: 2 }, { name: "long", size: 1 })).toEqual([]);
    expect(ratcheted({ name: "long", size: 20 }, { name: "long", size: 1 })).toEqual(["spec.size"]);
  });

  it("ratchets an enum value no longer allowed while it is unchanged", () => {
    expect(ratcheted({ color: "green", size: 1 }, { color: "green" })).toEqual([]);
    expect(ratcheted({ color: "pink" }, { color: "green" })).toEqual(["spec.color"]);
  });

  it("correlates map entries by key", () => {
    expect(ratcheted({ labels: { a: "long", b: "x" } }, { labels: { a: "long" } })).toEqual([]);
    expect(ratcheted({ labels: { a: "long", b: "long" } }, { labels: { a: "long" } })).toEqual([
      "spec.labels[b]",
    ]);
  });

  it("does not correlate the items of an atomic list: a changed list is checked in full", () => {
    expect(ratcheted({ tags: ["long"], size: 1 }, { tags: ["long"] })).toEqual([]);
    expect(ratcheted({ tags: ["long", "x"] }, { tags: ["long"] })).toEqual(["spec.tags[0]"]);
  });

  it("ratchets a missing required field while the object holding it is unchanged", () => {
    expect(ratcheted({ limits: {}, size: 1 }, { limits: {} })).toEqual([]);
    expect(ratcheted({ limits: { max: 5 } }, { limits: {} })).toEqual(["spec.limits.min"]);
    expect(
      ratcheted(
        { limits: { max: 500, min: 1 }, other: { max: 500, min: 1 } },
        { other: { max: 500, min: 1 } },
      ),
    ).toEqual(["spec.limits.max"]);
  });

  it("checks a type's rules while the object declaring them changed, and ratchets them while it did not", () => {
    // The rule's error is on spec.color, which did not change; spec, which holds the rule, did.
    expect(ratcheted({ name: "a", color: "red" }, { name: "a", color: "red" })).toEqual([]);
    expect(ratcheted({ name: "a", color: "red", size: 1 }, { name: "a", color: "red" })).toEqual([
      "spec.color",
    ]);
  });

  it("never ratchets what an update may not change", () => {
    expect(ratcheted({ owner: "b" }, { owner: "a" })).toEqual(["spec.owner"]);
  });

  it("ratchets nothing unless asked (Kubernetes' built-in kinds do not ratchet)", () => {
    expect(
      api
        .validateUpdate(widget({ name: "long" }), widget({ name: "long" }))
        .errors.map((e) => e.field),
    ).toEqual(["spec.name"]);
  });
});

describe("the server's update check", () => {
  const result = (errors: { type: string; field: string; detail: string }[]) => ({
    valid: errors.length === 0,
    errors,
  });
  // A kind whose stored object breaks a limit at spec.name, as the validators report it.
  const info = {
    validateUpdate: (value: unknown) =>
      result(
        (value as { spec: { name: string } }).spec.name.length > 3
          ? [{ type: "FieldValueTooLong", field: "spec.name", detail: "too long" }]
          : [],
      ),
  } as unknown as KindInfo;

  it("finds the items of a listType=map list again by their keys (the server's patch metadata)", () => {
    const ports = (list: { name: string; port: number }[]) => ({
      apiVersion: "v1",
      kind: "Svc",
      spec: { ports: list },
    });
    // Kubernetes' check of a port, tightened: at most 100.
    const portInfo = {
      validateUpdate: (value: unknown) =>
        result(
          (value as { spec: { ports: { port: number }[] } }).spec.ports.flatMap((p, i) =>
            p.port > 100
              ? [{ type: "FieldValueInvalid", field: `spec.ports[${i}].port`, detail: "too big" }]
              : [],
          ),
        ),
      patchMeta: {
        fields: {
          spec: { fields: { ports: { listType: "map", listMapKeys: ["name"], items: {} } } },
        },
      },
    } as unknown as KindInfo;
    const old = ports([{ name: "a", port: 500 }]);
    const check = updateCheck(portInfo, { ratcheting: true });
    // The item moved to index 1 and is unchanged: found by its key, not its index.
    expect(
      check(
        ports([
          { name: "b", port: 1 },
          { name: "a", port: 500 },
        ]),
        old,
      ).valid,
    ).toBe(true);
    expect(check(ports([{ name: "a", port: 600 }]), old).errors.map((e) => e.field)).toEqual([
      "spec.ports[0].port",
    ]);
    expect(check(ports([{ name: "c", port: 500 }]), old).valid).toBe(false);
    // An atomic list (no patch metadata) is checked in full once it changed.
    expect(
      updateCheck({ ...portInfo, patchMeta: undefined }, { ratcheting: true })(
        ports([
          { name: "b", port: 1 },
          { name: "a", port: 500 },
        ]),
        old,
      ).valid,
    ).toBe(false);
  });

  it("ratchets with validationRatcheting, and not without", () => {
    const old = widget({ name: "long" });
    expect(
      updateCheck(info, { ratcheting: true })(widget({ name: "long", size: 1 }), old).valid,
    ).toBe(true);
    expect(updateCheck(info, { ratcheting: true })(widget({ name: "longer" }), old).valid).toBe(
      false,
    );
    expect(updateCheck(info, {})(widget({ name: "long" }), old).valid).toBe(false);
  });
});
