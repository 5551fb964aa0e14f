/** `compare`: two operands compared as numbers, versions, durations, quantities, strings, IP families or URLs, lowered to the check form's `compares` leaf (the runtime's compareHolds, ../cel-compare.ts). */
import type { CompareAs, CompareOp, Operand } from "../../model/model.js";
import { compares, TRUE } from "../check.js";
import {
  code,
  documented,
  type FieldViolation,
  literal,
  ref,
  type RuleDefinition,
  type RuleOf,
  WHEN,
} from "../context.js";

function operandText(o: Operand): string {
  if (o.kind === "value") return literal(o.value);
  if (o.kind === "count") return `the number of ${code(o.path.text)}`;
  return code(o.path.text);
}

export function describeCompare(r: {
  left: Operand;
  op: string;
  right: Operand;
  as: CompareAs;
  on: "always" | "create" | "update";
}): string {
  if (r.as === "ip-family")
    return `${operandText(r.left)} must be of ${r.op === "!=" ? "a different IP family from" : "the same IP family as"} ${operandText(r.right)}${WHEN[r.on]}.`;
  const as =
    r.as === "number"
      ? ""
      : r.as === "url"
        ? " (as URLs, without trailing slashes)"
        : ` (as ${r.as})`;
  return `${operandText(r.left)} must be ${r.op} ${operandText(r.right)}${as}${WHEN[r.on]}.`;
}

/** Invalid on the operand that is a field (the left one when both are), or nothing when both are values. */
function compareViolation(r: RuleOf<"compare">): FieldViolation | undefined {
  const target =
    r.left.kind === "value" ? (r.right.kind === "value" ? undefined : r.right.path) : r.left.path;
  const detail = describeCompare({ ...r, on: "always" }).replace(/\.$/, "");
  return (
    target && {
      type: "Invalid",
      path: target,
      detail,
      ...(r.left.kind === "count" ? { count: true as const } : {}),
    }
  );
}

const COMPARE_OPS: readonly CompareOp[] = ["<", "<=", "==", "!=", ">=", ">"];
const COMPARE_AS: readonly CompareAs[] = [
  "number",
  "semver",
  "duration",
  "quantity",
  "string",
  "ip-family",
  "url",
];

type CompareBody = { left: unknown; op: CompareOp; right: unknown; as?: CompareAs };

export const compare: RuleDefinition<"compare", CompareBody> = {
  kind: "compare",
  body: documented(
    {
      required: ["left", "op", "right"],
      properties: {
        left: ref("operand"),
        op: { enum: COMPARE_OPS },
        right: ref("operand"),
        as: { enum: COMPARE_AS },
      },
    },
    {
      description:
        "Two operands compared; skipped when either is unset. A failed comparison is Invalid on the left operand.",
      examples: [
        { compare: { left: "emulationVersion", op: "<=", right: "binaryVersion", as: "semver" } },
        { compare: { left: { count: "status.pools" }, op: "<=", right: "spec.limit" } },
      ],
      keys: {
        left: "The left operand: a path, { count: path } or { value: literal }.",
        op: "The comparison.",
        right: "The right operand.",
        as: "How the values compare: number (default), semver, duration, quantity, string, ip-family (same IP family) or url (strings without their trailing slashes).",
      },
    },
  ),
  load(b, l) {
    const as = b.as ?? "number";
    return {
      left: l.operand(b.left, as, ["left"]),
      op: b.op,
      right: l.operand(b.right, as, ["right"]),
      as,
    };
  },
  describe: describeCompare,
  checks(r) {
    const violation = compareViolation(r);
    return violation
      ? [{ guard: TRUE, holds: compares(r.left, r.op, r.right, r.as), violation }]
      : [];
  },
};
