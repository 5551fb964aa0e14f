/** `minProperties`: a map holds at least this many entries (Required). */
import { ifCheck } from "../code/write.js";
import type { KeywordDefinition } from "./keyword.js";
import { rangeFact } from "./shared.js";

export const minProperties: KeywordDefinition<"minProperties"> = {
  key: "minProperties",
  on: "shape",
  docs: {
    summary: "A map holds at least this many entries; fewer is Required.",
    example: "data: { type: map, values: string, minProperties: 1 }",
  },
  fits: { what: "maps" },
  valueProblem: (value, shape) =>
    shape.minProperties !== undefined && Object.keys(value as object).length < shape.minProperties
      ? `must have at least ${shape.minProperties} entries`
      : undefined,
  validate: (shape, { scope, site }) => {
    const min = shape.minProperties;
    if (min === undefined || min <= 0) return undefined;
    return ifCheck(
      `${site.count!} < ${min}`,
      `${scope.use("errors", "required")}(c, ${site.path}, "must have at least ${min} entr${min === 1 ? "y" : "ies"}");`,
    );
  },
  schema: (shape) =>
    shape.minProperties !== undefined ? { minProperties: shape.minProperties } : {},
  facts: (shape) =>
    shape.minProperties !== undefined
      ? rangeFact(shape.minProperties, shape.maxProperties, "Entries")
      : [],
  limit: "lower",
};
