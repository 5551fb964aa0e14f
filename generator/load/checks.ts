/** Whether the limits, enums and defaults of a shape fit the type it holds. */
import type { Shape } from "../model/model.js";
import { objectTypeOf, scalarOf, underlying, jsonFields, type TypeLookup } from "../model/queries.js";
import { patternProblem } from "../analyze/pattern-syntax.js";
import type { LoadContext } from "./context.js";
import { didYouMean } from "./diagnostics.js";
import type { JsonPath, SourceFile } from "./source-file.js";
import { checkEnumValueRules, checkOwnValues, type OwnValues } from "./own-values.js";
import { boundProblem, valueProblem } from "./values.js";

const STRING_KEYS = ["format", "pattern", "minLength", "maxLength", "maxBytes"] as const;
const ARRAY_KEYS = ["minItems", "maxItems", "listType", "listMapKeys", "patchMergeKey", "patchStrategy"] as const;
const MAP_KEYS = ["minProperties", "maxProperties", "maxTotalBytes"] as const;
const BOUND_KEYS = ["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum"] as const;

export function checkShape(ctx: LoadContext, file: SourceFile, path: JsonPath, shape: Shape, lookup: TypeLookup, own: OwnValues = {}): void {
  const u = underlying(shape, lookup);
  if (!u || (u.kind === "scalar" && u.scalar === "any")) return;
  const scalar = scalarOf(shape, lookup);
  const what = u.kind === "object" ? `object type ${u.name}` : u.kind === "scalar" ? u.scalar : u.kind;
  const misfit = (key: string, needs: string) => ctx.error(file, [...path, key], `"${key}" only fits ${needs}, not ${what}`, "key");
  for (const key of STRING_KEYS) {
    // An int-or-string may carry a pattern for its string form (a duration, a percentage).
    if (shape[key] !== undefined && scalar !== "string" && !(key === "pattern" && scalar === "int-or-string")) misfit(key, "strings");
  }
  for (const key of ARRAY_KEYS) if (shape[key] !== undefined && u.kind !== "array") misfit(key, "lists");
  for (const key of MAP_KEYS) if (shape[key] !== undefined && u.kind !== "map" && scalar !== "object") misfit(key, "maps");
  for (const key of BOUND_KEYS) {
    const bound = shape[key];
    if (bound === undefined) continue;
    const problem = boundProblem(bound, scalar);
    if (problem) ctx.error(file, [...path, key], problem);
  }
  if (shape.pattern !== undefined) {
    const problem = patternProblem(shape.pattern);
    if (problem) ctx.error(file, [...path, "pattern"], problem.message, "value", problem.code);
  }
  checkRange(ctx, file, path, shape, "minLength", "maxLength");
  checkRange(ctx, file, path, shape, "minItems", "maxItems");
  checkRange(ctx, file, path, shape, "minProperties", "maxProperties");
  if (typeof shape.minimum === "number" && typeof shape.maximum === "number") checkRange(ctx, file, path, shape, "minimum", "maximum");
  if (shape.enum && u.kind === "scalar") {
    const bare: Shape = { ...shape, enum: undefined } as Shape;
    shape.enum.forEach((entry, i) => {
      const problem = valueProblem(entry.value, bare, lookup);
      if (problem) ctx.error(file, [...path, "enum", i], `enum value ${problem}`, "value", "enum-value-invalid");
      else checkEnumValueRules(ctx, file, path, bare, lookup, entry.value, i);
    });
  } else if (shape.enum) {
    ctx.error(file, [...path, "enum"], `"enum" only fits scalars, not ${what}`, "key");
  }
  if (shape.customValues && !(shape.enum && u.kind === "scalar" && u.scalar === "string")) {
    ctx.error(file, [...path, "customValues"], `"customValues" needs a string with an enum to widen, not ${what}${shape.enum ? "" : " without one"}`, "key");
  }
  if (u.kind === "array") checkListKeys(ctx, file, path, shape, u.items, lookup);
  if (shape.listType === "map" && !shape.listMapKeys) ctx.error(file, [...path, "listType"], `listType "map" needs "listMapKeys"`);
  if (shape.listMapKeys && shape.listType !== "map") ctx.error(file, [...path, "listMapKeys"], `"listMapKeys" needs listType "map"`, "key");
  checkOwnValues(ctx, file, path, shape, lookup, own);
  if (shape.kind === "array") checkShape(ctx, file, [...path, "items"], shape.items, lookup);
  if (shape.kind === "map") {
    checkShape(ctx, file, [...path, "values"], shape.values, lookup);
    if (shape.keys) {
      if (scalarOf(shape.keys, lookup) !== "string") ctx.error(file, [...path, "keys"], `map keys are strings`);
      checkShape(ctx, file, [...path, "keys"], shape.keys, lookup);
    }
  }
}

function checkRange(ctx: LoadContext, file: SourceFile, path: JsonPath, shape: Shape, low: keyof Shape, high: keyof Shape): void {
  const a = shape[low];
  const b = shape[high];
  if (typeof a === "number" && typeof b === "number" && a > b) {
    ctx.error(file, [...path, String(low)], `"${String(low)}" ${a} is greater than "${String(high)}" ${b}`);
  }
}

function checkListKeys(ctx: LoadContext, file: SourceFile, path: JsonPath, shape: Shape, items: Shape, lookup: TypeLookup): void {
  const keys = [...(shape.listMapKeys ?? []), ...(shape.patchMergeKey ? [shape.patchMergeKey] : [])];
  if (keys.length === 0) return;
  const item = objectTypeOf(items, lookup);
  if (!item) {
    ctx.error(file, [...path, shape.listMapKeys ? "listMapKeys" : "patchMergeKey"], `list keys need items of an object type`);
    return;
  }
  const names = jsonFields(item, lookup).map((f) => f.jsonName);
  for (const key of keys) {
    if (!names.includes(key)) {
      const where = shape.listMapKeys?.includes(key) ? "listMapKeys" : "patchMergeKey";
      ctx.error(file, [...path, where], `unknown field "${key}" in ${item.name}${didYouMean(key, names)}`);
    }
  }
}
