/**
 * What the emitters need to know of each type beyond its declaration, derived from the loaded
 * model in one place: whether defaulting it does anything, whether it has an update check,
 * whether it can contain itself, the tree of its known fields, its strategic-merge metadata.
 * Answers that hold for a whole type are kept per lookup (lookupOf gives one per model), so
 * each is worked out once however many emitters ask.
 *
 * Every walk down the shapes goes through `stepInto`: the object a shape holds, or its list
 * items, or its map values, through aliases.
 */
import type { Field, NamedType, ObjectType, Shape, TypeId } from "./model.js";
import { jsonFields, objectTypeOf, resolvedShape, type TypeLookup } from "./queries.js";

/** One step down a shape, aliases resolved (`shape`): into an object type, a list's items, a map's values, or a leaf. */
export type ShapeStep =
  | { readonly kind: "object"; readonly type: ObjectType; readonly shape: Shape }
  | { readonly kind: "array"; readonly items: Shape; readonly shape: Shape & { kind: "array" } }
  | { readonly kind: "map"; readonly values: Shape; readonly shape: Shape & { kind: "map" } }
  | { readonly kind: "leaf"; readonly shape: Shape };

export function stepInto(shape: Shape, lookup: TypeLookup): ShapeStep {
  const s = resolvedShape(shape, lookup);
  const type = objectTypeOf(s, lookup);
  if (type) return { kind: "object", type, shape: s };
  if (s.kind === "array") return { kind: "array", items: s.items, shape: s };
  if (s.kind === "map") return { kind: "map", values: s.values, shape: s };
  return { kind: "leaf", shape: s };
}

/** The object type a field holds directly, or in its list items or map values. */
export function innerObject(shape: Shape, lookup: TypeLookup): ObjectType | undefined {
  const step = stepInto(shape, lookup);
  if (step.kind === "array") return innerObject(step.items, lookup);
  if (step.kind === "map") return innerObject(step.values, lookup);
  return step.kind === "object" ? step.type : undefined;
}

/** A fact of whole types, kept per lookup and type. */
function remembered<Type extends NamedType, T>(
  compute: (type: Type, lookup: TypeLookup) => T,
): (type: Type, lookup: TypeLookup) => T {
  const byLookup = new WeakMap<TypeLookup, Map<TypeId, T>>();
  return (type, lookup) => {
    let known = byLookup.get(lookup);
    if (!known) byLookup.set(lookup, (known = new Map()));
    if (!known.has(type.id)) known.set(type.id, compute(type, lookup));
    return known.get(type.id)!;
  };
}

/** Whether an object type, or one it holds at any depth, has something `matches` finds in its own declaration or fields. */
function holds(
  type: ObjectType,
  lookup: TypeLookup,
  matches: (type: ObjectType, field?: Field) => boolean,
  seen: Set<TypeId>,
): boolean {
  if (seen.has(type.id)) return false;
  seen.add(type.id);
  if (matches(type)) return true;
  for (const field of jsonFields(type, lookup)) {
    if (matches(type, field)) return true;
    const inner = innerObject(field.shape, lookup);
    if (inner && holds(inner, lookup, matches, seen)) return true;
  }
  return false;
}

/** Whether setting defaults of a type does anything, directly or in the types it holds. */
export const hasDefaults: (type: ObjectType, lookup: TypeLookup) => boolean = remembered(
  (type, lookup) =>
    holds(
      type,
      lookup,
      (t, field) =>
        field
          ? fieldDefault(field, lookup) !== undefined
          : t.rules.some((r) => r.kind === "defaultWhen"),
      new Set(),
    ),
);

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
export const needsUpdateCheck: (type: ObjectType, lookup: TypeLookup) => boolean = remembered(
  (type, lookup) =>
    holds(
      type,
      lookup,
      (t, field) =>
        field
          ? Boolean(field.immutable || innerObject(field.shape, lookup)?.immutable)
          : t.rules.some((r) => r.kind === "frozenWhen"),
      new Set(),
    ),
);

/** Whether a type's validators have an update check: every kind has one (its kind and metadata), other types when they need one. */
export function hasUpdateCheck(type: ObjectType, lookup: TypeLookup): boolean {
  return type.apiKind !== undefined || needsUpdateCheck(type, lookup);
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

/**
 * Whether a type can contain itself (through fields, lists, maps or aliases): generated code
 * then bounds how deep it descends into such values.
 */
export const isRecursive: (type: NamedType, lookup: TypeLookup) => boolean = remembered(
  (type: NamedType, lookup) => {
    const seen = new Set<TypeId>();
    const stack = typesOf(type);
    while (stack.length) {
      const id = stack.pop()!;
      if (id === type.id) return true;
      if (!seen.has(id)) {
        seen.add(id);
        const next = lookup(id);
        if (next) stack.push(...typesOf(next));
      }
    }
    return false;
  },
);

/** The known fields of an object type (see KnownFields in the server runtime): what dropping unknown fields keeps. */
export interface KnownFieldsData {
  fields?: Record<string, KnownFieldsData | 0>;
  open?: true;
  items?: KnownFieldsData;
  values?: KnownFieldsData;
}

/**
 * The tree of known fields of a type, as the unknown-field finders see it: every JSON key of
 * an object type (0 when nothing below it can be unknown), arrays by their items, maps by
 * their values; free-form values and types met again on the way down (recursion) are 0.
 */
export function knownFieldsOf(
  type: ObjectType,
  lookup: TypeLookup,
  seen = new Set<TypeId>(),
): KnownFieldsData | 0 {
  if (seen.has(type.id)) return 0;
  seen.add(type.id);
  const fields: Record<string, KnownFieldsData | 0> = {};
  for (const field of jsonFields(type, lookup))
    fields[field.jsonName] = shapeKnownFields(field.shape, lookup, seen);
  seen.delete(type.id);
  if (type.additionalFields) {
    const nested = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== 0));
    return Object.keys(nested).length ? { open: true, fields: nested } : 0;
  }
  return { fields };
}

function shapeKnownFields(
  shape: Shape,
  lookup: TypeLookup,
  seen: Set<TypeId>,
): KnownFieldsData | 0 {
  const step = stepInto(shape, lookup);
  if (step.kind === "object") return knownFieldsOf(step.type, lookup, seen);
  if (step.kind === "array") {
    const items = shapeKnownFields(step.items, lookup, seen);
    return items === 0 ? 0 : { items };
  }
  if (step.kind === "map") {
    const values = shapeKnownFields(step.values, lookup, seen);
    return values === 0 ? 0 : { values };
  }
  return 0;
}

/** Strategic-merge metadata of a type (see PatchMeta in the server runtime). */
export interface PatchMetaData {
  fields?: Record<string, PatchMetaData>;
  items?: PatchMetaData;
  values?: PatchMetaData;
  mergeKey?: string;
  strategy?: string;
  listType?: string;
  listMapKeys?: readonly string[];
  atomic?: true;
  member?: true;
}

/** Strategic-merge metadata of a type: list merge keys and strategies, down the types it holds. */
export function patchMetaOf(
  type: ObjectType,
  lookup: TypeLookup,
  seen = new Set<TypeId>(),
): PatchMetaData | undefined {
  if (seen.has(type.id)) return undefined;
  if (type.atomic) return { atomic: true };
  seen.add(type.id);
  const fields: Record<string, PatchMetaData> = {};
  for (const field of jsonFields(type, lookup)) {
    const meta = field.atomicMap
      ? { atomic: true as const }
      : shapePatchMeta(field.shape, lookup, seen);
    // Maps and pointer structs are absent from a new object (Go's nil), so the write that adds one owns it as well as its fields.
    const step = stepInto(field.shape, lookup);
    const member =
      step.kind === "map" || (field.pointer && step.kind === "object" && !step.type.atomic);
    if (meta || member)
      fields[field.jsonName] = { ...meta, ...(member ? { member: true as const } : {}) };
  }
  seen.delete(type.id);
  return Object.keys(fields).length ? { fields } : undefined;
}

function shapePatchMeta(
  shape: Shape,
  lookup: TypeLookup,
  seen: Set<TypeId>,
): PatchMetaData | undefined {
  const step = stepInto(shape, lookup);
  if (step.kind === "object") return patchMetaOf(step.type, lookup, seen);
  const out: PatchMetaData = {};
  if (step.kind === "array") {
    const items = shapePatchMeta(step.items, lookup, seen);
    if (items) out.items = items;
    const s = step.shape;
    if (s.patchMergeKey) out.mergeKey = s.patchMergeKey;
    if (s.patchStrategy) out.strategy = s.patchStrategy;
    if (s.listType) out.listType = s.listType;
    if (s.listMapKeys) out.listMapKeys = s.listMapKeys;
  } else if (step.kind === "map") {
    const values = shapePatchMeta(step.values, lookup, seen);
    if (values) out.values = values;
  }
  return Object.keys(out).length ? out : undefined;
}
