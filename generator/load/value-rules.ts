/**
 * Whether a literal value of a spec (a default, an example, an enum entry) passes its own
 * field's rules, as Kubernetes refuses a CRD whose defaults do not validate against its schema
 * (apiextensions-apiserver pkg/apiserver/schema/defaulting/validation.go). The JSON kind and the
 * enum are values.ts's; here: limits, patterns, formats, the syntax of durations, quantities,
 * times and bytes, list and map sizes, and, for an object, its required fields and each field
 * it sets. Every check calls the runtime function the generated validators call (the format
 * registry, the duration and quantity parsers), so a spec and its validators agree.
 */
import type { Shape } from "../model/model.js";
import { jsonFields, objectTypeOf, resolvedShape, underlying, type TypeLookup } from "../model/queries.js";
import { base64, utf8Length } from "../../templates/runtime/bytes.js";
import { parseDuration } from "../../templates/runtime/duration.js";
import { FORMAT_CHECKS } from "../../templates/runtime/formats.js";
import { linearRegExp } from "../../templates/runtime/regexp.js";
import { compareQuantity, parseQuantity } from "../../templates/runtime/quantity.js";
import { rfc3339MicroTime, rfc3339Time } from "../../templates/runtime/time.js";
import { charCount } from "../../templates/runtime/values.js";
import { patternProblem } from "../analyze/pattern-syntax.js";
import { GO_DURATION } from "./values.js";

type Bound = "minimum" | "maximum" | "exclusiveMinimum" | "exclusiveMaximum";
const BOUNDS: readonly (readonly [Bound, (c: number) => boolean, string])[] = [
  ["minimum", (c) => c < 0, "greater than or equal to"],
  ["exclusiveMinimum", (c) => c <= 0, "greater than"],
  ["maximum", (c) => c > 0, "less than or equal to"],
  ["exclusiveMaximum", (c) => c >= 0, "less than"],
];

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * The first rule of `shape` that `value` breaks, as `<where>: <what>` (`where` the path inside
 * the value, empty at its top), or undefined when it passes them all. The value already has the
 * JSON kind and enum value its shape asks for (values.ts).
 */
export function ruleProblem(value: unknown, shape: Shape, lookup: TypeLookup, where = "", depth = 0): string | undefined {
  if (depth > 64 || value === null || value === undefined) return undefined;
  const s = resolvedShape(shape, lookup);
  const at = (what: string) => `${where ? `${where}: ` : ""}${what}`;
  const object = objectTypeOf(s, lookup);
  if (object) {
    if (!isRecord(value)) return undefined;
    for (const field of jsonFields(object, lookup)) {
      const item = value[field.jsonName];
      if (item === undefined || item === null) {
        if (field.required) return at(`required field "${field.jsonName}" is missing`);
        continue;
      }
      const problem = ruleProblem(item, field.shape, lookup, join(where, field.jsonName), depth + 1);
      if (problem) return problem;
    }
    return undefined;
  }
  if (s.kind === "array" && Array.isArray(value)) {
    if (s.maxItems !== undefined && value.length > s.maxItems) return at(`must have at most ${s.maxItems} items`);
    if (s.minItems !== undefined && value.length < s.minItems) return at(`must have at least ${s.minItems} items`);
    if (s.listType === "set" && new Set(value.map((v) => JSON.stringify(v))).size < value.length) return at("holds a duplicate item");
    for (let i = 0; i < value.length; i++) {
      const problem = ruleProblem(value[i], s.items, lookup, `${where}[${i}]`, depth + 1);
      if (problem) return problem;
    }
    return undefined;
  }
  if (s.kind === "map" && isRecord(value)) {
    const keys = Object.keys(value);
    if (s.maxProperties !== undefined && keys.length > s.maxProperties) return at(`must have at most ${s.maxProperties} entries`);
    if (s.minProperties !== undefined && keys.length < s.minProperties) return at(`must have at least ${s.minProperties} entries`);
    for (const key of keys) {
      const problem = (s.keys ? ruleProblem(key, s.keys, lookup, `${where}[${key}] key`, depth + 1) : undefined) ?? ruleProblem(value[key], s.values, lookup, `${where}[${key}]`, depth + 1);
      if (problem) return problem;
    }
    return undefined;
  }
  const problem = scalarProblem(value, s, lookup);
  return problem === undefined ? undefined : at(problem);
}

const join = (where: string, key: string) => (where ? `${where}.${key}` : key);

function scalarProblem(value: unknown, s: Shape, lookup: TypeLookup): string | undefined {
  const u = underlying(s, lookup);
  if (!u || u.kind !== "scalar") return undefined;
  if (typeof value === "string") {
    if (u.scalar === "duration") return durationProblem(value, s);
    if (u.scalar === "quantity") return quantityProblem(value, s);
    if (u.scalar === "time") return rfc3339Time(value);
    if (u.scalar === "microtime") return rfc3339MicroTime(value);
    if (u.scalar === "bytes") return base64(value);
    return stringProblem(value, s);
  }
  if (typeof value === "number") {
    if (u.scalar === "quantity") return quantityProblem(value, s);
    return boundProblem(s, (bound) => (typeof bound === "number" ? Math.sign(value - bound) : undefined));
  }
  return undefined;
}

function stringProblem(value: string, s: Shape): string | undefined {
  if (s.minLength !== undefined && charCount(value) < s.minLength) return `must be at least ${s.minLength} characters`;
  if (s.maxLength !== undefined && charCount(value) > s.maxLength) return `may not be more than ${s.maxLength} characters`;
  if (s.maxBytes !== undefined && utf8Length(value) > s.maxBytes) return `may not be more than ${s.maxBytes} bytes`;
  if (s.pattern !== undefined && matches(s.pattern, value) === false) return `must match the regular expression '${s.pattern}'`;
  if (s.format !== undefined && s.format !== "cel") return FORMAT_CHECKS[s.format](value);
  return undefined;
}

/** Whether the value matches; undefined for a pattern the loader refuses (reported there). */
function matches(pattern: string, value: string): boolean | undefined {
  if (patternProblem(pattern)) return undefined;
  return linearRegExp(pattern).test(value);
}

function durationProblem(value: string, s: Shape): string | undefined {
  const ns = parseDuration(value);
  if (ns === undefined) return `must be a duration such as "1m30s"`;
  return boundProblem(s, (bound) => {
    const limit = typeof bound === "number" ? bound : GO_DURATION.test(bound) ? parseDuration(bound) : undefined;
    return limit === undefined ? undefined : Math.sign(ns - limit);
  });
}

function quantityProblem(value: string | number, s: Shape): string | undefined {
  const q = parseQuantity(value);
  if (q === undefined) return "must be a quantity such as \"1Gi\"";
  return boundProblem(s, (bound) => {
    const limit = parseQuantity(bound);
    return limit === undefined ? undefined : compareQuantity(q, limit);
  });
}

/** The first numeric bound the value breaks; `compare` gives the sign of value - bound (undefined: not comparable, left to the loader's bound check). */
function boundProblem(s: Shape, compare: (bound: number | string) => number | undefined): string | undefined {
  for (const [key, breaks, words] of BOUNDS) {
    const bound = s[key];
    if (bound === undefined) continue;
    const c = compare(bound);
    if (c !== undefined && breaks(c)) return `must be ${words} ${String(bound)}`;
  }
  return undefined;
}
