/** Rules about which fields are set: required, forbidden, and the field-set rules. */
import { describeCondition } from "../model/describe.js";
import type { FieldAlternative, FieldPath } from "../model/model.js";
import { and, celCondition, celIsSet, celPresent, celSteps, celValidation, implies, not, notAll, or, TRUE, type CelExpr } from "./cel.js";
import { code, list, listOf, ref, reportStatement, WHEN, type BodySchema, type CelValidation, type FieldViolation, type RuleCelContext, type RuleDefinition, type RuleLoader, type RuleOf, type RuleWriteContext } from "./context.js";

/** The parent of a nested path (`tlsConfig.clientKey` -> `tlsConfig`), or undefined at top level. */
function parentGuard(paths: readonly FieldPath[], ctx: RuleWriteContext): string {
  const parents = paths.map((p) => p.segments.slice(0, -1).map((s) => s.key));
  const first = parents[0]!;
  if (first.length === 0 || parents.some((p) => p.join(".") !== first.join("."))) return "";
  return `${ctx.scope.use("values", "isObject")}(${ctx.scope.use("values", "read")}(value, ${JSON.stringify(first)})) && `;
}

const fieldList = (fields: readonly { text: string }[]) => list(fields.map((f) => code(f.text)));
const alternative = (alt: FieldAlternative) => alt.map((p) => code(p.text)).join("/");
const alternativeSet = (alt: FieldAlternative, ctx: RuleWriteContext) => (alt.length === 1 ? ctx.isSet(alt[0]!) : `(${alt.map((p) => ctx.isSet(p)).join(" || ")})`);
/** CEL of `parentGuard`: the parent object that nested paths share is present. */
function celParentPresent(paths: readonly FieldPath[], ctx: RuleCelContext): CelExpr {
  const parents = paths.map((p) => p.segments.slice(0, -1).map((s) => s.key).join("."));
  if (parents[0] === "" || parents.some((p) => p !== parents[0])) return TRUE;
  return celPresent("self", celSteps(ctx.type, paths[0]!, ctx.lookup).slice(0, -1));
}

/** CEL: an alternative is set when any of its paths is. */
const celAlternativeSet = (alt: FieldAlternative, ctx: RuleCelContext): CelExpr => or(...alt.map((p) => celIsSet("self", celSteps(ctx.type, p, ctx.lookup), ctx.lookup)));

/** `fields:` paths, with a `when:` (required by `forbidden`, optional for `required`). */
type FieldsBody = { fields: string[]; when?: unknown };
const fieldsBody = (required: string[]): BodySchema => ({ required, properties: { fields: listOf(ref("path")), when: ref("when") } });

const requiredViolation = (r: RuleOf<"required">, field: FieldPath): FieldViolation => ({ type: "Required", path: field, detail: r.when ? `must be set when ${describeCondition(r.when)}` : "" });

export const required: RuleDefinition<"required", FieldsBody> = {
  kind: "required",
  body: fieldsBody(["fields"]),
  load: (b, l) => ({ fields: l.paths(b.fields, "fields"), ...(b.when !== undefined ? { when: l.when() } : {}) }),
  describe: (r) => `${fieldList(r.fields)} ${r.fields.length > 1 ? "are" : "is"} required${r.when ? ` when ${describeCondition(r.when)}` : ""}${WHEN[r.on]}.`,
  writeValidation(w, r, ctx) {
    const guard = r.when ? `${ctx.condition(r.when)} && ` : "";
    for (const field of r.fields) {
      // A nested field of an unset parent is not reported: the parent is, where it is required.
      w.write(`if (${guard}${parentGuard([field], ctx)}!${ctx.isSet(field)})`).block(() => w.writeLine(reportStatement(r, ctx, requiredViolation(r, field))));
    }
  },
  cel(r, ctx) {
    const when = r.when ? celCondition("self", r.when, ctx.type, ctx.lookup) : undefined;
    return r.fields.map((field) => {
      const set = celIsSet("self", celSteps(ctx.type, field, ctx.lookup), ctx.lookup);
      // As in the TypeScript check, a nested field of an absent parent is not required.
      return celValidation(r, implies(and(when ?? TRUE, celParentPresent([field], ctx)), set), requiredViolation(r, field), ctx.sentence);
    });
  },
};

const forbiddenViolation = (r: RuleOf<"forbidden">, field: FieldPath): FieldViolation => ({ type: "Forbidden", path: field, detail: `may not be set when ${describeCondition(r.when)}` });

export const forbidden: RuleDefinition<"forbidden", FieldsBody> = {
  kind: "forbidden",
  body: fieldsBody(["fields", "when"]),
  load: (b, l) => ({ fields: l.paths(b.fields, "fields"), when: l.when() }),
  describe: (r) => `${fieldList(r.fields)} must not be set when ${describeCondition(r.when)}${WHEN[r.on]}.`,
  writeValidation(w, r, ctx) {
    w.write(`if (${ctx.condition(r.when)})`).block(() => {
      for (const field of r.fields) w.write(`if (${ctx.isSet(field)})`).block(() => w.writeLine(reportStatement(r, ctx, forbiddenViolation(r, field))));
    });
  },
  cel(r, ctx) {
    const when = celCondition("self", r.when, ctx.type, ctx.lookup);
    return r.fields.map((field) => {
      const set = celIsSet("self", celSteps(ctx.type, field, ctx.lookup), ctx.lookup);
      return celValidation(r, implies(when, not(set)), forbiddenViolation(r, field), ctx.sentence);
    });
  },
};

type FieldSetRule = RuleOf<"mutuallyExclusive" | "atLeastOneOf" | "exactlyOneOf" | "together">;
type Writer = Parameters<NonNullable<RuleDefinition<"mutuallyExclusive">["writeValidation"]>>[0];

/** At most one alternative set: Forbidden (the TypeScript check reports it on each alternative set after the first, as Kubernetes reports the later field). */
const atMostOneViolation = (r: FieldSetRule): Omit<FieldViolation, "path"> => ({ type: "Forbidden", detail: `${list(r.alternatives.map(alternative), "and")} are mutually exclusive` });
/** At least one alternative set: Required on the first. */
const atLeastOneViolation = (r: FieldSetRule): FieldViolation => ({ type: "Required", path: r.alternatives[0]![0]!, detail: `one of ${list(r.alternatives.map(alternative), "or")} must be set` });

function writeAtMostOne(w: Writer, r: FieldSetRule, ctx: RuleWriteContext): void {
  const { alternatives } = r;
  // Each alternative after the first one set is reported, as Kubernetes reports the later field.
  const first = ctx.locals.name("firstSet");
  w.writeLine(`let ${first} = true;`);
  for (const alt of alternatives) {
    w.write(`if (${alternativeSet(alt, ctx)})`).block(() => {
      // Report the field of the alternative that is set (of several paths, the first one set, in spec order).
      w.write(`if (!${first})`).block(() => {
        if (alt.length === 1) w.writeLine(reportStatement(r, ctx, { ...atMostOneViolation(r), path: alt[0]! }));
        else {
          alt.forEach((path, i) => {
            const test = i === alt.length - 1 ? "" : `if (${ctx.isSet(path)}) `;
            w.write(`${i > 0 ? "else " : ""}${test}`).inlineBlock(() => w.writeLine(reportStatement(r, ctx, { ...atMostOneViolation(r), path })));
            w.newLine();
          });
        }
      });
      w.writeLine(`${first} = false;`);
    });
  }
}

function writeAtLeastOne(w: Writer, r: FieldSetRule, ctx: RuleWriteContext): void {
  const { alternatives } = r;
  w.write(`if (${parentGuard(alternatives.flat(), ctx)}${alternatives.map((alt) => `!${alternativeSet(alt, ctx)}`).join(" && ")})`).block(() =>
    w.writeLine(reportStatement(r, ctx, atLeastOneViolation(r))),
  );
}

/**
 * CEL: at most one alternative is set, reported as the TypeScript check reports it: on each
 * alternative set after an earlier one, at its first path set. One validation per path of the
 * later alternatives: `!(a && b)` on `b` for two fields.
 */
function celAtMostOne(r: FieldSetRule, ctx: RuleCelContext, sets: readonly CelExpr[]): CelValidation[] {
  return r.alternatives.slice(1).flatMap((alt, i) => {
    const earlier = or(...sets.slice(0, i + 1));
    const pathSets = alt.map((p) => celIsSet("self", celSteps(ctx.type, p, ctx.lookup), ctx.lookup));
    return alt.map((path, k) => {
      const firstSet = and(pathSets[k]!, not(or(...pathSets.slice(0, k))));
      return celValidation(r, notAll(and(earlier, firstSet)), { ...atMostOneViolation(r), path }, ctx.sentence);
    });
  });
}

/** Set together: Required on the first path of each alternative left unset while another is set. */
const togetherViolation = (r: FieldSetRule, i: number): FieldViolation => ({
  type: "Required",
  path: r.alternatives[i]![0]!,
  detail: `must be set together with ${list(r.alternatives.filter((_, j) => j !== i).map(alternative))}`,
});

/** CEL: at least one alternative is set (when the parent the paths share is present). */
const celAtLeastOne = (r: FieldSetRule, ctx: RuleCelContext, sets: readonly CelExpr[]): CelValidation =>
  celValidation(r, implies(celParentPresent(r.alternatives.flat(), ctx), or(...sets)), atLeastOneViolation(r), ctx.sentence);

/** `fields:` alternatives, each a path or a list of paths (set when any of them is). */
type AlternativesBody = { fields: (string | string[])[] };
const ALTERNATIVES_BODY: BodySchema = { required: ["fields"], properties: { fields: listOf(ref("fieldGroup"), 2) } };
const loadAlternatives = (b: AlternativesBody, l: RuleLoader) => ({
  alternatives: b.fields.map((alt, i) => (Array.isArray(alt) ? alt.map((t, j) => l.path(t, ["fields", i, j])) : [l.path(alt, ["fields", i])])),
});

type FieldSetKind = "mutuallyExclusive" | "atLeastOneOf" | "exactlyOneOf" | "together";

/** A field-set kind: every one has the same body and loading; its CEL is given whether each alternative is set. */
function fieldSetRule<K extends FieldSetKind>(
  kind: K,
  describe: (r: RuleOf<K>) => string,
  writeValidation: NonNullable<RuleDefinition<K>["writeValidation"]>,
  cel: (r: RuleOf<K>, ctx: RuleCelContext, sets: readonly CelExpr[]) => CelValidation[],
): RuleDefinition<K, AlternativesBody> {
  // Every field-set kind has the same model shape (RuleOf<K> does not narrow for a generic K).
  const load = loadAlternatives as RuleDefinition<K, AlternativesBody>["load"];
  const alternatives = (r: RuleOf<K>): readonly FieldAlternative[] => (r as FieldSetRule).alternatives;
  return { kind, body: ALTERNATIVES_BODY, load, describe, writeValidation, cel: (r, ctx) => cel(r, ctx, alternatives(r).map((alt) => celAlternativeSet(alt, ctx))) };
}

export const mutuallyExclusive: RuleDefinition<"mutuallyExclusive", AlternativesBody> = fieldSetRule(
  "mutuallyExclusive",
  (r) => `At most one of ${list(r.alternatives.map(alternative), "or")} may be set${WHEN[r.on]}.`,
  (w, r, ctx) => writeAtMostOne(w, r, ctx),
  celAtMostOne,
);

export const atLeastOneOf: RuleDefinition<"atLeastOneOf", AlternativesBody> = fieldSetRule(
  "atLeastOneOf",
  (r) => `At least one of ${list(r.alternatives.map(alternative), "or")} must be set${WHEN[r.on]}.`,
  (w, r, ctx) => writeAtLeastOne(w, r, ctx),
  (r, ctx, sets) => [celAtLeastOne(r, ctx, sets)],
);

export const exactlyOneOf: RuleDefinition<"exactlyOneOf", AlternativesBody> = fieldSetRule(
  "exactlyOneOf",
  (r) => `Exactly one of ${list(r.alternatives.map(alternative), "or")} must be set${WHEN[r.on]}.`,
  (w, r, ctx) => {
    writeAtLeastOne(w, r, ctx);
    writeAtMostOne(w, r, ctx);
  },
  // Both halves of the TypeScript check: at least one (Required on the first), at most one (Forbidden on the later ones).
  (r, ctx, sets) => [celAtLeastOne(r, ctx, sets), ...celAtMostOne(r, ctx, sets)],
);

export const together: RuleDefinition<"together", AlternativesBody> = fieldSetRule(
  "together",
  (r) => `${list(r.alternatives.map(alternative))} must be set together or not at all${WHEN[r.on]}.`,
  (w, r, ctx) => {
    const sets = r.alternatives.map((alt) => alternativeSet(alt, ctx));
    w.write(`if (${sets.join(" || ")})`).block(() => {
      r.alternatives.forEach((_, i) => w.write(`if (!${sets[i]})`).block(() => w.writeLine(reportStatement(r, ctx, togetherViolation(r, i)))));
    });
  },
  // One validation per alternative, as the TypeScript check reports each one unset: `!has(b) || has(a)` on `a`.
  (r, ctx, sets) => r.alternatives.map((_, i) => celValidation(r, implies(or(...sets.filter((_, j) => j !== i)), sets[i]!), togetherViolation(r, i), ctx.sentence)),
);
