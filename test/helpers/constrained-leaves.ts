/**
 * The constrained leaves of a document: every string or number in it whose JSON Schema (the
 * package's own, output/schemas) carries an enum, a length limit or a numeric bound, with a
 * value that breaks exactly that constraint.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { OUTPUT } from "./paths.js";

type Schema = { [key: string]: any };

export interface ConstrainedLeaf {
  /** Kubernetes field path: `spec.limit`, `subjects[0].kind`. */
  readonly path: string;
  readonly steps: readonly (string | number)[];
  /** A value that breaks the constraint and nothing else the schema states. */
  readonly bad: unknown;
  readonly constraint: "enum" | "maxLength" | "minimum" | "maximum";
}

const schemas = new Map<string, Schema>();

function load(id: string): Schema {
  let schema = schemas.get(id);
  if (!schema) {
    schema = JSON.parse(readFileSync(join(OUTPUT, "schemas", id), "utf8")) as Schema;
    schemas.set(id, schema);
  }
  return schema;
}

/** The schema id of a kind, or undefined when the package has none. */
export function kindSchemaId(apiVersion: unknown, kind: unknown): string | undefined {
  if (typeof apiVersion !== "string" || typeof kind !== "string") return undefined;
  const [group, version] = apiVersion.includes("/") ? apiVersion.split("/") : ["core", apiVersion];
  const id = `${group}/${version}/${kind}.json`;
  try {
    load(id);
    return id;
  } catch {
    return undefined;
  }
}

function resolve(schema: Schema, base: string): { schema: Schema; base: string } {
  let s = schema;
  let b = base;
  for (let i = 0; i < 16 && typeof s.$ref === "string"; i++) {
    const id = join(b.slice(0, b.lastIndexOf("/") + 1), s.$ref).replace(/\\/g, "/");
    s = load(id);
    b = id;
  }
  return { schema: s, base: b };
}

const pathOf = (steps: readonly (string | number)[], mapKeys: ReadonlySet<number>): string =>
  steps
    .map((s, i) =>
      typeof s === "number" ? `[${s}]` : mapKeys.has(i) ? `[${s}]` : i === 0 ? s : `.${s}`,
    )
    .join("");

/** Every constrained leaf of a document of a kind. */
export function constrainedLeaves(value: unknown, schemaId: string): ConstrainedLeaf[] {
  const out: ConstrainedLeaf[] = [];
  const walk = (
    v: unknown,
    schema: Schema,
    base: string,
    steps: (string | number)[],
    mapKeys: Set<number>,
  ): void => {
    const r = resolve(schema, base);
    const s = r.schema;
    if (s.anyOf || s.oneOf || s.allOf) return;
    const path = pathOf(steps, mapKeys);
    if (typeof v === "string") {
      if (Array.isArray(s.enum))
        out.push({ path, steps: [...steps], bad: `Not${v}Value`, constraint: "enum" });
      else if (typeof s.maxLength === "number" && s.pattern === undefined && s.format === undefined)
        out.push({
          path,
          steps: [...steps],
          bad: v + "a".repeat(s.maxLength + 1 - v.length),
          constraint: "maxLength",
        });
    } else if (typeof v === "number" && Number.isInteger(v)) {
      if (typeof s.minimum === "number")
        out.push({ path, steps: [...steps], bad: s.minimum - 1, constraint: "minimum" });
      if (typeof s.maximum === "number")
        out.push({ path, steps: [...steps], bad: s.maximum + 1, constraint: "maximum" });
    } else if (Array.isArray(v) && s.items) {
      v.forEach((item, i) => walk(item, s.items, r.base, [...steps, i], mapKeys));
    } else if (v !== null && typeof v === "object") {
      for (const [k, child] of Object.entries(v)) {
        if (s.properties?.[k]) walk(child, s.properties[k], r.base, [...steps, k], mapKeys);
        else if (s.additionalProperties && typeof s.additionalProperties === "object")
          walk(
            child,
            s.additionalProperties,
            r.base,
            [...steps, k],
            new Set([...mapKeys, steps.length]),
          );
      }
    }
  };
  walk(value, load(schemaId), schemaId, [], new Set());
  return out;
}

/** A copy of a value with the leaf at `steps` replaced. */
export function withLeaf(
  value: unknown,
  steps: readonly (string | number)[],
  leaf: unknown,
): unknown {
  const copy = structuredClone(value) as { [key: string]: any };
  let at: any = copy;
  for (const s of steps.slice(0, -1)) at = at[s];
  at[steps[steps.length - 1]!] = leaf;
  return copy;
}
