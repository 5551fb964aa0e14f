/**
 * Rules about defaults and updates: written into the defaulters and the update checks (the
 * emitters call `writeDefault`, `skipsDefault` and `writeUpdateCheck`), not into validate.
 */
import { describeCondition } from "../model/describe.js";
import type { Field } from "../model/model.js";
import { fieldPathOf, jsonFields } from "../model/queries.js";
import { and, atom, cmp, not, or, celIsSet, celSteps, celValidation, escapeCelProperty, implies, NotExpressibleInCel } from "./cel.js";
import { code, list, listOf, ref, type RuleDefinition, type RuleOf, type Violation } from "./context.js";

/**
 * No CEL: a default is not a validation (it lives in the defaulters, not in
 * x-kubernetes-validations). The defaulter sets a top-level field; a nested path is not
 * defaulted.
 */
export const defaultWhen: RuleDefinition<"defaultWhen", { field: string; value: unknown }> = {
  kind: "defaultWhen",
  body: { required: ["field", "when", "value"], properties: { field: ref("path"), when: ref("when"), value: {} } },
  load(b, l) {
    const field = l.path(b.field, ["field"]);
    if (field) l.valueFits(b.value, field.leaf, ["value"]);
    return { field, when: l.when(), value: b.value };
  },
  reportsFieldError: false,
  describe: (r) => `${code(r.field.text)} defaults to ${code(JSON.stringify(r.value))} when ${describeCondition(r.when)}.`,
  writeDefault(w, r, ctx) {
    if (r.field.segments.length !== 1) return;
    const key = JSON.stringify(r.field.segments[0]!.key);
    const isSet = ctx.scope.use("values", "isSet");
    w.write(`if (!${isSet}(${ctx.scope.use("values", "own")}(value, ${key}), ${r.field.field.pointer}) && ${ctx.condition(r.when)})`).block(() =>
      w.writeLine(`value[${key}] = ${JSON.stringify(r.value)};`),
    );
  },
};

/** No CEL: it only stops the default of a top-level field from being applied. */
export const ignoredWhen: RuleDefinition<"ignoredWhen", { fields: string[] }> = {
  kind: "ignoredWhen",
  body: { required: ["fields", "when"], properties: { fields: listOf(ref("path")), when: ref("when") } },
  load: (b, l) => ({ fields: l.paths(b.fields, "fields"), when: l.when() }),
  reportsFieldError: false,
  describe: (r) => `${list(r.fields.map((f) => code(f.text)))} ${r.fields.length > 1 ? "are" : "is"} ignored when ${describeCondition(r.when)}.`,
  skipsDefault: (r, jsonName) => (r.fields.some((f) => f.segments.length === 1 && f.segments[0]!.key === jsonName) ? r.when : undefined),
};

/** Invalid on each field that changed; `path` is set per field where the rule is written. */
const frozenViolation = (r: RuleOf<"frozenWhen">): Violation => ({ type: "Invalid", detail: `field is immutable once ${r.set.text} is set` });

/** The fields that a frozenWhen rule keeps from changing: all but apiVersion, kind, metadata and the first field of each `except` path. */
function frozenFields(r: RuleOf<"frozenWhen">, fields: readonly Field[]): Field[] {
  const skip = new Set(["apiVersion", "kind", "metadata", ...r.except.map((p) => p.segments[0]!.key)]);
  return fields.filter((f) => !skip.has(f.jsonName));
}

/**
 * On update, once the old object has the path set, no field may change (apiVersion, kind and
 * metadata apart, and the first field of each `except` path, as the update check skips them).
 * One transition rule per field, so that each error names its field; Kubernetes evaluates
 * them on updates only, as the TypeScript update check runs.
 */
export const frozenWhen: RuleDefinition<"frozenWhen", { set: string; except?: string[] }> = {
  kind: "frozenWhen",
  body: { required: ["set"], properties: { set: ref("path"), except: listOf(ref("path"), 0) } },
  load: (b, l) => ({ set: l.path(b.set, ["set"]), except: l.paths(b.except ?? [], "except") }),
  reportsFieldError: false,
  describe: (r) => `Once ${code(r.set.text)} is set, the object is immutable${r.except.length ? ` except ${list(r.except.map((p) => code(p.text)))}` : ""}.`,
  writeUpdateCheck(w, r, ctx) {
    const { scope } = ctx;
    const detail = JSON.stringify(r.detail ?? frozenViolation(r).detail);
    const setPath = JSON.stringify(r.set.segments.map((s) => s.key));
    // The old value is read as a non-pointer field: an empty value is not set (as the CEL below).
    w.write(`if (${scope.use("values", "isSet")}(${scope.use("values", "read")}(old, ${setPath}), false))`).block(() => {
      const checkUnchanged = scope.use("update", "checkUnchanged");
      for (const field of frozenFields(r, ctx.fields)) w.writeLine(`${checkUnchanged}(value, old, ${JSON.stringify(field.jsonName)}, path, c, ${detail});`);
    });
  },
  cel(r, ctx) {
    // The update check reads the old value as a non-pointer field: an empty value is not set.
    const wasSet = celIsSet("oldSelf", celSteps(ctx.type, r.set, ctx.lookup), ctx.lookup, false);
    return frozenFields(r, jsonFields(ctx.type, ctx.lookup)).map((f) => {
      const name = escapeCelProperty(f.jsonName);
      if (name === undefined) throw new NotExpressibleInCel(`the field name "${f.jsonName}" cannot be accessed from CEL`);
      // A field the schema requires is in both objects; an optional one may be in neither.
      const same = cmp(`self.${name}`, "==", `oldSelf.${name}`);
      const unchanged = f.required ? same : and(cmp(`has(self.${name})`, "==", `has(oldSelf.${name})`), or(not(atom(`has(self.${name})`)), same));
      return celValidation(r, implies(wasSet, unchanged), { ...frozenViolation(r), path: fieldPathOf(f) }, ctx.sentence);
    });
  },
};
