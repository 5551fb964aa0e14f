/**
 * Label selectors, as Kubernetes parses and matches them (k8s.io/apimachinery/pkg/labels).
 *
 * Label selectors: `a=b`, `a==b`, `a!=b`, `a in (x,y)`, `a notin (x,y)`, `a` (exists), `!a`
 * (does not exist), `a>3`, `a<3` (integers), requirements joined by commas (AND). Keys are
 * label keys (`[prefix/]name`), values label values; errors read as Kubernetes writes them
 * (`unable to parse requirement: ...`, `found 'x', expected: ...`).
 */
import { parseInt64 } from "./int64.js";
import { SelectorError } from "./selector-error.js";
import { labelKeyProblems, labelValueProblems, quote } from "./label-syntax.js";

export { labelKeyProblems, labelValueProblems, SelectorError };

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
  return (
    ch === "=" || ch === "!" || ch === "(" || ch === ")" || ch === "," || ch === ">" || ch === "<"
  );
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
    return values && (item.token === "in" || item.token === "notin")
      ? { token: "identifier", literal: item.literal }
      : item;
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
          if (error instanceof SelectorError)
            throw new SelectorError(`unable to parse requirement: ${error.message}`);
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
        } else
          throw new SelectorError(`found '${after.literal}', expected: ',' or 'end of string'`);
      } else if (token === "end") return requirements;
      else
        throw new SelectorError(`found '${literal}', expected: !, identifier, or 'end of string'`);
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
    if (keyProblems.length > 0)
      throw new SelectorError(`key: Invalid value: ${quote(key)}: ${keyProblems.join("; ")}`);
    const ahead = this.peek(true).token;
    if (negated) return { key, operator: "!", values: [] };
    if (ahead === "end" || ahead === ",") return { key, operator: "exists", values: [] };
    const op = this.next(false);
    let operator: LabelOperator;
    switch (op.token) {
      case "in":
        operator = "in";
        break;
      case "notin":
        operator = "notin";
        break;
      case "=":
        operator = "=";
        break;
      case "==":
        operator = "==";
        break;
      case "!=":
        operator = "!=";
        break;
      case ">":
        operator = "gt";
        break;
      case "<":
        operator = "lt";
        break;
      default:
        throw new SelectorError(`found '${op.literal}', expected: ${BINARY_OPERATORS}`);
    }
    const values =
      operator === "in" || operator === "notin" ? this.valueSet() : [this.exactValue()];
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
    if (token !== "identifier" && token !== ",")
      throw new SelectorError(`found '${literal}', expected: ',', ')' or identifier`);
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

export function compareStrings(a: string, b: string): number {
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
      if (int64(v) === undefined)
        errs.push(
          `values[${i}]: Invalid value: ${quote(v)}: for 'Gt', 'Lt' operators, the value must be an integer`,
        );
    });
  }
  values.forEach((v, i) => {
    const problems = labelValueProblems(v);
    if (problems.length > 0)
      errs.push(`values[${i}][${key}]: Invalid value: ${quote(v)}: ${problems.join("; ")}`);
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
export const EVERYTHING: LabelSelector = Object.freeze({
  requirements: Object.freeze([]) as readonly LabelRequirement[],
});

/** A selector matching labels equal to every entry of `set` (labels.SelectorFromSet), unchecked. */
export function labelSelectorFromSet(set: Readonly<Record<string, string>>): LabelSelector {
  const requirements = Object.keys(set)
    .sort(compareStrings)
    .map((key): LabelRequirement => ({ key, operator: "=", values: [set[key]!] }));
  return { requirements };
}

function lookup(labels: Labels | undefined, key: string): string | undefined {
  if (labels === undefined || labels === null || !Object.prototype.hasOwnProperty.call(labels, key))
    return undefined;
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
  for (let i = 0; i < requirements.length; i++)
    if (!requirementMatches(requirements[i]!, labels)) return false;
  return true;
}

/** The selector as Kubernetes prints it (`a in (x,y),!b,c=d`). */
export function formatLabelSelector(selector: LabelSelector): string {
  return selector.requirements
    .map((r) => {
      switch (r.operator) {
        case "exists":
          return r.key;
        case "!":
          return `!${r.key}`;
        case "in":
          return `${r.key} in (${[...r.values].sort(compareStrings).join(",")})`;
        case "notin":
          return `${r.key} notin (${[...r.values].sort(compareStrings).join(",")})`;
        case "gt":
          return `${r.key}>${r.values[0] ?? ""}`;
        case "lt":
          return `${r.key}<${r.values[0] ?? ""}`;
        default:
          return `${r.key}${r.operator}${r.values[0] ?? ""}`;
      }
    })
    .join(",");
}
