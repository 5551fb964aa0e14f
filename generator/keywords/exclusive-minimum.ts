/** `exclusiveMinimum`: a number, a duration or a quantity is greater than this (Invalid "must be greater than"). */
import { boundKeyword } from "./bound.js";

export const exclusiveMinimum = boundKeyword(
  "exclusiveMinimum",
  { breaks: "<=", holds: ">", words: "greater than" },
  {
    summary:
      "A number, a duration or a quantity is greater than this; else Invalid. A duration or quantity bound is written as one (`0s`).",
    example: "leaseDuration: { type: duration, exclusiveMinimum: 0s }",
  },
  (shape) =>
    shape.exclusiveMinimum !== undefined ? [`Greater than ${String(shape.exclusiveMinimum)}.`] : [],
);
