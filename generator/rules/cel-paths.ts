/**
 * CEL over the paths of rules: the steps of a field path, access, presence (`has()`, Go's
 * zero values), the spec's conditions and list quantifiers. Re-exported by cel.ts.
 */
import type {
  Condition,
  Field,
  FieldPath,
  ObjectType,
  ScalarValue,
  Shape,
} from "../model/model.js";
import { conditionsOf } from "../model/describe.js";
import { jsonFields, objectTypeOf, resolvedShape, type TypeLookup } from "../model/queries.js";
import {
  and,
  atom,
  celList,
  celLiteral,
  celProperty,
  celText,
  cmp,
  mentionPattern,
  not,
  or,
  TRUE,
  type CelExpr,
} from "./cel-expr.js";

// ---------------------------------------------------------------------------------------------
// Paths.

/** One step of a rule path, with the field it reads. */
export interface CelStep {
  readonly key: string;
  readonly field: Field;
  /** The field's shape, aliases resolved. */
  readonly shape: Shape;
  /** `[]`: every item of the list. */
  readonly each: boolean;
}

/** The steps of a rule path from the object type it is relative to. */
export function celSteps(root: ObjectType, path: FieldPath, lookup: TypeLookup): CelStep[] {
  const steps: CelStep[] = [];
  let current: ObjectType | undefined = root;
  for (const segment of path.segments) {
    if (!current) throw new Error(`rule path ${path.text}: ${segment.key} is not inside an object`);
    const field = jsonFields(current, lookup).find((f) => f.jsonName === segment.key);
    if (!field)
      throw new Error(`rule path ${path.text}: no field ${segment.key} in ${current.name}`);
    const shape = resolvedShape(field.shape, lookup);
    steps.push({ key: segment.key, field, shape, each: segment.each });
    const inner: Shape = segment.each && shape.kind === "array" ? shape.items : shape;
    current = objectTypeOf(inner, lookup);
  }
  return steps;
}

/** The object type of a list path's items (for `unique` and `listContains` keys). */
export function itemType(list: FieldPath, lookup: TypeLookup): ObjectType | undefined {
  const shape = resolvedShape(list.leaf, lookup);
  return shape.kind === "array" ? objectTypeOf(shape.items, lookup) : undefined;
}

/** `base.a.b` for steps without `[]`. */
export function celAccess(base: string, steps: readonly CelStep[]): string {
  if (steps.some((s) => s.each)) throw new Error("celAccess: a path with [] needs a macro");
  return steps.reduce((acc, s) => `${acc}.${celProperty(s.key)}`, base);
}

/** The value at each step is present: `has(self.a) && has(self.a.b)`, and not null where null is kept. */
export function celPresent(base: string, steps: readonly CelStep[]): CelExpr {
  const terms: CelExpr[] = [];
  let acc = base;
  for (const s of steps) {
    acc = `${acc}.${celProperty(s.key)}`;
    terms.push(atom(`has(${acc})`));
    if (s.shape.nullable) terms.push(cmp(acc, "!=", "null"));
  }
  return and(...terms);
}

/**
 * The test that a present value is not its type's zero value (Go semantics, see specs/README.md
 * and the runtime's `isSet`): `x != ""` for strings, `x != 0` for numbers, `x` for booleans,
 * `size(x) > 0` for lists and bytes. Objects, maps, pointers and timestamps only need presence.
 */
export function celNotZero(x: string, shape: Shape, pointer: boolean, lookup: TypeLookup): CelExpr {
  if (pointer) return TRUE;
  const s = resolvedShape(shape, lookup);
  if (s.kind === "array") return cmp(`size(${x})`, ">", "0");
  if (s.kind !== "scalar") return TRUE;
  switch (s.scalar) {
    case "string":
    case "duration":
      return cmp(x, "!=", '""');
    case "bytes":
      return cmp(`size(${x})`, ">", "0");
    case "int32":
    case "int64":
      return cmp(x, "!=", "0");
    case "float32":
    case "float64":
      return cmp(x, "!=", "0.0");
    case "boolean":
      return cmp(x, "==", "true");
    // int-or-string: a string or an integer, each with its own zero value.
    case "quantity":
    case "int-or-string":
      return atom(`(type(${x}) == string ? ${x} != "" : ${x} != 0)`);
    // time and microtime are timestamps in Kubernetes' CEL (format date-time): presence only.
    default:
      return TRUE;
  }
}

/** Whether the value at a path is set, as the runtime's `isSet(value, pointer)` says. */
export function celIsSet(
  base: string,
  steps: readonly CelStep[],
  lookup: TypeLookup,
  pointer = steps[steps.length - 1]!.field.pointer,
): CelExpr {
  const last = steps[steps.length - 1]!;
  return and(
    celPresent(base, steps),
    celNotZero(celAccess(base, steps), last.shape, pointer, lookup),
  );
}

/** Whether a condition holds, as the TypeScript validators test it (generator/emit/code/conditions.ts). */
export function celCondition(
  base: string,
  cond: Condition,
  root: ObjectType,
  lookup: TypeLookup,
): CelExpr {
  if (cond.and?.length)
    return and(...conditionsOf(cond).map((c) => celCondition(base, c, root, lookup)));
  const steps = celSteps(root, cond.field, lookup);
  const present = celPresent(base, steps);
  const x = celAccess(base, steps);
  const last = steps[steps.length - 1]!;
  const double = isDouble(last.shape);
  switch (cond.op) {
    case "equals":
      return and(present, cmp(x, "==", celLiteral(cond.value as ScalarValue, double)));
    case "notEquals":
      return or(not(present), cmp(x, "!=", celLiteral(cond.value as ScalarValue, double)));
    case "in":
      return and(present, cmp(x, "in", celList(cond.value as ScalarValue[], double)));
    case "notIn":
      return or(not(present), {
        k: "not",
        x: cmp(x, "in", celList(cond.value as ScalarValue[], double)),
      });
    case "set":
      return cond.value ? celIsSet(base, steps, lookup) : not(celIsSet(base, steps, lookup));
    case "prefix":
      return and(present, atom(`${x}.startsWith(${celLiteral(String(cond.value))})`));
    case "notPrefix":
      return or(not(present), not(atom(`${x}.startsWith(${celLiteral(String(cond.value))})`)));
    case "greaterThan":
      return and(present, cmp(x, ">", celLiteral(cond.value as number, double)));
    case "lessThan":
      return and(present, cmp(x, "<", celLiteral(cond.value as number, double)));
    case "mentions":
      return and(present, atom(`${x}.matches(${celLiteral(mentionPattern(String(cond.value)))})`));
    case "minItems":
      return and(present, cmp(`size(${x})`, ">=", String(cond.value)));
    case "contains":
      return and(present, atom(`(${celLiteral(cond.value as ScalarValue)} in ${x})`));
  }
}

function isDouble(shape: Shape): boolean {
  return shape.kind === "scalar" && (shape.scalar === "float32" || shape.scalar === "float64");
}

/**
 * Some value at a path with `[]` steps satisfies `test` (the runtime's `readAll` then `some`):
 * `has(self.a) && self.a.exists(a, has(a.b) && test(a.b))`.
 */
export function celSomeAt(
  base: string,
  steps: readonly CelStep[],
  test: (x: string, last: CelStep) => CelExpr,
  depth = 0,
): CelExpr {
  const at = steps.findIndex((s) => s.each);
  if (at < 0)
    return and(celPresent(base, steps), test(celAccess(base, steps), steps[steps.length - 1]!));
  const head = steps.slice(0, at + 1);
  const list = celAccess(
    base,
    head.map((s) => ({ ...s, each: false })),
  );
  const v = depth === 0 ? "e" : `e${depth + 1}`;
  const rest = steps.slice(at + 1);
  const inner = rest.length ? celSomeAt(v, rest, test, depth + 1) : test(v, steps[at]!);
  return and(celPresent(base, head), atom(`${list}.exists(${v}, ${celText(inner)})`));
}
