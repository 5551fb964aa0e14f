/** Rules that narrow or reject values: restrict, reject, requiresMention. */
import { describeCondition } from "../model/describe.js";
import { formatFunction } from "../model/formats.js";
import type { Format, ScalarValue } from "../model/model.js";
import { withoutEnum } from "../model/queries.js";
import { and, atom, celAccess, celCondition, celFormatCheck, celLiteral, celPresent, celSomeAt, celSteps, celValidation, cmp, implies, mentionPattern, or, type CelExpr } from "./cel.js";
import { FALSE, when } from "./check.js";
import { code, list, listOf, literal, ref, reportStatement, WHEN, type FieldViolation, type RuleDefinition, type RuleOf } from "./context.js";

/** What each part of a restriction reports: Invalid on the field (the TypeScript check reports a value outside an enum as NotSupported, which CEL has no reason for). */
const restrictViolations = (r: RuleOf<"restrict">) => {
  const invalid = (detail: string): FieldViolation => ({ type: "Invalid", path: r.field, detail });
  return {
    enum: invalid(`supported values: ${list((r.enum ?? []).map((e) => JSON.stringify(e)), "or")}`),
    format: invalid(`must be ${r.format}`),
    prefix: invalid(`must start with ${JSON.stringify(r.prefix)}`),
  };
};

/**
 * CEL: `x in [...]`, `x.startsWith(...)`, and for formats Kubernetes' libraries (format.*,
 * isSemver, isIP, isCIDR) or a regular expression (lowercase). A format with no CEL equivalent
 * of the runtime check (url, https-url, path-segment-name, pool-name, ...; `cel`, which needs a
 * compiler) renders no validation for that part of the rule.
 */
export const restrict: RuleDefinition<"restrict", { field: string; when?: unknown; enum?: ScalarValue[]; format?: Format; prefix?: string }> = {
  kind: "restrict",
  body: {
    required: ["field"],
    anyOf: [{ required: ["enum"] }, { required: ["format"] }, { required: ["prefix"] }],
    properties: { field: ref("path"), when: ref("when"), enum: listOf(ref("scalarValue")), format: ref("format"), prefix: { type: "string" } },
  },
  load(b, l) {
    const field = l.path(b.field, ["field"]);
    if (field && (b.format !== undefined || b.prefix !== undefined)) l.fitting(field, "string", [b.format !== undefined ? "format" : "prefix"]);
    if (field && b.enum) b.enum.forEach((v, i) => l.valueFits(v, withoutEnum(field.leaf), ["enum", i]));
    return {
      field,
      ...(b.when !== undefined ? { when: l.when() } : {}),
      ...(b.enum ? { enum: b.enum } : {}),
      ...(b.format ? { format: b.format } : {}),
      ...(b.prefix !== undefined ? { prefix: b.prefix } : {}),
    };
  },
  describe(r) {
    const what = r.enum ? `be one of ${list(r.enum.map(literal), "or")}` : r.format ? `be ${r.format}` : `start with ${literal(r.prefix ?? "")}`;
    return `${code(r.field.text)} must ${what}${r.when ? ` when ${describeCondition(r.when)}` : ""}${WHEN[r.on]}.`;
  },
  writeValidation(w, r, ctx) {
    // The field's local where the validator has one (its own fields, nested reads it hoisted);
    // else a local named after the field (`roleRefKind`), so several restrictions read apart.
    const read = ctx.valueOf(r.field);
    const local = /^[A-Za-z_$][\w$]*$/.test(read);
    const v = local ? read : ctx.locals.name(r.field.segments.map((s, i) => (i === 0 ? s.key : s.key.charAt(0).toUpperCase() + s.key.slice(1))).join(""), "Restricted");
    if (!local) w.writeLine(`const ${v} = ${read};`);
    const guard = `${v} !== undefined && ${v} !== null${r.when ? ` && ${ctx.condition(r.when)}` : ""}`;
    const violations = restrictViolations(r);
    w.write(`if (${guard})`).block(() => {
      if (r.enum) {
        const name = ctx.scope.enumConstant(`${r.field.segments.map((s) => s.key).join("_").toUpperCase()}_ALLOWED`, r.enum);
        const report = r.error ? reportStatement(r, ctx, violations.enum, { value: v }) : `${ctx.scope.use("errors", "notSupported")}(c, ${ctx.pathOf(r.field)}, ${v}, ${name});`;
        w.write(`if (!(${name} as readonly unknown[]).includes(${v}))`).block(() => w.writeLine(report));
      }
      if (r.format && r.format !== "cel") {
        const check = ctx.scope.use("formats", formatFunction(r.format));
        const problem = ctx.locals.name("problem");
        w.writeLine(`const ${problem} = typeof ${v} === "string" ? ${check}(${v}) : undefined;`);
        // The runtime check's own message, unless the spec sets a detail.
        w.write(`if (${problem} !== undefined)`).block(() => w.writeLine(reportStatement(r, ctx, violations.format, { value: v, ...(r.detail ? {} : { detail: problem }) })));
      }
      if (r.prefix !== undefined) {
        w.write(`if (typeof ${v} !== "string" || !${v}.startsWith(${JSON.stringify(r.prefix)}))`).block(() => w.writeLine(reportStatement(r, ctx, violations.prefix, { value: v })));
      }
    });
  },
  cel(r, ctx) {
    const steps = celSteps(ctx.type, r.field, ctx.lookup);
    const x = celAccess("self", steps);
    const guard = and(celPresent("self", steps), r.when ? celCondition("self", r.when, ctx.type, ctx.lookup) : and());
    const violations = restrictViolations(r);
    const checks: { check: CelExpr; violation: FieldViolation }[] = [];
    if (r.enum) {
      const double = steps.at(-1)!.shape.kind === "scalar" && ["float32", "float64"].includes((steps.at(-1)!.shape as { scalar: string }).scalar);
      checks.push({ check: cmp(x, "in", `[${r.enum.map((v) => celLiteral(v, double)).join(", ")}]`), violation: violations.enum });
    }
    // The cel format is checked by compiling the expression, which CEL cannot do.
    if (r.format && r.format !== "cel") checks.push({ check: celFormatCheck(x, r.format), violation: violations.format });
    if (r.prefix !== undefined) checks.push({ check: atom(`${x}.startsWith(${celLiteral(r.prefix)})`), violation: violations.prefix });
    return checks.map(({ check, violation }) => celValidation(r, implies(guard, check), violation, ctx.sentence));
  },
};

const rejectViolation = (r: RuleOf<"reject">): FieldViolation => ({ type: "Invalid", path: r.when.field, detail: `is invalid when ${describeCondition(r.when)}` });

export const reject: RuleDefinition<"reject"> = {
  kind: "reject",
  body: { required: ["when", "detail"], properties: { when: ref("when") } },
  load: (_, l) => ({ when: l.when() }),
  describe: (r) => `${code(r.when.field.text)} is invalid when ${describeCondition(r.when)}${WHEN[r.on]}.`,
  checks: (r) => [{ guard: when(r.when), holds: FALSE, violation: rejectViolation(r) }],
};

const mentionViolation = (r: RuleOf<"requiresMention">): FieldViolation => ({
  type: "Invalid",
  path: r.when.field,
  detail: `${r.mention} must be used in ${list(r.in.map((p) => p.text.replace(/\[\]/g, "[*]")), "or")} when ${describeCondition(r.when).replace(/`/g, "")}`,
});

/** CEL: the runtime's `mentions` as an RE2 search, `(^|[^A-Za-z0-9_.])claims\\.email($|[^A-Za-z0-9_])`. */
export const requiresMention: RuleDefinition<"requiresMention", { mention: string; in: string[] }> = {
  kind: "requiresMention",
  body: { required: ["when", "mention", "in"], properties: { when: ref("when"), mention: { type: "string", minLength: 1 }, in: listOf(ref("path")) } },
  load: (b, l) => ({ when: l.when(), mention: b.mention, in: b.in.map((t, i) => l.fitting(l.path(t, ["in", i]), "string", ["in", i])) }),
  describe: (r) => `When ${describeCondition(r.when)}, one of ${list(r.in.map((p) => code(p.text)), "or")} must use ${literal(r.mention)}${WHEN[r.on]}.`,
  writeValidation(w, r, ctx) {
    const mentions = ctx.scope.use("values", "mentions");
    const uses = r.in.map((p) => `${ctx.valuesOf(p)}.some((text) => ${mentions}(text, ${JSON.stringify(r.mention)}))`);
    w.write(`if (${ctx.condition(r.when)} && !(${uses.join(" || ")}))`).block(() => w.writeLine(reportStatement(r, ctx, mentionViolation(r))));
  },
  cel(r, ctx) {
    const when = celCondition("self", r.when, ctx.type, ctx.lookup);
    const pattern = celLiteral(mentionPattern(r.mention));
    const uses = r.in.map((p) => celSomeAt("self", celSteps(ctx.type, p, ctx.lookup), (x) => atom(`${x}.matches(${pattern})`)));
    return [celValidation(r, implies(when, or(...uses)), mentionViolation(r), ctx.sentence)];
  },
};
