/** `exactlyOneOf`: exactly one of the alternatives is set. */
import { list, type RuleDefinition, WHEN } from "../context.js";
import {
  alternative,
  type AlternativesBody,
  atLeastOne,
  atMostOne,
  fieldSetRule,
} from "./presence.js";

export const exactlyOneOf: RuleDefinition<"exactlyOneOf", AlternativesBody> = fieldSetRule(
  "exactlyOneOf",
  (r) => `Exactly one of ${list(r.alternatives.map(alternative), "or")} must be set${WHEN[r.on]}.`,
  // At least one (Required on the first), at most one (Forbidden on the later ones).
  (r) => [atLeastOne(r), ...atMostOne(r)],
  {
    description:
      "Exactly one of the alternatives must be set: none is Required on the first, a second is Forbidden.",
    examples: [{ exactlyOneOf: { fields: ["claim", "expression"] } }],
  },
);
