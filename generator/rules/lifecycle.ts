/** Rules about defaults and updates: applied by the defaulters and the update checks, not by validate. */
import { describeCondition } from "../model/describe.js";
import { code, list, type RuleDefinition } from "./context.js";

export const defaultWhen: RuleDefinition<"defaultWhen"> = {
  kind: "defaultWhen",
  describe: (r) => `${code(r.field.text)} defaults to ${code(JSON.stringify(r.value))} when ${describeCondition(r.when)}.`,
};

export const ignoredWhen: RuleDefinition<"ignoredWhen"> = {
  kind: "ignoredWhen",
  describe: (r) => `${list(r.fields.map((f) => code(f.text)))} ${r.fields.length > 1 ? "are" : "is"} ignored when ${describeCondition(r.when)}.`,
};

export const frozenWhen: RuleDefinition<"frozenWhen"> = {
  kind: "frozenWhen",
  describe: (r) => `Once ${code(r.set.text)} is set, the object is immutable${r.except.length ? ` except ${list(r.except.map((p) => code(p.text)))}` : ""}.`,
};
