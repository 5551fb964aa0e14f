/** Questions emitters and the loader ask of the model, answered in one place. */
import type { Field, GroupVersion, NamedType, ObjectType, Scalar, Shape, TypeId } from "./model.js";

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
/** The shape without its own enum (a named type keeps its own): a value a rule lists may narrow it further. */
export function withoutEnum(shape: Shape): Shape {
  return shape.kind === "ref" ? shape : ({ ...shape, enum: undefined } as Shape);
}

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

/**
 * The shape a value really has: alias references are replaced by the alias's shape, with the
 * alias's limits merged under the referring shape's own (the outer one wins). References to
 * object types stay references.
 */
export function resolvedShape(shape: Shape, lookup: TypeLookup): Shape {
  let current: Shape = shape;
  const layers: Shape[] = [];
  for (let depth = 0; depth < 32 && current.kind === "ref"; depth++) {
    const target = lookup(current.target);
    if (!target || target.kind === "object") break;
    layers.push(current);
    current = target.shape;
  }
  if (layers.length === 0) return shape;
  let merged: Shape = current;
  for (let i = layers.length - 1; i >= 0; i--) {
    const { kind: _kind, target: _target, ...limits } = layers[i] as Shape & { target: string };
    const defined = Object.fromEntries(Object.entries(limits).filter(([, v]) => v !== undefined));
    merged = { ...merged, ...defined } as Shape;
  }
  return merged;
}

/** Whether setting defaults of a type does anything, directly or in the types it holds. */
export function hasDefaults(type: ObjectType, lookup: TypeLookup, seen = new Set<TypeId>()): boolean {
  if (seen.has(type.id)) return false;
  seen.add(type.id);
  if (type.rules.some((r) => r.kind === "defaultWhen")) return true;
  for (const field of jsonFields(type, lookup)) {
    if (fieldDefault(field, lookup) !== undefined) return true;
    const inner = innerObject(field.shape, lookup);
    if (inner && hasDefaults(inner, lookup, seen)) return true;
  }
  return false;
}

/** A field's default: its own, else the one of the alias type it refers to. */
export function fieldDefault(field: Field, lookup: TypeLookup): { value: unknown } | undefined {
  if (field.default !== undefined) return { value: field.default };
  let shape: Shape = field.shape;
  for (let depth = 0; depth < 32 && shape.kind === "ref"; depth++) {
    const target = lookup(shape.target);
    if (!target || target.kind === "object") return undefined;
    if (target.default !== undefined) return { value: target.default };
    shape = target.shape;
  }
  return undefined;
}

/** Whether an object type, or any type it holds, needs an update check (immutability, frozen states). */
export function needsUpdateCheck(type: ObjectType, lookup: TypeLookup, seen = new Set<string>()): boolean {
  if (seen.has(type.id)) return false;
  seen.add(type.id);
  if (type.rules.some((r) => r.kind === "frozenWhen")) return true;
  for (const field of jsonFields(type, lookup)) {
    if (field.immutable) return true;
    const inner = innerObject(field.shape, lookup);
    if (inner && (inner.immutable || needsUpdateCheck(inner, lookup, seen))) return true;
  }
  return false;
}

/** Whether a type's validators have an update check: every kind has one (its kind and metadata), other types when they need one. */
export function hasUpdateCheck(type: ObjectType, lookup: TypeLookup): boolean {
  return type.apiKind !== undefined || needsUpdateCheck(type, lookup);
}

/** The object type a field holds directly, or in its list items or map values. */
export function innerObject(shape: Shape, lookup: TypeLookup): ObjectType | undefined {
  const s = resolvedShape(shape, lookup);
  if (s.kind === "array") return innerObject(s.items, lookup);
  if (s.kind === "map") return innerObject(s.values, lookup);
  return objectTypeOf(s, lookup);
}

/** The named types a shape refers to, through lists, maps and aliases' own shapes. */
function referencedTypes(shape: Shape, out: TypeId[]): void {
  if (shape.kind === "ref") out.push(shape.target);
  else if (shape.kind === "array") referencedTypes(shape.items, out);
  else if (shape.kind === "map") {
    referencedTypes(shape.values, out);
    if (shape.keys) referencedTypes(shape.keys, out);
  }
}

function typesOf(type: NamedType): TypeId[] {
  const out: TypeId[] = [];
  if (type.kind === "object") for (const field of type.fields) referencedTypes(field.shape, out);
  else referencedTypes(type.shape, out);
  return out;
}

const recursiveCache = new WeakMap<TypeLookup, Map<TypeId, boolean>>();

/**
 * Whether a type can contain itself (through fields, lists, maps or aliases): generated code
 * then bounds how deep it descends into such values.
 */
export function isRecursive(type: NamedType, lookup: TypeLookup): boolean {
  let cache = recursiveCache.get(lookup);
  if (!cache) recursiveCache.set(lookup, (cache = new Map()));
  const known = cache.get(type.id);
  if (known !== undefined) return known;
  const seen = new Set<TypeId>();
  const stack = typesOf(type);
  let found = false;
  while (stack.length && !found) {
    const id = stack.pop()!;
    if (id === type.id) found = true;
    else if (!seen.has(id)) {
      seen.add(id);
      const next = lookup(id);
      if (next) stack.push(...typesOf(next));
    }
  }
  cache.set(type.id, found);
  return found;
}

/**
 * A group-version of configuration documents (the spec's `configuration: true`: files that
 * kube-apiserver, kube-controller-manager and component-base read): Kubernetes' loaders default
 * Go's zero values and the structs the documents leave out, and check gated fields, where the
 * API server drops or ignores such fields of served objects.
 */
export function isConfigurationGroup(gv: Pick<GroupVersion, "configuration">): boolean {
  return gv.configuration === true;
}
