/** Rules about defaults and updates: applied by the defaulters and the update checks, not by validate. */
import { describeCondition } from "../model/describe.js";
import { jsonFields } from "../model/queries.js";
import { and, atom, cmp, not, or, celFieldPath, celIsSet, celMessage, celSteps, celText, escapeCelProperty, implies, NotExpressibleInCel } from "./cel.js";
import { code, list, listOf, ref, type RuleDefinition } from "./context.js";

/** No CEL: a default is not a validation (it lives in the defaulters, not in x-kubernetes-validations). */
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
};

/** No CEL: it only stops a default from being applied. */
export const ignoredWhen: RuleDefinition<"ignoredWhen", { fields: string[] }> = {
  kind: "ignoredWhen",
  body: { required: ["fields", "when"], properties: { fields: listOf(ref("path")), when: ref("when") } },
  load: (b, l) => ({ fields: l.paths(b.fields, "fields"), when: l.when() }),
  reportsFieldError: false,
  describe: (r) => `${list(r.fields.map((f) => code(f.text)))} ${r.fields.length > 1 ? "are" : "is"} ignored when ${describeCondition(r.when)}.`,
};

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
  cel(r, ctx) {
    // The update check reads the old value as a non-pointer field: an empty value is not set.
    const wasSet = celIsSet("oldSelf", celSteps(ctx.type, r.set, ctx.lookup), ctx.lookup, false);
    const skip = new Set(["apiVersion", "kind", "metadata", ...r.except.map((p) => p.segments[0]!.key)]);
    const message = celMessage(r, ctx.sentence, `field is immutable once ${r.set.text} is set`);
    return jsonFields(ctx.type, ctx.lookup)
      .filter((f) => !skip.has(f.jsonName))
      .map((f) => {
        const name = escapeCelProperty(f.jsonName);
        if (name === undefined) throw new NotExpressibleInCel(`the field name "${f.jsonName}" cannot be accessed from CEL`);
        // A field the schema requires is in both objects; an optional one may be in neither.
        const same = cmp(`self.${name}`, "==", `oldSelf.${name}`);
        const unchanged = f.required ? same : and(cmp(`has(self.${name})`, "==", `has(oldSelf.${name})`), or(not(atom(`has(self.${name})`)), same));
        return { rule: celText(implies(wasSet, unchanged)), message, fieldPath: celFieldPath([f.jsonName]), reason: "FieldValueInvalid" as const };
      });
  },
};
