/** `atLeastOneOf`: at least one of the alternatives is set (Required on the first). */
import { list, type RuleDefinition, WHEN } from "../context.js";
import { alternative, type AlternativesBody, atLeastOne, fieldSetRule } from "./presence.js";

export const atLeastOneOf: RuleDefinition<"atLeastOneOf", AlternativesBody> = fieldSetRule(
  "atLeastOneOf",
  (r) => `At least one of ${list(r.alternatives.map(alternative), "or")} must be set${WHEN[r.on]}.`,
  (r) => [atLeastOne(r)],
  {
    description: "At least one of the alternatives must be set; otherwise Required on the first.",
    examples: [{ atLeastOneOf: { fields: ["tcp", "uds"] } }],
  },
);
