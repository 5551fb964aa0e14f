/**
 * The frame of docs/spec-language.md: the vocabulary of `x-artifacts` (which generated
 * artifacts a key of the meta-schema changes), the order of its sections, and the text before
 * and after them (how the page is made, how editors complete spec files). What each key means
 * is not here: it is in the meta-schema.
 */

/** The artifacts a spec key can change, as `x-artifacts` names them. */
export const ARTIFACTS = {
  types: {
    short: "types",
    doc: "the TypeScript types and their doc comments (`src/`, `.d.ts`), which state each field's limits and each rule",
  },
  schema: { short: "JSON Schema", doc: "the JSON Schema of each type (`schemas/`)" },
  openapi: {
    short: "OpenAPI",
    doc: "the OpenAPI documents (`openapi/`), with the `x-kubernetes-*` extensions, and the API reference page that renders them (`docs/index.html`)",
  },
  cel: {
    short: "CEL",
    doc: "the CEL rules (`x-kubernetes-validations`) of the JSON Schemas and the OpenAPI, as Kubernetes runs them for CRDs",
  },
  validators: { short: "validators", doc: "`validate()` and the per-type validators" },
  update: {
    short: "update validators",
    doc: "`validateUpdate()`: what is checked when an object replaces a stored one",
  },
  defaulters: { short: "defaulters", doc: "`applyDefaults()` and the per-type defaulters" },
  server: {
    short: "server",
    doc: "the API server package (`server/`): routes, discovery, tables, storage behaviour",
  },
} as const;

export type Artifact = keyof typeof ARTIFACTS;

/** The order of the sections: the files, then kinds and types, fields, rules, operations; `*` ends a prefix. */
export const ORDER = [
  "apiFile",
  "kind",
  "resource",
  "namedType",
  "typeCommon",
  "field",
  "shape",
  "itemShape",
  "enumValue",
  "typeRef",
  "format",
  "ruleCommon",
  "rule",
  "rule-*",
  "when",
  "condition",
  "path",
  "operand",
  "fieldGroup",
  "operationsFile",
  "operation",
  "parameter",
  "response",
] as const;

export const PAGE_START = [
  "# The spec language reference",
  "",
  "<!-- Generated from the meta-schema (generator/load/spec.schema.json) by generator/docs/spec-reference.ts. Do not edit: `npm run docs:spec` rewrites it; test/spec-reference.test.ts checks it. -->",
  "",
  "Every key a spec file under `specs/` may hold: what it takes, what it means, an example, and which",
  "generated artifacts it changes. The text comes from the meta-schema, the schema every spec file is",
  "checked against, so the editor's hover text, the loader's checks and this page say the same thing.",
  "[specs/README.md](../specs/README.md) walks through the language with longer examples.",
  "",
  "## Completion in the editor",
  "",
  "Every spec file starts with a modeline that names the meta-schema, relative to the file:",
  "",
  "```yaml",
  "# yaml-language-server: $schema=../../generator/load/spec.schema.json",
  "group: coordination.core.io",
  "```",
  "",
  "(`../generator/load/spec.schema.json` for `specs/operations.yaml`.) Editors that use the YAML",
  "language server read it. In VS Code, install the YAML extension (`redhat.vscode-yaml`) and open a",
  "spec file: keys complete with Ctrl+Space, hovering a key shows its meaning from this reference,",
  "and a misspelt key, a wrong value or a missing required key is underlined as you type, as",
  "`corespec generate` would report it. A spec file of your own gets the same with the modeline",
  "pointing at corespec's `generator/load/spec.schema.json`, or, without a modeline, with a mapping",
  "in `.vscode/settings.json`:",
  "",
  "```json",
  '{ "yaml.schemas": { "./path/to/corespec/generator/load/spec.schema.json": "specs/**/*.yaml" } }',
  "```",
  "",
  "Neovim (`yamlls`), Helix, Zed and other clients of the YAML language server read the same modeline.",
  "",
  "## What a key changes",
  "",
  "The last column of each table names the artifacts a key changes when it is added, removed or",
  "altered:",
  "",
] as const;

export const PAGE_END = [] as const;
