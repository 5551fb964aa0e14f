// Copied by corespec from templates/runtime/errors.ts. DO NOT EDIT: change the template and run `npm run generate`.

/**
 * Kubernetes-style field errors: what every validator returns. The types and details follow
 * k8s.io/apimachinery/pkg/util/validation/field.
 */

export type ErrorType =
  | "FieldValueRequired"
  | "FieldValueInvalid"
  | "FieldValueNotSupported"
  | "FieldValueTooLong"
  | "FieldValueTooMany"
  | "FieldValueDuplicate"
  | "FieldValueForbidden"
  | "FieldValueTypeInvalid"
  | "InternalError";

export interface FieldError {
  readonly type: ErrorType;
  /** The path of the field, as Kubernetes writes it: `spec.leaseName`, `subjects[0].kind`, `parameters[key]`. */
  readonly field: string;
  readonly badValue?: unknown;
  readonly detail: string;
}

export interface ValidationResult {
  readonly valid: boolean;
  readonly errors: FieldError[];
}

/**
 * The most errors one validation collects. Past it, validators stop walking the input, so
 * time stays linear in the input's size and the result small, whatever the input.
 */
export const MAX_ERRORS = 1000;

/** The errors of one validation, with the operation they are checked for. */
export interface Collector {
  readonly errors: FieldError[];
  /** True when validating an update (rules marked `on: create` do not apply). */
  readonly update: boolean;
  /** The feature gates set for this validation; a gate not listed has Kubernetes' default (runtime/feature-gates.ts). */
  readonly gates: Readonly<Record<string, boolean>>;
  /** The errors by field and bad value, made once there are many (`add` then looks an earlier verdict up instead of scanning every error). */
  byVerdict?: VerdictIndex;
  /** While a type's rules are checked: the path of the object declaring them, which their errors are about (ratchet.ts). */
  ruleAt?: string;
}

/**
 * The path of the object whose rule reported an error (a non-enumerable property of the
 * error), for ratcheting (ratchet.ts). A registered symbol: each group module holds its own
 * copy of the runtime, and all copies must name the same property.
 */
export const RULE_NODE: unique symbol = Symbol.for("corespec.ruleNode");

type VerdictIndex = Map<string, Map<unknown, FieldError[]>>;

export function newCollector(
  update = false,
  gates: Readonly<Record<string, boolean>> = {},
): Collector {
  return { errors: [], update, gates };
}

export function full(c: Collector): boolean {
  return c.errors.length >= MAX_ERRORS;
}

export function result(c: Collector): ValidationResult {
  return { valid: c.errors.length === 0, errors: c.errors };
}

/** `parent.key`, or `key` at the root. */
export function child(path: string, key: string): string {
  return path === "" ? key : `${path}.${key}`;
}

/** `parent[3]` */
export function index(path: string, i: number): string {
  return `${path}[${i}]`;
}

/** The path of the list holding an item: `rules[0].resources[1]` as `rules[0].resources` (Kubernetes' paths that leave out the index). */
export function unindexed(path: string): string {
  return path.replace(/\[[^\]]*\]$/, "");
}

/** `parent[key]`, as Kubernetes writes map keys (a key past 256 characters is cut, so errors stay small). */
export function key(path: string, k: string): string {
  return `${path}[${k.length > 256 ? `${k.slice(0, 256)}...` : k}]`;
}

/**
 * Up to this many errors, `add` scans them for an earlier verdict; past it, it looks up the
 * errors of the same field and bad value, so that a thousand errors (a thousand bad label
 * keys, all on `metadata.labels`) cost no half a million comparisons.
 */
const SCAN_LIMIT = 128;

/** The errors that may be the same verdict as one on `field` about `badValue`: all while there are few. */
function candidates(c: Collector, field: string, badValue: unknown): readonly FieldError[] {
  if (c.errors.length <= SCAN_LIMIT) return c.errors;
  if (!c.byVerdict) {
    c.byVerdict = new Map();
    for (const e of c.errors) indexError(c.byVerdict, e);
  }
  return c.byVerdict.get(field)?.get(badValue) ?? [];
}

function indexError(index: VerdictIndex, error: FieldError): void {
  let byValue = index.get(error.field);
  if (!byValue) index.set(error.field, (byValue = new Map()));
  const same = byValue.get(error.badValue);
  if (same) same.push(error);
  else byValue.set(error.badValue, [error]);
}

/** Every error goes through here, so the index stays whole. */
function push(c: Collector, error: FieldError): void {
  if (c.ruleAt !== undefined) Object.defineProperty(error, RULE_NODE, { value: c.ruleAt });
  c.errors.push(error);
  if (c.byVerdict) indexError(c.byVerdict, error);
}

/** Two rules reaching the same verdict (type, field and bad value) report it once. */
function add(c: Collector, error: FieldError): void {
  if (c.errors.length >= MAX_ERRORS) return;
  const earlier = candidates(c, error.field, error.badValue);
  for (let i = earlier.length - 1; i >= 0; i--) {
    const e = earlier[i]!;
    // Type and bad value first: they compare by identity, a field (often a concatenation) by content.
    if (e.type === error.type && e.badValue === error.badValue && e.field === error.field) return;
  }
  push(c, error);
}

/** A bad value kept in an error: long strings are cut so a megabyte input gives a small error. */
function keep(value: unknown): unknown {
  if (typeof value === "string" && value.length > 256) return `${value.slice(0, 256)}...`;
  if (value !== null && typeof value === "object")
    return Array.isArray(value) ? "<list>" : "<object>";
  return value;
}

export function required(c: Collector, field: string, detail = ""): void {
  add(c, { type: "FieldValueRequired", field, detail });
}

export function invalid(c: Collector, field: string, value: unknown, detail: string): void {
  add(c, { type: "FieldValueInvalid", field, badValue: keep(value), detail });
}

/**
 * A value with several problems, as a format check gives them (joined with "; "): one Invalid
 * error each, as Kubernetes reports each message of IsDNS1123Label and its kin. The first is a
 * verdict like any other; the rest are further findings of the same check.
 */
export function invalidEach(c: Collector, field: string, value: unknown, problems: string): void {
  // Most values have one problem: one scan, no split.
  let at = problems.indexOf("; ");
  if (at < 0) return invalid(c, field, value, problems);
  const before = c.errors.length;
  invalid(c, field, value, problems.slice(0, at));
  if (c.errors.length === before) return;
  const badValue = keep(value);
  while (at >= 0 && c.errors.length < MAX_ERRORS) {
    const from = at + 2;
    at = problems.indexOf("; ", from);
    push(c, {
      type: "FieldValueInvalid",
      field,
      badValue,
      detail: at < 0 ? problems.slice(from) : problems.slice(from, at),
    });
  }
}

/**
 * A finding of its own on a value another check may already have refused (a generation below
 * zero that is also decremented): reported even then, as Kubernetes' separate checks report it.
 */
export function alsoInvalid(c: Collector, field: string, value: unknown, detail: string): void {
  // Once per object at most (metadata.generation): a scan of every error is cheap enough.
  if (
    c.errors.length >= MAX_ERRORS ||
    c.errors.some((e) => e.field === field && e.detail === detail)
  )
    return;
  push(c, { type: "FieldValueInvalid", field, badValue: keep(value), detail });
}

/** The detail of each list of supported values (the generated modules' constants), written once. */
const supportedDetails = new WeakMap<readonly unknown[], string>();

export function notSupported(
  c: Collector,
  field: string,
  value: unknown,
  supported: readonly unknown[],
): void {
  let detail = supportedDetails.get(supported);
  if (detail === undefined)
    supportedDetails.set(
      supported,
      (detail = `supported values: ${supported.map((s) => JSON.stringify(s)).join(", ")}`),
    );
  add(c, { type: "FieldValueNotSupported", field, badValue: keep(value), detail });
}

export function tooLong(
  c: Collector,
  field: string,
  value: unknown,
  max: number,
  unit: "characters" | "bytes",
): void {
  add(c, {
    type: "FieldValueTooLong",
    field,
    badValue: keep(value),
    detail: `may not be more than ${max} ${unit}`,
  });
}

export function tooMany(c: Collector, field: string, actual: number, max: number): void {
  add(c, {
    type: "FieldValueTooMany",
    field,
    badValue: actual,
    detail: `must have at most ${max} items`,
  });
}

export function duplicate(c: Collector, field: string, value: unknown): void {
  add(c, { type: "FieldValueDuplicate", field, badValue: keep(value), detail: "" });
}

export function forbidden(c: Collector, field: string, detail: string): void {
  add(c, { type: "FieldValueForbidden", field, detail });
}

export function typeInvalid(c: Collector, field: string, value: unknown, expected: string): void {
  add(c, {
    type: "FieldValueTypeInvalid",
    field,
    badValue: keep(value),
    detail: `must be ${expected}`,
  });
}

/** Something other than the value went wrong (Kubernetes' field.InternalError). */
export function internalError(c: Collector, field: string, detail: string): void {
  add(c, { type: "InternalError", field, detail });
}

/** An error as Kubernetes prints it: `spec.leaseName: Required value`, `kind: Unsupported value: "X": supported values: ...`. */
export function formatFieldError(error: FieldError): string {
  const bad = (v: unknown) =>
    typeof v === "string" ? JSON.stringify(v) : String(JSON.stringify(v) ?? v);
  const detail = error.detail ? `: ${error.detail}` : "";
  const field = error.field === "" ? "<root>" : error.field;
  switch (error.type) {
    case "FieldValueRequired":
      return `${field}: Required value${detail}`;
    case "FieldValueInvalid":
      return `${field}: Invalid value: ${bad(error.badValue)}${detail}`;
    case "FieldValueNotSupported":
      return `${field}: Unsupported value: ${bad(error.badValue)}${detail}`;
    case "FieldValueTooLong":
      return `${field}: Too long${detail}`;
    case "FieldValueTooMany":
      return `${field}: Too many: ${bad(error.badValue)}${detail}`;
    case "FieldValueDuplicate":
      return `${field}: Duplicate value: ${bad(error.badValue)}${detail}`;
    case "FieldValueForbidden":
      return `${field}: Forbidden${detail}`;
    case "FieldValueTypeInvalid":
      return `${field}: Invalid value: ${bad(error.badValue)}${detail}`;
    case "InternalError":
      return `${field}: Internal error${detail}`;
  }
}
