/**
 * ajv as an independent oracle: on the structural part (JSON types and enums), the generated
 * validators agree with ajv compiling the generated JSON Schemas. Real VALID documents are
 * mutated at one leaf at a time (fast-check); ajv reports a type or enum error at the leaf
 * exactly when the generated validator reports an error there.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { Ajv2020, type ErrorObject } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as api from "../output/dist/index.js";
import { OUTPUT } from "./helpers/paths.js";
import { realDocuments } from "./helpers/realworld.js";
import { runs } from "./helpers/runs.js";

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;
const SCHEMAS = join(OUTPUT, "schemas");
const ajv = addFormats(new Ajv2020({ allErrors: true, strict: false, allowUnionTypes: true }));
const files = readdirSync(SCHEMAS, { recursive: true })
  .map(String)
  .filter((f) => f.endsWith(".json"));
for (const f of files) ajv.addSchema(JSON.parse(readFileSync(join(SCHEMAS, f), "utf8")) as object);

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Every leaf path of a value (objects and lists are walked). */
function leaves(value: Json, path: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.flatMap((v, i) => leaves(v, [...path, i]));
  if (value !== null && typeof value === "object")
    return Object.entries(value).flatMap(([k, v]) => leaves(v, [...path, k]));
  return path.length ? [path] : [];
}

function setAt(value: Json, path: (string | number)[], leaf: Json): Json {
  const copy = JSON.parse(JSON.stringify(value)) as Json;
  let node = copy as { [key: string]: Json };
  for (const step of path.slice(0, -1)) node = node[step] as { [key: string]: Json };
  node[path[path.length - 1]!] = leaf;
  return copy;
}

/** A Kubernetes field path from steps: subjects[0].kind, parameters[key] is not needed here. */
function fieldPath(steps: readonly (string | number)[]): string {
  return steps.map((s, i) => (typeof s === "number" ? `[${s}]` : i === 0 ? s : `.${s}`)).join("");
}

/** Map keys (`extra[some-key]`) and list indexes written as plain steps, for comparing paths. */
function canonical(path: string): string {
  return path.replace(/\[([^\]]*)\]/g, ".$1").replace(/^\./, "");
}

function ajvFieldPath(error: ErrorObject): string {
  return fieldPath(
    error.instancePath
      .split("/")
      .slice(1)
      .map((s) => (/^\d+$/.test(s) ? Number(s) : s.replace(/~1/g, "/").replace(/~0/g, "~"))),
  );
}

const docs = realDocuments()
  .filter((d) => d.status === "VALID")
  .flatMap((d) => (d.documents ?? []) as Json[])
  .filter(
    (v): v is { [key: string]: Json } => v !== null && typeof v === "object" && !Array.isArray(v),
  )
  .filter(
    (v) => typeof v.apiVersion === "string" && typeof v.kind === "string" && api.validate(v).valid,
  )
  .map((v) => {
    const [group, version] = String(v.apiVersion).includes("/")
      ? String(v.apiVersion).split("/")
      : ["core", String(v.apiVersion)];
    return { value: v, schema: `${group}/${version}/${String(v.kind)}.json` };
  })
  .filter((d) => files.includes(d.schema));

/**
 * Leaves whose errors Kubernetes reports elsewhere (the spec's field `error.path`): a webhook's
 * connectionInfo.type on connectionInfo (parent), an audit group without the item's index (list).
 */
const REPORTED_AT: readonly [RegExp, (at: string) => string][] = [
  [/\.connectionInfo\.type$/, (at) => at.replace(/\.type$/, "")],
  [/\.resources\.\d+\.group$/, (at) => at.replace(/\.\d+\.group$/, ".group")],
];
const reportedAt = (at: string): string => REPORTED_AT.find(([re]) => re.test(at))?.[1](at) ?? at;

describe("generated validators and ajv agree on the structural part", () => {
  it("has real documents to mutate", () => {
    expect(docs.length).toBeGreaterThan(20);
  });

  it("a leaf replaced by a value of another JSON type or outside its enum is rejected by both, at that leaf", () => {
    // Not null nor "": Kubernetes reads both as unset (Go's zero value), which the generated
    // validators follow and the JSON Schemas (not nullable, enums without "") do not.
    const wrong = fc.oneof(
      fc.boolean(),
      fc.integer(),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.string({ minLength: 1, maxLength: 8 }),
      fc.constant([]),
      fc.constant({}),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: docs.length - 1 }), fc.nat(), wrong, (d, n, leaf) => {
        const doc = docs[d]!;
        const paths = leaves(doc.value).filter((p) => p[0] !== "apiVersion" && p[0] !== "kind");
        if (paths.length === 0) return;
        const path = paths[n % paths.length]!;
        const mutated = setAt(doc.value, path, leaf as Json);
        const validateSchema = ajv.getSchema(doc.schema)!;
        validateSchema(mutated);
        const at = canonical(fieldPath(path));
        const ajvStructural = (validateSchema.errors ?? []).some(
          (e) => ["type", "enum"].includes(e.keyword) && canonical(ajvFieldPath(e)) === at,
        );
        const ours = api
          .validate(mutated)
          .errors.filter((e) => canonical(e.field) === reportedAt(at));
        // Type errors only: NotSupported also comes from rules (restrict), which JSON Schema lacks.
        const oursStructural = ours.some((e) => e.type === "FieldValueTypeInvalid");
        // ajv's type or enum error at the leaf: the generated validator rejects that leaf too.
        if (ajvStructural)
          expect(ours.length, `${doc.schema} ${at}=${JSON.stringify(leaf)}`).toBeGreaterThan(0);
        // The generated validator's type error: ajv rejects the document at that leaf.
        if (oursStructural)
          expect(
            (validateSchema.errors ?? []).some((e) => canonical(ajvFieldPath(e)).startsWith(at)),
            `${doc.schema} ${at}=${JSON.stringify(leaf)}`,
          ).toBe(true);
      }),
      { numRuns: runs(1500) },
    );
  });
});
