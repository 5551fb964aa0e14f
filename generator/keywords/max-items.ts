/** `maxItems`: a list holds at most this many items (Kubernetes' +k8s:maxItems, TooMany). */
import { CODES } from "../load/codes.js";
import { ifCheck } from "../code/write.js";
import type { KeywordDefinition } from "./keyword.js";
import { rangeFact, tooManyReport } from "./shared.js";

export const maxItems: KeywordDefinition<"maxItems"> = {
  key: "maxItems",
  on: "shape",
  docs: {
    summary: "A list holds at most this many items; more is TooMany.",
    example: "ports: { type: array, items: Port, maxItems: 16 }",
  },
  fits: { what: "lists" },
  check: (ctx) => {
    const { minItems, maxItems } = ctx.shape;
    if (minItems !== undefined && maxItems !== undefined && minItems > maxItems)
      ctx.error(
        ["minItems"],
        CODES.boundsInverted,
        `"minItems" ${minItems} is greater than "maxItems" ${maxItems}`,
      );
  },
  valueProblem: (value, shape) =>
    shape.maxItems !== undefined && Array.isArray(value) && value.length > shape.maxItems
      ? `must have at most ${shape.maxItems} items`
      : undefined,
  validate: (shape, ctx) =>
    shape.maxItems === undefined
      ? undefined
      : ifCheck(
          `${ctx.site.count!} > ${shape.maxItems}`,
          tooManyReport(ctx, ctx.site.path, ctx.site.count!, shape.maxItems),
        ),
  schema: (shape) => (shape.maxItems !== undefined ? { maxItems: shape.maxItems } : {}),
  facts: (shape) =>
    shape.minItems === undefined ? rangeFact(undefined, shape.maxItems, "Items") : [],
  limit: "upper",
};
