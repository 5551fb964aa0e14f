/** `together`: the alternatives are set all together or not at all (Required on one left unset). */
import { or } from "../check.js";
import { list, type RuleDefinition, WHEN } from "../context.js";
import {
  alternative,
  type AlternativesBody,
  alternativeSet,
  fieldSetRule,
  togetherViolation,
} from "./presence.js";

export const together: RuleDefinition<"together", AlternativesBody> = fieldSetRule(
  "together",
  (r) =>
    `${list(r.alternatives.map(alternative))} must be set together or not at all${WHEN[r.on]}.`,
  // Each alternative left unset while another is set: `b` set and `a` not, Required on `a`.
  (r) => {
    const sets = r.alternatives.map(alternativeSet);
    return r.alternatives.map((_, i) => ({
      guard: or(...sets.filter((_, j) => j !== i)),
      holds: sets[i]!,
      violation: togetherViolation(r, i),
    }));
  },
  {
    description:
      "The alternatives are set all together or not at all; one left unset while another is set is Required.",
    examples: [{ together: { fields: ["clientCertificateData", "clientKeyData"] } }],
  },
);
