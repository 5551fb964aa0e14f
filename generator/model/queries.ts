/** Questions emitters and the loader ask of the model, answered in one place. */
import type { Field, NamedType, ObjectType, Scalar, Shape, TypeId } from "./model.js";

export type TypeLookup = (id: TypeId) => NamedType | undefined;

/**
 * The fields of an object as they appear in JSON: embedded fields (Go embedding) are
 * replaced by the fields of their type, recursively.
 */
export function jsonFields(type: Pick<ObjectType, "fields">, lookup: TypeLookup, seen = new Set<Field>()): Field[] {
  const out: Field[] = [];
  for (const field of type.fields) {
    if (field.embedded && !seen.has(field)) {
      seen.add(field);
      const target = objectTypeOf(field.shape, lookup);
      if (target) {
        out.push(...jsonFields(target, lookup, seen));
        continue;
      }
    }
    out.push(field);
  }
  return out;
}

/** Follows references through alias types to the shape that holds the value. */
export function underlying(shape: Shape, lookup: TypeLookup): Shape | ObjectType | undefined {
  let current: Shape = shape;
  for (let depth = 0; depth < 32; depth++) {
    if (current.kind !== "ref") return current;
    const target = lookup(current.target);
    if (!target) return undefined;
    if (target.kind === "object") return target;
    current = target.shape;
  }
  return undefined;
}

export function objectTypeOf(shape: Shape, lookup: TypeLookup): ObjectType | undefined {
  const u = underlying(shape, lookup);
  return u && u.kind === "object" ? u : undefined;
}

/** The scalar a shape holds, through aliases; undefined for objects, arrays and maps. */
export function scalarOf(shape: Shape, lookup: TypeLookup): Scalar | undefined {
  const u = underlying(shape, lookup);
  return u && u.kind === "scalar" ? u.scalar : undefined;
}

/** The enum of a shape: its own, else the one of the alias it refers to. */
export function enumOf(shape: Shape, lookup: TypeLookup): Shape["enum"] {
  let current: Shape | undefined = shape;
  for (let depth = 0; current && depth < 32; depth++) {
    if (current.enum) return current.enum;
    if (current.kind !== "ref") return undefined;
    const target = lookup(current.target);
    current = target?.kind === "alias" ? target.shape : undefined;
  }
  return undefined;
}

export const NUMERIC_SCALARS: ReadonlySet<Scalar> = new Set(["int32", "int64", "float32", "float64"]);
export const INTEGER_SCALARS: ReadonlySet<Scalar> = new Set(["int32", "int64"]);
