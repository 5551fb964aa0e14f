/**
 * The rule registry: one entry per rule kind of the spec language, each a module of
 * generator/rules/kinds/ named after it (`mutuallyExclusive` in mutually-exclusive.ts) with its
 * documentation and its lowering to the check form. Emitters look rules up here and nowhere else.
 */
import type { CodeBlockWriter } from "ts-morph";
import type { Field, Rule, RuleKind } from "../model/model.js";
import { or, type Predicate } from "./check.js";
import { tsPredicate, writeRuleChecks } from "./check-ts.js";
import type { Check, RuleDefault, RuleDefinition, RuleWriteContext } from "./context.js";
import { atLeastOneOf } from "./kinds/at-least-one-of.js";
import { compare } from "./kinds/compare.js";
import { defaultWhen } from "./kinds/default-when.js";
import { derived } from "./kinds/derived.js";
import { exactlyOneOf } from "./kinds/exactly-one-of.js";
import { forbidden } from "./kinds/forbidden.js";
import { frozenWhen } from "./kinds/frozen-when.js";
import { ignoredWhen } from "./kinds/ignored-when.js";
import { listContains } from "./kinds/list-contains.js";
import { mutuallyExclusive } from "./kinds/mutually-exclusive.js";
import { reject } from "./kinds/reject.js";
import { required } from "./kinds/required.js";
import { requiresMention } from "./kinds/requires-mention.js";
import { restrict } from "./kinds/restrict.js";
import { together } from "./kinds/together.js";
import { unique } from "./kinds/unique.js";

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
export function ruleValidationWriter(
  rule: Rule,
): ((w: CodeBlockWriter, ctx: RuleWriteContext) => void) | undefined {
  const checks = ruleDefinition(rule.kind).checks as ((r: Rule) => Check[]) | undefined;
  return checks && ((w, ctx) => writeRuleChecks(w, rule, checks(rule), ctx));
}

/** The writer of a rule's part of its type's update check, from its update checks; undefined for rules that have none. */
export function ruleUpdateWriter(
  rule: Rule,
  fields: readonly Field[],
): ((w: CodeBlockWriter, ctx: RuleWriteContext) => void) | undefined {
  const updateChecks = ruleDefinition(rule.kind).updateChecks as
    | ((r: Rule, f: readonly Field[]) => Check[])
    | undefined;
  return updateChecks && ((w, ctx) => writeRuleChecks(w, rule, updateChecks(rule, fields), ctx));
}

/** The writer of the defaults a rule sets (defaultWhen): `if (<guard>) value[key] = <value>;`. */
export function ruleDefaultsWriter(
  rule: Rule,
): ((w: CodeBlockWriter, ctx: RuleWriteContext) => void) | undefined {
  const defaults = ruleDefinition(rule.kind).defaults as ((r: Rule) => RuleDefault[]) | undefined;
  return (
    defaults &&
    ((w, ctx) => {
      for (const d of defaults(rule))
        w.write(`if (${tsPredicate(d.guard, ctx)})`).block(() =>
          w.writeLine(
            `value[${JSON.stringify(d.field.segments[0]!.key)}] = ${JSON.stringify(d.value)};`,
          ),
        );
    })
  );
}

/** Where one of the rules keeps the default of the field `jsonName` from being applied (ignoredWhen), as a TypeScript expression; undefined where none does. */
export function defaultSkipped(
  rules: readonly Rule[],
  jsonName: string,
  ctx: RuleWriteContext,
): string | undefined {
  const skips = rules.flatMap(
    (r) =>
      (
        ruleDefinition(r.kind).skipsDefault as
          | ((r: Rule, name: string) => Predicate | undefined)
          | undefined
      )?.(r, jsonName) ?? [],
  );
  return skips.length ? tsPredicate(or(...skips), ctx) : undefined;
}
