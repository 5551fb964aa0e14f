/**
 * The neutral check form: a rule kind lowers its rule to checks, each a guard (when the check
 * applies), what must then hold, and the violation reported when it does not. Guards and
 * holds are predicates over the object that declares the rule: whether a field is set (Go
 * semantics, specs/README.md), whether the object its nested fields share is present, values
 * against enums, formats, prefixes and each other, what an update changed, and the spec's
 * conditions, combined with and, or and not. The TypeScript validator and update check
 * (`writeRuleChecks`) and the defaulters (`tsPredicate`), in check-ts.ts, and the CEL of the
 * OpenAPI (`celChecks`), in check-cel.ts, all render from here, so they state the same
 * predicates and report the same errors (test/cel-rules.test.ts).
 */
import type {
  CompareAs,
  CompareOp,
  Condition,
  FieldPath,
  Format,
  Operand,
  ScalarValue,
} from "../model/model.js";
import { junction } from "./junction.js";
import { type Predicate, type UniqueBy } from "./context.js";

export type { Check, Predicate } from "./context.js";

export const TRUE: Predicate = { k: "bool", v: true };
export const FALSE: Predicate = { k: "bool", v: false };
export const isSet = (path: FieldPath): Predicate => ({ k: "set", path });
/** The object that nested paths share is present: always, when they are top-level fields or have different parents. */
export function parentPresent(paths: readonly FieldPath[]): Predicate {
  const parents = paths.map((path) =>
    path.segments
      .slice(0, -1)
      .map((s) => s.key)
      .join("."),
  );
  return parents[0] === "" || parents.some((q) => q !== parents[0])
    ? TRUE
    : { k: "parent", of: paths[0]! };
}
export const when = (condition: Condition | undefined): Predicate =>
  condition ? { k: "when", condition } : TRUE;
export const present = (path: FieldPath): Predicate => ({ k: "present", path });
export const oneOf = (path: FieldPath, values: readonly ScalarValue[]): Predicate => ({
  k: "oneOf",
  path,
  values,
});
export const ofFormat = (path: FieldPath, format: Exclude<Format, "cel">): Predicate => ({
  k: "format",
  path,
  format,
});
export const startsWith = (path: FieldPath, prefix: string): Predicate => ({
  k: "prefix",
  path,
  prefix,
});
export const mentions = (path: FieldPath, name: string): Predicate => ({
  k: "mentions",
  path,
  name,
});
export const hasItem = (
  list: FieldPath,
  key: FieldPath,
  values: readonly ScalarValue[],
): Predicate => ({ k: "hasItem", list, key, values });
export const compares = (
  left: Operand,
  op: CompareOp,
  right: Operand,
  as: CompareAs,
): Predicate => ({ k: "compare", left, op, right, as });
export const derives = (
  field: FieldPath,
  op: "difference" | "sum",
  of: readonly FieldPath[],
  as: "number" | "quantity",
): Predicate => ({ k: "derived", field, op, of, as });
export const noDuplicates = (by: UniqueBy): Predicate => ({
  k: "unique",
  list: by.list,
  ...(by.key ? { key: by.key } : {}),
  ...(by.keys ? { keys: by.keys } : {}),
  ...(by.repeatable ? { repeatable: by.repeatable } : {}),
  ...(by.aliases ? { aliases: by.aliases } : {}),
  ...(by.lowercase ? { lowercase: true } : {}),
});
/** On an update only: the old object has the field set; the top-level field did not change. */
export const wasSet = (path: FieldPath): Predicate => ({ k: "wasSet", path });
export const unchanged = (path: FieldPath): Predicate => ({ k: "unchanged", path });

export const and = (...xs: readonly Predicate[]): Predicate => junction("and", xs);
export const or = (...xs: readonly Predicate[]): Predicate => junction("or", xs);

/** The negation, pushed through and and or (`parent && !set` for not `parent implies set`). */
export function not(x: Predicate): Predicate {
  switch (x.k) {
    case "bool":
      return { k: "bool", v: !x.v };
    case "not":
      return x.x;
    case "and":
      return or(...x.xs.map(not));
    case "or":
      return and(...x.xs.map(not));
    default:
      return { k: "not", x };
  }
}

export const implies = (a: Predicate, b: Predicate): Predicate => or(not(a), b);
