/**
 * Phase three of a load: rules, each resolved against its type and checked for fit. The loader
 * reads what every rule has (`on`, `detail`, `error`, `doc`, `source`); each kind's own keys are
 * loaded by its module in generator/rules/, through the loader made here.
 */
import type {
  CompareAs,
  Condition,
  ConditionOp,
  FieldPath,
  ObjectType,
  Operand,
  Rule,
  RuleError,
  RuleKind,
  ScalarValue,
  Shape,
} from "../model/model.js";
import {
  NUMERIC_SCALARS,
  objectTypeOf,
  scalarOf,
  underlying,
  type TypeLookup,
} from "../model/queries.js";
import type { BodyPath, RuleDefinition, RuleLoader } from "../rules/context.js";
import { ruleDefinition } from "../rules/index.js";
import type { LoadContext } from "./context.js";
import { CODES } from "./codes.js";
import { checkOwnValues } from "./own-values.js";
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
    const rule = buildRule(scope, kind as RuleKind, body, rulePath);
    if (rule && scope.ctx.diagnostics.length === before) rules.push(rule);
  });
  return rules;
}

function buildRule(
  scope: RuleScope,
  kind: RuleKind,
  body: RawRuleBody,
  at: JsonPath,
): Rule | undefined {
  const definition = ruleDefinition(kind);
  const base = {
    kind,
    on: body.on ?? "always",
    origin: scope.ctx.origin(scope.file, at),
    ...(body.detail !== undefined ? { detail: body.detail } : {}),
    ...(body.error !== undefined
      ? { error: ruleError(scope, definition, body.error, "fields" in body, [...at, "error"]) }
      : {}),
    ...(body.doc !== undefined ? { doc: body.doc } : {}),
    ...(body.source !== undefined ? { source: body.source } : {}),
  } as const;
  return complete({ ...base, ...definition.load(body, loader(scope, body, at)) });
}

/** The loader a rule kind's `load` resolves its body with, reporting at places inside the rule. */
function loader(scope: RuleScope, body: RawRuleBody, at: JsonPath): RuleLoader {
  const where = (rel: BodyPath): JsonPath => [...at, ...rel];
  const path = (text: string, rel: BodyPath) => resolve(scope, text, where(rel));
  return {
    lookup: scope.lookup,
    path,
    paths: (texts, key) => texts.map((t, i) => path(t, [key, i])),
    when: () => (body.when ? condition(scope, body.when, where(["when"])) : undefined),
    operand: (raw, as, rel) => operand(scope, raw as RawOperand, as, where(rel)),
    fitting: (p, as, rel) => fitting(scope, p, as, where(rel)),
    list: (p, rel) => listPath(scope, p, where(rel)),
    item: (list, text, rel) => itemPath(scope, list, text, where(rel)),
    valueFits: (value, shape, rel) => valueFits(scope, value, shape, where(rel)),
    defaultFits: (value, shape, rel) =>
      checkOwnValues(
        scope.ctx,
        scope.file,
        where(rel).slice(0, -1),
        shape,
        scope.lookup,
        { default: { value } },
        String(where(rel).at(-1)),
      ),
    error: (rel, code, message) => scope.ctx.error(scope.file, where(rel), code, message),
  };
}

/**
 * `error: { type, path, value }`: the error type, field and bad value a rule reports, where
 * Kubernetes differs from the kind's usual ones. `hasFields`: the rule names its `fields`.
 */
function ruleError(
  scope: RuleScope,
  definition: RuleDefinition<RuleKind>,
  raw: NonNullable<RawRuleBody["error"]>,
  hasFields: boolean,
  at: JsonPath,
): RuleError | undefined {
  if (definition.reportsFieldError === false) {
    scope.ctx.error(
      scope.file,
      at,
      CODES.ruleErrorNotAllowed,
      `"${definition.kind}" reports no field error of its own, so it takes no "error"`,
      "key",
    );
    return undefined;
  }
  if (raw.value !== undefined && raw.type !== "Invalid") {
    scope.ctx.error(
      scope.file,
      [...at, "value"],
      CODES.ruleErrorValueNeedsInvalid,
      `a bad value goes with "type: Invalid": Required and Forbidden errors report none`,
    );
    return undefined;
  }
  if (raw.value === "setFields" && !hasFields) {
    scope.ctx.error(
      scope.file,
      [...at, "value"],
      CODES.ruleErrorSetFieldsWithoutFields,
      `"setFields" lists the rule's fields that are set, but a "${definition.kind}" rule has no "fields"`,
    );
    return undefined;
  }
  let bad: RuleError["value"];
  if (raw.value === "setFields" || raw.value === "empty") bad = raw.value;
  else if (raw.value !== undefined) {
    bad = resolve(scope, raw.value, [...at, "value"]);
    if (bad === undefined) return undefined;
    if (bad.segments.some((s) => s.each)) {
      scope.ctx.error(
        scope.file,
        [...at, "value"],
        CODES.ruleErrorPathEach,
        `the bad value's field "${bad.text}" must name one field, without []`,
      );
      return undefined;
    }
  }
  const value = bad === undefined ? {} : { value: bad };
  if (raw.path === ".") return { ...(raw.type ? { type: raw.type } : {}), self: true, ...value };
  const path = raw.path === undefined ? undefined : resolve(scope, raw.path, [...at, "path"]);
  if (path?.segments.some((s) => s.each)) {
    scope.ctx.error(
      scope.file,
      [...at, "path"],
      CODES.ruleErrorPathEach,
      `the reported path "${path.text}" must name one field, without []`,
    );
    return undefined;
  }
  return { ...(raw.type ? { type: raw.type } : {}), ...(path ? { path } : {}), ...value };
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
    scope.ctx.error(scope.file, at, result.code, result.problem);
    return undefined;
  }
  return result;
}

const CONDITION_OPS: readonly ConditionOp[] = [
  "equals",
  "notEquals",
  "in",
  "notIn",
  "set",
  "prefix",
  "notPrefix",
  "mentions",
  "minItems",
  "contains",
  "greaterThan",
  "lessThan",
];

/** A type's `validatedWhen:`, resolved against the type. */
export function buildCondition(
  scope: RuleScope,
  raw: RawCondition | RawCondition[],
  path: JsonPath,
): Condition | undefined {
  return condition(scope, raw, path);
}

/** A `when:`: one condition, or a list of conditions that must all hold. */
function condition(
  scope: RuleScope,
  raw: RawCondition | RawCondition[],
  at: JsonPath,
): Condition | undefined {
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
  if (op === "in" || op === "notIn")
    (value as ScalarValue[]).forEach((v, i) => valueFits(scope, v, field.leaf, [...opAt, i]));
  if (op === "prefix" || op === "notPrefix" || op === "mentions")
    fitting(scope, field, "string", opAt);
  if (op === "greaterThan" || op === "lessThan") fitting(scope, field, "number", opAt);
  if (
    (op === "minItems" || op === "contains") &&
    underlying(field.leaf, scope.lookup)?.kind !== "array"
  ) {
    scope.ctx.error(
      scope.file,
      opAt,
      CODES.ruleNeedsList,
      `"${op}" needs a list, but "${field.text}" is not one`,
      "key",
    );
  }
  return { field, op, value };
}

function operand(
  scope: RuleScope,
  raw: RawOperand,
  as: CompareAs,
  at: JsonPath,
): Operand | undefined {
  if (typeof raw === "string") {
    const path = fitting(scope, resolve(scope, raw, at), as, at);
    return path && { kind: "path", path };
  }
  if (raw.count !== undefined) {
    const path = resolve(scope, raw.count, [...at, "count"]);
    const u = path && underlying(path.leaf, scope.lookup);
    if (path && u?.kind !== "array" && u?.kind !== "map") {
      scope.ctx.error(
        scope.file,
        [...at, "count"],
        CODES.countNeedsCollection,
        `"count" needs a list or map, but "${path.text}" is not one`,
      );
      return undefined;
    }
    if (as !== "number")
      scope.ctx.error(
        scope.file,
        at,
        CODES.countNotNumber,
        `a count compares as "number", not "${as}"`,
      );
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
  url: (s) => s === "string",
};

function fitting(
  scope: RuleScope,
  path: FieldPath | undefined,
  as: CompareAs,
  at: JsonPath,
): FieldPath | undefined {
  if (!path) return undefined;
  const scalar = scalarOf(path.leaf, scope.lookup);
  if (scalar !== "any" && !FITS[as](scalar)) {
    const what = scalar ?? underlying(path.leaf, scope.lookup)?.kind ?? "unknown";
    scope.ctx.error(
      scope.file,
      at,
      CODES.ruleTypeMismatch,
      `"${path.text}" is ${/^[aeiouAEIOU]/.test(what) ? "an" : "a"} ${what}, which does not fit a ${as} rule`,
    );
    return undefined;
  }
  return path;
}

function listPath(
  scope: RuleScope,
  path: FieldPath | undefined,
  at: JsonPath,
): FieldPath | undefined {
  if (!path) return undefined;
  if (underlying(path.leaf, scope.lookup)?.kind !== "array") {
    scope.ctx.error(scope.file, at, CODES.ruleNeedsList, `"${path.text}" is not a list`);
    return undefined;
  }
  return path;
}

/** A path inside the items of a list. */
function itemPath(
  scope: RuleScope,
  list: FieldPath,
  text: string,
  at: JsonPath,
): FieldPath | undefined {
  const u = underlying(list.leaf, scope.lookup);
  const item = u?.kind === "array" ? objectTypeOf(u.items, scope.lookup) : undefined;
  if (!item) {
    scope.ctx.error(
      scope.file,
      at,
      CODES.ruleNoObjects,
      `"${list.text}" does not hold objects, so it has no key "${text}"`,
    );
    return undefined;
  }
  return resolve({ ...scope, type: item }, text, at);
}

function valueFits(scope: RuleScope, value: unknown, shape: Shape, at: JsonPath): void {
  const problem = valueProblem(value, shape, scope.lookup);
  if (problem) scope.ctx.error(scope.file, at, CODES.ruleValueMismatch, problem);
}
