/** English sentences for rules and conditions, shared by documentation and error messages. */
import type { Condition, FieldAlternative, Operand, Rule, ScalarValue } from "./model.js";

const code = (text: string) => `\`${text}\``;
const value = (v: ScalarValue) => code(typeof v === "string" ? v : JSON.stringify(v));
const list = (items: readonly string[], last = "and") =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} ${last} ${items[items.length - 1]}`;

export function describeCondition(c: Condition): string {
  const f = code(c.field.text);
  switch (c.op) {
    case "equals": return `${f} is ${value(c.value as ScalarValue)}`;
    case "notEquals": return `${f} is not ${value(c.value as ScalarValue)}`;
    case "in": return `${f} is one of ${list((c.value as ScalarValue[]).map(value), "or")}`;
    case "notIn": return `${f} is none of ${list((c.value as ScalarValue[]).map(value), "or")}`;
    case "set": return c.value ? `${f} is set` : `${f} is not set`;
    case "prefix": return `${f} starts with ${value(c.value as string)}`;
    case "mentions": return `${f} uses ${value(c.value as string)}`;
    case "minItems": return `${f} has at least ${String(c.value)} items`;
  }
}

function alternative(alt: FieldAlternative): string {
  return alt.map((p) => code(p.text)).join("/");
}

function operand(o: Operand): string {
  if (o.kind === "value") return value(o.value);
  if (o.kind === "count") return `the number of ${code(o.path.text)}`;
  return code(o.path.text);
}

const WHEN = { create: " on create", update: " on update", always: "" } as const;

/** One sentence saying what the rule requires. */
export function describeRule(rule: Rule): string {
  const sentence = ruleSentence(rule);
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

function ruleSentence(rule: Rule): string {
  const on = WHEN[rule.on];
  switch (rule.kind) {
    case "required":
      return `${list(rule.fields.map((f) => code(f.text)))} ${rule.fields.length > 1 ? "are" : "is"} required${rule.when ? ` when ${describeCondition(rule.when)}` : ""}${on}.`;
    case "forbidden":
      return `${list(rule.fields.map((f) => code(f.text)))} must not be set when ${describeCondition(rule.when)}${on}.`;
    case "mutuallyExclusive":
      return `At most one of ${list(rule.alternatives.map(alternative), "or")} may be set${on}.`;
    case "atLeastOneOf":
      return `At least one of ${list(rule.alternatives.map(alternative), "or")} must be set${on}.`;
    case "exactlyOneOf":
      return `Exactly one of ${list(rule.alternatives.map(alternative), "or")} must be set${on}.`;
    case "together":
      return `${list(rule.alternatives.map(alternative))} must be set together or not at all${on}.`;
    case "compare": {
      const as = rule.as === "number" ? "" : rule.as === "ip-family" ? " (IP family)" : ` (as ${rule.as})`;
      if (rule.as === "ip-family") return `${operand(rule.left)} must be of ${rule.op === "!=" ? "a different IP family from" : "the same IP family as"} ${operand(rule.right)}${on}.`;
      return `${operand(rule.left)} must be ${rule.op} ${operand(rule.right)}${as}${on}.`;
    }
    case "derived": {
      const sign = rule.op === "difference" ? " - " : " + ";
      return `${code(rule.field.text)} must equal ${rule.of.map((p) => code(p.text)).join(sign)}${rule.as === "quantity" ? " (as quantities)" : ""}${on}.`;
    }
    case "unique":
      return `Items of ${code(rule.list.text)} must be unique${rule.key ? ` by ${code(rule.key.text)}` : ""}${on}.`;
    case "listContains":
      return `${code(rule.list.text)} must hold an item whose ${code(rule.key.text)} is ${list(rule.anyOf.map(value), "or")}${on}.`;
    case "restrict": {
      const what = rule.enum ? `be one of ${list(rule.enum.map(value), "or")}` : rule.format ? `be ${rule.format}` : `start with ${value(rule.prefix ?? "")}`;
      return `${code(rule.field.text)} must ${what}${rule.when ? ` when ${describeCondition(rule.when)}` : ""}${on}.`;
    }
    case "reject":
      return `${code(rule.when.field.text)} is invalid when ${describeCondition(rule.when)}${on}.`;
    case "defaultWhen":
      return `${code(rule.field.text)} defaults to ${code(JSON.stringify(rule.value))} when ${describeCondition(rule.when)}.`;
    case "ignoredWhen":
      return `${list(rule.fields.map((f) => code(f.text)))} ${rule.fields.length > 1 ? "are" : "is"} ignored when ${describeCondition(rule.when)}.`;
    case "requiresMention":
      return `When ${describeCondition(rule.when)}, one of ${list(rule.in.map((p) => code(p.text)), "or")} must use ${value(rule.mention)}${on}.`;
    case "frozenWhen":
      return `Once ${code(rule.set.text)} is set, the object is immutable${rule.except.length ? ` except ${list(rule.except.map((p) => code(p.text)))}` : ""}.`;
  }
}
