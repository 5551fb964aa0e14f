/** `reject`: the value of the condition's field is invalid when the condition holds. */
import { describeCondition } from "../../model/describe.js";
import { FALSE, when } from "../check.js";
import {
  code,
  documented,
  type FieldViolation,
  ref,
  type RuleDefinition,
  type RuleOf,
  WHEN,
} from "../context.js";

const rejectViolation = (r: RuleOf<"reject">): FieldViolation => ({
  type: "Invalid",
  path: r.when.field,
  detail: `is invalid when ${describeCondition(r.when)}`,
});

export const reject: RuleDefinition<"reject"> = {
  kind: "reject",
  body: documented(
    { required: ["when", "detail"], properties: { when: ref("when") } },
    {
      description:
        "The value of the condition's field is invalid when the condition holds (Invalid, with the rule's detail).",
      examples: [
        {
          reject: {
            when: { field: "udsName", prefix: "unix://" },
            detail: "must not start with unix://",
          },
        },
      ],
      keys: { when: "The condition whose field is refused when it holds." },
    },
  ),
  load: (_, l) => ({ when: l.when() }),
  describe: (r) =>
    `${code(r.when.field.text)} is invalid when ${describeCondition(r.when)}${WHEN[r.on]}.`,
  checks: (r) => [{ guard: when(r.when), holds: FALSE, violation: rejectViolation(r) }],
};
