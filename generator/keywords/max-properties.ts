/** `maxProperties`: a map holds at most this many entries (TooMany, or TooLong where the field's `error` says so). */
import { CODES } from "../load/codes.js";
import { ifCheck } from "../code/write.js";
import type { KeywordDefinition } from "./keyword.js";
import { rangeFact, tooManyReport } from "./shared.js";

export const maxProperties: KeywordDefinition<"maxProperties"> = {
  key: "maxProperties",
  on: "shape",
  docs: {
    summary: "A map holds at most this many entries; more is TooMany.",
    example: "selector: { type: map, values: string, maxProperties: 10 }",
  },
  fits: { what: "maps" },
  check: (ctx) => {
    const { minProperties, maxProperties } = ctx.shape;
    if (minProperties !== undefined && maxProperties !== undefined && minProperties > maxProperties)
      ctx.error(
        ["minProperties"],
        CODES.boundsInverted,
        `"minProperties" ${minProperties} is greater than "maxProperties" ${maxProperties}`,
      );
  },
  valueProblem: (value, shape) =>
    shape.maxProperties !== undefined && Object.keys(value as object).length > shape.maxProperties
      ? `must have at most ${shape.maxProperties} entries`
      : undefined,
  validate: (shape, ctx) =>
    shape.maxProperties === undefined
      ? undefined
      : ifCheck(
          `${ctx.site.count!} > ${shape.maxProperties}`,
          tooManyReport(ctx, ctx.site.path, ctx.site.count!, shape.maxProperties),
        ),
  schema: (shape) =>
    shape.maxProperties !== undefined ? { maxProperties: shape.maxProperties } : {},
  facts: (shape) =>
    shape.minProperties === undefined ? rangeFact(undefined, shape.maxProperties, "Entries") : [],
  limit: "upper",
};
