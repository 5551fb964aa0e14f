/** `exclusiveMaximum`: a number, a duration or a quantity is less than this (Invalid "must be less than"). */
import { boundKeyword } from "./bound.js";

export const exclusiveMaximum = boundKeyword(
  "exclusiveMaximum",
  { breaks: ">=", holds: "<", words: "less than" },
  {
    summary:
      "A number, a duration or a quantity is less than this; else Invalid. A duration or quantity bound is written as one (`1Gi`).",
    example: "percent: { type: int32, exclusiveMaximum: 100 }",
  },
  (shape) =>
    shape.exclusiveMaximum !== undefined ? [`Less than ${String(shape.exclusiveMaximum)}.`] : [],
);
