/** Values as the comparison sees them: canonical JSON for equality, and shapes' type names. */
import type { Shape, TypeId } from "../model/model.js";

/** Keys that never change what an element accepts: where it was declared and its documentation. */
const NOT_COMPARED = new Set(["origin", "doc", "source"]);

/**
 * A value with its keys sorted, documentation and origins left out, and each resolved field
 * path as its spec text (`spec.leaseName`), so that two loads of the same rule compare equal.
 */
export function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== "object") return value;
  const record = value as Record<string, unknown>;
  if (typeof record.text === "string" && Array.isArray(record.segments) && "leaf" in record)
    return record.text;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(record).sort())
    if (!NOT_COMPARED.has(key) && record[key] !== undefined) out[key] = canonical(record[key]);
  return out;
}

export function canonicalText(value: unknown): string {
  return JSON.stringify(canonical(value)) ?? "undefined";
}

export function sameValue(a: unknown, b: unknown): boolean {
  return canonicalText(a) === canonicalText(b);
}

/** A type id as people read it: `core/v1.ObjectReference` for the core group's `/v1.ObjectReference`. */
export function typeIdText(id: TypeId): string {
  return id.startsWith("/") ? `core${id}` : id;
}

/** What a shape is, without its constraints or its items' and values' shapes (compared one level down). */
export function typeText(shape: Shape): string {
  switch (shape.kind) {
    case "scalar":
      return shape.scalar;
    case "ref":
      return typeIdText(shape.target);
    case "array":
      return "array";
    case "map":
      return "map";
  }
}
