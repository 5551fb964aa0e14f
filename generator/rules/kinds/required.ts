/** `required`: the fields must be set, always or when a condition holds (Required). */
import { describeCondition } from "../../model/describe.js";
import type { FieldPath } from "../../model/model.js";
import { implies, isSet, parentPresent, when } from "../check.js";
import {
  documented,
  type FieldViolation,
  type RuleDefinition,
  type RuleOf,
  WHEN,
} from "../context.js";
import { fieldList, fieldsBody, type FieldsBody } from "./presence.js";

const requiredViolation = (r: RuleOf<"required">, field: FieldPath): FieldViolation => ({
  type: "Required",
  path: field,
  detail: r.when ? `must be set when ${describeCondition(r.when)}` : "",
});

export const required: RuleDefinition<"required", FieldsBody> = {
  kind: "required",
  body: documented(fieldsBody(["fields"]), {
    description:
      "The fields must be set: always, or when the condition holds. A missing one is Required.",
    examples: [
      {
        required: {
          when: { field: "strategy", equals: "OldestEmulationVersion" },
          fields: ["emulationVersion"],
        },
      },
      { required: { on: "create", fields: ["action", "reason"] } },
    ],
    keys: {
      fields: "The paths that must be set.",
      when: "The condition under which they must be (always without it).",
    },
  }),
  load: (b, l) => ({
    fields: l.paths(b.fields, "fields"),
    ...(b.when !== undefined ? { when: l.when() } : {}),
  }),
  describe: (r) =>
    `${fieldList(r.fields)} ${r.fields.length > 1 ? "are" : "is"} required${r.when ? ` when ${describeCondition(r.when)}` : ""}${WHEN[r.on]}.`,
  // A nested field of an unset parent is not reported: the parent is, where it is required.
  checks: (r) =>
    r.fields.map((field) => ({
      guard: when(r.when),
      holds: implies(parentPresent([field]), isSet(field)),
      violation: requiredViolation(r, field),
    })),
};
