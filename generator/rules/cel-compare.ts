/**
 * The CEL of the check form's comparisons (`compare` and `derived` rules): the operands read,
 * converted (durations, semantic versions, quantities, IP families) and compared, stating what
 * the runtime's `compareHolds` and `derivationHolds` check: nothing where an operand is missing
 * or does not parse.
 */
import type { CompareAs, CompareOp, FieldPath, Operand, Shape } from "../model/model.js";
import {
  and,
  atom,
  celAccess,
  celIpFamily,
  celLiteral,
  celPresent,
  celQuantity,
  celSemver,
  celSteps,
  cmp,
  implies,
  isIntegerShape,
  not,
  or,
  TRUE,
  type CelExpr,
} from "./cel.js";
import type { RuleCelContext } from "./context.js";

/** A CEL operand: its value, the guard that it is present, and the guard that it parses `as` the kind. */
interface CelOperandValue {
  readonly value: string;
  readonly present: CelExpr;
  readonly parses: CelExpr;
}

function celOperandValue(
  o: Operand,
  as: CompareAs | "number",
  other: Operand,
  ctx: RuleCelContext,
): CelOperandValue {
  if (o.kind === "value") {
    // A number is written as the other operand's type: an int, or a double for float fields.
    const otherShape =
      other.kind === "path" ? celSteps(ctx.type, other.path, ctx.lookup).at(-1)!.shape : undefined;
    const text = celLiteral(
      o.value,
      as === "number" &&
        otherShape !== undefined &&
        otherShape.kind === "scalar" &&
        !isIntegerShape(otherShape),
    );
    return celConverted(text, undefined, as, TRUE);
  }
  const steps = celSteps(ctx.type, o.path, ctx.lookup);
  const x = celAccess("self", steps);
  const present = celPresent("self", steps);
  if (o.kind === "count") return { value: `size(${x})`, present, parses: TRUE };
  return celConverted(x, steps.at(-1)!.shape, as, present, o.path);
}

function celConverted(
  x: string,
  shape: Shape | undefined,
  as: CompareAs | "number",
  present: CelExpr,
  path?: FieldPath,
): CelOperandValue {
  switch (as) {
    case "number":
    case "string":
    case "url":
      return { value: x, present, parses: TRUE };
    // Kubernetes has no isDuration(): an unparsable duration makes the rule fail (the field's own check reports it too).
    case "duration":
      return { value: `duration(${x})`, present, parses: TRUE };
    case "semver": {
      const s = celSemver(x);
      return { value: s.value, present, parses: s.guard };
    }
    case "quantity": {
      const q = celQuantity(x, shape ?? { kind: "scalar", scalar: "string" });
      return { value: q.value, present, parses: q.guard };
    }
    case "ip-family": {
      const f = celIpFamily(x, shape?.format ?? path?.leaf.format);
      return { value: f.value, present, parses: f.guard };
    }
  }
}

/** `0 op 0`: what the runtime compares when a semantic version does not parse. */
const ZERO_HOLDS: Readonly<Record<CompareOp, boolean>> = {
  "<": false,
  "<=": true,
  "==": true,
  "!=": false,
  ">=": true,
  ">": false,
};

/** `left op right` as `as`, where both are present and parse. */
export function celComparison(
  left: Operand,
  op: CompareOp,
  right: Operand,
  as: CompareAs,
  ctx: RuleCelContext,
): CelExpr {
  // Counts are plain numbers whatever the rule compares them as.
  const l = celOperandValue(left, left.kind === "count" ? "number" : as, right, ctx);
  const r = celOperandValue(right, right.kind === "count" ? "number" : as, left, ctx);
  const present = and(l.present, r.present);
  const parses = and(l.parses, r.parses);
  const ordered = as === "semver" || as === "quantity";
  const body =
    as === "url" && (op === "==" || op === "!=")
      ? urlEquality(l.value, op, r.value)
      : ordered
        ? cmp(`${l.value}.compareTo(${r.value})`, op, "0")
        : cmp(l.value, op, r.value);
  // A semver that does not parse compares as equal in the runtime; others skip the check.
  return as === "semver" && !ZERO_HOLDS[op]
    ? implies(present, and(parses, body))
    : implies(present, implies(parses, body));
}

/**
 * URLs equal without their trailing slashes: the longer is the shorter followed by slashes only
 * (CEL has no TrimRight).
 */
function urlEquality(a: string, op: "==" | "!=", b: string): CelExpr {
  const longer = (x: string, y: string) =>
    and(atom(`${x}.startsWith(${y})`), atom(`${x}.substring(size(${y})).matches('^/*$')`));
  const equal = or(longer(a, b), longer(b, a));
  return op === "==" ? equal : not(equal);
}

/** `field` equals the sum or difference of `of`, where all are present and parse. */
export function celDerivation(
  field: FieldPath,
  op: "difference" | "sum",
  of: readonly FieldPath[],
  as: "number" | "quantity",
  ctx: RuleCelContext,
): CelExpr {
  const [actual, ...parts] = [field, ...of].map((p) =>
    celOperandValue({ kind: "path", path: p }, as, { kind: "path", path: p }, ctx),
  );
  const present = and(actual!.present, ...parts.map((p) => p.present));
  const parses = and(actual!.parses, ...parts.map((p) => p.parses));
  let check: CelExpr;
  if (as === "quantity") {
    const combined = parts
      .slice(1)
      .reduce(
        (acc, p) => `${acc}.${op === "difference" ? "sub" : "add"}(${p.value})`,
        parts[0]!.value,
      );
    check = cmp(`${actual!.value}.compareTo(${combined})`, "==", "0");
  } else {
    check = cmp(
      actual!.value,
      "==",
      parts.map((p) => p.value).join(op === "difference" ? " - " : " + "),
    );
  }
  return implies(present, implies(parses, check));
}
