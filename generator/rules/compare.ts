/**
 * Rules between values: comparisons and derived values, lowered to the check form's `compare`
 * and `derived` leaves (the runtime's compareHolds and derivationHolds, and ./cel-compare.ts).
 */
import type { CompareAs, CompareOp, Operand } from "../model/model.js";
import { compares, derives, TRUE } from "./check.js";
import { code, documented, listOf, literal, ref, WHEN, type FieldViolation, type RuleDefinition, type RuleOf } from "./context.js";

function operandText(o: Operand): string {
  if (o.kind === "value") return literal(o.value);
  if (o.kind === "count") return `the number of ${code(o.path.text)}`;
  return code(o.path.text);
}

export function describeCompare(r: { left: Operand; op: string; right: Operand; as: CompareAs; on: "always" | "create" | "update" }): string {
  if (r.as === "ip-family") return `${operandText(r.left)} must be of ${r.op === "!=" ? "a different IP family from" : "the same IP family as"} ${operandText(r.right)}${WHEN[r.on]}.`;
  const as = r.as === "number" ? "" : ` (as ${r.as})`;
  return `${operandText(r.left)} must be ${r.op} ${operandText(r.right)}${as}${WHEN[r.on]}.`;
}

/** Invalid on the operand that is a field (the left one when both are), or nothing when both are values. */
function compareViolation(r: RuleOf<"compare">): FieldViolation | undefined {
  const target = r.left.kind === "value" ? (r.right.kind === "value" ? undefined : r.right.path) : r.left.path;
  const detail = describeCompare({ ...r, on: "always" }).replace(/\.$/, "");
  return target && { type: "Invalid", path: target, detail, ...(r.left.kind === "count" ? { count: true as const } : {}) };
}

const COMPARE_OPS: readonly CompareOp[] = ["<", "<=", "==", "!=", ">=", ">"];
const COMPARE_AS: readonly CompareAs[] = ["number", "semver", "duration", "quantity", "string", "ip-family"];

type CompareBody = { left: unknown; op: CompareOp; right: unknown; as?: CompareAs };

export const compare: RuleDefinition<"compare", CompareBody> = {
  kind: "compare",
  body: documented(
    { required: ["left", "op", "right"], properties: { left: ref("operand"), op: { enum: COMPARE_OPS }, right: ref("operand"), as: { enum: COMPARE_AS } } },
    {
      description: "Two operands compared; skipped when either is unset. A failed comparison is Invalid on the left operand.",
      examples: [{ compare: { left: "emulationVersion", op: "<=", right: "binaryVersion", as: "semver" } }, { compare: { left: { count: "status.pools" }, op: "<=", right: "spec.limit" } }],
      keys: { left: "The left operand: a path, { count: path } or { value: literal }.", op: "The comparison.", right: "The right operand.", as: "How the values compare: number (default), semver, duration, quantity, string or ip-family (same IP family)." },
    },
  ),
  load(b, l) {
    const as = b.as ?? "number";
    return { left: l.operand(b.left, as, ["left"]), op: b.op, right: l.operand(b.right, as, ["right"]), as };
  },
  describe: describeCompare,
  checks(r) {
    const violation = compareViolation(r);
    return violation ? [{ guard: TRUE, holds: compares(r.left, r.op, r.right, r.as), violation }] : [];
  },
};

const derivedViolation = (r: RuleOf<"derived">): FieldViolation => ({ type: "Invalid", path: r.field, detail: `must equal ${r.of.map((p) => p.text).join(r.op === "difference" ? " - " : " + ")}` });

type DerivedBody = { field: string; op: "difference" | "sum"; of: string[]; as?: "number" | "quantity" };

export const derived: RuleDefinition<"derived", DerivedBody> = {
  kind: "derived",
  body: documented(
    {
      required: ["field", "op", "of"],
      properties: { field: ref("path"), op: { enum: ["difference", "sum"] }, of: listOf(ref("path"), 2), as: { enum: ["number", "quantity"] } },
    },
    {
      description: "A field equals a computation over others (skipped when any is unset); otherwise Invalid on the field.",
      examples: [{ derived: { field: "availableDevices", op: "difference", of: ["totalDevices", "allocatedDevices"] } }],
      keys: { field: "The field that holds the result.", op: "difference (the first minus the others) or sum.", of: "The operands, in order.", as: "number (default) or quantity." },
    },
  ),
  load(b, l) {
    const as = b.as ?? "number";
    const field = l.fitting(l.path(b.field, ["field"]), as, ["field"]);
    return { field, op: b.op, of: b.of.map((t, i) => l.fitting(l.path(t, ["of", i]), as, ["of", i])), as };
  },
  describe: (r) => `${code(r.field.text)} must equal ${r.of.map((p) => code(p.text)).join(r.op === "difference" ? " - " : " + ")}${r.as === "quantity" ? " (as quantities)" : ""}${WHEN[r.on]}.`,
  checks: (r) => [{ guard: TRUE, holds: derives(r.field, r.op, r.of, r.as), violation: derivedViolation(r) }],
};
