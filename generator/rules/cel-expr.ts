/**
 * CEL expressions as a small tree (so negations and parentheses come out the way people
 * write them), and the names and literals of Kubernetes' CEL: property escaping, field paths,
 * scalar literals. Re-exported by cel.ts.
 */
import type { ScalarValue } from "../model/model.js";
import { junction } from "./junction.js";

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

const NEGATED: Readonly<Record<Exclude<CmpOp, "in">, CmpOp>> = {
  "==": "!=",
  "!=": "==",
  "<": ">=",
  "<=": ">",
  ">": "<=",
  ">=": "<",
};

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
    case "bool":
      return { k: "bool", v: !x.v };
    case "not":
      return x.x;
    case "and":
      return or(...x.xs.map(not));
    case "or":
      return and(...x.xs.map(not));
    case "cmp":
      if (x.op === "in") return { k: "not", x };
      // A size is never negative: not `size(x) > 0` is `size(x) == 0`.
      if (x.op === ">" && x.r === "0" && x.l.startsWith("size(")) return { ...x, op: "==" };
      return { ...x, op: NEGATED[x.op] };
    case "atom":
      return { k: "not", x };
  }
}

/** `!(a && b)` as written, without pushing the negation inside. */
export const notAll = (x: CelExpr): CelExpr => (x.k === "and" ? { k: "not", x } : not(x));

export const implies = (a: CelExpr, b: CelExpr): CelExpr => or(not(a), b);

export function celText(x: CelExpr): string {
  switch (x.k) {
    case "bool":
      return String(x.v);
    case "atom":
      return x.t;
    case "cmp":
      return `${x.l} ${x.op} ${x.r}`;
    case "not":
      return x.x.k === "atom" ? `!${x.x.t}` : `!(${celText(x.x)})`;
    case "and":
      return x.xs.map((e) => (e.k === "or" ? `(${celText(e)})` : celText(e))).join(" && ");
    // `&&` binds tighter, but parentheses make mixed chains readable.
    case "or":
      return x.xs.map((e) => (e.k === "and" ? `(${celText(e)})` : celText(e))).join(" || ");
  }
}

// ---------------------------------------------------------------------------------------------
// Names and literals.

/** Kubernetes' CEL reserved symbols (k8s.io/apiserver/pkg/cel/escaping.go): escaped as `__{name}__`. */
const CEL_RESERVED = new Set([
  "true",
  "false",
  "null",
  "in",
  "as",
  "break",
  "const",
  "continue",
  "else",
  "for",
  "function",
  "if",
  "import",
  "let",
  "loop",
  "package",
  "namespace",
  "return",
  "var",
  "void",
  "while",
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
      case "__":
        return "__underscores__";
      case ".":
        return "__dot__";
      case "-":
        return "__dash__";
      case "/":
        return "__slash__";
      default:
        ok = false;
        return "";
    }
  });
  return ok ? escaped : undefined;
}

export function celProperty(name: string): string {
  const escaped = escapeCelProperty(name);
  if (escaped === undefined)
    throw new NotExpressibleInCel(
      `the field name "${name}" cannot be accessed from CEL (Kubernetes cannot escape it)`,
    );
  return escaped;
}

/** A `fieldPath` of x-kubernetes-validations: `.spec.limit`, `['tls-server-name']`. */
export function celFieldPath(keys: readonly string[]): string {
  return keys
    .map((k) =>
      /^[A-Za-z_][A-Za-z0-9_]*$/.test(k)
        ? `.${k}`
        : `['${k.replace(/\\/g, "\\\\").replace(/'/g, "\\'")}']`,
    )
    .join("");
}

/** A CEL literal; numbers are doubles (`1.0`) when the field holding them is not an integer. */
export function celLiteral(value: ScalarValue, double = false): string {
  if (typeof value === "string") return JSON.stringify(value);
  if (typeof value === "boolean") return String(value);
  if (double && Number.isInteger(value)) return `${value}.0`;
  return String(value);
}

export function celList(values: readonly ScalarValue[], double: boolean): string {
  return `[${values.map((v) => celLiteral(v, double)).join(", ")}]`;
}

/** An RE2 pattern matching `name` as CEL text uses it (runtime `mentions`: not inside a longer identifier path). */
export function mentionPattern(name: string): string {
  return `(^|[^A-Za-z0-9_.])${name.replace(/[\\^$.*+?()[\]{}|]/g, "\\$&")}($|[^A-Za-z0-9_])`;
}
