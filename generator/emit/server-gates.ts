/**
 * The fields of a served kind behind a feature gate (a field marked `featureGate`, or one whose
 * type is), as paths from the object (`*` for every item of a list), for the server to drop
 * while the gate is off.
 */
import type { ObjectType, Shape } from "../model/model.js";
import { jsonFields, objectTypeOf, resolvedShape, type TypeLookup } from "../model/queries.js";

export interface GatedFieldData {
  path: string[];
  gate: string;
}

export function gatedFieldsOf(
  type: ObjectType,
  lookup: TypeLookup,
  prefix: string[] = [],
  seen: ReadonlySet<string> = new Set(),
): GatedFieldData[] {
  if (seen.has(type.id)) return [];
  const inside = new Set([...seen, type.id]);
  const out: GatedFieldData[] = [];
  for (const field of jsonFields(type, lookup)) {
    const path = [...prefix, field.jsonName];
    const target = objectTypeOf(resolvedShape(field.shape, lookup), lookup);
    const gate = field.featureGate ?? target?.featureGate;
    if (gate !== undefined) {
      out.push({ path, gate });
      continue;
    }
    out.push(...nested(field.shape, lookup, path, inside));
  }
  return out;
}

function nested(
  shape: Shape,
  lookup: TypeLookup,
  path: string[],
  seen: ReadonlySet<string>,
): GatedFieldData[] {
  const s = resolvedShape(shape, lookup);
  const object = objectTypeOf(s, lookup);
  if (object) return gatedFieldsOf(object, lookup, path, seen);
  if (s.kind === "array") return nested(s.items, lookup, [...path, "*"], seen);
  return [];
}
