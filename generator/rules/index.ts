/**
 * The rule registry: one entry per rule kind of the spec language, each with its
 * documentation and its renderers. Emitters look rules up here and nowhere else.
 */
import type { CodeBlockWriter } from "ts-morph";
import type { Field, Rule, RuleKind } from "../model/model.js";
import { or, tsPredicate, writeRuleChecks, type Predicate } from "./check.js";
import { compare, derived } from "./compare.js";
import type { Check, RuleDefault, RuleDefinition, RuleWriteContext } from "./context.js";
import { defaultWhen, frozenWhen, ignoredWhen } from "./lifecycle.js";
import { listContains, unique } from "./lists.js";
import { atLeastOneOf, exactlyOneOf, forbidden, mutuallyExclusive, required, together } from "./presence.js";
import { reject, requiresMention, restrict } from "./values.js";

export const RULES: { readonly [K in RuleKind]: RuleDefinition<K> } = {
  required,
  forbidden,
  mutuallyExclusive,
  atLeastOneOf,
  exactlyOneOf,
  together,
  compare,
  derived,
  unique,
  listContains,
  restrict,
  reject,
  defaultWhen,
  ignoredWhen,
  requiresMention,
  frozenWhen,
};

export function ruleDefinition<K extends RuleKind>(kind: K): RuleDefinition<K> {
  return RULES[kind] as RuleDefinition<K>;
}

/** One sentence saying what the rule requires. */
export function describeRule(rule: Rule): string {
  const sentence = (ruleDefinition(rule.kind).describe as (r: Rule) => string)(rule);
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

/** The writer of a rule's TypeScript check, from its checks; undefined for rules that only affect defaulting or updates. */
export function ruleValidationWriter(rule: Rule): ((w: CodeBlockWriter, ctx: RuleWriteContext) => void) | undefined {
  const checks = ruleDefinition(rule.kind).checks as ((r: Rule) => Check[]) | undefined;
  return checks && ((w, ctx) => writeRuleChecks(w, rule, checks(rule), ctx));
}

/** The writer of a rule's part of its type's update check, from its update checks; undefined for rules that have none. */
export function ruleUpdateWriter(rule: Rule, fields: readonly Field[]): ((w: CodeBlockWriter, ctx: RuleWriteContext) => void) | undefined {
  const updateChecks = ruleDefinition(rule.kind).updateChecks as ((r: Rule, f: readonly Field[]) => Check[]) | undefined;
  return updateChecks && ((w, ctx) => writeRuleChecks(w, rule, updateChecks(rule, fields), ctx));
}

/** The writer of the defaults a rule sets (defaultWhen): `if (<guard>) value[key] = <value>;`. */
export function ruleDefaultsWriter(rule: Rule): ((w: CodeBlockWriter, ctx: RuleWriteContext) => void) | undefined {
  const defaults = ruleDefinition(rule.kind).defaults as ((r: Rule) => RuleDefault[]) | undefined;
  return defaults && ((w, ctx) => {
    for (const d of defaults(rule)) w.write(`if (${tsPredicate(d.guard, ctx)})`).block(() => w.writeLine(`value[${JSON.stringify(d.field.segments[0]!.key)}] = ${JSON.stringify(d.value)};`));
  });
}

/** Where one of the rules keeps the default of the field `jsonName` from being applied (ignoredWhen), as a TypeScript expression; undefined where none does. */
export function defaultSkipped(rules: readonly Rule[], jsonName: string, ctx: RuleWriteContext): string | undefined {
  const skips = rules.flatMap((r) => (ruleDefinition(r.kind).skipsDefault as ((r: Rule, name: string) => Predicate | undefined) | undefined)?.(r, jsonName) ?? []);
  return skips.length ? tsPredicate(or(...skips), ctx) : undefined;
}
