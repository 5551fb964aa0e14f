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
  | {
      readonly t: "set";
      readonly set: CharSet;
    }
  | {
      readonly t: "cat";
      readonly xs: readonly RegexNode[];
    }
  | {
      readonly t: "alt";
      readonly xs: readonly RegexNode[];
    }
  | {
      readonly t: "rep";
      readonly x: RegexNode;
      readonly min: number;
      readonly max: number;
    }
  | {
      readonly t: "assert";
      readonly kind: "bol" | "eol" | "word" | "notWord";
    };
/** `.`: any code point but a newline (RE2 without the s flag). */
export declare const DOT: CharSet;
/** Whether a code point is in a set. */
export declare function inSet(s: CharSet, cp: number): boolean;
/** RE2's `\w` (ASCII), for `\b`. */
export declare const isWordChar: (cp: number) => boolean;
/** Parses a pattern; throws on syntax outside the subset (the generator never emits one). */
export declare function parseRegex(pattern: string): RegexNode;
