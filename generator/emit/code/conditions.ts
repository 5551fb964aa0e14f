/** The TypeScript expression of a rule condition, shared by validators and defaulters. */
import { conditionsOf } from "../../model/describe.js";
import type { Condition, FieldPath } from "../../model/model.js";
import type { ModuleScope } from "../../code/scope.js";

export function conditionExpression(
  cond: Condition,
  valueOf: (p: FieldPath) => string,
  scope: ModuleScope,
): string {
  if (cond.and?.length)
    return conditionsOf(cond)
      .map((c) => `(${conditionExpression(c, valueOf, scope)})`)
      .join(" && ");
  const v = valueOf(cond.field);
  switch (cond.op) {
    case "equals":
      return `${v} === ${JSON.stringify(cond.value)}`;
    case "notEquals":
      return `${v} !== ${JSON.stringify(cond.value)}`;
    case "in":
      return `(${JSON.stringify(cond.value)} as readonly unknown[]).includes(${v})`;
    case "notIn":
      return `!(${JSON.stringify(cond.value)} as readonly unknown[]).includes(${v})`;
    case "set":
      return `${cond.value ? "" : "!"}${scope.use("values", "isSet")}(${v}, ${cond.field.field.pointer})`;
    case "prefix":
      return `${scope.use("values", "hasPrefix")}(${v}, ${JSON.stringify(cond.value)})`;
    case "notPrefix":
      return `!${scope.use("values", "hasPrefix")}(${v}, ${JSON.stringify(cond.value)})`;
    case "greaterThan":
      return `typeof ${v} === "number" && ${v} > ${String(cond.value)}`;
    case "lessThan":
      return `typeof ${v} === "number" && ${v} < ${String(cond.value)}`;
    case "mentions":
      return `${scope.use("values", "mentions")}(${v}, ${JSON.stringify(cond.value)})`;
    case "minItems":
      return `${scope.use("values", "hasAtLeast")}(${v}, ${String(cond.value)})`;
    case "contains":
      return `${scope.use("values", "listHas")}(${v}, ${JSON.stringify(cond.value)})`;
  }
}
