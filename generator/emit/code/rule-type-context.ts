/** The context a rule kind writes its part of an update check or a defaulter with (generator/rules/context.ts). */
import type { CodeBlockWriter } from "ts-morph";
import type { Condition, Field, FieldPath, Rule } from "../../model/model.js";
import type { RuleTypeWriteContext, RuleWriteContext } from "../../rules/context.js";
import { conditionExpression } from "./conditions.js";
import type { Locals, ModuleScope } from "./scope.js";

/** A rule definition's `writeDefault`, for any rule. */
export type RuleTypeWriter = (w: CodeBlockWriter, rule: Rule, ctx: RuleTypeWriteContext) => void;

/** A rule definition's `skipsDefault`, for any rule. */
export type DefaultSkip = (rule: Rule, jsonName: string) => Condition | undefined;

/** For a function over `value` (and `old`) of a type with these fields: conditions read `value`'s fields. */
export function ruleTypeContext(scope: ModuleScope, fields: readonly Field[]): RuleTypeWriteContext {
  return {
    scope,
    fields,
    condition: (cond) => conditionExpression(cond, (p) => `${scope.use("values", "read")}(value, ${JSON.stringify(p.segments.map((s) => s.key))})`, scope),
  };
}

/** For an update check over `value` and `old`: paths read `value`'s fields, the update predicates `old`'s. */
export function updateRuleContext(scope: ModuleScope, locals: Locals): RuleWriteContext {
  const keys = (p: FieldPath): string[] => p.segments.map((s) => s.key);
  const valueOf = (p: FieldPath): string =>
    p.segments.length === 1 ? `${scope.use("values", "own")}(value, ${JSON.stringify(p.segments[0]!.key)})` : `${scope.use("values", "read")}(value, ${JSON.stringify(keys(p))})`;
  return {
    scope,
    locals,
    old: "old",
    valueOf,
    pathOf: (p) => `${scope.use("errors", "child")}(path, ${JSON.stringify(keys(p).join("."))})`,
    isSet: (p) => `${scope.use("values", "isSet")}(${valueOf(p)}, ${p.field.pointer})`,
    condition: (cond) => conditionExpression(cond, valueOf, scope),
    valuesOf: (p) => `${scope.use("values", "readAll")}(value, ${JSON.stringify(p.segments.map((s) => [s.key, s.each]))})`,
  };
}
