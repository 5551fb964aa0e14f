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
import {
  jsonFields,
  objectTypeOf,
  resolvedShape,
  underlying,
  type TypeLookup,
} from "../model/queries.js";
import { base64 } from "../../templates/runtime/bytes.js";
import { parseDuration } from "../../templates/runtime/duration.js";
import { compareQuantity, parseQuantity } from "../../templates/runtime/quantity.js";
import { rfc3339MicroTime, rfc3339Time } from "../../templates/runtime/time.js";
import { breaks, GO_DURATION } from "../keywords/bound.js";
import { BOUNDS, keywordValueProblem } from "../keywords/index.js";

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * The first rule of `shape` that `value` breaks, as `<where>: <what>` (`where` the path inside
 * the value, empty at its top), or undefined when it passes them all. The value already has the
 * JSON kind and enum value its shape asks for (values.ts).
 */
export function ruleProblem(
  value: unknown,
  shape: Shape,
  lookup: TypeLookup,
  where = "",
  depth = 0,
): string | undefined {
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
      const problem = ruleProblem(
        item,
        field.shape,
        lookup,
        join(where, field.jsonName),
        depth + 1,
      );
      if (problem) return problem;
    }
    return undefined;
  }
  if (s.kind === "array" && Array.isArray(value)) {
    const own = keywordValueProblem(value, s, "lists");
    if (own) return at(own);
    for (let i = 0; i < value.length; i++) {
      const problem = ruleProblem(value[i], s.items, lookup, `${where}[${i}]`, depth + 1);
      if (problem) return problem;
    }
    return undefined;
  }
  if (s.kind === "map" && isRecord(value)) {
    const keys = Object.keys(value);
    const own = keywordValueProblem(value, s, "maps");
    if (own) return at(own);
    for (const key of keys) {
      const problem =
        (s.keys
          ? ruleProblem(key, s.keys, lookup, `${where}[${key}] key`, depth + 1)
          : undefined) ?? ruleProblem(value[key], s.values, lookup, `${where}[${key}]`, depth + 1);
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
    return keywordValueProblem(value, s, "strings");
  }
  if (typeof value === "number") {
    if (u.scalar === "quantity") return quantityProblem(value, s);
    return boundProblem(s, (bound) =>
      typeof bound === "number" ? Math.sign(value - bound) : undefined,
    );
  }
  return undefined;
}

function durationProblem(value: string, s: Shape): string | undefined {
  const ns = parseDuration(value);
  if (ns === undefined) return `must be a duration such as "1m30s"`;
  return boundProblem(s, (bound) => {
    const limit =
      typeof bound === "number"
        ? bound
        : GO_DURATION.test(bound)
          ? parseDuration(bound)
          : undefined;
    return limit === undefined ? undefined : Math.sign(ns - limit);
  });
}

function quantityProblem(value: string | number, s: Shape): string | undefined {
  const q = parseQuantity(value);
  if (q === undefined) return 'must be a quantity such as "1Gi"';
  return boundProblem(s, (bound) => {
    const limit = parseQuantity(bound);
    return limit === undefined ? undefined : compareQuantity(q, limit);
  });
}

/** The first numeric bound the value breaks; `compare` gives the sign of value - bound (undefined: not comparable, left to the loader's bound check). */
function boundProblem(
  s: Shape,
  compare: (bound: number | string) => number | undefined,
): string | undefined {
  for (const keyword of BOUNDS) {
    const bound = s[keyword.key];
    if (bound === undefined) continue;
    const c = compare(bound);
    if (c !== undefined && breaks(keyword.bound, c))
      return `must be ${keyword.bound.words} ${String(bound)}`;
  }
  return undefined;
}
