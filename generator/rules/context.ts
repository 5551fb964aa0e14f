/**
 * The rule registry's contract: each rule kind has one entry with its documentation and its
 * renderers. A renderer reads the model's rule and writes code through this context, which
 * knows how the surrounding generated function reads values and names paths.
 */
import type { CodeBlockWriter } from "ts-morph";
import type { Condition, FieldPath, Rule, RuleKind, ScalarValue } from "../model/model.js";
import type { Locals, ModuleScope } from "../emit/validators/scope.js";

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
}

export const code = (text: string): string => `\`${text}\``;
export const literal = (v: ScalarValue): string => code(typeof v === "string" ? v : JSON.stringify(v));
export function list(items: readonly string[], last = "and"): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} ${last} ${items[items.length - 1]}`;
}
export const WHEN = { create: " on create", update: " on update", always: "" } as const;
