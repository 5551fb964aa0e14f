/** The context the rules' predicates are written with in an update check or a defaulter (generator/rules/context.ts). */
import type { FieldPath } from "../../model/model.js";
import type { RuleWriteContext } from "../../rules/context.js";
import { conditionExpression } from "./conditions.js";
import type { Locals, ModuleScope } from "./scope.js";

/**
 * For a function over `value` (an object) of a type, that writes its rules' predicates: an
 * update check, whose predicates about the old object read `old`, or a defaulter.
 */
export function objectRuleContext(scope: ModuleScope, locals: Locals, update: boolean): RuleWriteContext {
  const keys = (p: FieldPath): string[] => p.segments.map((s) => s.key);
  const valueOf = (p: FieldPath): string =>
    p.segments.length === 1 ? `${scope.use("values", "own")}(value, ${JSON.stringify(p.segments[0]!.key)})` : `${scope.use("values", "read")}(value, ${JSON.stringify(keys(p))})`;
  return {
    scope,
    locals,
    ...(update ? { old: "old" } : {}),
    valueOf,
    pathOf: (p) => `${scope.use("errors", "child")}(path, ${JSON.stringify(keys(p).join("."))})`,
    isSet: (p) => `${scope.use("values", "isSet")}(${valueOf(p)}, ${p.field.pointer})`,
    condition: (cond) => conditionExpression(cond, valueOf, scope),
    valuesOf: (p) => `${scope.use("values", "readAll")}(value, ${JSON.stringify(p.segments.map((s) => [s.key, s.each]))})`,
  };
}
