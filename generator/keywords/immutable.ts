/**
 * `immutable`: a field that may not change once the object exists (`true`), or once it is set
 * (`once-set`); the update validators and the CEL transition rules report a change
 * (rules/immutability.ts says what they report).
 */
import type { KeywordDefinition } from "./keyword.js";

export const immutable: KeywordDefinition<"immutable"> = {
  key: "immutable",
  on: "field",
  docs: {
    summary:
      'The field may not change after creation (`true`), or may go from unset to set and then never change (`once-set`); a change is Invalid "field is immutable".',
    example: "leaseName: { type: string, immutable: true }",
  },
  fieldFacts: (field) =>
    field.immutable === true
      ? ["Immutable."]
      : field.immutable === "once-set"
        ? ["Immutable once set."]
        : [],
};
