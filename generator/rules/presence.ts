/** Rules about which fields are set: required, forbidden, and the field-set rules. */
import { describeCondition } from "../model/describe.js";
import type { FieldAlternative, FieldPath } from "../model/model.js";
import { and, FALSE, implies, isSet, not, or, parentPresent, when, type Check, type Predicate } from "./check.js";
import { code, documented, list, listOf, ref, WHEN, type BodySchema, type RuleDocs, type FieldViolation, type RuleDefinition, type RuleLoader, type RuleOf } from "./context.js";

const fieldList = (fields: readonly { text: string }[]) => list(fields.map((f) => code(f.text)));
const alternative = (alt: FieldAlternative) => alt.map((p) => code(p.text)).join("/");
/** An alternative is set when any of its paths is. */
const alternativeSet = (alt: FieldAlternative): Predicate => or(...alt.map(isSet));

/** `fields:` paths, with a `when:` (required by `forbidden`, optional for `required`). */
type FieldsBody = { fields: string[]; when?: unknown };
const fieldsBody = (required: string[]): BodySchema => ({ required, properties: { fields: listOf(ref("path")), when: ref("when") } });

const requiredViolation = (r: RuleOf<"required">, field: FieldPath): FieldViolation => ({ type: "Required", path: field, detail: r.when ? `must be set when ${describeCondition(r.when)}` : "" });

export const required: RuleDefinition<"required", FieldsBody> = {
  kind: "required",
  body: documented(fieldsBody(["fields"]), {
    description: "The fields must be set: always, or when the condition holds. A missing one is Required.",
    examples: [{ required: { when: { field: "strategy", equals: "OldestEmulationVersion" }, fields: ["emulationVersion"] } }, { required: { on: "create", fields: ["action", "reason"] } }],
    keys: { fields: "The paths that must be set.", when: "The condition under which they must be (always without it)." },
  }),
  load: (b, l) => ({ fields: l.paths(b.fields, "fields"), ...(b.when !== undefined ? { when: l.when() } : {}) }),
  describe: (r) => `${fieldList(r.fields)} ${r.fields.length > 1 ? "are" : "is"} required${r.when ? ` when ${describeCondition(r.when)}` : ""}${WHEN[r.on]}.`,
  // A nested field of an unset parent is not reported: the parent is, where it is required.
  checks: (r) => r.fields.map((field) => ({ guard: when(r.when), holds: implies(parentPresent([field]), isSet(field)), violation: requiredViolation(r, field) })),
};

const forbiddenViolation = (r: RuleOf<"forbidden">, field: FieldPath): FieldViolation => ({ type: "Forbidden", path: field, detail: `may not be set when ${describeCondition(r.when)}` });

export const forbidden: RuleDefinition<"forbidden", FieldsBody> = {
  kind: "forbidden",
  body: documented(fieldsBody(["fields", "when"]), {
    description: "The fields must not be set when the condition holds. A set one is Forbidden.",
    examples: [{ forbidden: { when: { field: "strategy", set: false }, fields: ["preferredHolder"] } }],
    keys: { fields: "The paths that must not be set.", when: "The condition under which they must not be." },
  }),
  load: (b, l) => ({ fields: l.paths(b.fields, "fields"), when: l.when() }),
  describe: (r) => `${fieldList(r.fields)} must not be set when ${describeCondition(r.when)}${WHEN[r.on]}.`,
  checks: (r) => r.fields.map((field) => ({ guard: when(r.when), holds: not(isSet(field)), violation: forbiddenViolation(r, field) })),
};

type FieldSetRule = RuleOf<"mutuallyExclusive" | "atLeastOneOf" | "exactlyOneOf" | "together">;
/** At most one alternative set: Forbidden (the TypeScript check reports it on each alternative set after the first, as Kubernetes reports the later field). */
const atMostOneViolation = (r: FieldSetRule): Omit<FieldViolation, "path"> => ({ type: "Forbidden", detail: `${list(r.alternatives.map(alternative), "and")} are mutually exclusive` });
/** At least one alternative set: Required on the first. */
const atLeastOneViolation = (r: FieldSetRule): FieldViolation => ({ type: "Required", path: r.alternatives[0]![0]!, detail: `one of ${list(r.alternatives.map(alternative), "or")} must be set` });

/**
 * At most one alternative set, reported as Kubernetes reports the later field: on each
 * alternative set after an earlier one, at its first path set (`a` and `b` set: Forbidden on `b`).
 */
function atMostOne(r: FieldSetRule): Check[] {
  const sets = r.alternatives.map(alternativeSet);
  return r.alternatives.slice(1).flatMap((alt, i) =>
    alt.map((path, k) => ({ guard: and(or(...sets.slice(0, i + 1)), isSet(path), not(or(...alt.slice(0, k).map(isSet)))), holds: FALSE, violation: { ...atMostOneViolation(r), path } })),
  );
}

/** At least one alternative set (when the parent the paths share is present). */
const atLeastOne = (r: FieldSetRule): Check => ({ guard: parentPresent(r.alternatives.flat()), holds: or(...r.alternatives.map(alternativeSet)), violation: atLeastOneViolation(r) });

/** Set together: Required on the first path of each alternative left unset while another is set. */
const togetherViolation = (r: FieldSetRule, i: number): FieldViolation => ({
  type: "Required",
  path: r.alternatives[i]![0]!,
  detail: `must be set together with ${list(r.alternatives.filter((_, j) => j !== i).map(alternative))}`,
});

/** `fields:` alternatives, each a path or a list of paths (set when any of them is). */
type AlternativesBody = { fields: (string | string[])[] };
const ALTERNATIVES_BODY: BodySchema = { required: ["fields"], properties: { fields: listOf(ref("fieldGroup"), 2) } };
const loadAlternatives = (b: AlternativesBody, l: RuleLoader) => ({
  alternatives: b.fields.map((alt, i) => (Array.isArray(alt) ? alt.map((t, j) => l.path(t, ["fields", i, j])) : [l.path(alt, ["fields", i])])),
});

type FieldSetKind = "mutuallyExclusive" | "atLeastOneOf" | "exactlyOneOf" | "together";

/** A field-set kind: every one has the same body and loading. */
function fieldSetRule<K extends FieldSetKind>(kind: K, describe: (r: RuleOf<K>) => string, checks: (r: FieldSetRule) => Check[], docs: Omit<RuleDocs, "keys">): RuleDefinition<K, AlternativesBody> {
  // Every field-set kind has the same model shape (RuleOf<K> does not narrow for a generic K).
  const load = loadAlternatives as RuleDefinition<K, AlternativesBody>["load"];
  const body = documented(ALTERNATIVES_BODY, { ...docs, keys: { fields: "The alternatives: each a path, or a list of paths that counts as set when any of them is." } });
  return { kind, body, load, describe, checks: (r) => checks(r as FieldSetRule) };
}

export const mutuallyExclusive: RuleDefinition<"mutuallyExclusive", AlternativesBody> = fieldSetRule(
  "mutuallyExclusive",
  (r) => `At most one of ${list(r.alternatives.map(alternative), "or")} may be set${WHEN[r.on]}.`,
  atMostOne,
  { description: "At most one of the alternatives may be set; each set after the first is Forbidden.", examples: [{ mutuallyExclusive: { fields: [["claim", "prefix"], "expression"] } }] },
);

export const atLeastOneOf: RuleDefinition<"atLeastOneOf", AlternativesBody> = fieldSetRule(
  "atLeastOneOf",
  (r) => `At least one of ${list(r.alternatives.map(alternative), "or")} must be set${WHEN[r.on]}.`,
  (r) => [atLeastOne(r)],
  { description: "At least one of the alternatives must be set; otherwise Required on the first.", examples: [{ atLeastOneOf: { fields: ["tcp", "uds"] } }] },
);

export const exactlyOneOf: RuleDefinition<"exactlyOneOf", AlternativesBody> = fieldSetRule(
  "exactlyOneOf",
  (r) => `Exactly one of ${list(r.alternatives.map(alternative), "or")} must be set${WHEN[r.on]}.`,
  // At least one (Required on the first), at most one (Forbidden on the later ones).
  (r) => [atLeastOne(r), ...atMostOne(r)],
  { description: "Exactly one of the alternatives must be set: none is Required on the first, a second is Forbidden.", examples: [{ exactlyOneOf: { fields: ["claim", "expression"] } }] },
);

export const together: RuleDefinition<"together", AlternativesBody> = fieldSetRule(
  "together",
  (r) => `${list(r.alternatives.map(alternative))} must be set together or not at all${WHEN[r.on]}.`,
  // Each alternative left unset while another is set: `b` set and `a` not, Required on `a`.
  (r) => {
    const sets = r.alternatives.map(alternativeSet);
    return r.alternatives.map((_, i) => ({ guard: or(...sets.filter((_, j) => j !== i)), holds: sets[i]!, violation: togetherViolation(r, i) }));
  },
  { description: "The alternatives are set all together or not at all; one left unset while another is set is Required.", examples: [{ together: { fields: ["clientCertificateData", "clientKeyData"] } }] },
);
