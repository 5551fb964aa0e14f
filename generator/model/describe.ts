/** English for conditions, shared by the rule registry (generator/rules) and documentation. */
import type { Condition, ScalarValue } from "./model.js";

const code = (text: string) => `\`${text}\``;
const value = (v: ScalarValue) => code(typeof v === "string" ? v : JSON.stringify(v));
const list = (items: readonly string[], last = "and") =>
  items.length <= 1
    ? (items[0] ?? "")
    : `${items.slice(0, -1).join(", ")} ${last} ${items[items.length - 1]}`;

export function describeCondition(c: Condition): string {
  if (c.and?.length) return list(conditionsOf(c).map(describeCondition));
  const f = code(c.field.text);
  switch (c.op) {
    case "equals":
      return `${f} is ${value(c.value as ScalarValue)}`;
    case "notEquals":
      return `${f} is not ${value(c.value as ScalarValue)}`;
    case "in":
      return `${f} is one of ${list((c.value as ScalarValue[]).map(value), "or")}`;
    case "notIn":
      return `${f} is none of ${list((c.value as ScalarValue[]).map(value), "or")}`;
    case "set":
      return c.value ? `${f} is set` : `${f} is not set`;
    case "prefix":
      return `${f} starts with ${value(c.value as string)}`;
    case "notPrefix":
      return `${f} does not start with ${value(c.value as string)}`;
    case "greaterThan":
      return `${f} is greater than ${String(c.value)}`;
    case "lessThan":
      return `${f} is less than ${String(c.value)}`;
    case "mentions":
      return `${f} uses ${value(c.value as string)}`;
    case "minItems":
      return `${f} has at least ${String(c.value)} items`;
    case "contains":
      return `${f} contains ${value(c.value as ScalarValue)}`;
  }
}

/** The conditions a `when:` holds, in spec order: itself and those it is joined with. */
export function conditionsOf(c: Condition): readonly Condition[] {
  if (!c.and?.length) return [c];
  const { and: rest, ...first } = c;
  return [first, ...rest];
}
