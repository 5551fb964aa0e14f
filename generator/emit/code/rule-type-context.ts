/** The context a rule kind writes its part of an update check or a defaulter with (generator/rules/context.ts). */
import type { CodeBlockWriter } from "ts-morph";
import type { Condition, Field, Rule } from "../../model/model.js";
import type { RuleTypeWriteContext } from "../../rules/context.js";
import { conditionExpression } from "./conditions.js";
import type { ModuleScope } from "./scope.js";

/** A rule definition's `writeUpdateCheck` or `writeDefault`, for any rule. */
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
