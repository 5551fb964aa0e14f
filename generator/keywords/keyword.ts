/**
 * The keyword registry's contract: each field keyword of the spec language (`maxItems`,
 * `pattern`, `immutable`, ...) has one module with everything about it: its key and its docs,
 * whether it fits the shape it is written on and its other load-time checks, the rule it sets
 * for a literal value (a default, an example, an enum entry), its lowering to validator code,
 * its JSON Schema / OpenAPI keyword, its CEL where JSON Schema cannot say it, the sentence of
 * the generated doc comment, and how a change of it counts in `corespec diff`. The emitters
 * loop over the registry (generator/keywords/index.ts) and name no keyword.
 *
 * Keywords import the model and the neutral code-writing helpers (generator/code), never an
 * emitter (test/architecture.test.ts).
 */
import type { Locals, ModuleScope } from "../code/scope.js";
import type { Write } from "../code/write.js";
import type { Constraints, Field, Scalar, Shape } from "../model/model.js";
import type { TypeLookup } from "../model/queries.js";
import type { Code } from "../load/codes.js";
import type { CelValidation } from "../rules/context.js";

/** The keywords of a shape (the type of a field, an item, a map's values or keys, an alias). */
export type ShapeKeywordName = Exclude<keyof Constraints, never>;
/** The keywords of a field that are about its value (its other keys are annotations: doc, stability, ...). */
export type FieldKeywordName = "required" | "default" | "immutable";
export type KeywordName = ShapeKeywordName | FieldKeywordName;

/** A keyword's entry in the spec language reference: one sentence and an example of its use. */
export interface KeywordDocs {
  readonly summary: string;
  /** A field written with it, as YAML: `ports: { type: array, items: Port, maxItems: 16 }`. */
  readonly example: string;
}

/** What a keyword's load-time checks are given: the shape, what it resolves to, and where to report. */
export interface KeywordLoadContext {
  readonly shape: Shape;
  /** What the shape is once named types are followed: a scalar, a list, a map or an object type. */
  readonly kind: "scalar" | "array" | "map" | "object" | "ref";
  /** The underlying shape's scalar, when it is one. */
  readonly scalar: Scalar | undefined;
  /** A list's items, once named types are followed. */
  readonly items?: Shape;
  /** The shape in words, for a message: `string`, `array`, `object type Lease`. */
  readonly what: string;
  readonly lookup: TypeLookup;
  /** Reports a problem of the registry (load/codes.ts) at a key of the shape (`maxItems`) or at a place below it. */
  error(
    at: readonly (string | number)[],
    code: Code,
    message: string,
    where?: "key" | "value",
  ): void;
  /** Whether a literal value has the JSON kind (and enum value) of a shape (load/values.ts). */
  kindProblem(value: unknown, shape: Shape): string | undefined;
  /** Whether a literal value passes the rules of a shape, its keywords' `valueProblem` (load/value-rules.ts). */
  ruleProblem(value: unknown, shape: Shape): string | undefined;
}

/** Where a value is checked in a generated validator: the expressions of the value and its path, and how the field reports. */
export interface KeywordSite {
  /** An expression holding the value (a local). */
  readonly value: string;
  /** An expression giving its path; evaluated only when needed. */
  readonly path: string;
  /** A readable hint for names of locals and constants. */
  readonly hint: string;
  /** The field's `error` type Invalid: a value outside the enum or past a length limit is Invalid (with this detail for the enum), not NotSupported or TooLong. */
  readonly enumInvalid?: string;
  /** Too many items or entries is TooLong, as Kubernetes reports some maps (the field's `error`), not TooMany. */
  readonly countTooLong?: boolean;
  /** A map key: an empty key is Invalid on the map (Kubernetes has no field to call Required). */
  readonly mapKey?: boolean;
  /** For the checks of a list or a map: an expression counting its items or keys (`path` is then a local holding its path). */
  readonly count?: string;
}

/** What a keyword's validator code is written with: the module's scope and the function's locals. */
export interface KeywordWriteContext {
  readonly scope: ModuleScope;
  readonly locals: Locals;
  readonly site: KeywordSite;
}

/** A JSON Schema fragment (draft 2020-12 keywords; the OpenAPI emitters rewrite what their dialect writes otherwise). */
export type SchemaFragment = { [key: string]: unknown };

/**
 * A numeric bound (`minimum`, ...): how it compares, for each target. The validators compare
 * numbers, nanoseconds of a duration or quantities with it; CEL states it for durations and
 * quantities, whose bounds JSON Schema cannot hold.
 */
export interface BoundDefinition {
  /** The TypeScript operator that tells the value breaks the bound: `<` for minimum. */
  readonly breaks: "<" | "<=" | ">" | ">=";
  /** The CEL operator that holds for a value within it: `>=` for minimum. */
  readonly holds: "<" | "<=" | ">" | ">=";
  /** `greater than or equal to`: the message is `must be <words> <bound>`. */
  readonly words: string;
}

export interface KeywordDefinition<K extends KeywordName = KeywordName> {
  readonly key: K;
  /** Written on a shape (a field's type, an item, an alias) or on a field. */
  readonly on: "shape" | "field";
  readonly docs: KeywordDocs;
  /** What the keyword fits: strings (an int-or-string too where `intOrString`), lists, maps (an `object` too), or anything. */
  readonly fits?: { readonly what: "strings" | "lists" | "maps"; readonly intOrString?: boolean };
  /** Its other load-time checks: a bound that fits the scalar, a pattern RE2 accepts, a range that is not empty. */
  readonly check?: (ctx: KeywordLoadContext) => void;
  /**
   * The rule it sets for a literal value of its shape (a default, an example, an enum entry):
   * the problem (`must have at most 3 items`) or undefined. `value` has its shape's JSON kind.
   */
  readonly valueProblem?: (value: unknown, shape: Shape) => string | undefined;
  /** A numeric bound: how it compares (the validators' number, duration and quantity checks, CEL). */
  readonly bound?: BoundDefinition;
  /** Its validator code, lowered from the shape: one check of a value that has the shape's JSON type. */
  readonly validate?: (shape: Shape, ctx: KeywordWriteContext) => Write | undefined;
  /** Its JSON Schema keywords (the OpenAPI documents are written from the same schemas). */
  readonly schema?: (shape: Shape) => SchemaFragment;
  /** Its x-kubernetes-validations, where JSON Schema cannot say it (a duration's bound, a map's total size). */
  readonly cel?: (shape: Shape) => CelValidation[];
  /** Its sentences in the doc comment of the generated type or field (`Items: at most 16.`). */
  readonly facts?: (shape: Shape) => string[];
  /** Its sentences in a field's doc comment, for a field keyword. */
  readonly fieldFacts?: (field: Field) => string[];
  /** For `corespec diff`: whether a larger value accepts more values (`upper`: maxItems) or fewer (`lower`: minItems). */
  readonly limit?: "upper" | "lower";
}
