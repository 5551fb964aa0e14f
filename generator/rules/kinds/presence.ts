/** What the presence rule kinds share: the `fields:` body of required and forbidden, and the alternatives of the four field-set kinds (mutuallyExclusive, atLeastOneOf, exactlyOneOf, together). */
import type { FieldAlternative } from "../../model/model.js";
import { and, type Check, FALSE, isSet, not, or, parentPresent, type Predicate } from "../check.js";
import {
  type BodySchema,
  code,
  documented,
  type FieldViolation,
  list,
  listOf,
  ref,
  type RuleDefinition,
  type RuleDocs,
  type RuleLoader,
  type RuleOf,
} from "../context.js";

export const fieldList = (fields: readonly { text: string }[]) =>
  list(fields.map((f) => code(f.text)));
export const alternative = (alt: FieldAlternative) => alt.map((p) => code(p.text)).join("/");
/** An alternative is set when any of its paths is. */
export const alternativeSet = (alt: FieldAlternative): Predicate => or(...alt.map(isSet));

/** `fields:` paths, with a `when:` (required by `forbidden`, optional for `required`). */
export type FieldsBody = { fields: string[]; when?: unknown };
export const fieldsBody = (required: string[]): BodySchema => ({
  required,
  properties: { fields: listOf(ref("path")), when: ref("when") },
});

export type FieldSetRule = RuleOf<
  "mutuallyExclusive" | "atLeastOneOf" | "exactlyOneOf" | "together"
>;
/** At most one alternative set: Forbidden (the TypeScript check reports it on each alternative set after the first, as Kubernetes reports the later field). */
export const atMostOneViolation = (r: FieldSetRule): Omit<FieldViolation, "path"> => ({
  type: "Forbidden",
  detail: `${list(r.alternatives.map(alternative), "and")} are mutually exclusive`,
});
/** At least one alternative set: Required on the first. */
export const atLeastOneViolation = (r: FieldSetRule): FieldViolation => ({
  type: "Required",
  path: r.alternatives[0]![0]!,
  detail: `one of ${list(r.alternatives.map(alternative), "or")} must be set`,
});

/**
 * At most one alternative set, reported as Kubernetes reports the later field: on each
 * alternative set after an earlier one, at its first path set (`a` and `b` set: Forbidden on `b`).
 */
export function atMostOne(r: FieldSetRule): Check[] {
  const sets = r.alternatives.map(alternativeSet);
  return r.alternatives.slice(1).flatMap((alt, i) =>
    alt.map((path, k) => ({
      guard: and(or(...sets.slice(0, i + 1)), isSet(path), not(or(...alt.slice(0, k).map(isSet)))),
      holds: FALSE,
      violation: { ...atMostOneViolation(r), path },
    })),
  );
}

/** At least one alternative set (when the parent the paths share is present). */
export const atLeastOne = (r: FieldSetRule): Check => ({
  guard: parentPresent(r.alternatives.flat()),
  holds: or(...r.alternatives.map(alternativeSet)),
  violation: atLeastOneViolation(r),
});

/** Set together: Required on the first path of each alternative left unset while another is set. */
export const togetherViolation = (r: FieldSetRule, i: number): FieldViolation => ({
  type: "Required",
  path: r.alternatives[i]![0]!,
  detail: `must be set together with ${list(r.alternatives.filter((_, j) => j !== i).map(alternative))}`,
});

/** `fields:` alternatives, each a path or a list of paths (set when any of them is). */
export type AlternativesBody = { fields: (string | string[])[] };
export const ALTERNATIVES_BODY: BodySchema = {
  required: ["fields"],
  properties: { fields: listOf(ref("fieldGroup"), 2) },
};
export const loadAlternatives = (b: AlternativesBody, l: RuleLoader) => ({
  alternatives: b.fields.map((alt, i) =>
    Array.isArray(alt)
      ? alt.map((t, j) => l.path(t, ["fields", i, j]))
      : [l.path(alt, ["fields", i])],
  ),
});

export type FieldSetKind = "mutuallyExclusive" | "atLeastOneOf" | "exactlyOneOf" | "together";

/** A field-set kind: every one has the same body and loading. */
export function fieldSetRule<K extends FieldSetKind>(
  kind: K,
  describe: (r: RuleOf<K>) => string,
  checks: (r: FieldSetRule) => Check[],
  docs: Omit<RuleDocs, "keys">,
): RuleDefinition<K, AlternativesBody> {
  // Every field-set kind has the same model shape (RuleOf<K> does not narrow for a generic K).
  const load = loadAlternatives as RuleDefinition<K, AlternativesBody>["load"];
  const body = documented(ALTERNATIVES_BODY, {
    ...docs,
    keys: {
      fields:
        "The alternatives: each a path, or a list of paths that counts as set when any of them is.",
    },
  });
  return { kind, body, load, describe, checks: (r) => checks(r as FieldSetRule) };
}
