/** Rules between values: comparisons and derived values. */
import type { CodeBlockWriter } from "ts-morph";
import type { CompareAs, CompareOp, FieldPath, Operand, ScalarValue, Shape } from "../model/model.js";
import { and, celAccess, celIpFamily, celPresent, celQuantity, celSemver, celSteps, celValidation, celLiteral, cmp, implies, isIntegerShape, TRUE, type CelExpr } from "./cel.js";
import { code, listOf, literal, ref, reportStatement, WHEN, type FieldViolation, type RuleCelContext, type RuleDefinition, type RuleOf, type RuleWriteContext } from "./context.js";

function operandText(o: Operand): string {
  if (o.kind === "value") return literal(o.value);
  if (o.kind === "count") return `the number of ${code(o.path.text)}`;
  return code(o.path.text);
}

/**
 * Writes a local holding an operand's value converted for comparing `as` a kind (undefined
 * when unset or not comparable) and returns its name.
 */
function writeOperand(w: CodeBlockWriter, o: Operand, as: CompareAs, name: string, ctx: RuleWriteContext): string {
  const local = ctx.locals.name(name);
  if (o.kind === "value") {
    w.writeLine(`const ${local} = ${convertedLiteral(o.value, as, ctx)};`);
    return local;
  }
  let read = ctx.valueOf(o.path);
  if (o.kind === "count") {
    w.writeLine(`const ${local} = ${ctx.scope.use("values", "sizeOf")}(${read});`);
    return local;
  }
  // A conversion reads the value twice: a value that is not a local yet is read into one.
  if (!/^[A-Za-z_$][\w$]*$/.test(read)) {
    const raw = ctx.locals.name(`${name}Raw`);
    w.writeLine(`const ${raw} = ${read};`);
    read = raw;
  }
  w.writeLine(`const ${local} = ${converted(read, as, ctx)};`);
  return local;
}

/** A value made comparable: numbers as they are, others parsed; undefined when it cannot be. */
function converted(v: string, as: CompareAs, ctx: RuleWriteContext): string {
  switch (as) {
    case "number": return `typeof ${v} === "number" ? ${v} : undefined`;
    case "string": case "semver": return `typeof ${v} === "string" ? ${v} : undefined`;
    case "duration": return `typeof ${v} === "string" ? ${ctx.scope.use("duration", "parseDuration")}(${v}) : undefined`;
    case "quantity": return `typeof ${v} === "string" || typeof ${v} === "number" ? ${ctx.scope.use("quantity", "parseQuantity")}(${v}) : undefined`;
    case "ip-family": return `typeof ${v} === "string" ? ${ctx.scope.use("ip", "ipFamily")}(${v}) : undefined`;
  }
}

/** The local of an operand, named after its field (`leaseDurationValue`, `poolsCount`), or `bound` for a literal. */
function operandName(o: Operand): string {
  if (o.kind === "value") return "bound";
  return `${o.path.segments[o.path.segments.length - 1]!.key}${o.kind === "count" ? "Count" : "Value"}`;
}

const isPlainLiteral = (o: Operand, as: CompareAs): boolean => o.kind === "value" && (as === "number" || as === "string" || as === "semver");

/** A literal of the spec made comparable: the loader checked that it fits the kind. */
function convertedLiteral(value: ScalarValue, as: CompareAs, ctx: RuleWriteContext): string {
  const text = JSON.stringify(value);
  switch (as) {
    case "number": case "string": case "semver": return text;
    case "duration": return `${ctx.scope.use("duration", "parseDuration")}(${text})`;
    case "quantity": return `${ctx.scope.use("quantity", "parseQuantity")}(${text})`;
    case "ip-family": return `${ctx.scope.use("ip", "ipFamily")}(${text})`;
  }
}

/** An expression comparing two converted values with `op`; both are known to be defined. */
function comparison(left: string, op: string, right: string, as: CompareAs, ctx: RuleWriteContext): string {
  if (as === "semver") return `(${ctx.scope.use("semver", "compareSemver")}(${left}, ${right}) ?? 0) ${op} 0`;
  if (as === "quantity") return `${ctx.scope.use("quantity", "compareQuantity")}(${left}, ${right}) ${op} 0`;
  return `${left} ${op === "==" ? "===" : op === "!=" ? "!==" : op} ${right}`;
}

export function describeCompare(r: { left: Operand; op: string; right: Operand; as: CompareAs; on: "always" | "create" | "update" }): string {
  if (r.as === "ip-family") return `${operandText(r.left)} must be of ${r.op === "!=" ? "a different IP family from" : "the same IP family as"} ${operandText(r.right)}${WHEN[r.on]}.`;
  const as = r.as === "number" ? "" : ` (as ${r.as})`;
  return `${operandText(r.left)} must be ${r.op} ${operandText(r.right)}${as}${WHEN[r.on]}.`;
}

/** Invalid on the operand that is a field (the left one when both are), or nothing when both are values. */
function compareViolation(r: RuleOf<"compare">): FieldViolation | undefined {
  const target = r.left.kind === "value" ? (r.right.kind === "value" ? undefined : r.right.path) : r.left.path;
  return target && { type: "Invalid", path: target, detail: describeCompare({ ...r, on: "always" }).replace(/\.$/, "") };
}

const COMPARE_OPS: readonly CompareOp[] = ["<", "<=", "==", "!=", ">=", ">"];
const COMPARE_AS: readonly CompareAs[] = ["number", "semver", "duration", "quantity", "string", "ip-family"];

type CompareBody = { left: unknown; op: CompareOp; right: unknown; as?: CompareAs };

export const compare: RuleDefinition<"compare", CompareBody> = {
  kind: "compare",
  body: { required: ["left", "op", "right"], properties: { left: ref("operand"), op: { enum: COMPARE_OPS }, right: ref("operand"), as: { enum: COMPARE_AS } } },
  load(b, l) {
    const as = b.as ?? "number";
    return { left: l.operand(b.left, as, ["left"]), op: b.op, right: l.operand(b.right, as, ["right"]), as };
  },
  describe: describeCompare,
  writeValidation(w: CodeBlockWriter, r, ctx) {
    const violation = compareViolation(r);
    if (!violation) return;
    const left = writeOperand(w, r.left, r.as, operandName(r.left), ctx);
    const right = writeOperand(w, r.right, r.as, operandName(r.right), ctx);
    const bad = r.left.kind === "count" ? `${left}` : ctx.valueOf(violation.path);
    // A number, string or semver of the spec is always there; the rest may be missing or not parse.
    const defined = [[r.left, left], [r.right, right]].filter(([o]) => !isPlainLiteral(o as Operand, r.as)).map(([, local]) => `${local} !== undefined && `);
    w.write(`if (${defined.join("")}!(${comparison(left, r.op, right, r.as, ctx)}))`).block(() =>
      w.writeLine(reportStatement(r, ctx, violation, { value: bad })),
    );
  },
  cel(r, ctx) {
    const violation = compareViolation(r);
    if (!violation) return [];
    // Counts are plain numbers whatever the rule compares them as.
    const left = celOperandValue(r.left, r.left.kind === "count" ? "number" : r.as, r.right, ctx);
    const right = celOperandValue(r.right, r.right.kind === "count" ? "number" : r.as, r.left, ctx);
    const present = and(left.present, right.present);
    const parses = and(left.parses, right.parses);
    const ordered = r.as === "semver" || r.as === "quantity";
    const body = ordered ? cmp(`${left.value}.compareTo(${right.value})`, r.op, "0") : cmp(left.value, r.op, right.value);
    // A semver that does not parse compares as equal in the TypeScript check; others skip the check.
    const check = r.as === "semver" && !ZERO_HOLDS[r.op] ? implies(present, and(parses, body)) : implies(present, implies(parses, body));
    return [celValidation(r, check, violation, ctx.sentence)];
  },
};

/** A CEL operand: its value, the guard that it is present, and the guard that it parses `as` the kind. */
interface CelOperandValue {
  readonly value: string;
  readonly present: CelExpr;
  readonly parses: CelExpr;
}

function celOperandValue(o: Operand, as: CompareAs | "number", other: Operand, ctx: RuleCelContext): CelOperandValue {
  if (o.kind === "value") {
    // A number is written as the other operand's type: an int, or a double for float fields.
    const otherShape = other.kind === "path" ? celSteps(ctx.type, other.path, ctx.lookup).at(-1)!.shape : undefined;
    const text = celLiteral(o.value, as === "number" && otherShape !== undefined && otherShape.kind === "scalar" && !isIntegerShape(otherShape));
    return celConverted(text, undefined, as, TRUE);
  }
  const steps = celSteps(ctx.type, o.path, ctx.lookup);
  const x = celAccess("self", steps);
  const present = celPresent("self", steps);
  if (o.kind === "count") return { value: `size(${x})`, present, parses: TRUE };
  return celConverted(x, steps.at(-1)!.shape, as, present, o.path);
}

function celConverted(x: string, shape: Shape | undefined, as: CompareAs | "number", present: CelExpr, path?: FieldPath): CelOperandValue {
  switch (as) {
    case "number": case "string": return { value: x, present, parses: TRUE };
    // Kubernetes has no isDuration(): an unparsable duration makes the rule fail (the field's own check reports it too).
    case "duration": return { value: `duration(${x})`, present, parses: TRUE };
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

/** `0 op 0`: what the TypeScript check compares when a semver does not parse (`?? 0`). */
const ZERO_HOLDS: Readonly<Record<CompareOp, boolean>> = { "<": false, "<=": true, "==": true, "!=": false, ">=": true, ">": false };

const derivedViolation = (r: RuleOf<"derived">): FieldViolation => ({ type: "Invalid", path: r.field, detail: `must equal ${r.of.map((p) => p.text).join(r.op === "difference" ? " - " : " + ")}` });

type DerivedBody = { field: string; op: "difference" | "sum"; of: string[]; as?: "number" | "quantity" };

export const derived: RuleDefinition<"derived", DerivedBody> = {
  kind: "derived",
  body: {
    required: ["field", "op", "of"],
    properties: { field: ref("path"), op: { enum: ["difference", "sum"] }, of: listOf(ref("path"), 2), as: { enum: ["number", "quantity"] } },
  },
  load(b, l) {
    const as = b.as ?? "number";
    const field = l.fitting(l.path(b.field, ["field"]), as, ["field"]);
    return { field, op: b.op, of: b.of.map((t, i) => l.fitting(l.path(t, ["of", i]), as, ["of", i])), as };
  },
  describe: (r) => `${code(r.field.text)} must equal ${r.of.map((p) => code(p.text)).join(r.op === "difference" ? " - " : " + ")}${r.as === "quantity" ? " (as quantities)" : ""}${WHEN[r.on]}.`,
  writeValidation(w, r, ctx) {
    const values = [r.field, ...r.of].map((p) =>
      writeOperand(w, { kind: "path", path: p }, r.as, `${p.segments[p.segments.length - 1]!.key}Value`, ctx),
    );
    const [actual, ...parts] = values as [string, ...string[]];
    const expected = ctx.locals.name("expected");
    let combined: string;
    if (r.as === "quantity") {
      const op = ctx.scope.use("quantity", r.op === "difference" ? "subtractQuantity" : "addQuantity");
      combined = parts.slice(1).reduce((acc, p) => `${op}(${acc}, ${p})`, parts[0]!);
    } else {
      combined = parts.slice(1).reduce((acc, p) => `${acc} ${r.op === "difference" ? "-" : "+"} ${p}`, parts[0]!);
    }
    const equal = r.as === "quantity" ? `${ctx.scope.use("quantity", "compareQuantity")}(${actual}, ${expected}) === 0` : `${actual} === ${expected}`;
    w.write(`if (${values.map((v) => `${v} !== undefined`).join(" && ")})`).block(() => {
      w.writeLine(`const ${expected} = ${combined};`);
      w.write(`if (!(${equal}))`).block(() => w.writeLine(reportStatement(r, ctx, derivedViolation(r))));
    });
  },
  cel(r, ctx) {
    const [actual, ...parts] = [r.field, ...r.of].map((p) => celOperandValue({ kind: "path", path: p }, r.as, { kind: "path", path: p }, ctx));
    const present = and(actual!.present, ...parts.map((p) => p.present));
    const parses = and(actual!.parses, ...parts.map((p) => p.parses));
    let check: CelExpr;
    if (r.as === "quantity") {
      const combined = parts.slice(1).reduce((acc, p) => `${acc}.${r.op === "difference" ? "sub" : "add"}(${p.value})`, parts[0]!.value);
      check = cmp(`${actual!.value}.compareTo(${combined})`, "==", "0");
    } else {
      check = cmp(actual!.value, "==", parts.map((p) => p.value).join(r.op === "difference" ? " - " : " + "));
    }
    return [celValidation(r, implies(present, implies(parses, check)), derivedViolation(r), ctx.sentence)];
  },
};
