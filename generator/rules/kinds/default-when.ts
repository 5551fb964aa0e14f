/** `defaultWhen`: a default the defaulters apply only when a condition holds. */
import { describeCondition } from "../../model/describe.js";
import { and, isSet, not, when } from "../check.js";
import { code, documented, ref, type RuleDefinition } from "../context.js";

/**
 * No CEL: a default is not a validation (it lives in the defaulters, not in
 * x-kubernetes-validations). The defaulter sets a top-level field; a nested path is not
 * defaulted.
 */
export const defaultWhen: RuleDefinition<"defaultWhen", { field: string; value: unknown }> = {
  kind: "defaultWhen",
  body: documented(
    {
      required: ["field", "when", "value"],
      properties: { field: ref("path"), when: ref("when"), value: {} },
    },
    {
      description: "A default that applies only when the condition holds, set by the defaulters.",
      examples: [
        {
          defaultWhen: {
            when: { field: "kind", in: ["User", "Group"] },
            field: "apiGroup",
            value: "rbac.authorization.core.io",
          },
        },
      ],
      keys: {
        field: "The field defaulted.",
        when: "The condition under which the default applies.",
        value: "The default value; it must fit the field.",
      },
      artifacts: ["defaulters", "types"],
    },
  ),
  load(b, l) {
    const field = l.path(b.field, ["field"]);
    if (field) l.defaultFits(b.value, field.leaf, ["value"]);
    return { field, when: l.when(), value: b.value };
  },
  reportsFieldError: false,
  describe: (r) =>
    `${code(r.field.text)} defaults to ${code(JSON.stringify(r.value))} when ${describeCondition(r.when)}.`,
  defaults: (r) =>
    r.field.segments.length === 1
      ? [{ guard: and(not(isSet(r.field)), when(r.when)), field: r.field, value: r.value }]
      : [],
};
