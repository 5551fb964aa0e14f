/** Phase three of a load: rules, each resolved against its type and checked for fit. */
import type { CompareAs, Condition, ConditionOp, FieldPath, ObjectType, Operand, Rule, RuleError, ScalarValue, Shape } from "../model/model.js";
import { NUMERIC_SCALARS, objectTypeOf, scalarOf, underlying, type TypeLookup } from "../model/queries.js";
import type { LoadContext } from "./context.js";
import { resolvePath } from "./paths.js";
import type { RawCondition, RawOperand, RawRule, RawRuleBody } from "./raw.js";
import type { JsonPath, SourceFile } from "./source-file.js";
import { valueProblem } from "./values.js";

interface RuleScope {
  readonly ctx: LoadContext;
  readonly file: SourceFile;
  readonly lookup: TypeLookup;
  readonly type: Pick<ObjectType, "fields" | "name">;
}

/** Every problem is reported; a rule with a problem is left out of the model. */
export function buildRules(scope: RuleScope, raws: readonly RawRule[], path: JsonPath): Rule[] {
  const rules: Rule[] = [];
  raws.forEach((raw, index) => {
    const [kind, body] = Object.entries(raw)[0]!;
    const rulePath = [...path, index, kind];
    const before = scope.ctx.diagnostics.length;
    const rule = buildRule(scope, kind as Rule["kind"], body, rulePath);
    if (rule && scope.ctx.diagnostics.length === before) rules.push(rule);
  });
  return rules;
}

function buildRule(scope: RuleScope, kind: Rule["kind"], body: RawRuleBody, at: JsonPath): Rule | undefined {
  const base = {
    on: body.on ?? "always",
    origin: scope.ctx.origin(scope.file, at),
    ...(body.detail !== undefined ? { detail: body.detail } : {}),
    ...(body.error !== undefined ? { error: ruleError(scope, kind, body.error, [...at, "error"]) } : {}),
    ...(body.doc !== undefined ? { doc: body.doc } : {}),
    ...(body.source !== undefined ? { source: body.source } : {}),
  } as const;
  const path = (text: string, where: JsonPath) => resolve(scope, text, [...at, ...where]);
  const paths = (texts: readonly string[], key: string) => texts.map((t, i) => path(t, [key, i]));
  const when = () => (body.when ? condition(scope, body.when, [...at, "when"]) : undefined);
  switch (kind) {
    case "required":
      return complete({ ...base, kind, fields: paths(body.fields as string[], "fields"), ...(body.when ? { when: when() } : {}) });
    case "forbidden":
      return complete({ ...base, kind, fields: paths(body.fields as string[], "fields"), when: when() });
    case "mutuallyExclusive":
    case "atLeastOneOf":
    case "exactlyOneOf":
    case "together": {
      const alternatives = body.fields!.map((alt, i) =>
        Array.isArray(alt) ? alt.map((t, j) => path(t, ["fields", i, j])) : [path(alt, ["fields", i])],
      );
      return complete({ ...base, kind, alternatives });
    }
    case "compare": {
      const as = (body.as ?? "number") as CompareAs;
      const left = operand(scope, body.left!, as, [...at, "left"]);
      const right = operand(scope, body.right!, as, [...at, "right"]);
      return complete({ ...base, kind, left, right, op: body.op as "<", as });
    }
    case "derived": {
      const as = (body.as ?? "number") as "number" | "quantity";
      const field = fitting(scope, path(body.field!, ["field"]), as, [...at, "field"]);
      const of = body.of!.map((t, i) => fitting(scope, path(t, ["of", i]), as, [...at, "of", i]));
      return complete({ ...base, kind, field, op: body.op as "difference", of, as });
    }
    case "unique": {
      const list = listPath(scope, path(body.list!, ["list"]), [...at, "list"]);
      const key = body.key !== undefined && list ? itemPath(scope, list, body.key, [...at, "key"]) : undefined;
      const keys = body.keys && list ? body.keys.map((k, i) => fitting(scope, itemPath(scope, list, k, [...at, "keys", i]), "string", [...at, "keys", i])) : undefined;
      keys?.forEach((k, i) => {
        if (k && k.segments.length > 1) scope.ctx.error(scope.file, [...at, "keys", i], `"keys" name fields of the items themselves, not "${k.text}"`);
      });
      const keyLeaf = key?.leaf ?? (list && underlying(list.leaf, scope.lookup)?.kind === "array" ? (underlying(list.leaf, scope.lookup) as { items: Shape }).items : undefined);
      if (keyLeaf) body.repeatable?.forEach((v, i) => valueFits(scope, v, stripEnum(keyLeaf), [...at, "repeatable", i]));
      return complete({
        ...base, kind, list,
        ...(body.key !== undefined ? { key } : {}),
        ...(body.keys !== undefined ? { keys } : {}),
        ...(body.repeatable ? { repeatable: body.repeatable } : {}),
        ...(body.aliases ? { aliases: body.aliases } : {}),
      });
    }
    case "listContains": {
      const list = listPath(scope, path(body.list!, ["list"]), [...at, "list"]);
      const key = list ? itemPath(scope, list, body.key!, [...at, "key"]) : undefined;
      if (key) body.anyOf!.forEach((v, i) => valueFits(scope, v, key.leaf, [...at, "anyOf", i]));
      return complete({ ...base, kind, list, key, anyOf: body.anyOf! });
    }
    case "restrict": {
      const field = path(body.field!, ["field"]);
      if (field && (body.format !== undefined || body.prefix !== undefined)) fitting(scope, field, "string", [...at, body.format !== undefined ? "format" : "prefix"]);
      if (field && body.enum) body.enum.forEach((v, i) => valueFits(scope, v, stripEnum(field.leaf), [...at, "enum", i]));
      return complete({
        ...base, kind, field,
        ...(body.when ? { when: when() } : {}),
        ...(body.enum ? { enum: body.enum } : {}),
        ...(body.format ? { format: body.format } : {}),
        ...(body.prefix !== undefined ? { prefix: body.prefix } : {}),
      } as Rule);
    }
    case "reject":
      return complete({ ...base, kind, when: when() });
    case "defaultWhen": {
      const field = path(body.field!, ["field"]);
      if (field) valueFits(scope, body.value, field.leaf, [...at, "value"]);
      return complete({ ...base, kind, field, when: when(), value: body.value });
    }
    case "ignoredWhen":
      return complete({ ...base, kind, fields: paths(body.fields as string[], "fields"), when: when() });
    case "requiresMention": {
      const inPaths = body.in!.map((t, i) => fitting(scope, path(t, ["in", i]), "string", [...at, "in", i]));
      return complete({ ...base, kind, when: when(), mention: body.mention!, in: inPaths });
    }
    case "frozenWhen":
      return complete({ ...base, kind, set: path(body.set!, ["set"]), except: paths(body.except ?? [], "except") });
  }
}

/**
 * Rule kinds whose violations are not field errors of one field (defaults, frozen objects, a
 * missing item). A `unique` rule takes one: its duplicates are then reported once, as that error.
 */
const NO_ERROR_OVERRIDE: ReadonlySet<Rule["kind"]> = new Set(["defaultWhen", "ignoredWhen", "frozenWhen", "listContains"]);

/** `error: { type, path }`: the error type and field a rule reports, where Kubernetes differs from the kind's usual one. */
function ruleError(scope: RuleScope, kind: Rule["kind"], raw: NonNullable<RawRuleBody["error"]>, at: JsonPath): RuleError | undefined {
  if (NO_ERROR_OVERRIDE.has(kind)) {
    scope.ctx.error(scope.file, at, `"${kind}" reports no field error of its own, so it takes no "error"`, "key");
    return undefined;
  }
  if (raw.path === ".") return { ...(raw.type ? { type: raw.type } : {}), self: true };
  const path = raw.path === undefined ? undefined : resolve(scope, raw.path, [...at, "path"]);
  if (path?.segments.some((s) => s.each)) {
    scope.ctx.error(scope.file, [...at, "path"], `the reported path "${path.text}" must name one field, without []`);
    return undefined;
  }
  return { ...(raw.type ? { type: raw.type } : {}), ...(path ? { path } : {}) };
}

/** The rule when none of its parts failed to resolve (undefined parts mean reported problems). */
function complete<T extends object>(rule: T): Rule | undefined {
  const hasHole = (v: unknown): boolean => v === undefined || (Array.isArray(v) && v.some(hasHole));
  for (const [key, value] of Object.entries(rule)) {
    if (["detail", "doc", "source", "value"].includes(key)) continue;
    if (hasHole(value)) return undefined;
  }
  return rule as unknown as Rule;
}

function resolve(scope: RuleScope, text: string, at: JsonPath): FieldPath | undefined {
  const result = resolvePath(text, scope.type, scope.lookup);
  if ("problem" in result) {
    scope.ctx.error(scope.file, at, result.problem);
    return undefined;
  }
  return result;
}

const CONDITION_OPS: readonly ConditionOp[] = ["equals", "notEquals", "in", "notIn", "set", "prefix", "notPrefix", "mentions", "minItems", "contains", "greaterThan", "lessThan"];

/** A type's `validatedWhen:`, resolved against the type. */
export function buildCondition(scope: RuleScope, raw: RawCondition | RawCondition[], path: JsonPath): Condition | undefined {
  return condition(scope, raw, path);
}

/** A `when:`: one condition, or a list of conditions that must all hold. */
function condition(scope: RuleScope, raw: RawCondition | RawCondition[], at: JsonPath): Condition | undefined {
  if (!Array.isArray(raw)) return single(scope, raw, at);
  const all = raw.map((c, i) => single(scope, c, [...at, i]));
  if (all.some((c) => c === undefined)) return undefined;
  const [first, ...rest] = all as Condition[];
  return { ...first!, and: rest };
}

function single(scope: RuleScope, raw: RawCondition, at: JsonPath): Condition | undefined {
  const field = resolve(scope, raw.field, [...at, "field"]);
  const op = CONDITION_OPS.find((o) => raw[o] !== undefined)!;
  const value = raw[op] as ScalarValue | ScalarValue[];
  if (!field) return undefined;
  const opAt = [...at, op];
  if (op === "equals" || op === "notEquals") valueFits(scope, value, field.leaf, opAt);
  if (op === "in" || op === "notIn") (value as ScalarValue[]).forEach((v, i) => valueFits(scope, v, field.leaf, [...opAt, i]));
  if (op === "prefix" || op === "notPrefix" || op === "mentions") fitting(scope, field, "string", opAt);
  if (op === "greaterThan" || op === "lessThan") fitting(scope, field, "number", opAt);
  if ((op === "minItems" || op === "contains") && underlying(field.leaf, scope.lookup)?.kind !== "array") {
    scope.ctx.error(scope.file, opAt, `"${op}" needs a list, but "${field.text}" is not one`, "key");
  }
  return { field, op, value };
}

function operand(scope: RuleScope, raw: RawOperand, as: CompareAs, at: JsonPath): Operand | undefined {
  if (typeof raw === "string") {
    const path = fitting(scope, resolve(scope, raw, at), as, at);
    return path && { kind: "path", path };
  }
  if (raw.count !== undefined) {
    const path = resolve(scope, raw.count, [...at, "count"]);
    const u = path && underlying(path.leaf, scope.lookup);
    if (path && u?.kind !== "array" && u?.kind !== "map") {
      scope.ctx.error(scope.file, [...at, "count"], `"count" needs a list or map, but "${path.text}" is not one`);
      return undefined;
    }
    if (as !== "number") scope.ctx.error(scope.file, at, `a count compares as "number", not "${as}"`);
    return path && { kind: "count", path };
  }
  return { kind: "value", value: raw.value! };
}

/** The types of field each comparison accepts. */
const FITS: Record<CompareAs, (scalar: string | undefined) => boolean> = {
  number: (s) => s !== undefined && NUMERIC_SCALARS.has(s as never),
  semver: (s) => s === "string",
  duration: (s) => s === "duration",
  quantity: (s) => s === "quantity",
  string: (s) => s === "string",
  "ip-family": (s) => s === "string",
};

function fitting(scope: RuleScope, path: FieldPath | undefined, as: CompareAs, at: JsonPath): FieldPath | undefined {
  if (!path) return undefined;
  const scalar = scalarOf(path.leaf, scope.lookup);
  if (scalar !== "any" && !FITS[as](scalar)) {
    const what = scalar ?? underlying(path.leaf, scope.lookup)?.kind ?? "unknown";
    scope.ctx.error(scope.file, at, `"${path.text}" is ${/^[aeiouAEIOU]/.test(what) ? "an" : "a"} ${what}, which does not fit a ${as} rule`);
    return undefined;
  }
  return path;
}

function listPath(scope: RuleScope, path: FieldPath | undefined, at: JsonPath): FieldPath | undefined {
  if (!path) return undefined;
  if (underlying(path.leaf, scope.lookup)?.kind !== "array") {
    scope.ctx.error(scope.file, at, `"${path.text}" is not a list`);
    return undefined;
  }
  return path;
}

/** A path inside the items of a list. */
function itemPath(scope: RuleScope, list: FieldPath, text: string, at: JsonPath): FieldPath | undefined {
  const u = underlying(list.leaf, scope.lookup);
  const item = u?.kind === "array" ? objectTypeOf(u.items, scope.lookup) : undefined;
  if (!item) {
    scope.ctx.error(scope.file, at, `"${list.text}" does not hold objects, so it has no key "${text}"`);
    return undefined;
  }
  return resolve({ ...scope, type: item }, text, at);
}

function valueFits(scope: RuleScope, value: unknown, shape: Shape, at: JsonPath): void {
  const problem = valueProblem(value, shape, scope.lookup);
  if (problem) scope.ctx.error(scope.file, at, problem);
}

function stripEnum(shape: Shape): Shape {
  return shape.kind === "ref" ? shape : ({ ...shape, enum: undefined } as Shape);
}
