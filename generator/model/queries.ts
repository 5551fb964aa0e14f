/** Questions emitters and the loader ask of the model, answered in one place. */
import type {
  Field,
  FieldPath,
  GroupVersion,
  Model,
  NamedType,
  ObjectType,
  Scalar,
  Shape,
  TypeId,
} from "./model.js";

export type TypeLookup = (id: TypeId) => NamedType | undefined;

const lookups = new WeakMap<Pick<Model, "types">, TypeLookup>();

/** The model's type lookup: one function per model, so that what is learnt through it (facts.ts) is kept for every emitter. */
export function lookupOf(model: Pick<Model, "types">): TypeLookup {
  let lookup = lookups.get(model);
  if (!lookup) lookups.set(model, (lookup = (id) => model.types.get(id)));
  return lookup;
}

/**
 * The fields of an object as they appear in JSON: embedded fields (Go embedding) are
 * replaced by the fields of their type, recursively.
 */
export function jsonFields(
  type: Pick<ObjectType, "fields">,
  lookup: TypeLookup,
  seen = new Set<Field>(),
): Field[] {
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

/** The path of one of an object's own (JSON) fields, as a rule path naming it would resolve. */
export function fieldPathOf(field: Field): FieldPath {
  return {
    text: field.jsonName,
    segments: [{ key: field.jsonName, each: false }],
    leaf: field.shape,
    field,
  };
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

/** The shape without its own enum (a named type keeps its own): a value a rule lists may narrow it further. */
export function withoutEnum(shape: Shape): Shape {
  return shape.kind === "ref" ? shape : ({ ...shape, enum: undefined } as Shape);
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

export const NUMERIC_SCALARS: ReadonlySet<Scalar> = new Set([
  "int32",
  "int64",
  "float32",
  "float64",
]);
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

/**
 * A group-version of configuration documents (the spec's `configuration: true`: files that
 * kube-apiserver, kube-controller-manager and component-base read): Kubernetes' loaders default
 * Go's zero values and the structs the documents leave out, and check gated fields, where the
 * API server drops or ignores such fields of served objects.
 */
export function isConfigurationGroup(gv: Pick<GroupVersion, "configuration">): boolean {
  return gv.configuration === true;
}
