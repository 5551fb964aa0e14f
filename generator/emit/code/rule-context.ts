/** The context the rules' predicates are written with in a generated function: a validator, an update check or a defaulter (generator/rules/context.ts). */
import type { FieldPath } from "../../model/model.js";
import type { RuleWriteContext } from "../../rules/context.js";
import { conditionExpression } from "./conditions.js";
import type { Locals, ModuleScope } from "../../code/scope.js";

/**
 * The context of a function that writes its rules' predicates, from how it reads the value at
 * a path (`valueOf`); `old`, in an update check, names the old object.
 */
export function ruleContextReading(
  scope: ModuleScope,
  locals: Locals,
  valueOf: (p: FieldPath) => string,
  old?: string,
): RuleWriteContext {
  const keys = (p: FieldPath): string[] => p.segments.map((s) => s.key);
  return {
    scope,
    locals,
    ...(old !== undefined ? { old } : {}),
    valueOf,
    pathOf: (p) => `${scope.use("errors", "child")}(path, ${JSON.stringify(keys(p).join("."))})`,
    isSet: (p) => `${scope.use("values", "isSet")}(${valueOf(p)}, ${p.field.pointer})`,
    condition: (cond) => conditionExpression(cond, valueOf, scope),
    valuesOf: (p) =>
      p.segments.some((s) => s.each)
        ? `${scope.use("values", "readAll")}(value, ${JSON.stringify(p.segments.map((s) => [s.key, s.each]))})`
        : `[${valueOf(p)}]`,
  };
}

/**
 * For an update check or a defaulter over `value` (an object): fields read with `own`, nested
 * ones with `read`; an update check's predicates about the old object read `old`.
 */
export function objectRuleContext(
  scope: ModuleScope,
  locals: Locals,
  update: boolean,
): RuleWriteContext {
  const valueOf = (p: FieldPath): string =>
    p.segments.length === 1
      ? `${scope.use("values", "own")}(value, ${JSON.stringify(p.segments[0]!.key)})`
      : `${scope.use("values", "read")}(value, ${JSON.stringify(p.segments.map((s) => s.key))})`;
  return ruleContextReading(scope, locals, valueOf, update ? "old" : undefined);
}
