/** `nullable`: `null` is a value of the field, not its absence; the schemas accept it (each target writes it its own way). */
import type { KeywordDefinition } from "./keyword.js";

export const nullable: KeywordDefinition<"nullable"> = {
  key: "nullable",
  on: "shape",
  docs: {
    summary: "`null` is accepted as a value and means unset; the schemas say so.",
    example: "value: { type: any, nullable: true }",
  },
};
