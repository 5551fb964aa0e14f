/**
 * The keyword registry: one entry per field keyword of the spec language, each a module of
 * this folder named after it (`maxItems` in max-items.ts). The registry's order is the order of
 * the doc sentences and of the schemas' keywords; `CHECK_ORDER` is the order in which the
 * validators and CEL check them (too many before too few, a lower bound before an upper one),
 * `VALUE_ORDER` the order in which a literal value (a default) is checked, the first problem
 * reported. The loader, the validators, the schemas, the doc comments and `diff` loop over
 * these and name no keyword.
 */
import type { Write } from "../code/write.js";
import type { Field, Shape } from "../model/model.js";
import type { CelValidation } from "../rules/context.js";
import { celResult } from "./cel-result.js";
import { celVariables } from "./cel-variables.js";
import { customValues } from "./custom-values.js";
import { defaultKeyword } from "./default.js";
import { enumKeyword } from "./enum.js";
import { exclusiveMaximum } from "./exclusive-maximum.js";
import { exclusiveMinimum } from "./exclusive-minimum.js";
import { format } from "./format.js";
import { immutable } from "./immutable.js";
import type {
  KeywordDefinition,
  KeywordName,
  KeywordWriteContext,
  SchemaFragment,
  ShapeKeywordName,
} from "./keyword.js";
import { listMapKeys } from "./list-map-keys.js";
import { listType } from "./list-type.js";
import { maxBytes } from "./max-bytes.js";
import { maxItems } from "./max-items.js";
import { maxLength } from "./max-length.js";
import { maxProperties } from "./max-properties.js";
import { maxTotalBytes } from "./max-total-bytes.js";
import { maximum } from "./maximum.js";
import { minItems } from "./min-items.js";
import { minLength } from "./min-length.js";
import { minProperties } from "./min-properties.js";
import { minimum } from "./minimum.js";
import { nullable } from "./nullable.js";
import { patchMergeKey } from "./patch-merge-key.js";
import { patchStrategy } from "./patch-strategy.js";
import { pattern } from "./pattern.js";
import { required } from "./required.js";

export type { KeywordDefinition, KeywordName } from "./keyword.js";

export const KEYWORDS: { readonly [K in KeywordName]: KeywordDefinition<K> } = {
  enum: enumKeyword,
  customValues,
  format,
  celResult,
  celVariables,
  pattern,
  minLength,
  maxLength,
  maxBytes,
  minItems,
  maxItems,
  minProperties,
  maxProperties,
  maxTotalBytes,
  minimum,
  maximum,
  exclusiveMinimum,
  exclusiveMaximum,
  listType,
  listMapKeys,
  patchStrategy,
  patchMergeKey,
  nullable,
  required,
  default: defaultKeyword,
  immutable,
};

/** Every keyword, in the registry's order. */
export const KEYWORD_LIST: readonly KeywordDefinition[] = Object.values(
  KEYWORDS,
) as KeywordDefinition[];

/** The keywords of a shape, in the registry's order. */
export const SHAPE_KEYWORDS: readonly KeywordDefinition<ShapeKeywordName>[] = KEYWORD_LIST.filter(
  (k): k is KeywordDefinition<ShapeKeywordName> => k.on === "shape",
);

/** The order of the validators' and CEL's checks, where it differs from the registry's. */
export const CHECK_ORDER: readonly KeywordDefinition[] = (
  [
    "enum",
    "format",
    "pattern",
    "minLength",
    "maxLength",
    "maxBytes",
    "maxItems",
    "minItems",
    "maxProperties",
    "minProperties",
    "minimum",
    "exclusiveMinimum",
    "maximum",
    "exclusiveMaximum",
    "maxTotalBytes",
  ] as const
).map((k) => KEYWORDS[k] as KeywordDefinition);

/** The order in which a literal value's rules are checked: the first problem is reported. */
export const VALUE_ORDER: readonly KeywordDefinition[] = (
  [
    "maxItems",
    "minItems",
    "listType",
    "maxProperties",
    "minProperties",
    "minLength",
    "maxLength",
    "maxBytes",
    "pattern",
    "format",
  ] as const
).map((k) => KEYWORDS[k] as KeywordDefinition);

/** The bounds, in the order they are checked. */
export const BOUNDS = CHECK_ORDER.filter(
  (k) => k.bound !== undefined,
) as readonly (KeywordDefinition<
  "minimum" | "maximum" | "exclusiveMinimum" | "exclusiveMaximum"
> & { bound: NonNullable<KeywordDefinition["bound"]> })[];

/** The doc sentences of a shape's keywords. */
export function keywordFacts(shape: Shape): string[] {
  return SHAPE_KEYWORDS.flatMap((k) => k.facts?.(shape) ?? []);
}

/** The doc sentences of a field's keywords. */
export function fieldKeywordFacts(field: Field): string[] {
  return KEYWORD_LIST.flatMap((k) => k.fieldFacts?.(field) ?? []);
}

/** The JSON Schema keywords of a shape's keywords (a later keyword's value of the same JSON Schema keyword replaces an earlier's in place). */
export function keywordSchema(shape: Shape): SchemaFragment {
  const out: SchemaFragment = {};
  for (const k of SHAPE_KEYWORDS) Object.assign(out, k.schema?.(shape));
  return out;
}

/** The x-kubernetes-validations of a (resolved) shape's keywords. */
export function keywordCelValidations(shape: Shape): CelValidation[] {
  return CHECK_ORDER.flatMap((k) => k.cel?.(shape) ?? []);
}

/** The first rule of a list's, a map's or a string's keywords a value breaks, in `VALUE_ORDER` (the bounds are checked by the caller, which compares durations and quantities). */
export function keywordValueProblem(
  value: unknown,
  shape: Shape,
  what: "strings" | "lists" | "maps",
): string | undefined {
  for (const k of VALUE_ORDER) {
    if (k.fits?.what !== what) continue;
    const problem = k.valueProblem?.(value, shape);
    if (problem !== undefined) return problem;
  }
  return undefined;
}

/** The validator checks of a shape's keywords that fit `what` (strings, lists, maps; `scalars`: those that fit any scalar, the enum), in `CHECK_ORDER`. */
export function keywordChecks(
  shape: Shape,
  ctx: KeywordWriteContext,
  what: "scalars" | "strings" | "lists" | "maps",
): Write[] {
  return CHECK_ORDER.flatMap((k) =>
    (k.fits?.what ?? "scalars") === what && k.validate ? (k.validate(shape, ctx) ?? []) : [],
  );
}
