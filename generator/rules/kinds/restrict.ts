/** `restrict`: narrows a field's values to an enum, a format or a prefix, always or when a condition holds. */
import { describeCondition } from "../../model/describe.js";
import type { Format, ScalarValue } from "../../model/model.js";
import { withoutEnum } from "../../model/queries.js";
import { and, ofFormat, oneOf, present, startsWith, when } from "../check.js";
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

/**
 * What each part of a restriction reports on the field: a value outside the enum NotSupported
 * with the supported values (Invalid in CEL, which has no such reason), a value of the wrong
 * format the format check's own message (the CEL says which format).
 */
const restrictViolations = (r: RuleOf<"restrict">) => ({
  enum: {
    type: "NotSupported",
    path: r.field,
    detail: `supported values: ${list(
      (r.enum ?? []).map((e) => JSON.stringify(e)),
      "or",
    )}`,
    supported: r.enum ?? [],
  } satisfies FieldViolation,
  format: {
    type: "Invalid",
    path: r.field,
    detail: `must be ${r.format}`,
    ...(r.format && r.format !== "cel" ? { formatMessage: r.format } : {}),
  } satisfies FieldViolation,
  prefix: {
    type: "Invalid",
    path: r.field,
    detail: `must start with ${JSON.stringify(r.prefix)}`,
  } satisfies FieldViolation,
});

/**
 * CEL: `x in [...]`, `x.startsWith(...)`, and for formats Kubernetes' libraries (format.*,
 * isSemver, isIP, isCIDR) or a regular expression (lowercase). A format with no CEL equivalent
 * of the runtime check (url, https-url, path-segment-name, pool-name, ...; `cel`, which needs a
 * compiler) renders no validation for that part of the rule.
 */
export const restrict: RuleDefinition<
  "restrict",
  { field: string; when?: unknown; enum?: ScalarValue[]; format?: Format; prefix?: string }
> = {
  kind: "restrict",
  body: documented(
    {
      required: ["field"],
      anyOf: [{ required: ["enum"] }, { required: ["format"] }, { required: ["prefix"] }],
      properties: {
        field: ref("path"),
        when: ref("when"),
        enum: listOf(ref("scalarValue")),
        format: ref("format"),
        prefix: { type: "string" },
      },
    },
    {
      description:
        "Narrows a field's values to an enum, a format or a prefix: always, or when the condition holds.",
      examples: [
        { restrict: { field: "roleRef.kind", enum: ["ClusterRole"] } },
        {
          restrict: {
            when: { field: "kind", equals: "ServiceAccount" },
            field: "apiGroup",
            enum: [""],
          },
        },
      ],
      keys: {
        field: "The field narrowed.",
        when: "The condition under which it is (always without it).",
        enum: "The values allowed.",
        format: "The format the value must have.",
        prefix: "The prefix the value must start with.",
      },
    },
  ),
  load(b, l) {
    const field = l.path(b.field, ["field"]);
    if (field && (b.format !== undefined || b.prefix !== undefined))
      l.fitting(field, "string", [b.format !== undefined ? "format" : "prefix"]);
    if (field && b.enum)
      b.enum.forEach((v, i) => l.valueFits(v, withoutEnum(field.leaf), ["enum", i]));
    return {
      field,
      ...(b.when !== undefined ? { when: l.when() } : {}),
      ...(b.enum ? { enum: b.enum } : {}),
      ...(b.format ? { format: b.format } : {}),
      ...(b.prefix !== undefined ? { prefix: b.prefix } : {}),
    };
  },
  describe(r) {
    const what = r.enum
      ? `be one of ${list(r.enum.map(literal), "or")}`
      : r.format
        ? `be ${r.format}`
        : `start with ${literal(r.prefix ?? "")}`;
    return `${code(r.field.text)} must ${what}${r.when ? ` when ${describeCondition(r.when)}` : ""}${WHEN[r.on]}.`;
  },
  checks(r) {
    // A missing or null value is left to the field's own checks.
    const guard = and(present(r.field), when(r.when));
    const violations = restrictViolations(r);
    return [
      ...(r.enum ? [{ guard, holds: oneOf(r.field, r.enum), violation: violations.enum }] : []),
      // The cel format is checked by compiling the expression, which CEL cannot do.
      ...(r.format && r.format !== "cel"
        ? [{ guard, holds: ofFormat(r.field, r.format), violation: violations.format }]
        : []),
      ...(r.prefix !== undefined
        ? [{ guard, holds: startsWith(r.field, r.prefix), violation: violations.prefix }]
        : []),
    ];
  },
};
