/** `minLength`: a string has at least this many characters (1: not empty, reported Required as Kubernetes does). */
import { CODES } from "../load/codes.js";
import { ifCheck } from "../code/write.js";
import { FORMAT_REGISTRY } from "./formats/index.js";
import { charCount } from "../../templates/runtime/values.js";
import type { KeywordDefinition } from "./keyword.js";
import { rangeFact } from "./shared.js";

export const minLength: KeywordDefinition<"minLength"> = {
  key: "minLength",
  on: "shape",
  docs: {
    summary: "A string has at least this many characters; `1` reports an empty one as Required.",
    example: "audiences: { type: array, items: { type: string, minLength: 1 } }",
  },
  fits: { what: "strings" },
  check: (ctx) => {
    const { minLength, maxLength } = ctx.shape;
    if (minLength !== undefined && maxLength !== undefined && minLength > maxLength)
      ctx.error(
        ["minLength"],
        CODES.boundsInverted,
        `"minLength" ${minLength} is greater than "maxLength" ${maxLength}`,
      );
  },
  valueProblem: (value, shape) =>
    shape.minLength !== undefined && typeof value === "string" && charCount(value) < shape.minLength
      ? `must be at least ${shape.minLength} characters`
      : undefined,
  validate: (shape, { scope, site }) => {
    const min = shape.minLength;
    // An empty string is a missing value to Kubernetes: Required, as for the audiences of a JWT issuer.
    if (min === 1 && !site.mapKey)
      return ifCheck(
        `${site.value} === ""`,
        `${scope.use("errors", "required")}(c, ${site.path});`,
      );
    if (min === undefined || min <= 0) return undefined;
    const invalid = scope.use("errors", "invalid");
    const count = scope.use("values", "charCount");
    return ifCheck(
      `${site.value}.length < ${min} || ${count}(${site.value}) < ${min}`,
      `${invalid}(c, ${site.path}, ${site.value}, "must be at least ${min} character${min === 1 ? "" : "s"}");`,
    );
  },
  // The larger of the spec's and its format's.
  schema: (shape) => {
    const all = [
      shape.minLength,
      shape.format ? FORMAT_REGISTRY[shape.format].minLength : undefined,
    ].filter((n): n is number => n !== undefined);
    return all.length ? { minLength: Math.max(...all) } : {};
  },
  facts: (shape) =>
    shape.minLength !== undefined ? rangeFact(shape.minLength, shape.maxLength, "Length") : [],
  limit: "lower",
};
