/**
 * The rule registry's contract: each rule kind has one entry with its place in the spec
 * language (its meta-schema fragment and its loading), its documentation and its renderers. A
 * renderer reads the model's rule and writes code through this context, which knows how the
 * surrounding generated function reads values and names paths.
 */
import type {
  CompareAs,
  CompareOp,
  Condition,
  Field,
  FieldPath,
  Format,
  ObjectType,
  Operand,
  Rule,
  RuleErrorType,
  RuleKind,
  ScalarValue,
  Shape,
} from "../model/model.js";
import type { TypeLookup } from "../model/queries.js";
import type { Code } from "../load/codes.js";
import type { Locals, ModuleScope } from "../code/scope.js";

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
  /** In an update check: the old object's name (the predicates about it read it). */
  readonly old?: string;
}

/** The model rule of one kind (the field-set kinds share one model shape). */
export type RuleOf<K extends RuleKind> = Rule extends infer R
  ? R extends { kind: infer RK }
    ? K extends RK
      ? R & { kind: K }
      : never
    : never
  : never;

/** A place in a rule's body, relative to the rule: `["fields", 0]`. */
export type BodyPath = readonly (string | number)[];

/** A rule's body as the meta-schema let it through: the kind's own keys beside the common ones. */
export type RuleBody = Readonly<Record<string, unknown>>;

/**
 * What a rule kind's `load` is given: the body's paths resolved against the type that declares
 * the rule, and the checks that a field fits. Each reports its problem at a place in the body
 * and answers undefined; a rule with an undefined part is left out of the model.
 */
export interface RuleLoader {
  readonly lookup: TypeLookup;
  /** A field path of the body, resolved. */
  path(text: string, at: BodyPath): FieldPath | undefined;
  /** The paths of a list of the body (`key` names it). */
  paths(texts: readonly string[], key: string): (FieldPath | undefined)[];
  /** The body's `when:`, one condition or a list that must all hold. */
  when(): Condition | undefined;
  /** A comparison's operand: a path, `{ count: path }` or `{ value }`. */
  operand(raw: unknown, as: CompareAs, at: BodyPath): Operand | undefined;
  /** The path, when its field's type fits a comparison `as`. */
  fitting(path: FieldPath | undefined, as: CompareAs, at: BodyPath): FieldPath | undefined;
  /** The path, when it names a list. */
  list(path: FieldPath | undefined, at: BodyPath): FieldPath | undefined;
  /** A path inside the items of a list. */
  item(list: FieldPath, text: string, at: BodyPath): FieldPath | undefined;
  /** Reports a value that does not fit a field's shape. */
  valueFits(value: unknown, shape: Shape, at: BodyPath): void;
  /** Reports a default that breaks a field's shape or rules (a default must pass its field's checks). */
  defaultFits(value: unknown, shape: Shape, at: BodyPath): void;
  error(at: BodyPath, code: Code, message: string): void;
}

/** The keys every rule has, read by the loader for all kinds. */
type CommonKey = "kind" | "on" | "detail" | "error" | "doc" | "source" | "origin";
type Hole<T> = T extends readonly (infer E)[] ? readonly Hole<E>[] | undefined : T | undefined;

/** A kind's own parts of its model rule, as `load` builds them: undefined where a problem was reported. */
export type RuleParts<K extends RuleKind> = {
  readonly [P in keyof RuleOf<K> as Exclude<P, CommonKey>]: Hole<RuleOf<K>[P]>;
};

/** A JSON Schema (draft 2020-12) fragment of the meta-schema. */
export type SchemaFragment = Readonly<Record<string, unknown>>;

/** The shape of a rule kind's body in the meta-schema, beside the common keys (`on`, `detail`, `error`, `doc`, `source`). */
export interface BodySchema extends SchemaFragment {
  readonly required: readonly string[];
  readonly properties: Readonly<Record<string, SchemaFragment>>;
}

/** A reference to one of the meta-schema's shared definitions (generator/load/spec-core.schema.json). */
export const ref = (
  name: "path" | "when" | "scalarValue" | "fieldGroup" | "operand" | "format",
): SchemaFragment => ({ $ref: `#/$defs/${name}` });

/** What a rule kind's documentation in the meta-schema holds: what it does, examples, its keys' meanings. */
export interface RuleDocs {
  readonly description: string;
  readonly examples: readonly unknown[];
  readonly keys: Readonly<Record<string, string>>;
  /** The generated artifacts the kind changes (default: the validators, the update validators, the CEL and the types' doc comments, which state each rule). */
  readonly artifacts?: readonly string[];
}

/** A body with its documentation: the meta-schema carries it to editors and to docs/spec-language.md. */
export function documented(body: BodySchema, docs: RuleDocs): BodySchema {
  const properties = Object.fromEntries(
    Object.entries(body.properties).map(([key, schema]) => [
      key,
      docs.keys[key] !== undefined ? { description: docs.keys[key], ...schema } : schema,
    ]),
  );
  return {
    description: docs.description,
    ...body,
    properties,
    examples: docs.examples,
    "x-artifacts": docs.artifacts ?? ["validators", "update", "cel", "types"],
  };
}

/** A list of items, at least `minItems` of them. */
export const listOf = (
  items: SchemaFragment,
  minItems = 1,
  description?: string,
): SchemaFragment => ({
  type: "array",
  ...(minItems ? { minItems } : {}),
  items,
  ...(description ? { description } : {}),
});

export interface RuleDefinition<K extends RuleKind, B extends RuleBody = RuleBody> {
  readonly kind: K;
  /** The kind's body in the spec language; the meta-schema is assembled from these (generator/load/meta-schema.ts). */
  readonly body: BodySchema;
  /** The model rule's own parts from a body the meta-schema accepted: paths resolved, fit checked. */
  load(body: B, l: RuleLoader): RuleParts<K>;
  /**
   * False for kinds whose violations are no field error of one field (defaults, frozen objects,
   * a missing item): they take no `error:`. A `unique` rule takes one: its duplicates are then
   * reported once, as that error.
   */
  readonly reportsFieldError?: false;
  /** What the rule requires, in one sentence (documentation and default messages). */
  describe(rule: RuleOf<K>): string;
  /**
   * The rule lowered to the neutral check form: guards, what must hold, and the violations. The
   * TypeScript validator and the CEL for `x-kubernetes-validations` (on the schema of the type
   * that declares the rule: `self` is that object) both render its checks (./check.ts), and
   * test/cel-rules.test.ts checks that they agree. A check the form cannot state yet is a new
   * leaf of `Predicate`, not a renderer of the kind's own.
   *
   * `on: update` rules become transition rules (they mention `oldSelf`, so Kubernetes runs them
   * on updates only). `on: create` rules are transition rules with `optionalOldSelf: true`,
   * `oldSelf.hasValue() || <rule>`: Kubernetes runs them on create too, with no old value. That
   * is exactly "on create" for a kind's own rules; for a nested type it is "when the nested
   * value is new", which also holds on an update that adds it (the TypeScript check skips every
   * update).
   */
  checks?(rule: RuleOf<K>): Check[];
  /**
   * The rule lowered to checks of an update, for a kind about what an update may change
   * (frozenWhen): its predicates may ask about the old object (`wasSet`, `unchanged`). The
   * update check (`update<Type>At`) and the CEL (transition rules) both render them. `fields`:
   * the fields of the type that declares the rule.
   */
  updateChecks?(rule: RuleOf<K>, fields: readonly Field[]): Check[];
  /** The defaults the rule sets, in its type's defaulter (`setDefaults<Type>`) after the fields' own (defaultWhen). */
  defaults?(rule: RuleOf<K>): RuleDefault[];
  /** Where the rule keeps the default of the type's field `jsonName` from being applied (ignoredWhen). */
  skipsDefault?(rule: RuleOf<K>, jsonName: string): Predicate | undefined;
}

/**
 * The neutral check form (rendered by ./check.ts): a predicate over the object that declares a
 * rule, in the terms both targets can state.
 */
export type Predicate =
  | { readonly k: "bool"; readonly v: boolean }
  /** The field is set. */
  | { readonly k: "set"; readonly path: FieldPath }
  /** The object that holds a nested field is present. */
  | { readonly k: "parent"; readonly of: FieldPath }
  /** The spec's condition holds. */
  | { readonly k: "when"; readonly condition: Condition }
  /** The field holds a value (it is there and not null). */
  | { readonly k: "present"; readonly path: FieldPath }
  /** The field's value is one of these. */
  | { readonly k: "oneOf"; readonly path: FieldPath; readonly values: readonly ScalarValue[] }
  /** The field's value is a string of the format, or no string at all (its type check reports that). */
  | { readonly k: "format"; readonly path: FieldPath; readonly format: Exclude<Format, "cel"> }
  /** The field's value is a string that starts with the prefix. */
  | { readonly k: "prefix"; readonly path: FieldPath; readonly prefix: string }
  /** The list holds an item whose key (a path inside the items) has one of the values. */
  | {
      readonly k: "hasItem";
      readonly list: FieldPath;
      readonly key: FieldPath;
      readonly values: readonly ScalarValue[];
    }
  /** A string at the path (any item, through lists) uses the identifier (`claims.email`), as the runtime's `mentions` reads a CEL text. */
  | { readonly k: "mentions"; readonly path: FieldPath; readonly name: string }
  /** `left op right` as `as` (numbers, durations, ...), or an operand is missing or does not parse. */
  | {
      readonly k: "compare";
      readonly left: Operand;
      readonly op: CompareOp;
      readonly right: Operand;
      readonly as: CompareAs;
    }
  /** The field equals the sum, or the difference, of the others, or one of them is missing or does not parse. */
  | {
      readonly k: "derived";
      readonly field: FieldPath;
      readonly op: "difference" | "sum";
      readonly of: readonly FieldPath[];
      readonly as: "number" | "quantity";
    }
  /** On an update: the old object has the field set (read as a non-pointer field: an empty value is not set). */
  | { readonly k: "wasSet"; readonly path: FieldPath }
  /** On an update: the top-level field is the same in the new object and the old (or in neither). */
  | { readonly k: "unchanged"; readonly path: FieldPath }
  /** No two items of the list have the same key (items without one, or with a repeatable one, are not compared). */
  | ({ readonly k: "unique" } & UniqueBy)
  | { readonly k: "not"; readonly x: Predicate }
  | { readonly k: "and" | "or"; readonly xs: readonly Predicate[] };

/** How a `unique` rule keys the items of its list (the check form's `unique` leaf). */
export interface UniqueBy {
  readonly list: FieldPath;
  readonly key?: FieldPath;
  readonly keys?: readonly FieldPath[];
  readonly repeatable?: readonly ScalarValue[];
  readonly aliases?: Readonly<Record<string, string>>;
  /** Keys compared in lower case (the key's values are accepted in any case). */
  readonly lowercase?: boolean;
}

export interface Check {
  /** When the check applies. */
  readonly guard: Predicate;
  /** What must hold where it applies. */
  readonly holds: Predicate;
  readonly violation: FieldViolation | DuplicateViolation;
}

/** A default a rule sets (defaultWhen): `field`, a top-level one, is set to `value` where `guard` holds. */
export interface RuleDefault {
  readonly guard: Predicate;
  readonly field: FieldPath;
  readonly value: unknown;
}

/** One entry of Kubernetes' `x-kubernetes-validations`. */
export interface CelValidation {
  /** The CEL expression; true when the value is valid. */
  readonly rule: string;
  readonly message: string;
  /** Where the error is reported, relative to the schema: `.spec.limit`, `['tls-server-name']`. */
  readonly fieldPath?: string;
  readonly reason?:
    | "FieldValueInvalid"
    | "FieldValueForbidden"
    | "FieldValueRequired"
    | "FieldValueDuplicate";
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
export const literal = (v: ScalarValue): string =>
  code(typeof v === "string" ? v : JSON.stringify(v));
export function list(items: readonly string[], last = "and"): string {
  return items.length <= 1
    ? (items[0] ?? "")
    : `${items.slice(0, -1).join(", ")} ${last} ${items[items.length - 1]}`;
}
export const WHEN = { create: " on create", update: " on update", always: "" } as const;

/**
 * What a check of a rule reports when it fails, as its kind reports it: the error type, the
 * field (none: the object that declares the rule) and the detail, before the spec's `error:`
 * and `detail:` apply. A kind states it once; the TypeScript validator (`reportStatement`) and
 * the CEL (`celValidation`) both report from it, so the two renderings of a rule give the same
 * error. Where one target cannot report as the other does, the kind says so where it renders
 * (CEL has no NotSupported and reports a whole-object rule on the object).
 */
export interface Violation {
  readonly type: RuleErrorType | "NotSupported" | "Duplicate";
  readonly path?: FieldPath;
  readonly detail: string;
  /** NotSupported: the values that are; the TypeScript reports them as Kubernetes does, the CEL (which has no such reason) reports Invalid with `detail`. */
  readonly supported?: readonly ScalarValue[];
  /** The TypeScript reports this format check's own message (Kubernetes' words for the value) unless the spec sets a detail; the CEL reports `detail`. */
  readonly formatMessage?: Exclude<Format, "cel">;
  /** The bad value is the number of items at `path`, not the list (a count compared). */
  readonly count?: true;
}

/** A violation on a field, with one of the error types a spec's `error:` may set, or NotSupported: what `reportStatement` reports. */
export type FieldViolation = Violation & {
  readonly type: RuleErrorType | "NotSupported";
  readonly path: FieldPath;
};

/**
 * Duplicate items of the list at `path` (a `unique` leaf): the runtime's check reports each,
 * on the item, by its key; a rule's `error:` makes it one error for the list instead.
 */
export type DuplicateViolation = Violation & {
  readonly type: "Duplicate";
  readonly path: FieldPath;
};
