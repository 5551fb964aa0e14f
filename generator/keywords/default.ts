/**
 * `default`: the value the defaulters set where the field is absent (applyDefaults), published
 * as the schemas' `default` and the doc comment's `@defaultValue`. The loader checks it passes
 * the field's own rules (load/own-values.ts), as Kubernetes refuses a CRD whose defaults do not
 * validate.
 */
import type { KeywordDefinition } from "./keyword.js";

export const defaultKeyword: KeywordDefinition<"default"> = {
  key: "default",
  on: "field",
  docs: {
    summary:
      "The value the defaulters set where the field is absent (in configuration groups, also where it holds Go's zero value), published as the schemas' default; it must pass the field's own rules.",
    example: "strategy: { type: string, default: RollingUpdate }",
  },
};
