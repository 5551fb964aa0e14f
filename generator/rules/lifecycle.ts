/**
 * Rules about defaults and updates, lowered to predicates of the check form: the defaulters
 * render `defaults` and `skipsDefault`, the update checks `updateChecks`; none is a validation.
 */
import { describeCondition } from "../model/describe.js";
import type { Field } from "../model/model.js";
import { fieldPathOf } from "../model/queries.js";
import { and, isSet, not, unchanged, wasSet, when } from "./check.js";
import { code, documented, list, listOf, ref, type RuleDefinition, type RuleOf, type Violation } from "./context.js";

/**
 * No CEL: a default is not a validation (it lives in the defaulters, not in
 * x-kubernetes-validations). The defaulter sets a top-level field; a nested path is not
 * defaulted.
 */
export const defaultWhen: RuleDefinition<"defaultWhen", { field: string; value: unknown }> = {
  kind: "defaultWhen",
  body: documented(
    { required: ["field", "when", "value"], properties: { field: ref("path"), when: ref("when"), value: {} } },
    {
      description: "A default that applies only when the condition holds, set by the defaulters.",
      examples: [{ defaultWhen: { when: { field: "kind", in: ["User", "Group"] }, field: "apiGroup", value: "rbac.authorization.core.io" } }],
      keys: { field: "The field defaulted.", when: "The condition under which the default applies.", value: "The default value; it must fit the field." },
      artifacts: ["defaulters", "types"],
    },
  ),
  load(b, l) {
    const field = l.path(b.field, ["field"]);
    if (field) l.defaultFits(b.value, field.leaf, ["value"]);
    return { field, when: l.when(), value: b.value };
  },
  reportsFieldError: false,
  describe: (r) => `${code(r.field.text)} defaults to ${code(JSON.stringify(r.value))} when ${describeCondition(r.when)}.`,
  defaults: (r) => (r.field.segments.length === 1 ? [{ guard: and(not(isSet(r.field)), when(r.when)), field: r.field, value: r.value }] : []),
};

/** No CEL: it only stops the default of a top-level field from being applied. */
export const ignoredWhen: RuleDefinition<"ignoredWhen", { fields: string[] }> = {
  kind: "ignoredWhen",
  body: documented(
    { required: ["fields", "when"], properties: { fields: listOf(ref("path")), when: ref("when") } },
    {
      description: "The fields have no effect when the condition holds: the defaulters apply no default to them.",
      examples: [{ ignoredWhen: { when: { field: "type", equals: "Server" }, fields: ["cacheSize"] } }],
      keys: { fields: "The fields left without default.", when: "The condition under which they are." },
      artifacts: ["defaulters", "types"],
    },
  ),
  load: (b, l) => ({ fields: l.paths(b.fields, "fields"), when: l.when() }),
  reportsFieldError: false,
  describe: (r) => `${list(r.fields.map((f) => code(f.text)))} ${r.fields.length > 1 ? "are" : "is"} ignored when ${describeCondition(r.when)}.`,
  skipsDefault: (r, jsonName) => (r.fields.some((f) => f.segments.length === 1 && f.segments[0]!.key === jsonName) ? when(r.when) : undefined),
};

/** Invalid on each field that changed. */
const frozenViolation = (r: RuleOf<"frozenWhen">): Violation & { type: "Invalid" } => ({ type: "Invalid", detail: `field is immutable once ${r.set.text} is set` });

/** The fields that a frozenWhen rule keeps from changing: all but apiVersion, kind, metadata and the first field of each `except` path. */
function frozenFields(r: RuleOf<"frozenWhen">, fields: readonly Field[]): Field[] {
  const skip = new Set(["apiVersion", "kind", "metadata", ...r.except.map((p) => p.segments[0]!.key)]);
  return fields.filter((f) => !skip.has(f.jsonName));
}

/**
 * On update, once the old object has the path set, no field may change (apiVersion, kind and
 * metadata apart, and the first field of each `except` path). One check per field, so that
 * each error names its field: in the update check, and as transition rules, which Kubernetes
 * evaluates on updates only, as the update check runs.
 */
export const frozenWhen: RuleDefinition<"frozenWhen", { set: string; except?: string[] }> = {
  kind: "frozenWhen",
  body: documented(
    { required: ["set"], properties: { set: ref("path"), except: listOf(ref("path"), 0) } },
    {
      description: "On update, once the old object has the path set, nothing of the object may change (metadata and the listed paths excepted).",
      examples: [{ frozenWhen: { set: "status" } }, { frozenWhen: { set: "status", except: ["metadata.labels"] } }],
      keys: { set: "The path whose being set in the old object freezes it.", except: "Paths that may still change." },
      artifacts: ["update", "cel", "types"],
    },
  ),
  load: (b, l) => ({ set: l.path(b.set, ["set"]), except: l.paths(b.except ?? [], "except") }),
  reportsFieldError: false,
  describe: (r) => `Once ${code(r.set.text)} is set, the object is immutable${r.except.length ? ` except ${list(r.except.map((p) => code(p.text)))}` : ""}.`,
  updateChecks: (r, fields) => frozenFields(r, fields).map((f) => ({ guard: wasSet(r.set), holds: unchanged(fieldPathOf(f)), violation: { ...frozenViolation(r), path: fieldPathOf(f) } })),
};
