// Copied by corespec from templates/runtime/regexp-syntax.ts. DO NOT EDIT: change the template and run `npm run generate`.

/**
 * The syntax tree of a spec pattern, read as RE2 (Go's regexp, which Kubernetes validates
 * patterns with) reads it. The generator lets through only patterns that both JavaScript and
 * RE2 compile (generator/analyze/pattern-syntax.ts), so this reader knows that subset: literals,
 * `.`, classes with ranges and negation, `\d \w \s` and their negations, `\p{..}`, escapes,
 * groups (capturing, `(?:`, `(?<name>`), alternation, `* + ? {n} {n,} {n,m}` (lazy or not: a
 * test has one answer), `^ $ \b \B`. Character classes keep RE2's ASCII meanings.
 */

/** A set of code points: ranges (lo, hi pairs), nested sets (`[\D]`), Unicode properties; negated or not. */
export interface CharSet {
  readonly ranges: readonly number[];
  readonly subs: readonly CharSet[];
  readonly props: readonly RegExp[];
  readonly negated: boolean;
}

export type RegexNode =
  | { readonly t: "set"; readonly set: CharSet }
  | { readonly t: "cat"; readonly xs: readonly RegexNode[] }
  | { readonly t: "alt"; readonly xs: readonly RegexNode[] }
  | { readonly t: "rep"; readonly x: RegexNode; readonly min: number; readonly max: number }
  | { readonly t: "assert"; readonly kind: "bol" | "eol" | "word" | "notWord" };

const set = (
  ranges: number[],
  negated = false,
  subs: CharSet[] = [],
  props: RegExp[] = [],
): CharSet => ({ ranges, subs, props, negated });
const DIGIT = [48, 57];
const WORD = [48, 57, 65, 90, 95, 95, 97, 122];
const SPACE = [9, 10, 12, 13, 32, 32];
/** `.`: any code point but a newline (RE2 without the s flag). */
export const DOT: CharSet = set([10, 10], true);

/** Whether a code point is in a set. */
export function inSet(s: CharSet, cp: number): boolean {
  let found = false;
  const r = s.ranges;
  for (let i = 0; i < r.length && !found; i += 2) found = cp >= r[i]! && cp <= r[i + 1]!;
  for (let i = 0; i < s.subs.length && !found; i++) found = inSet(s.subs[i]!, cp);
  for (let i = 0; i < s.props.length && !found; i++)
    found = s.props[i]!.test(String.fromCodePoint(cp));
  return found !== s.negated;
}

/** RE2's `\w` (ASCII), for `\b`. */
export const isWordChar = (cp: number): boolean =>
  (cp >= 48 && cp <= 57) || (cp >= 65 && cp <= 90) || cp === 95 || (cp >= 97 && cp <= 122);

const ESCAPED: Readonly<Record<string, number>> = { t: 9, n: 10, v: 11, f: 12, r: 13, "0": 0 };

/** Parses a pattern; throws on syntax outside the subset (the generator never emits one). */
export function parseRegex(pattern: string): RegexNode {
  let i = 0;
  const peek = () => pattern.codePointAt(i);
  const fail = (what: string): never => {
    throw new SyntaxError(`pattern ${JSON.stringify(pattern)}: ${what} at ${i}`);
  };
  const next = (): number => {
    const cp = pattern.codePointAt(i);
    if (cp === undefined) return fail("unexpected end");
    i += cp > 0xffff ? 2 : 1;
    return cp;
  };
  const hex = (digits: number): number => {
    const text = pattern.slice(i, i + digits);
    if (!/^[0-9A-Fa-f]+$/.test(text) || text.length !== digits) fail("bad hex escape");
    i += digits;
    return parseInt(text, 16);
  };

  /** After a backslash: a set (`\d`, `\p{L}`) or one code point. */
  const escape = (): CharSet | number => {
    const c = String.fromCodePoint(next());
    switch (c) {
      case "d":
        return set(DIGIT);
      case "D":
        return set(DIGIT, true);
      case "w":
        return set(WORD);
      case "W":
        return set(WORD, true);
      case "s":
        return set(SPACE);
      case "S":
        return set(SPACE, true);
      case "p":
      case "P": {
        const end = pattern.indexOf("}", i);
        if (pattern[i] !== "{" || end < 0) fail("bad property");
        const name = pattern.slice(i + 1, end);
        i = end + 1;
        return set([], c === "P", [], [new RegExp(`^\\p{${name}}$`, "u")]);
      }
      case "x": {
        if (pattern[i] !== "{") return hex(2);
        const end = pattern.indexOf("}", i);
        const cp = parseInt(pattern.slice(i + 1, end), 16);
        i = end + 1;
        return cp;
      }
      case "u": {
        if (pattern[i] !== "{") return hex(4);
        const end = pattern.indexOf("}", i);
        const cp = parseInt(pattern.slice(i + 1, end), 16);
        i = end + 1;
        return cp;
      }
      default:
        if (c in ESCAPED) return ESCAPED[c]!;
        if (/^[A-Za-z0-9]$/.test(c)) fail(`unsupported escape \\${c}`);
        return c.codePointAt(0)!;
    }
  };

  const classSet = (): CharSet => {
    const negated = peek() === 94; // ^
    if (negated) i++;
    const ranges: number[] = [];
    const subs: CharSet[] = [];
    let first = true;
    while (peek() !== 93 || first) {
      first = false;
      const lo = peek() === 92 ? (i++, escape()) : next();
      if (typeof lo !== "number") {
        subs.push(lo);
        continue;
      }
      if (peek() === 45 && pattern.codePointAt(i + 1) !== 93 && i + 1 < pattern.length) {
        i++;
        const hi = peek() === 92 ? (i++, escape()) : next();
        if (typeof hi !== "number") fail("bad range");
        ranges.push(lo, hi as number);
      } else {
        ranges.push(lo, lo);
      }
    }
    i++; // ]
    return set(ranges, negated, subs);
  };

  const atom = (): RegexNode => {
    const cp = next();
    switch (cp) {
      case 40: {
        // (
        if (pattern.startsWith("?:", i)) i += 2;
        else if (pattern.startsWith("?<", i)) i = pattern.indexOf(">", i) + 1;
        else if (pattern[i] === "?") fail("unsupported group");
        const inner = alternation();
        if (next() !== 41) fail("missing )");
        return inner;
      }
      case 91:
        return { t: "set", set: classSet() };
      case 46:
        return { t: "set", set: DOT };
      case 94:
        return { t: "assert", kind: "bol" };
      case 36:
        return { t: "assert", kind: "eol" };
      case 92: {
        if (peek() === 98 || peek() === 66)
          return { t: "assert", kind: next() === 98 ? "word" : "notWord" };
        const e = escape();
        return { t: "set", set: typeof e === "number" ? set([e, e]) : e };
      }
      default:
        return { t: "set", set: set([cp, cp]) };
    }
  };

  const quantified = (x: RegexNode): RegexNode => {
    for (;;) {
      const c = pattern[i];
      let min: number;
      let max: number;
      if (c === "*") [min, max] = [0, Infinity];
      else if (c === "+") [min, max] = [1, Infinity];
      else if (c === "?") [min, max] = [0, 1];
      else if (c === "{" && /^\{\d+(,\d*)?\}/.test(pattern.slice(i))) {
        const m = /^\{(\d+)(,(\d*))?\}/.exec(pattern.slice(i))!;
        min = Number(m[1]);
        max = m[2] === undefined ? min : m[3] === "" ? Infinity : Number(m[3]);
        i += m[0].length - 1;
      } else return x;
      i++;
      if (pattern[i] === "?") i++; // lazy: the same answer to a test
      x = { t: "rep", x, min, max };
    }
  };

  const sequence = (): RegexNode => {
    const xs: RegexNode[] = [];
    while (i < pattern.length && pattern[i] !== "|" && pattern[i] !== ")")
      xs.push(quantified(atom()));
    return xs.length === 1 ? xs[0]! : { t: "cat", xs };
  };

  function alternation(): RegexNode {
    const xs = [sequence()];
    while (pattern[i] === "|") {
      i++;
      xs.push(sequence());
    }
    return xs.length === 1 ? xs[0]! : { t: "alt", xs };
  }

  const root = alternation();
  if (i < pattern.length) fail("unexpected )");
  return root;
}
