/**
 * The registry of diagnostic codes, as TypeSpec keeps its diagnostics: every problem corespec
 * reports about spec files, corespec.yaml and the documents `corespec validate` reads has one
 * entry here, with a stable kebab-case code (printed after the message, `[unknown-type]`, and in
 * the JSON reports), a one-line description, the fix, the severity and what reports it. A
 * diagnostic is made only through an entry (Diagnostic.code names one, LoadContext.error takes
 * one), so no message goes out without a code; tests match codes, not whole messages
 * (test/diagnostic-codes.test.ts checks that every entry is used). The spec language reference
 * lists them (docs/spec-language.md, "Diagnostics"). Codes are never renamed: a new problem gets
 * a new code.
 */

export interface DiagnosticCode {
  /** Stable, kebab-case: `unknown-type`. */
  readonly code: string;
  /** The problem, one line. */
  readonly description: string;
  /** How to fix it, one line. */
  readonly hint: string;
  /** An error keeps the model from being built (the document from passing); a warning does not (`validate --strict` makes it an error). */
  readonly severity: "error" | "warning";
  /** What reports it: the spec loader, corespec.yaml's reader, or `corespec validate`. */
  readonly source: "spec" | "project" | "validate";
}

type Entry = Omit<DiagnosticCode, "source" | "severity"> & { readonly severity?: "warning" };

function group<const T extends Record<string, Entry>>(
  source: DiagnosticCode["source"],
  entries: T,
): {
  readonly [K in keyof T]: T[K] & {
    readonly severity: "error" | "warning";
    readonly source: DiagnosticCode["source"];
  };
} {
  return Object.fromEntries(
    Object.entries(entries).map(([k, e]) => [k, { severity: "error", ...e, source }]),
  ) as never;
}

const SPEC = group("spec", {
  yamlSyntax: {
    code: "yaml-syntax",
    description:
      "A spec file is not well-formed YAML: a syntax error, a repeated key, or a second document.",
    hint: "Fix the YAML at the position shown; a spec file holds one document with unique keys.",
  },
  yamlLimit: {
    code: "yaml-limit",
    description: "A spec file nests deeper or holds more tokens than the YAML reader reads.",
    hint: "Nest less: declare a named type for the inner levels.",
  },
  yamlAlias: {
    code: "yaml-alias",
    description:
      "A YAML alias names no anchor set before it, sits inside its own anchor's value, or expands too often.",
    hint: "Set the anchor before the alias, or write the value out.",
  },
  fileTooLarge: {
    code: "file-too-large",
    description: "A spec file is larger than the most a spec file may hold (8 MiB).",
    hint: "Split it: one file per group-version.",
  },
  unknownKey: {
    code: "unknown-key",
    description: "A key the spec language does not know.",
    hint: "Correct its spelling (the message suggests the closest key) or remove it.",
  },
  missingKey: {
    code: "missing-key",
    description: "A key the spec language requires is missing.",
    hint: "Add the key the message names.",
  },
  wrongType: {
    code: "wrong-type",
    description:
      "A value of the wrong JSON type: a string where a boolean goes, a list where a mapping goes.",
    hint: "Write the value as the type the message names.",
  },
  valueNotAllowed: {
    code: "value-not-allowed",
    description: "A value outside the ones a key allows (a format, a rule kind's option).",
    hint: "Use one of the values the message lists.",
  },
  valueInvalid: {
    code: "value-invalid",
    description:
      "A value that breaks the form a key requires: a name that is not PascalCase, a version that is not v1, v1beta1, ...",
    hint: "Write the value in the form the message names.",
  },
  ruleKindCount: {
    code: "rule-kind-count",
    description: "A rule that names no rule kind, or more than one.",
    hint: "Write each rule as one mapping with exactly one rule kind key.",
  },
  conditionOperatorCount: {
    code: "condition-operator-count",
    description: 'A condition without "field" or without exactly one operator.',
    hint: 'Give the condition a "field" and one operator (equals, in, set, ...).',
  },
  schemaViolation: {
    code: "schema-violation",
    description:
      "Any other break of the spec language's meta-schema (too few or too many entries, ...).",
    hint: "Correct the value as the message says; docs/spec-language.md describes each key.",
  },
  duplicateDeclaration: {
    code: "duplicate-declaration",
    description: "A kind or type declared twice in one group-version.",
    hint: "Rename or remove one of them; the message names the first.",
  },
  duplicateGroupVersion: {
    code: "duplicate-group-version",
    description: "A group-version declared by two spec files.",
    hint: "Declare each group-version in one file.",
  },
  secondOperationsFile: {
    code: "second-operations-file",
    description: "More than one operations file.",
    hint: "Keep every operation in one operations file.",
  },
  unknownType: {
    code: "unknown-type",
    description: "A type name that no spec file declares and that is not a built-in type.",
    hint: "Correct the name, declare the type, or load corespec's library (a corespec.yaml beside the specs).",
  },
  ambiguousType: {
    code: "ambiguous-type",
    description: "A bare type name that several group-versions declare.",
    hint: "Qualify it as group/version.Name.",
  },
  aliasLoop: {
    code: "alias-loop",
    description: "A type that is an alias of itself, directly or through other aliases.",
    hint: "Give one of the types fields, or make it an alias of another type.",
  },
  requiredAndMarkedRequired: {
    code: "required-and-marked-required",
    description: 'A field that is both "required" and "markedRequired".',
    hint: "Keep one of the two keys.",
  },
  embeddedNotObject: {
    code: "embedded-not-object",
    description: "An embedded field whose type is not an object type.",
    hint: 'Embed only fields of an object type, or drop "embedded".',
  },
  unknownOperation: {
    code: "unknown-operation",
    description: "A resource names an operation the operations file does not declare.",
    hint: "Correct the name (the message suggests the closest) or declare the operation.",
  },
  unknownParameter: {
    code: "unknown-parameter",
    description: "An operation names a query parameter the operations file does not declare.",
    hint: 'Correct the name or declare the parameter under "parameters".',
  },
  unknownField: {
    code: "unknown-field",
    description: "A path or list key names a field its type does not have.",
    hint: "Correct the field's name (the message suggests the closest) or add the field.",
  },
  pathNotObject: {
    code: "path-not-object",
    description: "A path steps into a field that is not an object.",
    hint: "End the path at that field, or give the field an object type.",
  },
  pathNotList: {
    code: "path-not-list",
    description: "A path step with [] on a field that is not a list.",
    hint: "Drop the [] or name a list field.",
  },
  itemsWithoutArray: {
    code: "items-without-array",
    description: '"items" on a type that is not "array".',
    hint: 'Write type: array, or drop "items".',
  },
  keysWithoutMap: {
    code: "keys-without-map",
    description: '"values" or "keys" on a type that is not "map".',
    hint: 'Write type: map, or drop "values" and "keys".',
  },
  arrayWithoutItems: {
    code: "array-without-items",
    description: 'Type "array" without "items".',
    hint: 'Give the list its item type with "items".',
  },
  mapWithoutValues: {
    code: "map-without-values",
    description: 'Type "map" without "values".',
    hint: 'Give the map its value type with "values".',
  },
  keywordMisplaced: {
    code: "keyword-misplaced",
    description:
      "A field keyword written on a type it does not fit (maxLength on a number, enum on an object, ...).",
    hint: "Move the keyword to a field it fits, or remove it.",
  },
  keywordNeedsKeyword: {
    code: "keyword-needs-keyword",
    description:
      "A keyword written without the keyword it goes with (listMapKeys without listType map, celResult without format cel, ...).",
    hint: "Add the keyword the message names, or remove this one.",
  },
  mapKeysNotString: {
    code: "map-keys-not-string",
    description: 'A map whose "keys" type is not a string.',
    hint: "Give the keys a string type (a string alias, a string with a format or a pattern).",
  },
  boundsInverted: {
    code: "bounds-inverted",
    description:
      "A lower bound greater than its upper bound (minLength above maxLength, minimum above maximum, ...).",
    hint: "Swap or correct the bounds.",
  },
  boundInvalid: {
    code: "bound-invalid",
    description:
      "A numeric bound that does not fit its field: not a number, not an integer on an integer, not a duration or a quantity.",
    hint: 'Write the bound in the field\'s own terms ("30s" for a duration, "1Gi" for a quantity).',
  },
  listKeysNeedObjects: {
    code: "list-keys-need-objects",
    description: "List keys (listMapKeys, patchMergeKey) on a list whose items are not objects.",
    hint: "Key only lists of an object type.",
  },
  defaultInvalid: {
    code: "default-invalid",
    description: "A default that breaks its own field's type, enum or rules.",
    hint: "Change the default to a value the field accepts.",
  },
  exampleInvalid: {
    code: "example-invalid",
    description: "An example that breaks its own field's type, enum or rules.",
    hint: "Change the example to a value the field accepts.",
  },
  enumValueInvalid: {
    code: "enum-value-invalid",
    description: "An enum value that breaks its own field's type or rules.",
    hint: "Change or remove the enum value.",
  },
  patternInvalid: {
    code: "pattern-invalid",
    description: "A pattern that is not a regular expression.",
    hint: "Correct the regular expression.",
  },
  patternNotRe2: {
    code: "pattern-not-re2",
    description:
      "A pattern RE2 (Go's regexp, which Kubernetes evaluates it with) cannot read: look-arounds, backreferences, ...",
    hint: "State the pattern in RE2 (the message says what to write instead where there is a way).",
  },
  ruleErrorNotAllowed: {
    code: "rule-error-not-allowed",
    description: '"error" on a rule kind that reports no field error of its own.',
    hint: 'Remove "error" from the rule.',
  },
  ruleErrorValueNeedsInvalid: {
    code: "rule-error-value-needs-invalid",
    description: "A rule's error sets a bad value with a type other than Invalid.",
    hint: 'Write type: Invalid, or drop "value".',
  },
  ruleErrorSetFieldsWithoutFields: {
    code: "rule-error-set-fields-without-fields",
    description: 'A rule\'s error value "setFields" on a rule kind that has no "fields".',
    hint: "Name the bad value's field instead.",
  },
  ruleErrorPathEach: {
    code: "rule-error-path-each",
    description: "A rule's error path or bad value's field that goes through a list ([]).",
    hint: "Name one field, without [].",
  },
  ruleNeedsList: {
    code: "rule-needs-list",
    description: "A rule or condition that needs a list names a field that is not one.",
    hint: "Name a list field.",
  },
  countNeedsCollection: {
    code: "count-needs-collection",
    description: 'A "count" operand on a field that is neither a list nor a map.',
    hint: "Count a list or a map field.",
  },
  countNotNumber: {
    code: "count-not-number",
    description: 'A "count" compared as something other than a number.',
    hint: 'Compare counts as "number".',
  },
  ruleTypeMismatch: {
    code: "rule-type-mismatch",
    description:
      "A rule compares a field whose type does not fit the comparison (a string field in a number rule, ...).",
    hint: 'Name a field of the type the rule compares, or change the rule\'s "as".',
  },
  ruleNoObjects: {
    code: "rule-no-objects",
    description: "A rule names a key inside a list whose items are not objects.",
    hint: "Name a list of an object type.",
  },
  ruleValueMismatch: {
    code: "rule-value-mismatch",
    description: "A literal value in a rule or condition that does not fit its field.",
    hint: "Write a value of the field's type (and enum).",
  },
  uniqueKeyNested: {
    code: "unique-key-nested",
    description: 'A "unique" rule\'s key that names a field below the items, not of them.',
    hint: "Name fields of the items themselves.",
  },
});

const PROJECT = group("project", {
  projectNotMapping: {
    code: "project-not-mapping",
    description: "corespec.yaml, or one of its sections, is not a mapping of keys.",
    hint: "Write it as key: value lines.",
  },
  projectMissingKey: {
    code: "project-missing-key",
    description:
      "A key corespec.yaml requires is missing (title, version, packages, a package's name).",
    hint: "Add the key the message names (`corespec init` writes a complete file).",
  },
  projectUnknownKey: {
    code: "project-unknown-key",
    description: "A key corespec.yaml does not know.",
    hint: "Correct its spelling (the message suggests the closest key) or remove it.",
  },
  projectInvalidValue: {
    code: "project-invalid-value",
    description:
      "A value corespec.yaml does not accept: an empty string, a package name npm refuses, a version that is not semantic.",
    hint: "Write the value in the form the message names.",
  },
});

const VALIDATE = group("validate", {
  inputUnreadable: {
    code: "input-unreadable",
    description:
      "An input of `corespec validate` that cannot be read (or a directory without documents).",
    hint: "Check the path and its permissions.",
  },
  inputLimit: {
    code: "input-limit",
    description:
      "An input past a bound of `corespec validate` (a document's size or nesting, a directory's files); reading stops there.",
    hint: "Split the input, or check a smaller directory.",
  },
  documentSyntax: {
    code: "document-syntax",
    description: "A document that is not well-formed YAML or JSON, or holds what JSON cannot.",
    hint: "Fix the syntax at the position shown.",
  },
  kindUnknown: {
    code: "kind-unknown",
    description: "A document whose apiVersion and kind are not a kind of the package.",
    hint: "Correct apiVersion and kind, or pass --ignore-missing-schemas or --skip KIND.",
  },
  fieldUnknown: {
    code: "field-unknown",
    description: "A field the document's kind does not have (an error with --strict).",
    hint: "Correct the field's name (the message suggests the closest) or remove it.",
    severity: "warning",
  },
  fieldDuplicate: {
    code: "field-duplicate",
    description:
      "A key repeated in a mapping of the document; the last one wins (an error with --strict).",
    hint: "Remove the repetition.",
    severity: "warning",
  },
});

/** Every code, by a name for call sites: `CODES.unknownType`. */
export const CODES = { ...SPEC, ...PROJECT, ...VALIDATE };

export type CodeName = (typeof CODES)[keyof typeof CODES]["code"];
export type Code = DiagnosticCode & { readonly code: CodeName };

/** Every entry, in the registry's order. */
export const ALL_CODES: readonly Code[] = Object.values(CODES);
