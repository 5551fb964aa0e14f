/**
 * The neutral check form (check.ts) rendered as TypeScript: the validators' and update checks'
 * `if (<guard> && !<holds>) <report>` with its report statement, and the defaulters' guards
 * (`tsPredicate`).
 */
import type { CodeBlockWriter } from "ts-morph";
import { formatFunction } from "../keywords/formats/index.js";
import { upperSnake } from "../model/names.js";
import type { FieldPath, Operand, Rule, ScalarValue } from "../model/model.js";
import {
  type Check,
  type FieldViolation,
  type Predicate,
  type RuleWriteContext,
  type UniqueBy,
} from "./context.js";
import { and, not } from "./check.js";

/** The parts of an expression outside its brackets and string literals. */
function outside(text: string): string {
  let out = "";
  let depth = 0;
  let quote = "";
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quote) {
      if (ch === "\\") i++;
      else if (ch === quote) quote = "";
    } else if (ch === '"' || ch === "'" || ch === "`") quote = ch;
    else if (ch === "(" || ch === "[") depth++;
    else if (ch === ")" || ch === "]") depth--;
    else if (depth === 0) out += ch;
  }
  return out;
}

/** An expression that needs no parentheses beside `&&`, `||` or `!`: nothing outside its brackets but a name. */
const atomic = (text: string): boolean => !outside(text).includes(" ");

/** The TypeScript expression of a predicate, in the validator's context. */
export function tsPredicate(p: Predicate, ctx: RuleWriteContext): string {
  switch (p.k) {
    case "bool":
      return String(p.v);
    case "set":
      return ctx.isSet(p.path);
    case "parent": {
      const keys = p.of.segments.slice(0, -1).map((s) => s.key);
      return `${ctx.scope.use("values", "isObject")}(${ctx.scope.use("values", "read")}(value, ${JSON.stringify(keys)}))`;
    }
    case "when":
      return ctx.condition(p.condition);
    case "present":
      return `${ctx.scope.use("values", "present")}(${ctx.valueOf(p.path)})`;
    case "oneOf":
      return `(${allowedValues(ctx, p.path, p.values)} as readonly unknown[]).includes(${ctx.valueOf(p.path)})`;
    case "format": {
      const v = ctx.valueOf(p.path);
      return `typeof ${v} !== "string" || ${ctx.scope.use("formats", formatFunction(p.format))}(${v}) === undefined`;
    }
    case "prefix":
      return `${ctx.scope.use("values", "hasPrefix")}(${ctx.valueOf(p.path)}, ${JSON.stringify(p.prefix)})`;
    case "hasItem": {
      const wanted = ctx.scope.enumConstant(
        `${p.list.segments
          .map((s) => s.key)
          .join("_")
          .toUpperCase()}_REQUIRED`,
        p.values,
      );
      return `${ctx.scope.use("values", "hasItemWith")}(${ctx.valueOf(p.list)}, ${JSON.stringify(p.key.segments.map((s) => s.key))}, ${wanted})`;
    }
    case "mentions": {
      const fn = ctx.scope.use("values", "mentions");
      // One field: its value; through lists: any of their items'.
      if (!p.path.segments.some((s) => s.each))
        return `${fn}(${ctx.valueOf(p.path)}, ${JSON.stringify(p.name)})`;
      return `${ctx.valuesOf(p.path)}.some((text) => ${fn}(text, ${JSON.stringify(p.name)}))`;
    }
    case "compare": {
      const operand = (o: Operand) =>
        o.kind === "value"
          ? JSON.stringify(o.value)
          : o.kind === "count"
            ? `${ctx.scope.use("values", "sizeOf")}(${ctx.valueOf(o.path)})`
            : ctx.valueOf(o.path);
      return `${ctx.scope.use("compare", "compareHolds")}(${operand(p.left)}, ${JSON.stringify(p.op)}, ${operand(p.right)}, ${JSON.stringify(p.as)})`;
    }
    case "derived":
      return `${ctx.scope.use("compare", "derivationHolds")}(${ctx.valueOf(p.field)}, ${JSON.stringify(p.op)}, [${p.of.map((o) => ctx.valueOf(o)).join(", ")}], ${JSON.stringify(p.as)})`;
    case "unique":
      return `!${ctx.scope.use("unique", "hasDuplicate")}(${ctx.valueOf(p.list)}, ${uniqueConstant(p, ctx)})`;
    case "wasSet":
      return `${ctx.scope.use("values", "isSet")}(${ctx.scope.use("values", "read")}(${oldObject(ctx, p)}, ${JSON.stringify(p.path.segments.map((s) => s.key))}), false)`;
    case "unchanged": {
      const old = `${ctx.scope.use("values", "own")}(${oldObject(ctx, p)}, ${JSON.stringify(p.path.segments[0]!.key)})`;
      return `${ctx.scope.use("values", "deepEqual")}(${ctx.valueOf(p.path)}, ${old})`;
    }
    case "not": {
      if (p.x.k === "format") {
        // A string the format's check has a problem with.
        const v = ctx.valueOf(p.x.path);
        return `typeof ${v} === "string" && ${ctx.scope.use("formats", formatFunction(p.x.format))}(${v}) !== undefined`;
      }
      const x = tsPredicate(p.x, ctx);
      if (x.startsWith("!") && atomic(x.slice(1))) return x.slice(1);
      return atomic(x) ? `!${x}` : `!(${x})`;
    }
    case "and":
      return p.xs.map((x) => tsTerm(x, ctx, "&&")).join(" && ");
    case "or":
      return p.xs.map((x) => tsTerm(x, ctx, "||")).join(" || ");
  }
}

/** How a `unique` leaf keys the items, a module constant named after the list and its key (`AUTHORIZERS_TYPE_UNIQUE`). */
function uniqueConstant(by: UniqueBy, ctx: RuleWriteContext): string {
  const key = by.key ? by.key.text.split(".").pop()! : "";
  const list =
    by.list.text.replace(/\[\]/g, "").split(".").pop()! +
    key.charAt(0).toUpperCase() +
    key.slice(1);
  const spec = {
    list: by.list.segments.map((s) => s.key).join("."),
    ...(by.keys
      ? { keys: by.keys.map((k) => k.segments[0]!.key) }
      : by.key
        ? { key: by.key.segments.map((s) => s.key) }
        : {}),
    ...(by.repeatable ? { repeatable: by.repeatable } : {}),
    ...(by.aliases ? { aliases: by.aliases } : {}),
    ...(by.lowercase ? { lowercase: true } : {}),
  };
  return ctx.scope.constant(
    `${upperSnake(list)}_UNIQUE`,
    ctx.scope.factoryCall("unique", "uniqueBy", JSON.stringify(spec)),
  );
}

/** The old object, which only an update check has. */
function oldObject(ctx: RuleWriteContext, p: Predicate): string {
  if (ctx.old === undefined)
    throw new Error(`a "${p.k}" check needs the old object: it belongs in an update check`);
  return ctx.old;
}

/** A term of an `&&` or `||` chain: a mixed chain, or a condition or test that is not a term of the chain as written, in parentheses. */
function tsTerm(x: Predicate, ctx: RuleWriteContext, op: "&&" | "||"): string {
  const text = tsPredicate(x, ctx);
  if (x.k === "and" || x.k === "or")
    return x.k === (op === "&&" ? "and" : "or") ? text : `(${text})`;
  if (atomic(text)) return text;
  // `a === 1 && b > 2` is a term of an `&&` chain; in an `||` chain, or holding `||` or `?`, it is one in parentheses.
  const rest = outside(text);
  return op === "||" || rest.includes("||") || rest.includes("?") ? `(${text})` : text;
}

/** Writes the checks of a rule: each reports its violation where its guard holds and what it checks does not. */
export function writeRuleChecks(
  w: CodeBlockWriter,
  rule: Rule,
  checks: readonly Check[],
  ctx: RuleWriteContext,
): void {
  for (let i = 0; i < checks.length;) {
    const each = eachDuplicate(rule, checks[i]!, ctx);
    if (each) {
      w.writeLine(each);
      i++;
      continue;
    }
    const guard = tsPredicate(checks[i]!.guard, ctx);
    let end = i + 1;
    while (
      end < checks.length &&
      guard !== "true" &&
      tsPredicate(checks[end]!.guard, ctx) === guard
    )
      end++;
    if (end - i === 1) {
      const check = checks[i]!;
      const fails = tsPredicate(and(check.guard, not(check.holds)), ctx);
      w.write(`if (${fails})`).block(() =>
        w.writeLine(reportStatement(rule, ctx, reported(check))),
      );
    } else {
      // Several checks under one guard (a `forbidden` rule's fields): the guard is tested once.
      w.write(`if (${guard})`).block(() => {
        for (const check of checks.slice(i, end))
          w.write(`if (${tsPredicate(not(check.holds), ctx)})`).block(() =>
            w.writeLine(reportStatement(rule, ctx, reported(check))),
          );
      });
    }
    i = end;
  }
}

/**
 * The statement reporting each duplicate of a `unique` check on its item (the runtime's
 * checkUnique); undefined for other checks, and where the rule's `error:` reports the list once.
 */
function eachDuplicate(rule: Rule, check: Check, ctx: RuleWriteContext): string | undefined {
  if (check.violation.type !== "Duplicate" || rule.error) return undefined;
  if (check.holds.k !== "unique" || check.guard.k !== "bool" || !check.guard.v)
    throw new Error(
      `a Duplicate violation needs an unguarded "unique" check, not "${check.holds.k}"`,
    );
  return `${ctx.scope.use("unique", "checkUnique")}(c, ${ctx.valueOf(check.holds.list)}, path, ${uniqueConstant(check.holds, ctx)});`;
}

/** The violation a failed check reports as one error: duplicates, as the rule's `error:` says (Invalid on the list unless it sets another type). */
const reported = (check: Check): FieldViolation =>
  check.violation.type === "Duplicate" ? { ...check.violation, type: "Invalid" } : check.violation;

const REPORTERS = {
  Invalid: "invalid",
  Forbidden: "forbidden",
  Required: "required",
  NotSupported: "notSupported",
} as const;

/** The module constant of the values a field may take (`ROLEREF_KIND_ALLOWED`). */
export const allowedValues = (
  ctx: RuleWriteContext,
  path: FieldPath,
  values: readonly ScalarValue[],
): string =>
  ctx.scope.enumConstant(
    `${path.segments
      .map((s) => s.key)
      .join("_")
      .toUpperCase()}_ALLOWED`,
    values,
  );

/** The bad value the spec's `error: { value }` sets, as an expression; undefined when it sets none. */
function badValue(rule: Rule, ctx: RuleWriteContext): string | undefined {
  const value = rule.error?.value;
  if (value === undefined) return undefined;
  if (value === "empty") return '""';
  if (value !== "setFields") return ctx.valueOf(value);
  const fields =
    "fields" in rule ? rule.fields : "alternatives" in rule ? rule.alternatives.flat() : [];
  const set = fields.map((field) => `${JSON.stringify(field.text)}: ${ctx.isSet(field)}`);
  return `${ctx.scope.use("values", "setFieldList")}({ ${set.join(", ")} })`;
}

/**
 * The statement reporting a violation of a rule: the kind's usual error, or the type and field
 * the spec sets with `error:` where Kubernetes reports otherwise (Forbidden on the parent, ...).
 * `value` is the offending value's expression (by default the field's), `detail` an expression
 * replacing the detail (a format check's own message).
 */
export function reportStatement(
  rule: Rule,
  ctx: RuleWriteContext,
  violation: FieldViolation,
  at: { readonly value?: string; readonly detail?: string } = {},
): string {
  const type = rule.error?.type ?? violation.type;
  const path = rule.error?.path ?? violation.path;
  const fn = ctx.scope.use("errors", REPORTERS[type]);
  const format = rule.detail === undefined ? violation.formatMessage : undefined;
  const own =
    at.value ??
    (violation.count
      ? `${ctx.scope.use("values", "sizeOf")}(${ctx.valueOf(violation.path)})`
      : undefined);
  // The format check's message: the check failed, so it has one.
  const detail =
    at.detail ??
    (format
      ? `${ctx.scope.use("formats", formatFunction(format))}(${own ?? ctx.valueOf(violation.path)})!`
      : JSON.stringify(rule.detail ?? violation.detail));
  // `path: .`: the object itself, at the validator's own path and value.
  const [where, what] = rule.error?.self ? ["path", "value"] : [ctx.pathOf(path), undefined];
  if (type === "Required" || type === "Forbidden") return `${fn}(c, ${where}, ${detail});`;
  const value =
    badValue(rule, ctx) ??
    what ??
    (rule.error?.path || own === undefined ? ctx.valueOf(path) : own);
  if (type === "NotSupported")
    return `${fn}(c, ${where}, ${value}, ${allowedValues(ctx, path, violation.supported ?? [])});`;
  return `${fn}(c, ${where}, ${value}, ${detail});`;
}
