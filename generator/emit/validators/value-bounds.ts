/**
 * The bounds of a number, a duration or a quantity as validator code: `must be less than or
 * equal to 30s`, the bound written as the spec writes it.
 */
import type { Shape } from "../../model/model.js";
import type CodeBlockWriter from "code-block-writer";
import { upperSnake } from "../api-names.js";
import type { ModuleScope } from "../code/scope.js";

/** Where a bound is checked: the value, its path, a hint for constant names (value-checks.ts passes its ValueSite). */
interface ValueSite {
  readonly value: string;
  readonly path: string;
  readonly hint: string;
}

export type Write = ((w: CodeBlockWriter) => void) & { readonly test?: string; readonly body?: string };
/** A check that is one `if` with one statement, kept as its parts so that a sole check can follow an `else` as `else if`. */
export const ifCheck = (test: string, body: string): Write => Object.assign((w: CodeBlockWriter) => void w.write(`if (${test})`).block(() => w.writeLine(body)), { test, body });

/** Bounds of a quantity, compared as quantities (the bound parsed once, at module level). */
export function quantityBounds(scope: ModuleScope, s: Shape, site: ValueSite, q: string): Write[] {
  const out: Write[] = [];
  const compare = () => scope.use("quantity", "compareQuantity");
  const checks = [
    ["minimum", "< 0", "greater than or equal to"],
    ["exclusiveMinimum", "<= 0", "greater than"],
    ["maximum", "> 0", "less than or equal to"],
    ["exclusiveMaximum", ">= 0", "less than"],
  ] as const;
  for (const [key, test, words] of checks) {
    const bound = s[key];
    if (bound === undefined) continue;
    const name = scope.constant(`${upperSnake(site.hint)}_${upperSnake(key)}`, `${scope.factoryCall("quantity", "parseQuantity", JSON.stringify(String(bound)))}!`);
    const invalid = scope.use("errors", "invalid");
    out.push(ifCheck(`${compare()}(${q}, ${name}) ${test}`, `${invalid}(c, ${site.path}, ${site.value}, "must be ${words} ${String(bound)}");`));
  }
  return out;
}

export function numberChecks(scope: ModuleScope, s: Shape, site: ValueSite, value: string, literal: (bound: number | string) => string): Write[] {
  const out: Write[] = [];
  const bound = (key: "minimum" | "maximum" | "exclusiveMinimum" | "exclusiveMaximum", op: string, words: string) => {
    const b = s[key];
    if (b === undefined) return;
    const invalid = scope.use("errors", "invalid");
    out.push(ifCheck(`${value} ${op} ${literal(b)}`, `${invalid}(c, ${site.path}, ${site.value}, "must be ${words} ${String(b)}");`));
  };
  bound("minimum", "<", "greater than or equal to");
  bound("exclusiveMinimum", "<=", "greater than");
  bound("maximum", ">", "less than or equal to");
  bound("exclusiveMaximum", ">=", "less than");
  return out;
}
