/**
 * Label and field selectors, as Kubernetes parses and matches them
 * (k8s.io/apimachinery/pkg/labels and pkg/fields).
 *
 * Label selectors: `a=b`, `a==b`, `a!=b`, `a in (x,y)`, `a notin (x,y)`, `a` (exists), `!a`
 * (does not exist), `a>3`, `a<3` (integers), requirements joined by commas (AND). Keys are
 * label keys (`[prefix/]name`), values label values; errors read as Kubernetes writes them
 * (`unable to parse requirement: ...`, `found 'x', expected: ...`).
 *
 * Field selectors: `path=value`, `path==value`, `path!=value` joined by commas, with `\,`,
 * `\=` and `\\` escapes in values; only `metadata.name`, `metadata.namespace` and the
 * selectable fields of the resource are accepted.
 */
import { parseInt64 } from "./int64.js";

/** A selector that cannot be parsed, or names a field the resource does not select on. */
export class SelectorError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SelectorError";
  }
}

/** The operators of label requirements, spelled as Kubernetes' selection.Operator. */
export type LabelOperator = "=" | "==" | "!=" | "in" | "notin" | "exists" | "!" | "gt" | "lt";

/** One requirement of a label selector. `values` is sorted and without duplicates for `in`/`notin`. */
export interface LabelRequirement {
  readonly key: string;
  readonly operator: LabelOperator;
  readonly values: readonly string[];
}

/** Requirements that must all hold (sorted by key, as Kubernetes sorts them). Empty matches everything. */
export interface LabelSelector {
  readonly requirements: readonly LabelRequirement[];
}

/** Labels as objects carry them in `metadata.labels`. */
export type Labels = { readonly [key: string]: unknown };

// ---------------------------------------------------------------------------------------
// Label key and value checks (k8s.io/apimachinery/pkg/api/validate/content)
// ---------------------------------------------------------------------------------------

const LABEL_KEY_FMT = "([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]";
const LABEL_KEY_RE = new RegExp(`^${LABEL_KEY_FMT}$`);
const LABEL_KEY_MSG = "must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character";
const LABEL_VALUE_FMT = `(${LABEL_KEY_FMT})?`;
const LABEL_VALUE_RE = new RegExp(`^${LABEL_VALUE_FMT}$`);
const LABEL_VALUE_MSG = "a valid label must be an empty string or consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character";
const DNS1123_SUBDOMAIN_FMT = "[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*";
const DNS1123_SUBDOMAIN_RE = new RegExp(`^${DNS1123_SUBDOMAIN_FMT}$`);
const DNS1123_SUBDOMAIN_MSG = "a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character";

function regexError(msg: string, re: string, ...examples: string[]): string {
  if (examples.length === 0) return `${msg} (regex used for validation is '${re}')`;
  return `${msg} (e.g. ${examples.map((e) => `'${e}', `).join(" or ")}regex used for validation is '${re}')`;
}

function byteLength(s: string): number {
  // Go measures strings in bytes.
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff) {
      n += 4;
      i++;
    } else n += 3;
  }
  return n;
}

/** The problems of a label key (`[DNS subdomain/]name`), as content.IsLabelKey lists them; empty when valid. */
export function labelKeyProblems(value: string): string[] {
  const errs: string[] = [];
  const parts = value.split("/");
  let name: string;
  if (parts.length === 1) name = parts[0]!;
  else if (parts.length === 2) {
    const prefix = parts[0]!;
    name = parts[1]!;
    if (prefix.length === 0) errs.push("prefix part must be non-empty");
    else {
      if (byteLength(prefix) > 253) errs.push("prefix part must be no more than 253 bytes");
      if (!DNS1123_SUBDOMAIN_RE.test(prefix)) errs.push(`prefix part ${regexError(DNS1123_SUBDOMAIN_MSG, DNS1123_SUBDOMAIN_FMT, "example.com")}`);
    }
  } else {
    return [
      `a valid label key ${regexError(LABEL_KEY_MSG, LABEL_KEY_FMT, "MyName", "my.name", "123-abc")} with an optional DNS subdomain prefix and '/' (e.g. 'example.com/MyName')`,
    ];
  }
  if (name.length === 0) errs.push("name part must be non-empty");
  else if (byteLength(name) > 63) errs.push("name part must be no more than 63 bytes");
  if (!LABEL_KEY_RE.test(name)) errs.push(`name part ${regexError(LABEL_KEY_MSG, LABEL_KEY_FMT, "MyName", "my.name", "123-abc")}`);
  return errs;
}

/** The problems of a label value (at most 63 bytes, may be empty), as content.IsLabelValue lists them. */
export function labelValueProblems(value: string): string[] {
  const errs: string[] = [];
  if (byteLength(value) > 63) errs.push("must be no more than 63 bytes");
  if (!LABEL_VALUE_RE.test(value)) errs.push(regexError(LABEL_VALUE_MSG, LABEL_VALUE_FMT, "MyValue", "my_value", "12345"));
  return errs;
}

function quote(value: string): string {
  return JSON.stringify(value);
}

// ---------------------------------------------------------------------------------------
// Label selector lexer and parser (labels/selector.go)
// ---------------------------------------------------------------------------------------

type Token =
  | "error"
  | "end"
  | ")"
  | ","
  | "!"
  | "=="
  | "="
  | ">"
  | "identifier"
  | "in"
  | "<"
  | "!="
  | "notin"
  | "(";

const LITERAL_TOKENS: ReadonlyMap<string, Token> = new Map<string, Token>([
  [")", ")"],
  [",", ","],
  ["!", "!"],
  ["==", "=="],
  ["=", "="],
  [">", ">"],
  ["in", "in"],
  ["<", "<"],
  ["!=", "!="],
  ["notin", "notin"],
  ["(", "("],
]);

interface Scanned {
  readonly token: Token;
  readonly literal: string;
}

function isWhitespace(ch: string): boolean {
  return ch === " " || ch === "\t" || ch === "\r" || ch === "\n";
}

function isSpecial(ch: string): boolean {
  return ch === "=" || ch === "!" || ch === "(" || ch === ")" || ch === "," || ch === ">" || ch === "<";
}

function lex(input: string): Scanned[] {
  const out: Scanned[] = [];
  let pos = 0;
  for (;;) {
    while (pos < input.length && isWhitespace(input[pos]!)) pos++;
    if (pos >= input.length) {
      out.push({ token: "end", literal: "" });
      return out;
    }
    const ch = input[pos]!;
    if (isSpecial(ch)) {
      // The longest run of special characters that is an operator: "!=" , "==", then one by one.
      let buffer = "";
      let last: Scanned | undefined;
      while (pos < input.length && isSpecial(input[pos]!)) {
        buffer += input[pos]!;
        const token = LITERAL_TOKENS.get(buffer);
        if (token !== undefined) last = { token, literal: buffer };
        else if (last !== undefined) break;
        pos++;
      }
      out.push(last ?? { token: "error", literal: `error expected: keyword found '${buffer}'` });
    } else {
      const start = pos;
      while (pos < input.length && !isSpecial(input[pos]!) && !isWhitespace(input[pos]!)) pos++;
      const literal = input.slice(start, pos);
      out.push({ token: LITERAL_TOKENS.get(literal) ?? "identifier", literal });
    }
  }
}

const BINARY_OPERATORS = "in, notin, =, ==, !=, gt, lt";

class LabelParser {
  private position = 0;
  constructor(private readonly items: readonly Scanned[]) {}

  /** In value position the keywords `in` and `notin` are plain identifiers. */
  private peek(values: boolean): Scanned {
    const item = this.items[this.position]!;
    return values && (item.token === "in" || item.token === "notin") ? { token: "identifier", literal: item.literal } : item;
  }

  private next(values: boolean): Scanned {
    const item = this.peek(values);
    if (this.position < this.items.length - 1) this.position++;
    return item;
  }

  parse(): LabelRequirement[] {
    const requirements: LabelRequirement[] = [];
    for (;;) {
      const { token, literal } = this.peek(true);
      if (token === "identifier" || token === "!") {
        let requirement: LabelRequirement;
        try {
          requirement = this.requirement();
        } catch (error) {
          if (error instanceof SelectorError) throw new SelectorError(`unable to parse requirement: ${error.message}`);
          throw error;
        }
        requirements.push(requirement);
        const after = this.next(true);
        if (after.token === "end") return requirements;
        if (after.token === ",") {
          const following = this.peek(true);
          if (following.token !== "identifier" && following.token !== "!") {
            throw new SelectorError(`found '${following.literal}', expected: identifier after ','`);
          }
        } else throw new SelectorError(`found '${after.literal}', expected: ',' or 'end of string'`);
      } else if (token === "end") return requirements;
      else throw new SelectorError(`found '${literal}', expected: !, identifier, or 'end of string'`);
    }
  }

  private requirement(): LabelRequirement {
    let negated = false;
    let { token, literal } = this.next(true);
    if (token === "!") {
      negated = true;
      ({ token, literal } = this.next(true));
    }
    if (token !== "identifier") throw new SelectorError(`found '${literal}', expected: identifier`);
    const key = literal;
    const keyProblems = labelKeyProblems(key);
    if (keyProblems.length > 0) throw new SelectorError(`key: Invalid value: ${quote(key)}: ${keyProblems.join("; ")}`);
    const ahead = this.peek(true).token;
    if (negated) return { key, operator: "!", values: [] };
    if (ahead === "end" || ahead === ",") return { key, operator: "exists", values: [] };
    const op = this.next(false);
    let operator: LabelOperator;
    switch (op.token) {
      case "in": operator = "in"; break;
      case "notin": operator = "notin"; break;
      case "=": operator = "="; break;
      case "==": operator = "=="; break;
      case "!=": operator = "!="; break;
      case ">": operator = "gt"; break;
      case "<": operator = "lt"; break;
      default: throw new SelectorError(`found '${op.literal}', expected: ${BINARY_OPERATORS}`);
    }
    const values = operator === "in" || operator === "notin" ? this.valueSet() : [this.exactValue()];
    return newRequirement(key, operator, values);
  }

  private valueSet(): string[] {
    const open = this.next(true);
    if (open.token !== "(") throw new SelectorError(`found '${open.literal}' expected: '('`);
    const { token, literal } = this.peek(true);
    if (token === ")") {
      this.next(true);
      return [""];
    }
    if (token !== "identifier" && token !== ",") throw new SelectorError(`found '${literal}', expected: ',', ')' or identifier`);
    const set = new Set<string>();
    for (;;) {
      const item = this.next(true);
      if (item.token === "identifier") {
        set.add(item.literal);
        const ahead = this.peek(true);
        if (ahead.token === ",") continue;
        if (ahead.token === ")") break;
        throw new SelectorError(`found '${ahead.literal}', expected: ',' or ')'`);
      } else if (item.token === ",") {
        // "(,a)", "(a,,b)" and "(a,)" hold the empty value.
        if (set.size === 0) set.add("");
        const ahead = this.peek(true).token;
        if (ahead === ")") {
          set.add("");
          break;
        }
        if (ahead === ",") set.add("");
      } else throw new SelectorError(`found '${item.literal}', expected: ',', or identifier`);
    }
    const close = this.next(true);
    if (close.token !== ")") throw new SelectorError(`found '${close.literal}', expected: ')'`);
    return [...set].sort(compareStrings);
  }

  private exactValue(): string {
    const ahead = this.peek(true).token;
    if (ahead === "end" || ahead === ",") return "";
    const item = this.next(true);
    if (item.token === "identifier") return item.literal;
    throw new SelectorError(`found '${item.literal}', expected: identifier`);
  }
}

function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** A selector value as a 64-bit integer, or undefined. */
function int64(value: string): bigint | undefined {
  const n = parseInt64(value);
  return typeof n === "bigint" ? n : undefined;
}

/** A requirement checked as labels.NewRequirement checks it (values). Throws SelectorError. */
function newRequirement(key: string, operator: LabelOperator, values: string[]): LabelRequirement {
  const errs: string[] = [];
  if (operator === "gt" || operator === "lt") {
    values.forEach((v, i) => {
      if (int64(v) === undefined) errs.push(`values[${i}]: Invalid value: ${quote(v)}: for 'Gt', 'Lt' operators, the value must be an integer`);
    });
  }
  values.forEach((v, i) => {
    const problems = labelValueProblems(v);
    if (problems.length > 0) errs.push(`values[${i}][${key}]: Invalid value: ${quote(v)}: ${problems.join("; ")}`);
  });
  if (errs.length === 1) throw new SelectorError(errs[0]!);
  if (errs.length > 1) throw new SelectorError(`[${errs.join(", ")}]`);
  return { key, operator, values };
}

/**
 * Parses a label selector in Kubernetes' syntax. The empty string selects everything.
 * Throws SelectorError with Kubernetes' message when the text is not a selector.
 */
export function parseLabelSelector(text: string): LabelSelector {
  const requirements = new LabelParser(lex(text)).parse();
  // Stable sort by key, for a deterministic form (labels.parse sorts ByKey).
  requirements.sort((a, b) => compareStrings(a.key, b.key));
  return { requirements };
}

/** The selector that matches everything. */
export const EVERYTHING: LabelSelector = Object.freeze({ requirements: Object.freeze([]) as readonly LabelRequirement[] });

/** A selector matching labels equal to every entry of `set` (labels.SelectorFromSet), unchecked. */
export function labelSelectorFromSet(set: Readonly<Record<string, string>>): LabelSelector {
  const requirements = Object.keys(set)
    .sort(compareStrings)
    .map((key): LabelRequirement => ({ key, operator: "=", values: [set[key]!] }));
  return { requirements };
}

function lookup(labels: Labels | undefined, key: string): string | undefined {
  if (labels === undefined || labels === null || !Object.prototype.hasOwnProperty.call(labels, key)) return undefined;
  const value = labels[key];
  return typeof value === "string" ? value : undefined;
}

function requirementMatches(r: LabelRequirement, labels: Labels | undefined): boolean {
  switch (r.operator) {
    case "=":
    case "==":
    case "in": {
      const value = lookup(labels, r.key);
      return value !== undefined && r.values.includes(value);
    }
    case "!=":
    case "notin": {
      const value = lookup(labels, r.key);
      return value === undefined || !r.values.includes(value);
    }
    case "exists":
      return lookup(labels, r.key) !== undefined;
    case "!":
      return lookup(labels, r.key) === undefined;
    case "gt":
    case "lt": {
      const value = lookup(labels, r.key);
      if (value === undefined || r.values.length !== 1) return false;
      const have = int64(value);
      const want = int64(r.values[0]!);
      if (have === undefined || want === undefined) return false;
      return r.operator === "gt" ? have > want : have < want;
    }
  }
}

/** Whether every requirement holds for the labels (`metadata.labels`; undefined is no labels). */
export function matchesLabels(selector: LabelSelector, labels: Labels | undefined): boolean {
  const requirements = selector.requirements;
  for (let i = 0; i < requirements.length; i++) if (!requirementMatches(requirements[i]!, labels)) return false;
  return true;
}

/** The selector as Kubernetes prints it (`a in (x,y),!b,c=d`). */
export function formatLabelSelector(selector: LabelSelector): string {
  return selector.requirements
    .map((r) => {
      switch (r.operator) {
        case "exists": return r.key;
        case "!": return `!${r.key}`;
        case "in": return `${r.key} in (${[...r.values].sort(compareStrings).join(",")})`;
        case "notin": return `${r.key} notin (${[...r.values].sort(compareStrings).join(",")})`;
        case "gt": return `${r.key}>${r.values[0] ?? ""}`;
        case "lt": return `${r.key}<${r.values[0] ?? ""}`;
        default: return `${r.key}${r.operator}${r.values[0] ?? ""}`;
      }
    })
    .join(",");
}

// ---------------------------------------------------------------------------------------
// Field selectors (fields/selector.go)
// ---------------------------------------------------------------------------------------

/** The fields every resource selects on. */
export const META_FIELDS: readonly string[] = Object.freeze(["metadata.name", "metadata.namespace"]);

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
    else if (c === "," || c === "=") throw new SelectorError(`invalid field selector: unescaped character in value: '${c}'`);
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
    if (split === undefined) throw new SelectorError(`invalid selector: '${text}'; can't understand '${part}'`);
    const [field, operator, raw] = split;
    const value = unescapeValue(raw);
    if (!known.includes(field)) throw new SelectorError(`${quote(field)} is not a known field selector: only ${known.map(quote).join(", ")}`);
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
  return selector.requirements.map((r) => `${r.field}${r.operator === "!=" ? "!=" : "="}${escapeFieldValue(r.value)}`).join(",");
}

/** The value a field selector requires a field to equal (`metadata.name=x`), if it requires one. */
export function requiredFieldValue(selector: FieldSelector | undefined, field: string): string | undefined {
  if (selector === undefined) return undefined;
  for (const r of selector.requirements) if (r.field === field && r.operator !== "!=") return r.value;
  return undefined;
}
