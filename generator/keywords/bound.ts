/**
 * What the four numeric bounds (`minimum`, `exclusiveMinimum`, `maximum`, `exclusiveMaximum`)
 * share: a bound fits a number (an integer's is an integer), a duration (a Go duration) or a
 * quantity; the validators compare numbers, a duration's nanoseconds or quantities with it; CEL
 * states a duration's or a quantity's bound, which JSON Schema's numeric keywords cannot hold.
 */
import { CODES } from "../load/codes.js";
import type { Scalar, Shape } from "../model/model.js";
import { INTEGER_SCALARS, NUMERIC_SCALARS } from "../model/queries.js";
import type { BoundDefinition, KeywordDefinition, KeywordDocs } from "./keyword.js";

export type BoundName = "minimum" | "maximum" | "exclusiveMinimum" | "exclusiveMaximum";

export const GO_DURATION = /^[-+]?(0|(([0-9]+(\.[0-9]*)?|\.[0-9]+)(ns|us|µs|μs|ms|s|m|h))+)$/;
export const QUANTITY =
  /^[+-]?(([0-9]+(\.[0-9]*)?)|(\.[0-9]+))(([KMGTPE]i)|[numkMGTPE]|([eE][+-]?(([0-9]+(\.[0-9]*)?)|(\.[0-9]+))))?$/;

/** Whether a bound fits the scalar it bounds. */
export function boundProblem(
  bound: number | string,
  scalar: Scalar | undefined,
): string | undefined {
  if (scalar && NUMERIC_SCALARS.has(scalar)) {
    if (typeof bound !== "number")
      return `a bound of ${/^[aeiou]/.test(scalar) ? "an" : "a"} ${scalar} must be a number, not ${JSON.stringify(bound)}`;
    if (INTEGER_SCALARS.has(scalar) && !Number.isInteger(bound))
      return `a bound of a ${scalar} must be an integer`;
    return undefined;
  }
  if (scalar === "duration") {
    return typeof bound === "string" && GO_DURATION.test(bound)
      ? undefined
      : `a bound of a duration must be a Go duration such as "30s", not ${JSON.stringify(bound)}`;
  }
  if (scalar === "quantity") {
    return QUANTITY.test(String(bound))
      ? undefined
      : `a bound of a quantity must be a quantity such as "1Gi", not ${JSON.stringify(bound)}`;
  }
  return `numeric bounds only fit numbers, durations and quantities, not ${scalar ?? "this type"}`;
}

/** Whether a value whose comparison with the bound has sign `c` breaks it. */
export function breaks(bound: BoundDefinition, c: number): boolean {
  switch (bound.breaks) {
    case "<":
      return c < 0;
    case "<=":
      return c <= 0;
    case ">":
      return c > 0;
    case ">=":
      return c >= 0;
  }
}

/** A bound keyword's entry: its checks, its JSON Schema keyword (a number's), its CEL (a duration's or a quantity's). */
export function boundKeyword<K extends BoundName>(
  key: K,
  bound: BoundDefinition,
  docs: KeywordDocs,
  facts: (shape: Shape) => string[],
): KeywordDefinition<K> {
  return {
    key,
    on: "shape",
    docs,
    bound,
    check: (ctx) => {
      const value = ctx.shape[key];
      const problem = value === undefined ? undefined : boundProblem(value, ctx.scalar);
      if (problem) ctx.error([key], CODES.boundInvalid, problem);
    },
    schema: (shape) => (typeof shape[key] === "number" ? { [key]: shape[key] } : {}),
    cel: (shape) => {
      const value = shape[key];
      if (
        value === undefined ||
        shape.kind !== "scalar" ||
        (shape.scalar !== "duration" && shape.scalar !== "quantity")
      )
        return [];
      const literal = `'${String(value)}'`;
      const rule =
        shape.scalar === "duration"
          ? `duration(self) ${bound.holds} duration(${literal})`
          : `quantity(self).compareTo(quantity(${literal})) ${bound.holds} 0`;
      return [{ rule, message: `must be ${bound.words} ${String(value)}` }];
    },
    facts,
    limit: key === "minimum" || key === "exclusiveMinimum" ? "lower" : "upper",
  };
}
