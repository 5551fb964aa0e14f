/**
 * CEL rendering of the rule registry: the text of paths, presence ("set", see specs/README.md),
 * conditions and Kubernetes' CEL libraries, for `x-kubernetes-validations`. Each rule kind's
 * registry entry renders its rule with these helpers (`cel`), from the same model rule its
 * TypeScript validator is rendered from; `celValidations` and `fieldCelValidations` are what
 * the OpenAPI emitter calls.
 *
 * How the CEL sees an object is Kubernetes' (k8s.io/apiserver/pkg/cel): `self` is the value
 * of the schema that carries the rule, `oldSelf` its previous value in transition rules;
 * property names that are not CEL identifiers are escaped (`tls-server-name` ->
 * `tls__dash__server__dash__name`, `namespace` -> `__namespace__`); `has()` tests presence;
 * null values of non-nullable fields are pruned before validation; strings with
 * `format: byte` are bytes and with `format: date-time` timestamps.
 */
import type { Condition, Field, FieldPath, Format, ObjectType, Rule, ScalarValue, Shape } from "../model/model.js";
import { conditionsOf } from "../model/describe.js";
import { INTEGER_SCALARS, jsonFields, objectTypeOf, resolvedShape, type TypeLookup } from "../model/queries.js";
import type { CelValidation, Violation } from "./context.js";
import { FORMAT_REGISTRY } from "../keywords/formats/index.js";
import { junction } from "./junction.js";

export type { CelValidation, RuleCelContext } from "./context.js";

/** A rule (or part of one) that CEL cannot state; the registry entry then renders nothing. */
export class NotExpressibleInCel extends Error {}

// ---------------------------------------------------------------------------------------------
// Expressions: a small tree, so that negations and parentheses come out the way people write them.

export type CelExpr =
  | { readonly k: "atom"; readonly t: string }
  | { readonly k: "cmp"; readonly l: string; readonly op: CmpOp; readonly r: string }
  | { readonly k: "not"; readonly x: CelExpr }
  | { readonly k: "and" | "or"; readonly xs: readonly CelExpr[] }
  | { readonly k: "bool"; readonly v: boolean };

type CmpOp = "==" | "!=" | "<" | "<=" | ">" | ">=" | "in";

const NEGATED: Readonly<Record<Exclude<CmpOp, "in">, CmpOp>> = { "==": "!=", "!=": "==", "<": ">=", "<=": ">", ">": "<=", ">=": "<" };

export const atom = (t: string): CelExpr => ({ k: "atom", t });
export const cmp = (l: string, op: CmpOp, r: string): CelExpr => ({ k: "cmp", l, op, r });
export const TRUE: CelExpr = { k: "bool", v: true };
export const FALSE: CelExpr = { k: "bool", v: false };

/** Terms without repeats (`!has(x) || !has(x) || ...` when a guard and a condition share a path). */
function distinct(xs: readonly CelExpr[]): CelExpr[] {
  const seen = new Set<string>();
  return xs.filter((x) => {
    const text = celText(x);
    if (seen.has(text)) return false;
    seen.add(text);
    return true;
  });
}

export const and = (...xs: readonly CelExpr[]): CelExpr => junction("and", xs, distinct);
export const or = (...xs: readonly CelExpr[]): CelExpr => junction("or", xs, distinct);

/** The negation, pushed through `&&`, `||` and comparisons (`!has(x) || x != ""`). */
export function not(x: CelExpr): CelExpr {
  switch (x.k) {
    case "bool": return { k: "bool", v: !x.v };
    case "not": return x.x;
    case "and": return or(...x.xs.map(not));
    case "or": return and(...x.xs.map(not));
    case "cmp":
      if (x.op === "in") return { k: "not", x };
      // A size is never negative: not `size(x) > 0` is `size(x) == 0`.
      if (x.op === ">" && x.r === "0" && x.l.startsWith("size(")) return { ...x, op: "==" };
      return { ...x, op: NEGATED[x.op] };
    case "atom": return { k: "not", x };
  }
}

/** `!(a && b)` as written, without pushing the negation inside. */
export const notAll = (x: CelExpr): CelExpr => (x.k === "and" ? { k: "not", x } : not(x));

export const implies = (a: CelExpr, b: CelExpr): CelExpr => or(not(a), b);

export function celText(x: CelExpr): string {
  switch (x.k) {
    case "bool": return String(x.v);
    case "atom": return x.t;
    case "cmp": return `${x.l} ${x.op} ${x.r}`;
    case "not": return x.x.k === "atom" ? `!${x.x.t}` : `!(${celText(x.x)})`;
    case "and": return x.xs.map((e) => (e.k === "or" ? `(${celText(e)})` : celText(e))).join(" && ");
    // `&&` binds tighter, but parentheses make mixed chains readable.
    case "or": return x.xs.map((e) => (e.k === "and" ? `(${celText(e)})` : celText(e))).join(" || ");
  }
}


// ---------------------------------------------------------------------------------------------
// Names and literals.

/** Kubernetes' CEL reserved symbols (k8s.io/apiserver/pkg/cel/escaping.go): escaped as `__{name}__`. */
const CEL_RESERVED = new Set([
  "true", "false", "null", "in", "as", "break", "const", "continue", "else", "for", "function", "if",
  "import", "let", "loop", "package", "namespace", "return", "var", "void", "while",
]);

/**
 * A property name as Kubernetes exposes it to CEL (escaping.go `Escape`): `__` -> `__underscores__`,
 * `.` -> `__dot__`, `-` -> `__dash__`, `/` -> `__slash__`, reserved words -> `__{word}__`.
 * Undefined when Kubernetes cannot expose it (a leading digit, other characters).
 */
export function escapeCelProperty(name: string): string | undefined {
  if (name.length === 0 || /^[0-9]/.test(name)) return undefined;
  if (CEL_RESERVED.has(name)) return `__${name}__`;
  let ok = true;
  const escaped = name.replace(/__|[-./]|[^a-zA-Z0-9_]/g, (s) => {
    switch (s) {
      case "__": return "__underscores__";
      case ".": return "__dot__";
      case "-": return "__dash__";
      case "/": return "__slash__";
      default:
        ok = false;
        return "";
    }
  });
  return ok ? escaped : undefined;
}

export function celProperty(name: string): string {
  const escaped = escapeCelProperty(name);
  if (escaped === undefined) throw new NotExpressibleInCel(`the field name "${name}" cannot be accessed from CEL (Kubernetes cannot escape it)`);
  return escaped;
}

/** A `fieldPath` of x-kubernetes-validations: `.spec.limit`, `['tls-server-name']`. */
export function celFieldPath(keys: readonly string[]): string {
  return keys.map((k) => (/^[A-Za-z_][A-Za-z0-9_]*$/.test(k) ? `.${k}` : `['${k.replace(/\\/g, "\\\\").replace(/'/g, "\\'")}']`)).join("");
}

/** A CEL literal; numbers are doubles (`1.0`) when the field holding them is not an integer. */
export function celLiteral(value: ScalarValue, double = false): string {
  if (typeof value === "string") return JSON.stringify(value);
  if (typeof value === "boolean") return String(value);
  if (double && Number.isInteger(value)) return `${value}.0`;
  return String(value);
}

function celList(values: readonly ScalarValue[], double: boolean): string {
  return `[${values.map((v) => celLiteral(v, double)).join(", ")}]`;
}

/** An RE2 pattern matching `name` as CEL text uses it (runtime `mentions`: not inside a longer identifier path). */
export function mentionPattern(name: string): string {
  return `(^|[^A-Za-z0-9_.])${name.replace(/[\\^$.*+?()[\]{}|]/g, "\\$&")}($|[^A-Za-z0-9_])`;
}

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
    if (!field) throw new Error(`rule path ${path.text}: no field ${segment.key} in ${current.name}`);
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
    case "string": case "duration": return cmp(x, "!=", '""');
    case "bytes": return cmp(`size(${x})`, ">", "0");
    case "int32": case "int64": return cmp(x, "!=", "0");
    case "float32": case "float64": return cmp(x, "!=", "0.0");
    case "boolean": return cmp(x, "==", "true");
    // int-or-string: a string or an integer, each with its own zero value.
    case "quantity": case "int-or-string": return atom(`(type(${x}) == string ? ${x} != "" : ${x} != 0)`);
    // time and microtime are timestamps in Kubernetes' CEL (format date-time): presence only.
    default: return TRUE;
  }
}

/** Whether the value at a path is set, as the runtime's `isSet(value, pointer)` says. */
export function celIsSet(base: string, steps: readonly CelStep[], lookup: TypeLookup, pointer = steps[steps.length - 1]!.field.pointer): CelExpr {
  const last = steps[steps.length - 1]!;
  return and(celPresent(base, steps), celNotZero(celAccess(base, steps), last.shape, pointer, lookup));
}

/** Whether a condition holds, as the TypeScript validators test it (generator/emit/code/conditions.ts). */
export function celCondition(base: string, cond: Condition, root: ObjectType, lookup: TypeLookup): CelExpr {
  if (cond.and?.length) return and(...conditionsOf(cond).map((c) => celCondition(base, c, root, lookup)));
  const steps = celSteps(root, cond.field, lookup);
  const present = celPresent(base, steps);
  const x = celAccess(base, steps);
  const last = steps[steps.length - 1]!;
  const double = isDouble(last.shape);
  switch (cond.op) {
    case "equals": return and(present, cmp(x, "==", celLiteral(cond.value as ScalarValue, double)));
    case "notEquals": return or(not(present), cmp(x, "!=", celLiteral(cond.value as ScalarValue, double)));
    case "in": return and(present, cmp(x, "in", celList(cond.value as ScalarValue[], double)));
    case "notIn": return or(not(present), { k: "not", x: cmp(x, "in", celList(cond.value as ScalarValue[], double)) });
    case "set": return cond.value ? celIsSet(base, steps, lookup) : not(celIsSet(base, steps, lookup));
    case "prefix": return and(present, atom(`${x}.startsWith(${celLiteral(String(cond.value))})`));
    case "notPrefix": return or(not(present), not(atom(`${x}.startsWith(${celLiteral(String(cond.value))})`)));
    case "greaterThan": return and(present, cmp(x, ">", celLiteral(cond.value as number, double)));
    case "lessThan": return and(present, cmp(x, "<", celLiteral(cond.value as number, double)));
    case "mentions": return and(present, atom(`${x}.matches(${celLiteral(mentionPattern(String(cond.value)))})`));
    case "minItems": return and(present, cmp(`size(${x})`, ">=", String(cond.value)));
    case "contains": return and(present, atom(`(${celLiteral(cond.value as ScalarValue)} in ${x})`));
  }
}

function isDouble(shape: Shape): boolean {
  return shape.kind === "scalar" && (shape.scalar === "float32" || shape.scalar === "float64");
}

/**
 * Some value at a path with `[]` steps satisfies `test` (the runtime's `readAll` then `some`):
 * `has(self.a) && self.a.exists(a, has(a.b) && test(a.b))`.
 */
export function celSomeAt(base: string, steps: readonly CelStep[], test: (x: string, last: CelStep) => CelExpr, depth = 0): CelExpr {
  const at = steps.findIndex((s) => s.each);
  if (at < 0) return and(celPresent(base, steps), test(celAccess(base, steps), steps[steps.length - 1]!));
  const head = steps.slice(0, at + 1);
  const list = celAccess(base, head.map((s) => ({ ...s, each: false })));
  const v = depth === 0 ? "e" : `e${depth + 1}`;
  const rest = steps.slice(at + 1);
  const inner = rest.length ? celSomeAt(v, rest, test, depth + 1) : test(v, steps[at]!);
  return and(celPresent(base, head), atom(`${list}.exists(${v}, ${celText(inner)})`));
}

// ---------------------------------------------------------------------------------------------
// Values of Kubernetes' CEL libraries.

/**
 * A value made comparable `as` a kind, with the guard under which it is one (the runtime's
 * conversion gives undefined otherwise, and the TypeScript check is then skipped).
 */
export interface CelComparable {
  readonly value: string;
  readonly guard: CelExpr;
}

/** `string(x)`: quantities are int-or-string in Kubernetes, and its quantity library takes strings. */
function asString(x: string, shape: Shape): string {
  return shape.kind === "scalar" && (shape.scalar === "quantity" || shape.scalar === "int-or-string") ? `string(${x})` : x;
}

export function celSemver(x: string): CelComparable {
  return { value: `semver(${x})`, guard: atom(`isSemver(${x})`) };
}

export function celQuantity(x: string, shape: Shape): CelComparable {
  const s = asString(x, shape);
  return { value: `quantity(${s})`, guard: atom(`isQuantity(${s})`) };
}

/** The IP family of an address or CIDR (Kubernetes' `ip` and `cidr` libraries). */
export function celIpFamily(x: string, format: Format | undefined): CelComparable {
  if (format === "cidr") return { value: `cidr(${x}).ip().family()`, guard: atom(`isCIDR(${x})`) };
  if (format === "ip") return { value: `ip(${x}).family()`, guard: atom(`isIP(${x})`) };
  return {
    value: `(${x}.contains("/") ? cidr(${x}).ip().family() : ip(${x}).family())`,
    guard: atom(`(${x}.contains("/") ? isCIDR(${x}) : isIP(${x}))`),
  };
}

/**
 * The check that a string has a format: Kubernetes' format library where it has the format
 * (`!format.dns1123Label().validate(x).hasValue()`), its ip, cidr and semver libraries, a
 * regular expression for `lowercase`. Other formats have no CEL equivalent of the runtime check.
 */
export function celFormatCheck(x: string, format: Format): CelExpr {
  const cel = FORMAT_REGISTRY[format].cel;
  if (cel === undefined) throw new NotExpressibleInCel(`the format ${format} has no CEL library in Kubernetes`);
  if ("library" in cel) return not(atom(`format.${cel.library}().validate(${x}).hasValue()`));
  if ("call" in cel) return atom(`${cel.call}(${x})`);
  return not(atom(`${x}.matches(${celLiteral(cel.rejects)})`));
}

// ---------------------------------------------------------------------------------------------
// Rules.

/** The message of a validation: the rule's `detail:`, else the violation's detail, else the rule's sentence. */
export function celMessage(rule: Rule, ruleSentence: string, detail: string): string {
  if (rule.detail !== undefined) return rule.detail;
  if (detail !== "") return detail.replace(/`/g, "");
  const sentence = ruleSentence.replace(/`/g, "");
  return sentence.charAt(0).toUpperCase() + sentence.slice(1).replace(/\.$/, "");
}

/** Kubernetes' reasons for CEL errors; it has none for NotSupported, which CEL reports as Invalid. */
const REASONS = { Invalid: "FieldValueInvalid", NotSupported: "FieldValueInvalid", Forbidden: "FieldValueForbidden", Required: "FieldValueRequired", Duplicate: "FieldValueDuplicate" } as const;

/**
 * One `x-kubernetes-validations` entry of a rule: `check` holds when the value is valid, and
 * the entry reports the kind's violation (its reason, field and message), or what the rule's
 * `error:` and `detail:` set. `on: create` and `on: update` rules become transition rules.
 */
export function celValidation(rule: Rule, check: CelExpr, violation: Violation, sentence: string): CelValidation {
  const message = celMessage(rule, sentence, violation.detail);
  const path = rule.error?.self ? undefined : (rule.error?.path ?? violation.path);
  const reason = REASONS[rule.error?.type ?? violation.type];
  let expr = check;
  let optionalOldSelf: boolean | undefined;
  if (rule.on === "create") {
    // With optionalOldSelf, oldSelf has no value when the object is created.
    expr = or(atom("oldSelf.hasValue()"), check);
    optionalOldSelf = true;
  } else if (rule.on === "update") {
    // Mentioning oldSelf makes it a transition rule, evaluated on updates only.
    expr = and(cmp("oldSelf", "==", "oldSelf"), check);
  }
  return {
    rule: celText(expr),
    message,
    ...(path ? { fieldPath: celFieldPath(keysOf(path)) } : {}),
    reason,
    ...(optionalOldSelf ? { optionalOldSelf } : {}),
  };
}

export const keysOf = (path: FieldPath): string[] => path.segments.map((s) => s.key);


/** Whether an integer literal is right for a shape (else it is written as a double). */
export function isIntegerShape(shape: Shape): boolean {
  return shape.kind === "scalar" && INTEGER_SCALARS.has(shape.scalar);
}
