/** `minItems`: a list holds at least this many items (Required, or Invalid where the field's `error` says so). */
import { ifCheck } from "../code/write.js";
import type { KeywordDefinition } from "./keyword.js";
import { rangeFact } from "./shared.js";

export const minItems: KeywordDefinition<"minItems"> = {
  key: "minItems",
  on: "shape",
  docs: {
    summary: "A list holds at least this many items; fewer is Required.",
    example: "subjects: { type: array, items: Subject, minItems: 1 }",
  },
  fits: { what: "lists" },
  valueProblem: (value, shape) =>
    shape.minItems !== undefined && Array.isArray(value) && value.length < shape.minItems
      ? `must have at least ${shape.minItems} items`
      : undefined,
  validate: (shape, { scope, site }) => {
    const min = shape.minItems;
    if (min === undefined || min <= 0) return undefined;
    const few = `must have at least ${min} item${min === 1 ? "" : "s"}`;
    // The field's `error` type Invalid: too few items is Invalid too (eventratelimit's limits).
    const report =
      site.enumInvalid !== undefined
        ? `${scope.use("errors", "invalid")}(c, ${site.path}, ${site.value}, ${JSON.stringify(site.enumInvalid)});`
        : `${scope.use("errors", "required")}(c, ${site.path}, "${few}");`;
    return ifCheck(`${site.count!} < ${min}`, report);
  },
  schema: (shape) => (shape.minItems !== undefined ? { minItems: shape.minItems } : {}),
  facts: (shape) =>
    shape.minItems !== undefined ? rangeFact(shape.minItems, shape.maxItems, "Items") : [],
  limit: "lower",
};
