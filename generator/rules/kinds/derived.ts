/** `derived`: a field equals the sum or the difference of others, lowered to the check form's `derives` leaf (the runtime's derivationHolds, ../cel-compare.ts). */
import { derives, TRUE } from "../check.js";
import {
  code,
  documented,
  type FieldViolation,
  listOf,
  ref,
  type RuleDefinition,
  type RuleOf,
  WHEN,
} from "../context.js";

const derivedViolation = (r: RuleOf<"derived">): FieldViolation => ({
  type: "Invalid",
  path: r.field,
  detail: `must equal ${r.of.map((p) => p.text).join(r.op === "difference" ? " - " : " + ")}`,
});

type DerivedBody = {
  field: string;
  op: "difference" | "sum";
  of: string[];
  as?: "number" | "quantity";
};

export const derived: RuleDefinition<"derived", DerivedBody> = {
  kind: "derived",
  body: documented(
    {
      required: ["field", "op", "of"],
      properties: {
        field: ref("path"),
        op: { enum: ["difference", "sum"] },
        of: listOf(ref("path"), 2),
        as: { enum: ["number", "quantity"] },
      },
    },
    {
      description:
        "A field equals a computation over others (skipped when any is unset); otherwise Invalid on the field.",
      examples: [
        {
          derived: {
            field: "availableDevices",
            op: "difference",
            of: ["totalDevices", "allocatedDevices"],
          },
        },
      ],
      keys: {
        field: "The field that holds the result.",
        op: "difference (the first minus the others) or sum.",
        of: "The operands, in order.",
        as: "number (default) or quantity.",
      },
    },
  ),
  load(b, l) {
    const as = b.as ?? "number";
    const field = l.fitting(l.path(b.field, ["field"]), as, ["field"]);
    return {
      field,
      op: b.op,
      of: b.of.map((t, i) => l.fitting(l.path(t, ["of", i]), as, ["of", i])),
      as,
    };
  },
  describe: (r) =>
    `${code(r.field.text)} must equal ${r.of.map((p) => code(p.text)).join(r.op === "difference" ? " - " : " + ")}${r.as === "quantity" ? " (as quantities)" : ""}${WHEN[r.on]}.`,
  checks: (r) => [
    { guard: TRUE, holds: derives(r.field, r.op, r.of, r.as), violation: derivedViolation(r) },
  ],
};
