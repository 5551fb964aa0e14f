/** `celVariables`: for format `cel`, the variables the expression may use (checked by format.ts's CEL check; "needs format cel" by the shape loader). */
import type { KeywordDefinition } from "./keyword.js";

export const celVariables: KeywordDefinition<"celVariables"> = {
  key: "celVariables",
  on: "shape",
  docs: {
    summary:
      'For format `cel`: the variables the expression may use, as Kubernetes declares them for the field; any other name is an undeclared reference, Invalid "compilation failed".',
    example: "expression: { type: string, format: cel, celVariables: [claims, user] }",
  },
};
