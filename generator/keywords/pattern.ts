/**
 * `pattern`: a string matches an RE2 regular expression (Invalid). The validators use a native
 * RegExp where backtracking is proven linear, else the runtime's linear matcher; the loader
 * refuses a pattern RE2 does not accept.
 */
import { nativeSource } from "../analyze/pattern-js.js";
import { backtrackingSafe } from "../analyze/pattern-safety.js";
import { patternProblem } from "../analyze/pattern-syntax.js";
import { ifCheck } from "../code/write.js";
import { FORMAT_REGISTRY } from "./formats/index.js";
import { upperSnake } from "../model/names.js";
import { linearRegExp } from "../../templates/runtime/regexp.js";
import type { KeywordDefinition } from "./keyword.js";
import { tick } from "./shared.js";

export const pattern: KeywordDefinition<"pattern"> = {
  key: "pattern",
  on: "shape",
  docs: {
    summary:
      "A string matches this regular expression; else Invalid. It is written in the syntax both JavaScript and RE2 (Go's regexp, which Kubernetes and Go clients of the OpenAPI use) read: no look-arounds, backreferences, `\\u` escapes or `(?i)` (codes pattern-not-re2, pattern-invalid). The validators test it in linear time, as RE2 does.",
    example: 'name: { type: string, pattern: "^[a-z]+$" }',
  },
  // An int-or-string may carry a pattern for its string form (a duration, a percentage).
  fits: { what: "strings", intOrString: true },
  check: (ctx) => {
    const problem = ctx.shape.pattern === undefined ? undefined : patternProblem(ctx.shape.pattern);
    if (problem) ctx.error(["pattern"], problem.code, problem.message);
  },
  valueProblem: (value, shape) => {
    if (shape.pattern === undefined || typeof value !== "string" || patternProblem(shape.pattern))
      return undefined;
    return linearRegExp(shape.pattern).test(value)
      ? undefined
      : `must match the regular expression '${shape.pattern}'`;
  },
  validate: (shape, { scope, site }) => {
    if (shape.pattern === undefined) return undefined;
    const native = backtrackingSafe(shape.pattern) ? nativeSource(shape.pattern) : undefined;
    const compiled =
      native !== undefined
        ? `/${native}/u`
        : scope.factoryCall("regexp", "linearRegExp", JSON.stringify(shape.pattern));
    const re = scope.constant(`${upperSnake(site.hint)}_PATTERN`, compiled);
    return ifCheck(
      `!${re}.test(${site.value})`,
      `${scope.use("errors", "invalid")}(c, ${site.path}, ${site.value}, ${JSON.stringify(`must match the regular expression '${shape.pattern}'`)});`,
    );
  },
  // The spec's pattern, else its format's closest one.
  schema: (shape) => {
    const p = shape.pattern ?? (shape.format ? FORMAT_REGISTRY[shape.format].pattern : undefined);
    return p ? { pattern: p } : {};
  },
  facts: (shape) => (shape.pattern ? [`Must match ${tick(shape.pattern)}.`] : []),
};
