/** `maxLength`: a string has at most this many characters (TooLong, or Invalid where the field's `error` says so). */
import { ifCheck } from "../code/write.js";
import { FORMAT_REGISTRY } from "./formats/index.js";
import { charCount } from "../../templates/runtime/values.js";
import type { KeywordDefinition } from "./keyword.js";
import { rangeFact, tooLongReport } from "./shared.js";

export const maxLength: KeywordDefinition<"maxLength"> = {
  key: "maxLength",
  on: "shape",
  docs: {
    summary: "A string has at most this many characters; more is TooLong.",
    example: "reason: { type: string, maxLength: 128 }",
  },
  fits: { what: "strings" },
  valueProblem: (value, shape) =>
    shape.maxLength !== undefined && typeof value === "string" && charCount(value) > shape.maxLength
      ? `may not be more than ${shape.maxLength} characters`
      : undefined,
  validate: (shape, ctx) => {
    const max = shape.maxLength;
    if (max === undefined) return undefined;
    const count = ctx.scope.use("values", "charCount");
    return ifCheck(
      `${ctx.site.value}.length > ${max} && ${count}(${ctx.site.value}) > ${max}`,
      tooLongReport(ctx, max, "characters"),
    );
  },
  // The least of the spec's, its format's, and maxBytes (a string of at most N UTF-8 bytes has
  // at most N characters: maxBytes is published as the maxLength it implies, looser than the
  // validators' byte count, never stricter).
  schema: (shape) => {
    const all = [
      shape.maxLength,
      shape.format ? FORMAT_REGISTRY[shape.format].maxLength : undefined,
      shape.maxBytes,
    ].filter((n): n is number => n !== undefined);
    return all.length ? { maxLength: Math.min(...all) } : {};
  },
  facts: (shape) =>
    shape.minLength === undefined ? rangeFact(undefined, shape.maxLength, "Length") : [],
  limit: "upper",
};
