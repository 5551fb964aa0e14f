/**
 * Compares two shapes of the same element: its type (scalar, named type, list, map), then what
 * it accepts (limits, pattern, format, enum, null) and how lists and maps merge.
 */
import type { Constraints, EnumValue, Shape } from "../model/model.js";
import { compareQuantity, parseQuantity } from "../../templates/runtime/quantity.js";
import { parseDuration } from "../../templates/runtime/duration.js";
import { SHAPE_KEYWORDS } from "../keywords/index.js";
import { whereAt, whereBelow, type Changes, type Where } from "./changes.js";
import { sameValue, typeText } from "./values.js";

/** Keywords that bound a value from above (a lower new value narrows) and from below: each keyword's `limit` (generator/keywords). */
type Limit =
  | "maxLength"
  | "maxBytes"
  | "maxItems"
  | "maxProperties"
  | "maxTotalBytes"
  | "maximum"
  | "exclusiveMaximum"
  | "minLength"
  | "minItems"
  | "minProperties"
  | "minimum"
  | "exclusiveMinimum";
const limits = (side: "upper" | "lower"): readonly Limit[] =>
  SHAPE_KEYWORDS.filter((k) => k.limit === side).map((k) => k.key as Limit);
const UPPER = limits("upper");
const LOWER = limits("lower");

export function compareShapes(changes: Changes, where: Where, a: Shape, b: Shape): void {
  const oldType = typeText(a);
  const newType = typeText(b);
  if (oldType !== newType) {
    changes.add(
      "type-changed",
      whereBelow(where, where.path, "type"),
      { old: oldType, new: newType },
      `${oldType} -> ${newType}`,
    );
    return;
  }
  compareConstraints(changes, where, a, b);
  if (a.kind === "array" && b.kind === "array")
    compareShapes(changes, whereBelow(where, `${where.path}[]`, "items"), a.items, b.items);
  if (a.kind === "map" && b.kind === "map") {
    compareShapes(changes, whereBelow(where, `${where.path}{}`, "values"), a.values, b.values);
    if (a.keys && b.keys)
      compareShapes(changes, whereBelow(where, `${where.path}{key}`, "keys"), a.keys, b.keys);
  }
}

export function compareConstraints(
  changes: Changes,
  where: Where,
  a: Constraints,
  b: Constraints,
): void {
  for (const key of [...UPPER, ...LOWER]) compareLimit(changes, where, key, a[key], b[key]);
  compareNarrowing(
    changes,
    where,
    "pattern",
    a.pattern,
    b.pattern,
    "pattern-narrowed",
    "pattern-removed",
  );
  compareNarrowing(
    changes,
    where,
    "format",
    a.format,
    b.format,
    "format-narrowed",
    "format-removed",
  );
  compareNarrowing(
    changes,
    where,
    "celResult",
    a.celResult,
    b.celResult,
    "format-narrowed",
    "format-removed",
  );
  compareEnums(changes, where, a.enum, b.enum);
  if (a.customValues !== b.customValues) {
    changes.add(
      b.customValues ? "values-widened" : "values-narrowed",
      whereBelow(where, where.path, "customValues"),
      {
        old: { customValues: a.customValues ?? null },
        new: { customValues: b.customValues ?? null },
      },
      b.customValues
        ? `${b.customValues} values are now allowed`
        : `${a.customValues ?? ""} values are no longer allowed`,
    );
  }
  if ((a.nullable ?? false) !== (b.nullable ?? false)) {
    changes.add(
      b.nullable ? "values-widened" : "values-narrowed",
      whereBelow(where, where.path, "nullable"),
      { old: { nullable: a.nullable ?? false }, new: { nullable: b.nullable ?? false } },
      b.nullable ? "null is now accepted" : "null is no longer accepted",
    );
  }
  if (a.listType !== b.listType || !sameValue(a.listMapKeys, b.listMapKeys)) {
    const key = a.listType !== b.listType ? "listType" : "listMapKeys";
    changes.add("list-type-changed", whereBelow(where, where.path, key), {
      old: { listType: a.listType ?? null, listMapKeys: a.listMapKeys ?? null },
      new: { listType: b.listType ?? null, listMapKeys: b.listMapKeys ?? null },
    });
  }
  if (a.patchStrategy !== b.patchStrategy || a.patchMergeKey !== b.patchMergeKey) {
    const key = a.patchStrategy !== b.patchStrategy ? "patchStrategy" : "patchMergeKey";
    changes.add("merge-key-changed", whereBelow(where, where.path, key), {
      old: { patchStrategy: a.patchStrategy ?? null, patchMergeKey: a.patchMergeKey ?? null },
      new: { patchStrategy: b.patchStrategy ?? null, patchMergeKey: b.patchMergeKey ?? null },
    });
  }
}

/** A limit: added or moved toward fewer values narrows; removed or moved toward more widens. */
function compareLimit(
  changes: Changes,
  where: Where,
  key: Limit,
  a: number | string | undefined,
  b: number | string | undefined,
): void {
  if (a === b) return;
  const values = { old: { [key]: a ?? null }, new: { [key]: b ?? null } };
  const at = whereBelow(where, where.path, key);
  if (a === undefined)
    return changes.add("limit-narrowed", at, values, `${key} ${String(b)} added`);
  if (b === undefined)
    return changes.add("limit-widened", at, values, `${key} ${String(a)} removed`);
  const order = compareBounds(a, b);
  if (order === 0) return; // the same bound written otherwise (`60s`, `1m`)
  const upper = UPPER.includes(key);
  const narrowed = order === undefined || (upper ? order > 0 : order < 0);
  changes.add(
    narrowed ? "limit-narrowed" : "limit-widened",
    at,
    values,
    `${key} ${String(a)} -> ${String(b)}${order === undefined ? " (not comparable, taken as narrowed)" : ""}`,
  );
}

/** -1, 0 or 1 as bound `a` is below, equal to or above `b`: numbers, durations (`30s`) or quantities (`1Gi`); undefined when they do not compare. */
function compareBounds(a: number | string, b: number | string): number | undefined {
  if (typeof a === "number" && typeof b === "number") return Math.sign(a - b);
  if (typeof a === "string" && typeof b === "string") {
    const da = parseDuration(a);
    const db = parseDuration(b);
    if (da !== undefined && db !== undefined) return Math.sign(da - db);
  }
  const qa = parseQuantity(a);
  const qb = parseQuantity(b);
  return qa && qb ? compareQuantity(qa, qb) : undefined;
}

/** A check that can only be added, changed (taken as narrowing: corespec cannot tell the new one accepts every old value) or removed. */
function compareNarrowing(
  changes: Changes,
  where: Where,
  key: "pattern" | "format" | "celResult",
  a: string | undefined,
  b: string | undefined,
  narrowed: "pattern-narrowed" | "format-narrowed",
  removed: "pattern-removed" | "format-removed",
): void {
  if (a === b) return;
  const values = { old: { [key]: a ?? null }, new: { [key]: b ?? null } };
  const at = whereBelow(where, where.path, key);
  if (b === undefined) changes.add(removed, at, values);
  else changes.add(narrowed, at, values, a === undefined ? `${key} added` : `${key} changed`);
}

const enumKey = (v: EnumValue): string => `${typeof v.value}:${String(v.value)}`;

function compareEnums(
  changes: Changes,
  where: Where,
  a: readonly EnumValue[] | undefined,
  b: readonly EnumValue[] | undefined,
): void {
  if (a === undefined && b === undefined) return;
  if (a === undefined || b === undefined) {
    const values = {
      old: { enum: a?.map((v) => v.value) ?? null },
      new: { enum: b?.map((v) => v.value) ?? null },
    };
    changes.add(
      b ? "values-narrowed" : "values-widened",
      whereBelow(where, where.path, "enum"),
      values,
      b ? "an enum was added" : "the enum was removed",
    );
    return;
  }
  const oldValues = new Map(a.map((v, i) => [enumKey(v), { v, i }]));
  const newValues = new Map(b.map((v, i) => [enumKey(v), { v, i }]));
  for (const [key, { v, i }] of oldValues) {
    const next = newValues.get(key);
    const at = whereAt(
      where,
      `${where.path}=${String(v.value)}`,
      ["enum", i],
      next ? ["enum", next.i] : ["enum"],
    );
    if (!next) changes.add("enum-value-removed", at, { old: v.value });
    else {
      if ((v.doc ?? "") !== (next.v.doc ?? ""))
        changes.add("doc-changed", at, { old: v.doc ?? null, new: next.v.doc ?? null });
      if ((v.deprecated ?? "") !== (next.v.deprecated ?? ""))
        changes.add("deprecated", at, {
          old: v.deprecated ?? null,
          new: next.v.deprecated ?? null,
        });
    }
  }
  for (const [key, { v, i }] of newValues) {
    if (!oldValues.has(key))
      changes.add(
        "enum-value-added",
        whereAt(where, `${where.path}=${String(v.value)}`, ["enum"], ["enum", i]),
        { new: v.value },
      );
  }
}
