/**
 * The limit table of the specs: every length, byte, item, property and numeric bound a field
 * (or a field's list items or map values) carries, read from the loaded model, with a value at
 * the limit and a value one past it. test/boundaries.test.ts validates both.
 */
import { parseDuration } from "../../templates/runtime/duration.js";
import { FORMAT_REGISTRY } from "../../generator/keywords/formats/index.js";
import type {
  Constraints,
  Field,
  Model,
  ObjectType,
  Scalar,
  Shape,
} from "../../generator/model/model.js";

export type LimitKind =
  | "formatLength"
  | "minLength"
  | "maxLength"
  | "maxBytes"
  | "minItems"
  | "maxItems"
  | "minProperties"
  | "maxProperties"
  | "maxTotalBytes"
  | "minimum"
  | "maximum"
  | "exclusiveMinimum"
  | "exclusiveMaximum";

export interface Boundary {
  /** `coordination.core.io/v1.LeaseSpec.leaseDurationSeconds (minimum 1)`. */
  readonly name: string;
  /** The type validated, as `validateAs` takes it. */
  readonly typeName: string;
  /** The field's feature gate, turned on for the check. */
  readonly featureGate?: string;
  readonly kind: LimitKind;
  readonly limit: number | string;
  /** Where the field sits in the validated value: `leaseDurationSeconds`, `keys[0]`, `labels[k]`. */
  readonly path: string;
  /** The reported path, where the field's errors go to its parent (`error.path: parent`). */
  readonly reportedAt: string;
  /** The value with the field at its limit (accepted) and one past it (rejected). */
  readonly at: Readonly<Record<string, unknown>>;
  readonly past: Readonly<Record<string, unknown>>;
  /** The field's error type override, when the spec sets one. */
  readonly errorType?: string;
  /** The limit is on a map's keys (an empty key is Invalid on the map, not Required). */
  readonly mapKey?: boolean;
  /**
   * The at-limit value satisfies the shape's format and the type's rules; false where a pattern
   * it cannot build for applies, or a rule refuses the limit itself (a zero webhook timeout
   * reads as unset: `minimum: 0s` with a `compare` `!=` 0s reporting Required).
   */
  readonly conforming: boolean;
}

/** A limit the table cannot build values for, and why. */
export interface Unbuilt {
  readonly name: string;
  readonly why: string;
}

const LENGTH_KINDS = [
  "minLength",
  "maxLength",
  "maxBytes",
  "minItems",
  "maxItems",
  "minProperties",
  "maxProperties",
  "maxTotalBytes",
] as const;
const NUMERIC_KINDS = ["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum"] as const;

/** A string of `n` characters, shaped to pass the format where a plain run of letters would not. */
export function stringOf(n: number, format?: string): string {
  if (n <= 0) return "";
  switch (format) {
    case "container-resource-name":
    case "finalizer-name":
      // An extended resource or finalizer name: a domain prefix, `/`, a name of at most 63 characters.
      return n >= 3
        ? `${"a".repeat(n - 1 - Math.min(63, n - 2))}/${"a".repeat(Math.min(63, n - 2))}`
        : "a".repeat(n);
    case "semver":
      return n >= 7 ? `1.0.0-${"a".repeat(n - 6)}` : "a".repeat(n);
    case "qualified-name":
    case "qualified-name-caseless":
    case "label-key":
      // A name part of at most 63 characters, behind a DNS subdomain prefix for longer values.
      return n <= 63 ? "a".repeat(n) : `${"a".repeat(n - 64)}/${"a".repeat(63)}`;
    case "url":
    case "https-url":
      return n > 8 ? `https://${"a".repeat(n - 8)}` : "a".repeat(n);
    case "attribute-name":
      return n > 2
        ? `${"a".repeat(Math.max(1, n - 33))}/${"a".repeat(Math.min(32, n - 2))}`
        : "a".repeat(n);
    default:
      return "a".repeat(n);
  }
}

/** `n` distinct strings for list items or map keys, each valid for the format where it can be. */
function distinctStrings(n: number): string[] {
  return Array.from({ length: n }, (_, i) => `a${i.toString(36)}`);
}

/** A value of a shape that is well formed enough for its own type checks (lists of it, maps of it). */
function sampleOf(shape: Shape, model: Model): unknown {
  const s = resolved(shape, model);
  if (s.kind === "array") return [];
  if (s.kind === "map") return {};
  if (s.kind === "ref") return {};
  return scalarSample(s.scalar, s.format);
}

function scalarSample(scalar: Scalar, format?: string): unknown {
  switch (scalar) {
    case "boolean":
      return true;
    case "int32":
    case "int64":
      return 1;
    case "float32":
    case "float64":
      return 1.5;
    case "duration":
      return "1s";
    case "quantity":
      return "1";
    case "object":
    case "any":
      return {};
    default:
      return stringOf(1, format);
  }
}

/** The shape with an alias target's shape and limits merged in (a field of type UID carries UID's limits). */
function resolved(shape: Shape, model: Model): Shape {
  let s = shape;
  for (let i = 0; i < 8 && s.kind === "ref"; i++) {
    const target = model.types.get(s.target);
    if (!target || target.kind !== "alias") break;
    const { kind: _k, target: _t, ...own } = s;
    s = {
      ...target.shape,
      ...Object.fromEntries(Object.entries(own).filter(([, v]) => v !== undefined)),
    } as Shape;
  }
  return s;
}

/** The value at a length limit `n` (characters, bytes, items or entries) for a shape. */
function lengthValue(
  kind: (typeof LENGTH_KINDS)[number],
  n: number,
  s: Shape,
  model: Model,
): unknown {
  switch (kind) {
    case "minLength":
    case "maxLength":
      return stringOf(n, s.format);
    case "maxBytes":
      // Two-byte characters: a check that counts characters instead of bytes lets twice as many through.
      return "é".repeat(Math.floor(n / 2)) + (n % 2 ? "a" : "");
    case "minItems":
    case "maxItems": {
      if (s.kind !== "array") return undefined;
      const items = resolved(s.items, model);
      if (items.kind === "scalar" && items.scalar === "string") return distinctStrings(n);
      if (items.kind === "scalar" && (items.scalar === "int32" || items.scalar === "int64"))
        return Array.from({ length: n }, (_, i) => i + 1);
      return Array.from({ length: n }, () => sampleOf(items, model));
    }
    case "minProperties":
    case "maxProperties": {
      if (s.kind !== "map") return undefined;
      const keys = distinctStrings(n);
      return Object.fromEntries(keys.map((k) => [k, sampleOf(s.values, model)]));
    }
    case "maxTotalBytes": {
      // One entry whose key and value together are n bytes.
      if (s.kind !== "map" || n < 2) return undefined;
      return { k: "v".repeat(n - 1) };
    }
  }
}

/** The at-limit and past values of a numeric bound, or why there are none. */
function numericValues(
  kind: (typeof NUMERIC_KINDS)[number],
  bound: number | string,
  s: Shape,
): { at: unknown; past: unknown } | string {
  if (s.kind !== "scalar") return "a bound on a non-scalar";
  const integer = s.scalar === "int32" || s.scalar === "int64";
  if (s.scalar === "duration") {
    const ns = parseDuration(String(bound));
    if (ns === undefined) return `bound ${bound} is not a duration`;
    const step = (d: number) => `${ns + d}ns`;
    switch (kind) {
      case "minimum":
        return { at: String(bound), past: step(-1) };
      case "maximum":
        return { at: String(bound), past: step(1) };
      case "exclusiveMinimum":
        return { at: step(1), past: String(bound) };
      case "exclusiveMaximum":
        return { at: step(-1), past: String(bound) };
    }
  }
  if (s.scalar === "quantity") {
    // A thousandth past the bound, written in milli-units (`-1m`).
    const milli = Math.round(Number(bound) * 1000);
    if (!Number.isFinite(milli)) return `bound ${bound} is not a number`;
    const step = (d: number) => `${milli + d}m`;
    switch (kind) {
      case "minimum":
        return { at: String(bound), past: step(-1) };
      case "maximum":
        return { at: String(bound), past: step(1) };
      case "exclusiveMinimum":
        return { at: step(1), past: String(bound) };
      case "exclusiveMaximum":
        return { at: step(-1), past: String(bound) };
    }
  }
  if (typeof bound !== "number") return `bound ${bound} on a ${s.scalar}`;
  const d = integer ? 1 : 0.5;
  switch (kind) {
    case "minimum":
      return { at: bound, past: bound - d };
    case "maximum":
      return { at: bound, past: bound + d };
    case "exclusiveMinimum":
      return { at: bound + d, past: bound };
    case "exclusiveMaximum":
      return { at: bound - d, past: bound };
  }
}

/** A `compare` rule of the type says the field may not equal the limit. */
function ruleRefuses(type: ObjectType, path: string, limit: number | string): boolean {
  return type.rules.some(
    (r) =>
      r.kind === "compare" &&
      r.op === "!=" &&
      r.left.kind === "path" &&
      r.left.path.text === path &&
      r.right.kind === "value" &&
      r.right.value === limit,
  );
}

/** Every limit of the model, with the values that test it, and the limits the table could not build. */
export function boundaries(model: Model): { table: Boundary[]; unbuilt: Unbuilt[] } {
  const table: Boundary[] = [];
  const unbuilt: Unbuilt[] = [];
  for (const type of model.types.values()) {
    if (type.kind !== "object") continue;
    for (const field of type.fields) {
      if (field.embedded) continue;
      const reportedAt = field.error?.path === "parent" ? "" : field.jsonName;
      visitShape(type, field, field.shape, field.jsonName, reportedAt, false, (value) => ({
        [field.jsonName]: value,
      }));
    }
  }

  function visitShape(
    type: ObjectType,
    field: Field,
    shape: Shape,
    path: string,
    reportedAt: string,
    mapKey: boolean,
    wrap: (v: unknown) => Record<string, unknown>,
  ): void {
    const s = resolved(shape, model);
    const typeName = type.id;
    const add = (kind: LimitKind, limit: number | string, at: unknown, past: unknown) => {
      table.push({
        name: `${typeName.replace(/^\//, "")}.${path} (${kind} ${limit})`,
        typeName,
        ...(field.featureGate ? { featureGate: field.featureGate } : {}),
        kind,
        limit,
        path,
        reportedAt,
        at: wrap(at),
        past: wrap(past),
        ...(field.error?.type ? { errorType: field.error.type } : {}),
        ...(mapKey ? { mapKey } : {}),
        conforming:
          (s.kind !== "scalar" || s.pattern === undefined) && !ruleRefuses(type, path, limit),
      });
    };
    const constraints = s as Constraints;
    for (const kind of LENGTH_KINDS) {
      const n = constraints[kind];
      if (n === undefined) continue;
      const name = `${typeName.replace(/^\//, "")}.${path} (${kind} ${n})`;
      const lower = kind.startsWith("min");
      if (lower && n === 0) continue;
      const at = lengthValue(kind, n, s, model);
      const past = lengthValue(kind, lower ? n - 1 : n + 1, s, model);
      if (at === undefined || past === undefined)
        unbuilt.push({ name, why: `no ${kind} value for a ${s.kind}` });
      else add(kind, n, at, past);
    }
    for (const kind of NUMERIC_KINDS) {
      const bound = constraints[kind];
      if (bound === undefined) continue;
      const values = numericValues(kind, bound, s);
      if (typeof values === "string")
        unbuilt.push({
          name: `${typeName.replace(/^\//, "")}.${path} (${kind} ${bound})`,
          why: values,
        });
      else add(kind, bound, values.at, values.past);
    }
    // The length a format allows (a DNS label's 63 characters), where the spec states no other.
    const formatMax =
      s.kind === "scalar" && s.format ? FORMAT_REGISTRY[s.format].maxLength : undefined;
    if (formatMax !== undefined && constraints.maxLength === undefined)
      add(
        "formatLength",
        formatMax,
        stringOf(formatMax, s.format),
        stringOf(formatMax + 1, s.format),
      );
    // Limits of list items, map keys (reported on the map) and map values, one level down.
    if (s.kind === "array")
      visitShape(type, field, s.items, `${path}[0]`, `${reportedAt}[0]`, false, (v) => wrap([v]));
    if (s.kind === "map") {
      if (s.keys)
        visitShape(type, field, s.keys, `${path} key`, reportedAt, true, (k) =>
          wrap({ [String(k)]: sampleOf(s.values, model) }),
        );
      // Label maps report a bad value on the map itself (Kubernetes' ValidateLabels).
      const onMap = s.values.kind === "scalar" && s.values.format === "label-value";
      visitShape(
        type,
        field,
        s.values,
        `${path}[k]`,
        onMap ? reportedAt : `${reportedAt}[k]`,
        false,
        (v) => wrap({ k: v }),
      );
    }
  }
  return { table, unbuilt };
}
