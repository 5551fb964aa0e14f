/**
 * The rule registry's contract: each rule kind has one entry with its documentation and its
 * renderers. A renderer reads the model's rule and writes code through this context, which
 * knows how the surrounding generated function reads values and names paths.
 */
import type { CodeBlockWriter } from "ts-morph";
import type { Condition, FieldPath, ObjectType, Rule, RuleErrorType, RuleKind, ScalarValue } from "../model/model.js";
import type { TypeLookup } from "../model/queries.js";
import type { Locals, ModuleScope } from "../emit/code/scope.js";

export interface RuleWriteContext {
  readonly scope: ModuleScope;
  readonly locals: Locals;
  /** An expression reading the value at a path without `[]` steps. */
  valueOf(path: FieldPath): string;
  /** An expression giving the error path of a field. */
  pathOf(path: FieldPath): string;
  /** An expression: whether the value at the path is set (Go semantics, see specs/README.md). */
  isSet(path: FieldPath): string;
  /** An expression: whether the condition holds. */
  condition(condition: Condition): string;
  /** An expression: every value at a path, walking `[]` steps. */
  valuesOf(path: FieldPath): string;
}

/** The model rule of one kind (the field-set kinds share one model shape). */
export type RuleOf<K extends RuleKind> = Rule extends infer R ? (R extends { kind: infer RK } ? (K extends RK ? R & { kind: K } : never) : never) : never;

export interface RuleDefinition<K extends RuleKind> {
  readonly kind: K;
  /** What the rule requires, in one sentence (documentation and default messages). */
  describe(rule: RuleOf<K>): string;
  /** Writes the TypeScript check of the rule; absent for rules that only affect defaulting or updates. */
  writeValidation?(w: CodeBlockWriter, rule: RuleOf<K>, ctx: RuleWriteContext): void;
  /**
   * The rule as CEL for `x-kubernetes-validations` on the schema of the type that declares it
   * (`self` is that object), stating exactly what the TypeScript check above (or the update
   * check) reports; absent for rules that do not validate (defaultWhen, ignoredWhen). Helpers
   * and conventions: ./cel.ts; test/cel-rules.test.ts checks the agreement.
   *
   * `on: update` rules become transition rules (they mention `oldSelf`, so Kubernetes runs them
   * on updates only). `on: create` rules are transition rules with `optionalOldSelf: true`,
   * `oldSelf.hasValue() || <rule>`: Kubernetes runs them on create too, with no old value. That
   * is exactly "on create" for a kind's own rules; for a nested type it is "when the nested
   * value is new", which also holds on an update that adds it (the TypeScript check skips every
   * update).
   */
  cel?(rule: RuleOf<K>, ctx: RuleCelContext): CelValidation[];
}

/** One entry of Kubernetes' `x-kubernetes-validations`. */
export interface CelValidation {
  /** The CEL expression; true when the value is valid. */
  readonly rule: string;
  readonly message: string;
  /** Where the error is reported, relative to the schema: `.spec.limit`, `['tls-server-name']`. */
  readonly fieldPath?: string;
  readonly reason?: "FieldValueInvalid" | "FieldValueForbidden" | "FieldValueRequired" | "FieldValueDuplicate";
  /** A transition rule that also runs when there is no old value (`oldSelf` is then an optional). */
  readonly optionalOldSelf?: boolean;
}

/** What a CEL renderer knows besides the rule: the type that declares it. */
export interface RuleCelContext {
  readonly type: ObjectType;
  readonly lookup: TypeLookup;
  /** The rule's own sentence (its `describe`), the message of last resort. */
  readonly sentence: string;
}

export const code = (text: string): string => `\`${text}\``;
export const literal = (v: ScalarValue): string => code(typeof v === "string" ? v : JSON.stringify(v));
export function list(items: readonly string[], last = "and"): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} ${last} ${items[items.length - 1]}`;
}
export const WHEN = { create: " on create", update: " on update", always: "" } as const;

/** A rule's usual report: its kind's error type on its field, with the offending value (an expression) and the detail (an expression). */
export interface Report {
  readonly type: RuleErrorType;
  readonly path: FieldPath;
  readonly value?: string;
  readonly detail: string;
}

const REPORTERS = { Invalid: "invalid", Forbidden: "forbidden", Required: "required" } as const;

/**
 * The statement reporting a violation of a rule: the kind's usual error, or the type and field
 * the spec sets with `error:` where Kubernetes reports otherwise (Forbidden on the parent, ...).
 */
export function reportStatement(rule: Rule, ctx: RuleWriteContext, usual: Report): string {
  const type = rule.error?.type ?? usual.type;
  const path = rule.error?.path ?? usual.path;
  const fn = ctx.scope.use("errors", REPORTERS[type]);
  // `path: .`: the object itself, at the validator's own path and value.
  const [where, what] = rule.error?.self ? ["path", "value"] : [ctx.pathOf(path), undefined];
  if (type !== "Invalid") return `${fn}(c, ${where}, ${usual.detail});`;
  const value = what ?? (rule.error?.path || usual.value === undefined ? ctx.valueOf(path) : usual.value);
  return `${fn}(c, ${where}, ${value}, ${usual.detail});`;
}
