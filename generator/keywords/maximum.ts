/** `maximum`: a number, a duration or a quantity is at most this (Invalid "must be less than or equal to"). */
import { boundKeyword } from "./bound.js";
import { rangeFact } from "./shared.js";

export const maximum = boundKeyword(
  "maximum",
  { breaks: ">", holds: "<=", words: "less than or equal to" },
  {
    summary:
      "A number, a duration or a quantity is at most this; else Invalid. A duration or quantity bound is written as one (`30s`, `1Gi`).",
    example: "timeout: { type: duration, maximum: 30s }",
  },
  (shape) => (shape.minimum === undefined ? rangeFact(undefined, shape.maximum, "Value") : []),
);
