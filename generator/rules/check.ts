/**
 * The neutral check form: a rule kind lowers its rule to checks, each a guard (when the check
 * applies), what must then hold, and the violation reported when it does not. Guards and
 * holds are predicates over the object that declares the rule: whether a field is set (Go
 * semantics, specs/README.md), whether the object its nested fields share is present, values
 * against enums, formats, prefixes and each other, what an update changed, and the spec's
 * conditions, combined with and, or and not. The TypeScript validator and update check
 * (`writeRuleChecks`), the defaulters (`tsPredicate`) and the CEL of the OpenAPI (`celChecks`)
 * all render from here, so they state the same predicates and report the same errors
 * (test/cel-rules.test.ts).
 */
import type { CodeBlockWriter } from "ts-morph";
import { formatFunction } from "../keywords/formats/index.js";
import { upperSnake } from "../model/names.js";
import type { CompareAs, CompareOp, Condition, FieldPath, Format, Operand, Rule, ScalarValue } from "../model/model.js";
import * as cel from "./cel.js";
import { celComparison, celDerivation } from "./cel-compare.js";
import { celItemKey, celListAndKey, celUnique } from "./cel-lists.js";
import { junction } from "./junction.js";
import { allowedValues, reportStatement, type CelValidation, type Check, type FieldViolation, type Predicate, type RuleCelContext, type RuleWriteContext, type UniqueBy } from "./context.js";

export type { Check, Predicate } from "./context.js";

export const TRUE: Predicate = { k: "bool", v: true };
export const FALSE: Predicate = { k: "bool", v: false };
export const isSet = (path: FieldPath): Predicate => ({ k: "set", path });
/** The object that nested paths share is present: always, when they are top-level fields or have different parents. */
export function parentPresent(paths: readonly FieldPath[]): Predicate {
  const parents = paths.map((path) => path.segments.slice(0, -1).map((s) => s.key).join("."));
  return parents[0] === "" || parents.some((q) => q !== parents[0]) ? TRUE : { k: "parent", of: paths[0]! };
}
export const when = (condition: Condition | undefined): Predicate => (condition ? { k: "when", condition } : TRUE);
export const present = (path: FieldPath): Predicate => ({ k: "present", path });
export const oneOf = (path: FieldPath, values: readonly ScalarValue[]): Predicate => ({ k: "oneOf", path, values });
export const ofFormat = (path: FieldPath, format: Exclude<Format, "cel">): Predicate => ({ k: "format", path, format });
export const startsWith = (path: FieldPath, prefix: string): Predicate => ({ k: "prefix", path, prefix });
export const mentions = (path: FieldPath, name: string): Predicate => ({ k: "mentions", path, name });
export const hasItem = (list: FieldPath, key: FieldPath, values: readonly ScalarValue[]): Predicate => ({ k: "hasItem", list, key, values });
export const compares = (left: Operand, op: CompareOp, right: Operand, as: CompareAs): Predicate => ({ k: "compare", left, op, right, as });
export const derives = (field: FieldPath, op: "difference" | "sum", of: readonly FieldPath[], as: "number" | "quantity"): Predicate => ({ k: "derived", field, op, of, as });
export const noDuplicates = (by: UniqueBy): Predicate => ({
  k: "unique",
  list: by.list,
  ...(by.key ? { key: by.key } : {}),
  ...(by.keys ? { keys: by.keys } : {}),
  ...(by.repeatable ? { repeatable: by.repeatable } : {}),
  ...(by.aliases ? { aliases: by.aliases } : {}),
  ...(by.lowercase ? { lowercase: true } : {}),
});
/** On an update only: the old object has the field set; the top-level field did not change. */
export const wasSet = (path: FieldPath): Predicate => ({ k: "wasSet", path });
export const unchanged = (path: FieldPath): Predicate => ({ k: "unchanged", path });

export const and = (...xs: readonly Predicate[]): Predicate => junction("and", xs);
export const or = (...xs: readonly Predicate[]): Predicate => junction("or", xs);

/** The negation, pushed through and and or (`parent && !set` for not `parent implies set`). */
export function not(x: Predicate): Predicate {
  switch (x.k) {
    case "bool": return { k: "bool", v: !x.v };
    case "not": return x.x;
    case "and": return or(...x.xs.map(not));
    case "or": return and(...x.xs.map(not));
    default: return { k: "not", x };
  }
}

export const implies = (a: Predicate, b: Predicate): Predicate => or(not(a), b);

// ---------------------------------------------------------------------------------------------
// TypeScript: `if (<guard> && !<holds>) <report>`, checks with the same guard under one `if`.

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
    case "bool": return String(p.v);
    case "set": return ctx.isSet(p.path);
    case "parent": {
      const keys = p.of.segments.slice(0, -1).map((s) => s.key);
      return `${ctx.scope.use("values", "isObject")}(${ctx.scope.use("values", "read")}(value, ${JSON.stringify(keys)}))`;
    }
    case "when": return ctx.condition(p.condition);
    case "present": return `${ctx.scope.use("values", "present")}(${ctx.valueOf(p.path)})`;
    case "oneOf": return `(${allowedValues(ctx, p.path, p.values)} as readonly unknown[]).includes(${ctx.valueOf(p.path)})`;
    case "format": {
      const v = ctx.valueOf(p.path);
      return `typeof ${v} !== "string" || ${ctx.scope.use("formats", formatFunction(p.format))}(${v}) === undefined`;
    }
    case "prefix": return `${ctx.scope.use("values", "hasPrefix")}(${ctx.valueOf(p.path)}, ${JSON.stringify(p.prefix)})`;
    case "hasItem": {
      const wanted = ctx.scope.enumConstant(`${p.list.segments.map((s) => s.key).join("_").toUpperCase()}_REQUIRED`, p.values);
      return `${ctx.scope.use("values", "hasItemWith")}(${ctx.valueOf(p.list)}, ${JSON.stringify(p.key.segments.map((s) => s.key))}, ${wanted})`;
    }
    case "mentions": {
      const fn = ctx.scope.use("values", "mentions");
      // One field: its value; through lists: any of their items'.
      if (!p.path.segments.some((s) => s.each)) return `${fn}(${ctx.valueOf(p.path)}, ${JSON.stringify(p.name)})`;
      return `${ctx.valuesOf(p.path)}.some((text) => ${fn}(text, ${JSON.stringify(p.name)}))`;
    }
    case "compare": {
      const operand = (o: Operand) => (o.kind === "value" ? JSON.stringify(o.value) : o.kind === "count" ? `${ctx.scope.use("values", "sizeOf")}(${ctx.valueOf(o.path)})` : ctx.valueOf(o.path));
      return `${ctx.scope.use("compare", "compareHolds")}(${operand(p.left)}, ${JSON.stringify(p.op)}, ${operand(p.right)}, ${JSON.stringify(p.as)})`;
    }
    case "derived": return `${ctx.scope.use("compare", "derivationHolds")}(${ctx.valueOf(p.field)}, ${JSON.stringify(p.op)}, [${p.of.map((o) => ctx.valueOf(o)).join(", ")}], ${JSON.stringify(p.as)})`;
    case "unique": return `!${ctx.scope.use("unique", "hasDuplicate")}(${ctx.valueOf(p.list)}, ${uniqueConstant(p, ctx)})`;
    case "wasSet": return `${ctx.scope.use("values", "isSet")}(${ctx.scope.use("values", "read")}(${oldObject(ctx, p)}, ${JSON.stringify(p.path.segments.map((s) => s.key))}), false)`;
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
    case "and": return p.xs.map((x) => tsTerm(x, ctx, "&&")).join(" && ");
    case "or": return p.xs.map((x) => tsTerm(x, ctx, "||")).join(" || ");
  }
}

/** How a `unique` leaf keys the items, a module constant named after the list and its key (`AUTHORIZERS_TYPE_UNIQUE`). */
function uniqueConstant(by: UniqueBy, ctx: RuleWriteContext): string {
  const key = by.key ? by.key.text.split(".").pop()! : "";
  const list = by.list.text.replace(/\[\]/g, "").split(".").pop()! + key.charAt(0).toUpperCase() + key.slice(1);
  const spec = {
    list: by.list.segments.map((s) => s.key).join("."),
    ...(by.keys ? { keys: by.keys.map((k) => k.segments[0]!.key) } : by.key ? { key: by.key.segments.map((s) => s.key) } : {}),
    ...(by.repeatable ? { repeatable: by.repeatable } : {}),
    ...(by.aliases ? { aliases: by.aliases } : {}),
    ...(by.lowercase ? { lowercase: true } : {}),
  };
  return ctx.scope.constant(`${upperSnake(list)}_UNIQUE`, ctx.scope.factoryCall("unique", "uniqueBy", JSON.stringify(spec)));
}

/** The old object, which only an update check has. */
function oldObject(ctx: RuleWriteContext, p: Predicate): string {
  if (ctx.old === undefined) throw new Error(`a "${p.k}" check needs the old object: it belongs in an update check`);
  return ctx.old;
}

/** A term of an `&&` or `||` chain: a mixed chain, or a condition or test that is not a term of the chain as written, in parentheses. */
function tsTerm(x: Predicate, ctx: RuleWriteContext, op: "&&" | "||"): string {
  const text = tsPredicate(x, ctx);
  if (x.k === "and" || x.k === "or") return x.k === (op === "&&" ? "and" : "or") ? text : `(${text})`;
  if (atomic(text)) return text;
  // `a === 1 && b > 2` is a term of an `&&` chain; in an `||` chain, or holding `||` or `?`, it is one in parentheses.
  const rest = outside(text);
  return op === "||" || rest.includes("||") || rest.includes("?") ? `(${text})` : text;
}

/** Writes the checks of a rule: each reports its violation where its guard holds and what it checks does not. */
export function writeRuleChecks(w: CodeBlockWriter, rule: Rule, checks: readonly Check[], ctx: RuleWriteContext): void {
  for (let i = 0; i < checks.length; ) {
    const each = eachDuplicate(rule, checks[i]!, ctx);
    if (each) {
      w.writeLine(each);
      i++;
      continue;
    }
    const guard = tsPredicate(checks[i]!.guard, ctx);
    let end = i + 1;
    while (end < checks.length && guard !== "true" && tsPredicate(checks[end]!.guard, ctx) === guard) end++;
    if (end - i === 1) {
      const check = checks[i]!;
      const fails = tsPredicate(and(check.guard, not(check.holds)), ctx);
      w.write(`if (${fails})`).block(() => w.writeLine(reportStatement(rule, ctx, reported(check))));
    } else {
      // Several checks under one guard (a `forbidden` rule's fields): the guard is tested once.
      w.write(`if (${guard})`).block(() => {
        for (const check of checks.slice(i, end)) w.write(`if (${tsPredicate(not(check.holds), ctx)})`).block(() => w.writeLine(reportStatement(rule, ctx, reported(check))));
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
  if (check.holds.k !== "unique" || check.guard.k !== "bool" || !check.guard.v) throw new Error(`a Duplicate violation needs an unguarded "unique" check, not "${check.holds.k}"`);
  return `${ctx.scope.use("unique", "checkUnique")}(c, ${ctx.valueOf(check.holds.list)}, path, ${uniqueConstant(check.holds, ctx)});`;
}

/** The violation a failed check reports as one error: duplicates, as the rule's `error:` says (Invalid on the list unless it sets another type). */
const reported = (check: Check): FieldViolation => (check.violation.type === "Duplicate" ? { ...check.violation, type: "Invalid" } : check.violation);

// ---------------------------------------------------------------------------------------------
// CEL: one validation per check, `guard implies holds` on the object that declares the rule.

export function celPredicate(p: Predicate, ctx: RuleCelContext): cel.CelExpr {
  switch (p.k) {
    case "bool": return p.v ? cel.TRUE : cel.FALSE;
    case "set": return cel.celIsSet("self", cel.celSteps(ctx.type, p.path, ctx.lookup), ctx.lookup);
    case "parent": return cel.celPresent("self", cel.celSteps(ctx.type, p.of, ctx.lookup).slice(0, -1));
    case "when": return cel.celCondition("self", p.condition, ctx.type, ctx.lookup);
    case "present": return cel.celPresent("self", cel.celSteps(ctx.type, p.path, ctx.lookup));
    case "oneOf": {
      const steps = cel.celSteps(ctx.type, p.path, ctx.lookup);
      // Numbers as the field's type: doubles for float fields.
      const shape = steps.at(-1)!.shape;
      const double = shape.kind === "scalar" && (shape.scalar === "float32" || shape.scalar === "float64");
      return cel.cmp(cel.celAccess("self", steps), "in", `[${p.values.map((v) => cel.celLiteral(v, double)).join(", ")}]`);
    }
    case "format": return cel.celFormatCheck(cel.celAccess("self", cel.celSteps(ctx.type, p.path, ctx.lookup)), p.format);
    case "prefix": return cel.atom(`${cel.celAccess("self", cel.celSteps(ctx.type, p.path, ctx.lookup))}.startsWith(${cel.celLiteral(p.prefix)})`);
    case "hasItem": {
      const { list: items, present, keySteps, item } = celListAndKey(p.list, p.key, ctx);
      const key = celItemKey("c", keySteps, item);
      const wanted = `[${p.values.map((v) => cel.celLiteral(v)).join(", ")}]`;
      return cel.and(present, cel.atom(`${items}.exists(c, ${cel.celText(cel.and(cel.celPresent("c", keySteps), cel.cmp(key.value, "in", wanted)))})`));
    }
    case "mentions": {
      // The runtime's `mentions` as an RE2 search: `(^|[^A-Za-z0-9_.])claims\\.email($|[^A-Za-z0-9_])`.
      const pattern = cel.celLiteral(cel.mentionPattern(p.name));
      return cel.celSomeAt("self", cel.celSteps(ctx.type, p.path, ctx.lookup), (x) => cel.atom(`${x}.matches(${pattern})`));
    }
    case "compare": return celComparison(p.left, p.op, p.right, p.as, ctx);
    case "derived": return celDerivation(p.field, p.op, p.of, p.as, ctx);
    case "unique": return celUnique(p, ctx);
    case "wasSet": return cel.celIsSet("oldSelf", cel.celSteps(ctx.type, p.path, ctx.lookup), ctx.lookup, false);
    case "unchanged": {
      const name = cel.escapeCelProperty(p.path.segments[0]!.key);
      if (name === undefined) throw new cel.NotExpressibleInCel(`the field name "${p.path.segments[0]!.key}" cannot be accessed from CEL`);
      // A field the schema requires is in both objects; an optional one may be in neither.
      const same = cel.cmp(`self.${name}`, "==", `oldSelf.${name}`);
      return p.path.field.required ? same : cel.and(cel.cmp(`has(self.${name})`, "==", `has(oldSelf.${name})`), cel.or(cel.not(cel.atom(`has(self.${name})`)), same));
    }
    case "not": return cel.not(celPredicate(p.x, ctx));
    case "and": return cel.and(...p.xs.map((x) => celPredicate(x, ctx)));
    case "or": return cel.or(...p.xs.map((x) => celPredicate(x, ctx)));
  }
}

/** The predicate mentions none of the spec's conditions: it is about which fields are set. */
const presenceOnly = (p: Predicate): boolean => (p.k === "and" || p.k === "or" ? p.xs.every(presenceOnly) : p.k === "not" ? presenceOnly(p.x) : p.k !== "when");

/**
 * The CEL validations of a rule's checks. A check that can never hold where it applies is its
 * guard negated: fields that may not be set together read `!(has(self.a) && has(self.b))`, a
 * condition reads with the negation pushed inside (`!has(self.type) || self.type != "InClusterConfig"`).
 */
export function celChecks(rule: Rule, checks: readonly Check[], ctx: RuleCelContext): CelValidation[] {
  return checks.map((check) => {
    const guard = celPredicate(check.guard, ctx);
    const never = check.holds.k === "bool" && !check.holds.v;
    const expr = never && presenceOnly(check.guard) ? cel.notAll(guard) : cel.implies(guard, celPredicate(check.holds, ctx));
    return cel.celValidation(rule, expr, check.violation, ctx.sentence);
  });
}
