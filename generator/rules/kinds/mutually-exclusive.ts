/** `mutuallyExclusive`: at most one of the alternatives is set (Forbidden on each later one). */
import { list, type RuleDefinition, WHEN } from "../context.js";
import { alternative, type AlternativesBody, atMostOne, fieldSetRule } from "./presence.js";

export const mutuallyExclusive: RuleDefinition<"mutuallyExclusive", AlternativesBody> =
  fieldSetRule(
    "mutuallyExclusive",
    (r) => `At most one of ${list(r.alternatives.map(alternative), "or")} may be set${WHEN[r.on]}.`,
    atMostOne,
    {
      description:
        "At most one of the alternatives may be set; each set after the first is Forbidden.",
      examples: [{ mutuallyExclusive: { fields: [["claim", "prefix"], "expression"] } }],
    },
  );
