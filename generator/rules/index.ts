/**
 * The rule registry: one entry per rule kind of the spec language, each with its
 * documentation and its renderers. Emitters look rules up here and nowhere else.
 */
import type { Rule, RuleKind } from "../model/model.js";
import { compare, derived } from "./compare.js";
import type { RuleDefinition } from "./context.js";
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
