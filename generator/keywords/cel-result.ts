/** `celResult`: for format `cel`, the type the expression must produce (checked by format.ts's CEL check; "needs format cel" by the shape loader). */
import type { KeywordDefinition } from "./keyword.js";

export const celResult: KeywordDefinition<"celResult"> = {
  key: "celResult",
  on: "shape",
  docs: {
    summary:
      'For format `cel`: the type the expression must produce, as Kubernetes\' compiler checks it ("must evaluate to bool").',
    example: "expression: { type: string, format: cel, celResult: bool }",
  },
};
