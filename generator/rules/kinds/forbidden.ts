/** `forbidden`: the fields must not be set when a condition holds (Forbidden). */
import { describeCondition } from "../../model/describe.js";
import type { FieldPath } from "../../model/model.js";
import { isSet, not, when } from "../check.js";
import {
  documented,
  type FieldViolation,
  type RuleDefinition,
  type RuleOf,
  WHEN,
} from "../context.js";
import { fieldList, fieldsBody, type FieldsBody } from "./presence.js";

const forbiddenViolation = (r: RuleOf<"forbidden">, field: FieldPath): FieldViolation => ({
  type: "Forbidden",
  path: field,
  detail: `may not be set when ${describeCondition(r.when)}`,
});

export const forbidden: RuleDefinition<"forbidden", FieldsBody> = {
  kind: "forbidden",
  body: documented(fieldsBody(["fields", "when"]), {
    description: "The fields must not be set when the condition holds. A set one is Forbidden.",
    examples: [
      { forbidden: { when: { field: "strategy", set: false }, fields: ["preferredHolder"] } },
    ],
    keys: {
      fields: "The paths that must not be set.",
      when: "The condition under which they must not be.",
    },
  }),
  load: (b, l) => ({ fields: l.paths(b.fields, "fields"), when: l.when() }),
  describe: (r) =>
    `${fieldList(r.fields)} must not be set when ${describeCondition(r.when)}${WHEN[r.on]}.`,
  checks: (r) =>
    r.fields.map((field) => ({
      guard: when(r.when),
      holds: not(isSet(field)),
      violation: forbiddenViolation(r, field),
    })),
};
