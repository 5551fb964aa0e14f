/**
 * The change rules of `corespec diff`: one entry per kind of change between two versions of the
 * specs, each with its level, what it means for clients and stored objects, and the part of
 * Kubernetes' API change rules it follows (kubernetes/community
 * contributors/devel/sig-architecture/api_changes.md). A rule's name is its stable code, in the
 * text and JSON reports alike, as oasdiff's check ids and buf's breaking rules are.
 *
 * Levels: `breaking` fails the diff when it is in a non-alpha version; `compatible` is an
 * addition or a relaxation (a minor release); `docs` changes what is documented only (a patch).
 */

export type Level = "breaking" | "compatible" | "docs";

export interface ChangeRule {
  readonly level: Level;
  /** What the change does to existing clients and stored objects: the report's `why`. */
  readonly message: string;
  /** The section of Kubernetes' api_changes.md (or api-conventions.md) the rule follows. */
  readonly reference: string;
  /** The generated TypeScript type of the element changes (an export of the API package changes). */
  readonly changesTypes: boolean;
}

const API_CHANGES =
  "https://github.com/kubernetes/community/blob/master/contributors/devel/sig-architecture/api_changes.md";
const COMPATIBILITY = `${API_CHANGES}#on-compatibility`;
const GOTCHAS = `${API_CHANGES}#backward-compatibility-gotchas`;
const INCOMPATIBLE = `${API_CHANGES}#incompatible-api-changes`;
const ADDING_A_FIELD = `${API_CHANGES}#adding-a-field`;
const NEW_ENUM_VALUE = `${API_CHANGES}#new-enum-value-in-existing-field`;
const NEW_VERSION = `${API_CHANGES}#new-alpha-api-version`;
const SSA = "https://kubernetes.io/docs/reference/using-api/server-side-apply/#merge-strategy";
const DEPRECATION = "https://kubernetes.io/docs/reference/using-api/deprecation-policy/";

function rule(level: Level, message: string, reference: string, changesTypes = false): ChangeRule {
  return { level, message, reference, changesTypes };
}

export const RULES = {
  // Versions, kinds, named types and their REST resources.
  "version-removed": rule(
    "breaking",
    "the group-version is removed: clients of it and objects stored in it are no longer served",
    INCOMPATIBLE,
    true,
  ),
  "version-added": rule(
    "compatible",
    "a new group-version: existing clients do not see it",
    NEW_VERSION,
    true,
  ),
  "kind-removed": rule(
    "breaking",
    "the kind is removed: its clients and stored objects are no longer served",
    INCOMPATIBLE,
    true,
  ),
  "kind-added": rule(
    "compatible",
    "a new kind: existing clients do not use it",
    COMPATIBILITY,
    true,
  ),
  "type-removed": rule(
    "breaking",
    "the named type is removed: the package no longer exports it or its functions",
    INCOMPATIBLE,
    true,
  ),
  "type-added": rule("compatible", "a new named type", COMPATIBILITY, true),
  "resource-removed": rule(
    "breaking",
    "the kind is no longer served: requests to its resource fail",
    INCOMPATIBLE,
  ),
  "resource-added": rule("compatible", "the kind is now served", COMPATIBILITY),
  "scope-changed": rule(
    "breaking",
    "the resource's scope changed: every URL of it changes and stored objects no longer fit",
    INCOMPATIBLE,
  ),
  "resource-renamed": rule(
    "breaking",
    "the resource's name (plural, singular or list kind) changed: requests by the old name fail",
    INCOMPATIBLE,
  ),
  "resource-semantics-changed": rule(
    "breaking",
    "the resource behaves differently for requests that succeeded before (status subresource, generation, delete answer, create on update, garbage collection, short names, categories, selectable fields)",
    COMPATIBILITY,
  ),
  "resource-extended": rule(
    "compatible",
    "the resource gains a short name, category, selectable field or printer column change",
    COMPATIBILITY,
  ),
  "operation-removed": rule(
    "breaking",
    "the operation is removed: requests that used it fail",
    INCOMPATIBLE,
  ),
  "operation-added": rule(
    "compatible",
    "a new operation: existing clients do not use it",
    COMPATIBILITY,
  ),
  "operation-changed": rule(
    "breaking",
    "the operation's method, path, body, content types or responses changed",
    COMPATIBILITY,
  ),

  // Fields.
  "field-removed": rule(
    "breaking",
    "the field is removed: clients that send it are refused or lose it, and stored objects lose its value",
    COMPATIBILITY,
    true,
  ),
  "field-renamed": rule(
    "breaking",
    "the field is renamed: for clients and stored objects the old name is removed and a new one added",
    `${API_CHANGES}#multiple-api-versions`,
    true,
  ),
  "optional-field-added": rule(
    "compatible",
    "a new optional field: requests and stored objects without it stay valid",
    ADDING_A_FIELD,
    true,
  ),
  "required-field-added": rule(
    "breaking",
    "a new required field without a default: every request and stored object without it is now refused",
    COMPATIBILITY,
    true,
  ),
  "defaulted-required-field-added": rule(
    "compatible",
    "a new required field with a default: objects without it are defaulted, so they stay valid",
    ADDING_A_FIELD,
    true,
  ),
  "type-changed": rule(
    "breaking",
    "the field's type changed: values clients send and objects stored with the old type no longer fit",
    COMPATIBILITY,
    true,
  ),
  "field-made-required": rule(
    "breaking",
    "an optional field became required: requests and stored objects without it are now refused",
    COMPATIBILITY,
    true,
  ),
  "field-made-optional": rule(
    "compatible",
    "a required field became optional: clients that read it must expect it to be unset",
    COMPATIBILITY,
    true,
  ),
  "default-changed": rule(
    "breaking",
    "the field's default changed: objects that leave it out now mean something else",
    COMPATIBILITY,
  ),
  "immutable-added": rule(
    "breaking",
    "a mutable field became immutable (or immutable once set): updates that succeeded before are refused",
    COMPATIBILITY,
  ),
  "immutable-removed": rule(
    "compatible",
    "immutability was removed or relaxed (to once set): updates refused before now succeed",
    COMPATIBILITY,
  ),

  // Values a field accepts.
  "limit-narrowed": rule(
    "breaking",
    "a limit was added or tightened: values valid before are now refused",
    GOTCHAS,
  ),
  "limit-widened": rule(
    "compatible",
    "a limit was removed or relaxed: values refused before are now valid (consumers that relied on the limit must cope)",
    GOTCHAS,
  ),
  "pattern-narrowed": rule(
    "breaking",
    "a pattern was added or changed: values valid before may now be refused",
    GOTCHAS,
  ),
  "pattern-removed": rule(
    "compatible",
    "the pattern was removed: values refused before are now valid",
    GOTCHAS,
  ),
  "format-narrowed": rule(
    "breaking",
    "a format was added or changed: values valid before may now be refused",
    GOTCHAS,
  ),
  "format-removed": rule(
    "compatible",
    "the format was removed: values refused before are now valid",
    GOTCHAS,
  ),
  "enum-value-removed": rule(
    "breaking",
    "an enum value was removed: objects that hold it are refused",
    GOTCHAS,
    true,
  ),
  "enum-value-added": rule(
    "compatible",
    "a new enum value: clients that handle every known value must treat unknown ones safely",
    NEW_ENUM_VALUE,
    true,
  ),
  "values-narrowed": rule(
    "breaking",
    "fewer values are accepted (an enum, null or unknown fields no longer allowed): values valid before are refused",
    GOTCHAS,
    true,
  ),
  "values-widened": rule(
    "compatible",
    "more values are accepted (an enum removed, null or unknown fields allowed)",
    GOTCHAS,
    true,
  ),
  "rule-added": rule(
    "breaking",
    "a validation rule was added: objects valid before may now be refused",
    GOTCHAS,
  ),
  "rule-changed": rule(
    "breaking",
    "a validation rule changed: objects valid before may now be refused",
    GOTCHAS,
  ),
  "rule-removed": rule(
    "compatible",
    "a validation rule was removed: objects refused before are now valid",
    GOTCHAS,
  ),
  "error-changed": rule(
    "compatible",
    "the error reported for an invalid value changed (type, path or detail): clients that match on it must follow",
    COMPATIBILITY,
  ),
  "feature-gate-changed": rule(
    "compatible",
    "the feature gate that enables it changed",
    `${API_CHANGES}#new-field-in-existing-api-version`,
  ),

  // Merge and apply topology.
  "list-type-changed": rule(
    "breaking",
    "the list type or map keys changed: server-side apply merges the list differently and stored lists may no longer fit",
    SSA,
  ),
  "merge-key-changed": rule(
    "breaking",
    "the strategic merge patch strategy or key changed: patches that worked before merge differently",
    SSA,
  ),
  "atomicity-changed": rule(
    "breaking",
    "the map or struct is now merged (or replaced) whole by server-side apply: field managers' ownership changes",
    SSA,
  ),

  // Documentation.
  "doc-changed": rule("docs", "documentation changed", COMPATIBILITY),
  deprecated: rule("docs", "a deprecation was added, changed or removed", DEPRECATION),
  "stability-changed": rule(
    "docs",
    "the declared stability level changed",
    `${API_CHANGES}#alpha-beta-and-stable-versions`,
  ),
} as const satisfies Record<string, ChangeRule>;

export type RuleName = keyof typeof RULES;

/** An alpha version (`v1alpha1`, `v2alpha3`): its changes are reported but do not fail, as Kubernetes may break alpha APIs. */
export function isAlphaVersion(version: string): boolean {
  return /^v\d+alpha\d+$/.test(version);
}
