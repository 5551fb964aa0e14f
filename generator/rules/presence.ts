/** Rules about which fields are set: required, forbidden, and the field-set rules. */
import { describeCondition } from "../model/describe.js";
import type { FieldAlternative } from "../model/model.js";
import { code, list, WHEN, type RuleDefinition, type RuleWriteContext } from "./context.js";

const fieldList = (fields: readonly { text: string }[]) => list(fields.map((f) => code(f.text)));
const alternative = (alt: FieldAlternative) => alt.map((p) => code(p.text)).join("/");
const alternativeSet = (alt: FieldAlternative, ctx: RuleWriteContext) => (alt.length === 1 ? ctx.isSet(alt[0]!) : `(${alt.map((p) => ctx.isSet(p)).join(" || ")})`);

export const required: RuleDefinition<"required"> = {
  kind: "required",
  describe: (r) => `${fieldList(r.fields)} ${r.fields.length > 1 ? "are" : "is"} required${r.when ? ` when ${describeCondition(r.when)}` : ""}${WHEN[r.on]}.`,
  writeValidation(w, r, ctx) {
    const fn = ctx.scope.use("errors", "required");
    const guard = r.when ? `${ctx.condition(r.when)} && ` : "";
    const detail = JSON.stringify(r.detail ?? (r.when ? `must be set when ${describeCondition(r.when)}` : ""));
    for (const field of r.fields) {
      w.write(`if (${guard}!${ctx.isSet(field)})`).block(() => w.writeLine(`${fn}(c, ${ctx.pathOf(field)}, ${detail});`));
    }
  },
};

export const forbidden: RuleDefinition<"forbidden"> = {
  kind: "forbidden",
  describe: (r) => `${fieldList(r.fields)} must not be set when ${describeCondition(r.when)}${WHEN[r.on]}.`,
  writeValidation(w, r, ctx) {
    const fn = ctx.scope.use("errors", "forbidden");
    const detail = JSON.stringify(r.detail ?? `may not be set when ${describeCondition(r.when)}`);
    w.write(`if (${ctx.condition(r.when)})`).block(() => {
      for (const field of r.fields) w.write(`if (${ctx.isSet(field)})`).block(() => w.writeLine(`${fn}(c, ${ctx.pathOf(field)}, ${detail});`));
    });
  },
};

function writeAtMostOne(w: Parameters<NonNullable<RuleDefinition<"mutuallyExclusive">["writeValidation"]>>[0], alternatives: readonly FieldAlternative[], detail: string | undefined, ctx: RuleWriteContext): void {
  const fn = ctx.scope.use("errors", "forbidden");
  const names = list(alternatives.map(alternative), "and");
  // Each alternative after the first one set is reported, as Kubernetes reports the later field.
  const first = ctx.locals.name("firstSet");
  w.writeLine(`let ${first} = true;`);
  for (const alt of alternatives) {
    w.write(`if (${alternativeSet(alt, ctx)})`).block(() => {
      w.write(`if (!${first})`).block(() => w.writeLine(`${fn}(c, ${ctx.pathOf(alt[0]!)}, ${JSON.stringify(detail ?? `${names} are mutually exclusive`)});`));
      w.writeLine(`${first} = false;`);
    });
  }
}

function writeAtLeastOne(w: Parameters<NonNullable<RuleDefinition<"atLeastOneOf">["writeValidation"]>>[0], alternatives: readonly FieldAlternative[], detail: string | undefined, ctx: RuleWriteContext): void {
  const fn = ctx.scope.use("errors", "required");
  const names = list(alternatives.map(alternative), "or");
  w.write(`if (${alternatives.map((alt) => `!${alternativeSet(alt, ctx)}`).join(" && ")})`).block(() =>
    w.writeLine(`${fn}(c, ${ctx.pathOf(alternatives[0]![0]!)}, ${JSON.stringify(detail ?? `one of ${names} must be set`)});`),
  );
}

export const mutuallyExclusive: RuleDefinition<"mutuallyExclusive"> = {
  kind: "mutuallyExclusive",
  describe: (r) => `At most one of ${list(r.alternatives.map(alternative), "or")} may be set${WHEN[r.on]}.`,
  writeValidation: (w, r, ctx) => writeAtMostOne(w, r.alternatives, r.detail, ctx),
};

export const atLeastOneOf: RuleDefinition<"atLeastOneOf"> = {
  kind: "atLeastOneOf",
  describe: (r) => `At least one of ${list(r.alternatives.map(alternative), "or")} must be set${WHEN[r.on]}.`,
  writeValidation: (w, r, ctx) => writeAtLeastOne(w, r.alternatives, r.detail, ctx),
};

export const exactlyOneOf: RuleDefinition<"exactlyOneOf"> = {
  kind: "exactlyOneOf",
  describe: (r) => `Exactly one of ${list(r.alternatives.map(alternative), "or")} must be set${WHEN[r.on]}.`,
  writeValidation(w, r, ctx) {
    writeAtLeastOne(w, r.alternatives, r.detail, ctx);
    writeAtMostOne(w, r.alternatives, r.detail, ctx);
  },
};

export const together: RuleDefinition<"together"> = {
  kind: "together",
  describe: (r) => `${list(r.alternatives.map(alternative))} must be set together or not at all${WHEN[r.on]}.`,
  writeValidation(w, r, ctx) {
    const fn = ctx.scope.use("errors", "required");
    const sets = r.alternatives.map((alt) => alternativeSet(alt, ctx));
    w.write(`if (${sets.join(" || ")})`).block(() => {
      r.alternatives.forEach((alt, i) => {
        const others = list(r.alternatives.filter((_, j) => j !== i).map(alternative));
        w.write(`if (!${sets[i]})`).block(() => w.writeLine(`${fn}(c, ${ctx.pathOf(alt[0]!)}, ${JSON.stringify(r.detail ?? `must be set together with ${others}`)});`));
      });
    });
  },
};

