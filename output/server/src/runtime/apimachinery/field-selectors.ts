// Copied by corespec from templates/server/apimachinery/field-selectors.ts. DO NOT EDIT: change the template and run `npm run generate`.

/**
 * Field selectors, as Kubernetes parses and matches them (k8s.io/apimachinery/pkg/fields):
 * `path=value`, `path==value`, `path!=value` joined by commas, with `\,`, `\=` and `\\`
 * escapes in values; only `metadata.name`, `metadata.namespace` and the
 * selectable fields of the resource are accepted.
 */
import { SelectorError } from "./selector-error.js";
import { quote } from "./label-syntax.js";
import { compareStrings } from "./selectors.js";

// ---------------------------------------------------------------------------------------
// Field selectors (fields/selector.go)
// ---------------------------------------------------------------------------------------

/** The fields every resource selects on. */
export const META_FIELDS: readonly string[] = Object.freeze([
  "metadata.name",
  "metadata.namespace",
]);

/** One term of a field selector. `=` and `==` mean the same. */
export interface FieldRequirement {
  readonly field: string;
  readonly operator: "=" | "==" | "!=";
  readonly value: string;
}

/** Terms that must all hold (sorted as Kubernetes sorts them). Empty matches everything. */
export interface FieldSelector {
  readonly requirements: readonly FieldRequirement[];
}

function splitTerms(text: string): string[] {
  if (text.length === 0) return [];
  const terms: string[] = [];
  let start = 0;
  let inSlash = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inSlash) inSlash = false;
    else if (c === "\\") inSlash = true;
    else if (c === ",") {
      terms.push(text.slice(start, i));
      start = i + 1;
    }
  }
  terms.push(text.slice(start));
  return terms;
}

function splitTerm(term: string): [string, "=" | "==" | "!=", string] | undefined {
  for (let i = 0; i < term.length; i++) {
    // "!=" and "==" before "=", so "a==b" is not "a" = "=b".
    if (term.startsWith("!=", i)) return [term.slice(0, i), "!=", term.slice(i + 2)];
    if (term.startsWith("==", i)) return [term.slice(0, i), "==", term.slice(i + 2)];
    if (term[i] === "=") return [term.slice(0, i), "=", term.slice(i + 1)];
  }
  return undefined;
}

function unescapeValue(value: string): string {
  if (!/[\\,=]/.test(value)) return value;
  let out = "";
  let inSlash = false;
  for (const c of value) {
    if (inSlash) {
      if (c === "\\" || c === "," || c === "=") out += c;
      else throw new SelectorError(`invalid field selector: invalid escape sequence: \\${c}`);
      inSlash = false;
    } else if (c === "\\") inSlash = true;
    else if (c === "," || c === "=")
      throw new SelectorError(`invalid field selector: unescaped character in value: '${c}'`);
    else out += c;
  }
  if (inSlash) throw new SelectorError("invalid field selector: invalid escape sequence: \\");
  return out;
}

/** A value written so that parseFieldSelector reads it back (`\`, `,` and `=` escaped). */
export function escapeFieldValue(value: string): string {
  return value.replace(/[\\,=]/g, (c) => `\\${c}`);
}

/**
 * Parses a field selector, accepting only `metadata.name`, `metadata.namespace` and the
 * `allowed` paths. Throws SelectorError: `invalid selector: 'x'; can't understand 'x'`, or
 * `"spec.x" is not a known field selector: only "metadata.name", "metadata.namespace"`.
 */
export function parseFieldSelector(text: string, allowed: readonly string[]): FieldSelector {
  const known = [...new Set([...META_FIELDS, ...allowed])];
  const parts = splitTerms(text).sort(compareStrings);
  const requirements: FieldRequirement[] = [];
  for (const part of parts) {
    if (part === "") continue;
    const split = splitTerm(part);
    if (split === undefined)
      throw new SelectorError(`invalid selector: '${text}'; can't understand '${part}'`);
    const [field, operator, raw] = split;
    const value = unescapeValue(raw);
    if (!known.includes(field))
      throw new SelectorError(
        `${quote(field)} is not a known field selector: only ${known.map(quote).join(", ")}`,
      );
    requirements.push({ field, operator, value });
  }
  return { requirements };
}

/**
 * The value of a field path as field selectors compare it: strings as they are, numbers and
 * booleans printed, anything missing (or not a scalar) as "".
 */
export function fieldValue(object: unknown, path: string): string {
  let current: unknown = object;
  let start = 0;
  for (;;) {
    const dot = path.indexOf(".", start);
    const key = dot === -1 ? path.slice(start) : path.slice(start, dot);
    if (typeof current !== "object" || current === null || Array.isArray(current)) return "";
    if (!Object.prototype.hasOwnProperty.call(current, key)) return "";
    current = (current as { [key: string]: unknown })[key];
    if (dot === -1) break;
    start = dot + 1;
  }
  if (typeof current === "string") return current;
  if (typeof current === "number" || typeof current === "boolean") return String(current);
  return "";
}

/** Whether every term holds for the object. */
export function matchesFields(selector: FieldSelector, object: unknown): boolean {
  const requirements = selector.requirements;
  for (let i = 0; i < requirements.length; i++) {
    const r = requirements[i]!;
    const equal = fieldValue(object, r.field) === r.value;
    if (r.operator === "!=" ? equal : !equal) return false;
  }
  return true;
}

/** The selector as Kubernetes prints it (values escaped). */
export function formatFieldSelector(selector: FieldSelector): string {
  return selector.requirements
    .map((r) => `${r.field}${r.operator === "!=" ? "!=" : "="}${escapeFieldValue(r.value)}`)
    .join(",");
}

/** The value a field selector requires a field to equal (`metadata.name=x`), if it requires one. */
export function requiredFieldValue(
  selector: FieldSelector | undefined,
  field: string,
): string | undefined {
  if (selector === undefined) return undefined;
  for (const r of selector.requirements)
    if (r.field === field && r.operator !== "!=") return r.value;
  return undefined;
}
