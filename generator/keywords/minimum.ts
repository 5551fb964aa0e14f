/** `minimum`: a number, a duration or a quantity is at least this (Invalid "must be greater than or equal to"). */
import { CODES } from "../load/codes.js";
import { boundKeyword } from "./bound.js";
import type { KeywordDefinition } from "./keyword.js";
import { rangeFact } from "./shared.js";

const bound = boundKeyword(
  "minimum",
  { breaks: "<", holds: ">=", words: "greater than or equal to" },
  {
    summary:
      "A number, a duration or a quantity is at least this; else Invalid. A duration or quantity bound is written as one (`30s`, `1Gi`).",
    example: "replicas: { type: int32, minimum: 0 }",
  },
  (shape) => (shape.minimum !== undefined ? rangeFact(shape.minimum, shape.maximum, "Value") : []),
);

export const minimum: KeywordDefinition<"minimum"> = {
  ...bound,
  check: (ctx) => {
    bound.check!(ctx);
    const { minimum: low, maximum: high } = ctx.shape;
    if (typeof low === "number" && typeof high === "number" && low > high)
      ctx.error(
        ["minimum"],
        CODES.boundsInverted,
        `"minimum" ${low} is greater than "maximum" ${high}`,
      );
  },
};
