/**
 * The bounds of a number, a duration or a quantity as validator code: `must be less than or
 * equal to 30s`, the bound written as the spec writes it. The bounds are the four keyword
 * modules' (minimum.ts, ...); these write them for each kind of value they bound.
 */
import type { Write } from "../code/write.js";
import { ifCheck } from "../code/write.js";
import type { Shape } from "../model/model.js";
import { upperSnake } from "../model/names.js";
import { BOUNDS } from "./index.js";
import type { KeywordWriteContext } from "./keyword.js";

/** Bounds of a number, or of a duration's nanoseconds (`value` the expression compared, `literal` the bound as code). */
export function numberChecks(
  shape: Shape,
  { scope, site }: KeywordWriteContext,
  value: string,
  literal: (bound: number | string) => string,
): Write[] {
  const out: Write[] = [];
  for (const { key, bound } of BOUNDS) {
    const b = shape[key];
    if (b === undefined) continue;
    const invalid = scope.use("errors", "invalid");
    out.push(
      ifCheck(
        `${value} ${bound.breaks} ${literal(b)}`,
        `${invalid}(c, ${site.path}, ${site.value}, "must be ${bound.words} ${String(b)}");`,
      ),
    );
  }
  return out;
}

/** Bounds of a quantity, compared as quantities (the bound parsed once, at module level). */
export function quantityBounds(
  shape: Shape,
  { scope, site }: KeywordWriteContext,
  q: string,
): Write[] {
  const out: Write[] = [];
  const compare = () => scope.use("quantity", "compareQuantity");
  for (const { key, bound } of BOUNDS) {
    const b = shape[key];
    if (b === undefined) continue;
    const name = scope.constant(
      `${upperSnake(site.hint)}_${upperSnake(key)}`,
      `${scope.factoryCall("quantity", "parseQuantity", JSON.stringify(String(b)))}!`,
    );
    const invalid = scope.use("errors", "invalid");
    out.push(
      ifCheck(
        `${compare()}(${q}, ${name}) ${bound.breaks} 0`,
        `${invalid}(c, ${site.path}, ${site.value}, "must be ${bound.words} ${String(b)}");`,
      ),
    );
  }
  return out;
}
