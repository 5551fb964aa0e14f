/** `requiresMention`: when a condition holds, one of some CEL fields uses an identifier. */
import { describeCondition } from "../../model/describe.js";
import { mentions, or, when } from "../check.js";
import {
  code,
  documented,
  type FieldViolation,
  list,
  listOf,
  literal,
  ref,
  type RuleDefinition,
  type RuleOf,
  WHEN,
} from "../context.js";

const mentionViolation = (r: RuleOf<"requiresMention">): FieldViolation => ({
  type: "Invalid",
  path: r.when.field,
  detail: `${r.mention} must be used in ${list(
    r.in.map((p) => p.text.replace(/\[\]/g, "[*]")),
    "or",
  )} when ${describeCondition(r.when).replace(/`/g, "")}`,
});

/** When the condition holds, some string at one of the paths (through lists) uses the identifier. */
export const requiresMention: RuleDefinition<"requiresMention", { mention: string; in: string[] }> =
  {
    kind: "requiresMention",
    body: documented(
      {
        required: ["when", "mention", "in"],
        properties: {
          when: ref("when"),
          mention: { type: "string", minLength: 1 },
          in: listOf(ref("path")),
        },
      },
      {
        description:
          "When the condition holds, at least one of the listed CEL fields mentions an identifier.",
        examples: [
          {
            requiresMention: {
              when: { field: "claimMappings.username.expression", mentions: "claims.email" },
              mention: "claims.email_verified",
              in: ["claimMappings.username.expression", "claimValidationRules[].expression"],
            },
          },
        ],
        keys: {
          when: "The condition under which the mention is needed.",
          mention: "The identifier that must be used.",
          in: "The CEL fields (through lists) one of which must use it.",
        },
      },
    ),
    load: (b, l) => ({
      when: l.when(),
      mention: b.mention,
      in: b.in.map((t, i) => l.fitting(l.path(t, ["in", i]), "string", ["in", i])),
    }),
    describe: (r) =>
      `When ${describeCondition(r.when)}, one of ${list(
        r.in.map((p) => code(p.text)),
        "or",
      )} must use ${literal(r.mention)}${WHEN[r.on]}.`,
    checks: (r) => [
      {
        guard: when(r.when),
        holds: or(...r.in.map((p) => mentions(p, r.mention))),
        violation: mentionViolation(r),
      },
    ],
  };
