/**
 * The patterns a spec may write: those JavaScript (the validators) and RE2 (Go's regexp, with
 * which Kubernetes and any Go client of the published OpenAPI evaluate `pattern`) both read.
 * Look-arounds, backreferences, `\Z`, possessive and atomic groups, `(?i)` and `(?P<name>`
 * are refused, with what to write instead where there is one. RE2's reading is re2js's
 * (a port of RE2/J with Go's syntax), without its look-behind extension.
 */
import { RE2JS } from "re2js";
import { CODES } from "../load/codes.js";

export const PATTERN_CODES = {
  invalid: CODES.patternInvalid,
  notRe2: CODES.patternNotRe2,
} as const;

export interface PatternProblem {
  readonly code: (typeof PATTERN_CODES)[keyof typeof PATTERN_CODES];
  readonly message: string;
}

const HINTS: readonly (readonly [RegExp, string])[] = [
  [
    /\(\?[=!]/,
    "look-aheads are not RE2: state the rule another way (a format, a rule, or the language without the look-ahead)",
  ],
  [/\(\?<[=!]/, "look-behinds are not RE2"],
  [/\\[1-9]|\\k</, "backreferences are not RE2"],
  [/\\u/, "write \\x{hhhh} (RE2) for a code point, or the character itself"],
];

/** Each pattern's answer, as this process first found it (RE2's compile takes milliseconds; a spec set repeats its patterns across versions). */
const answers = new Map<string, PatternProblem | undefined>();

/** What keeps `pattern` from being a spec pattern, or undefined when both engines read it. */
export function patternProblem(pattern: string): PatternProblem | undefined {
  if (answers.has(pattern)) return answers.get(pattern);
  const answer = problemOf(pattern);
  answers.set(pattern, answer);
  return answer;
}

function problemOf(pattern: string): PatternProblem | undefined {
  try {
    new RegExp(pattern, "u");
  } catch (error) {
    return {
      code: PATTERN_CODES.invalid,
      message: `invalid regular expression: ${(error as Error).message}`,
    };
  }
  try {
    RE2JS.compile(pattern);
  } catch (error) {
    const hint = HINTS.find(([test]) => test.test(pattern))?.[1];
    return {
      code: PATTERN_CODES.notRe2,
      message: `the pattern is not RE2 (Go's regexp, which Kubernetes and Go clients of the OpenAPI use): ${(error as Error).message}${hint ? `; ${hint}` : ""}`,
    };
  }
  return undefined;
}
