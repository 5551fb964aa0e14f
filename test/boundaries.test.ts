/**
 * Every limit the specs state (lengths, bytes, items, properties, numeric bounds, on fields,
 * list items and map values) is checked at the limit, where it must hold, and one past it,
 * where it must add exactly one error of the expected type at the field's path (issue 10
 * item 5): a limit off by one in either direction fails here. The table is built from the
 * loaded specs, so a new limit is covered when it is written.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import { beforeAll, describe, expect, it } from "vitest";
import { loadSpecs } from "../generator/load/index.js";
import { DEFAULT_FEATURE_GATES, validateAs, type FieldError } from "../output/dist/index.js";
import { boundaries, type Boundary } from "./helpers/boundaries.js";
import { OUTPUT, SPECS } from "./helpers/paths.js";

const { model: MODEL, diagnostics } = await loadSpecs(SPECS);
if (!MODEL) throw new Error(diagnostics.map((d) => d.message).join("\n"));
const model = MODEL;
const { table, unbuilt } = boundaries(model);

/** Every gate on, so that alpha fields are checked rather than refused. */
const ALL_GATES = Object.fromEntries(Object.keys(DEFAULT_FEATURE_GATES).map((g) => [g, true]));

/**
 * The error Kubernetes' validation reports one past each limit: an empty value where at least
 * one is needed is Required, a value too long or a list or map with too many entries TooLong
 * or TooMany, a number out of range Invalid. A spec's `error.type` changes it as the generator
 * applies it: TooLong for too many entries (VolumeAttributesClass parameters), Invalid for an
 * empty or too long value (Event's strings). An empty map key is Invalid on the map.
 */
function expectedType(b: Boundary): string {
  const empty = b.kind.startsWith("min") && b.limit === 1 && !b.kind.endsWith("imum");
  if (b.errorType === "TooLong" && (b.kind === "maxItems" || b.kind === "maxProperties"))
    return "FieldValueTooLong";
  if (b.errorType === "Invalid" && (empty || b.kind === "maxLength" || b.kind === "maxBytes"))
    return "FieldValueInvalid";
  if (b.mapKey && empty) return "FieldValueInvalid";
  if (empty) return "FieldValueRequired";
  switch (b.kind) {
    case "maxLength":
    case "maxBytes":
    case "maxTotalBytes":
      return "FieldValueTooLong";
    case "maxItems":
    case "maxProperties":
      return "FieldValueTooMany";
    default:
      return "FieldValueInvalid";
  }
}

const key = (e: FieldError) => `${e.type} ${e.detail}`;
const at = (errors: readonly FieldError[], path: string) => errors.filter((e) => e.field === path);

/**
 * What the value at the limit adds at the reported path to the value without the field (the
 * baseline: required siblings missing, rules on the parent), and what the value one past the
 * limit adds to the one at it.
 */
function check(b: Boundary): {
  baseline: FieldError[];
  atLimit: FieldError[];
  added: FieldError[];
} {
  const options = { featureGates: ALL_GATES };
  const errorsOf = (value: object) =>
    at(validateAs(b.typeName, value, options).errors, b.reportedAt);
  const without = (list: readonly FieldError[], known: readonly FieldError[]) => {
    const seen = new Set(known.map(key));
    return list.filter((e) => !seen.has(key(e)));
  };
  const baseline = errorsOf({});
  const atLimit = errorsOf(b.at);
  return {
    baseline,
    atLimit: without(atLimit, baseline),
    added: without(errorsOf(b.past), atLimit),
  };
}

describe("limits from the specs, at the limit and one past it", () => {
  beforeAll(() => {
    const kinds = new Map<string, number>();
    for (const b of table) kinds.set(b.kind, (kinds.get(b.kind) ?? 0) + 1);
    console.log(
      `boundaries: ${table.length} limits (${[...kinds].map(([k, n]) => `${k} ${n}`).join(", ")}); ${unbuilt.length} without values`,
    );
  });

  it("covers the limits of every group", () => {
    expect(table.length).toBeGreaterThan(100);
    expect(unbuilt).toEqual([]);
  });

  it.each(table.map((b) => [b.name, b] as const))("%s", (_name, b) => {
    const { baseline, atLimit, added } = check(b);
    expect(baseline.filter((e) => e.detail.startsWith("unknown type name"))).toEqual([]);
    if (b.conforming) expect(atLimit, "at the limit").toEqual([]);
    expect(
      added.map((e) => e.type),
      `one past the limit: ${JSON.stringify(added)}`,
    ).toEqual([expectedType(b)]);
  });
});

/**
 * Limits the published JSON Schemas cannot state, with the reason; every other limit is drawn
 * by the schema at the same place as by the validators. (The OpenAPI documents state these as
 * `x-kubernetes-validations` rules where Kubernetes' CEL can, test/cel-rules.test.ts.)
 */
function schemaCannot(b: Boundary, model: NonNullable<typeof MODEL>): string | undefined {
  if (b.kind === "maxBytes" || b.kind === "maxTotalBytes")
    return "JSON Schema counts characters, not UTF-8 bytes";
  if (typeof b.limit === "string")
    return "a bound on a duration: JSON Schema compares numbers only, and a duration is a string";
  if (b.kind.endsWith("imum") && quantityField(b, model))
    return "a bound on a quantity: JSON Schema compares numbers only, and a quantity is a string";
  return undefined;
}

/** The field's shape (or its values') is a quantity. */
function quantityField(b: Boundary, model: NonNullable<typeof MODEL>): boolean {
  const type = model.types.get(b.typeName);
  const name = b.path.replace(/[[ ].*$/, "");
  const field = type?.kind === "object" ? type.fields.find((f) => f.jsonName === name) : undefined;
  let shape = field?.shape;
  for (let i = 0; i < 4 && shape; i++) {
    if (shape.kind === "scalar") return shape.scalar === "quantity";
    if (shape.kind === "map") shape = shape.values;
    else if (shape.kind === "array") shape = shape.items;
    else {
      const target = model.types.get(shape.target);
      shape = target?.kind === "alias" ? target.shape : undefined;
    }
  }
  return false;
}

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

describe("the published JSON Schemas draw the same lines", () => {
  let ajv: Ajv2020;
  beforeAll(() => {
    ajv = addFormats(new Ajv2020({ allErrors: true, strict: false, allowUnionTypes: true }));
    const dir = join(OUTPUT, "schemas");
    for (const file of readdirSync(dir, { recursive: true })
      .map(String)
      .filter((f) => f.endsWith(".json"))) {
      ajv.addSchema(JSON.parse(readFileSync(join(dir, file), "utf8")) as object);
    }
  });

  /** The schema id of a type id (`/v1.Toleration` -> `core/v1/Toleration.json`). */
  const schemaId = (typeId: string) => {
    const [gv, name] = [
      typeId.slice(0, typeId.lastIndexOf(".")),
      typeId.slice(typeId.lastIndexOf(".") + 1),
    ];
    const [group, version] = gv.split("/");
    return `${group || "core"}/${version}/${name}.json`;
  };
  const pointer = (path: string) =>
    path === ""
      ? ""
      : `/${path
          .replace(/\[([^\]]*)\]/g, ".$1")
          .split(".")
          .filter(Boolean)
          .join("/")}`;

  it.each(table.map((b) => [b.name, b] as const))("%s", (_name, b) => {
    const check = ajv.getSchema(schemaId(b.typeName))!;
    expect(check, schemaId(b.typeName)).toBeDefined();
    const errorsAt = (value: object) => {
      check(value);
      // The schema reports at the field itself (a map's keys at the map), never at a parent.
      return (check.errors ?? [])
        .filter((e) => e.instancePath === pointer(b.path.replace(/ key$/, "")))
        .map((e) => `${e.keyword} ${e.message}`);
    };
    const cannot = schemaCannot(b, model);
    if (cannot) {
      expect(errorsAt(b.past), cannot).toEqual([]);
      return;
    }
    if (b.conforming) expect(errorsAt(b.at), "at the limit").toEqual([]);
    expect(errorsAt(b.past).length, "one past the limit").toBeGreaterThan(0);
  });
});
