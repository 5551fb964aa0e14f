/** `required`: a field must be set (Required); the schemas list it in `required`. */
import type { KeywordDefinition } from "./keyword.js";

export const required: KeywordDefinition<"required"> = {
  key: "required",
  on: "field",
  docs: {
    summary:
      "The field must be set; an absent one is Required. Its TypeScript property is not optional, and the schemas list it as required.",
    example: "spec: { type: LeaseSpec, required: true }",
  },
  // `markedRequired`, the seed's mark Kubernetes does not enforce, is documented beside it.
  fieldFacts: (field) => [
    ...(field.required ? ["Required."] : []),
    ...(field.markedRequired
      ? [`Marked required by the seed, not enforced: ${field.markedRequired}`]
      : []),
  ],
};
