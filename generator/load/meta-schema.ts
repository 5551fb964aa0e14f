/**
 * Checks spec files against the meta-schema with ajv. The meta-schema is assembled from the
 * spec language's core (spec-core.schema.json), each rule kind's body (its module in
 * generator/rules/), the keywords' docs (generator/keywords/: each keyword key's description and
 * examples) and the format registry (generator/keywords/formats/). The assembled
 * schema is also committed as spec.schema.json for editors (test/meta-schema.test.ts keeps it
 * current).
 */
import { readFileSync, renameSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Ajv2020, ErrorObject, ValidateFunction } from "ajv/dist/2020.js";
import { CODES, type Code } from "./codes.js";
import { diagnostic, didYouMean, type Diagnostic } from "./diagnostics.js";
import { positionOf, type JsonPath, type SourceFile } from "./source-file.js";
import { rootPath, rootUrl } from "../paths.js";
import { keywordSchemaDocs } from "../keywords/docs.js";
import { FORMATS } from "../keywords/formats/index.js";
import { KEYWORD_LIST } from "../keywords/index.js";
import { NAME_FORMATS } from "../model/formats.js";
import { sha256 } from "../model/digests.js";
import { RULES } from "../rules/index.js";

/** The parts of spec-core.schema.json filled in when the meta-schema is assembled. */
interface CoreSchema {
  $comment?: string;
  $defs: Record<string, Record<string, unknown>> & {
    format: Record<string, unknown>;
    shape: { properties: Record<string, Record<string, unknown>> };
    field: { properties: Record<string, Record<string, unknown>> };
    rule: { properties: Record<string, unknown> };
    resource: { properties: { nameFormat: Record<string, unknown> } };
  };
}

/** The whole meta-schema of the spec language (JSON Schema, draft 2020-12). */
export function assembleMetaSchema(): object {
  const schema = JSON.parse(
    readFileSync(rootUrl("generator/load/spec-core.schema.json"), "utf8"),
  ) as CoreSchema;
  schema.$comment =
    "Assembled by generator/load/meta-schema.ts from spec-core.schema.json, the rule kinds of generator/rules/, the keywords of generator/keywords/ and the format registry, generator/keywords/formats/: edit those, not this file.";
  schema.$defs.format = {
    title: "Format",
    description:
      "A string format, checked with Kubernetes' semantics: a value without it is Invalid. Each format is a module of the format registry (generator/keywords/formats/), which gives these examples and the runtime check they pass or fail.",
    enum: [...FORMATS],
  };
  const { $comment: _filled, ...nameFormat } = schema.$defs.resource.properties.nameFormat;
  schema.$defs.resource.properties.nameFormat = {
    description: "The format of the resource's names.",
    ...nameFormat,
    enum: [...NAME_FORMATS],
  };
  for (const keyword of KEYWORD_LIST) {
    const keys = schema.$defs[keyword.on === "shape" ? "shape" : "field"].properties;
    const { description, examples } = keywordSchemaDocs(keyword);
    const { "x-artifacts": artifacts, ...value } = keys[keyword.key]!;
    keys[keyword.key] = { description, ...value, examples, "x-artifacts": artifacts };
  }
  for (const definition of Object.values(RULES)) {
    const { required, properties, ...rest } = definition.body;
    schema.$defs.rule.properties[definition.kind] = { $ref: `#/$defs/rule-${definition.kind}` };
    schema.$defs[`rule-${definition.kind}`] = {
      title: definition.kind,
      allOf: [{ $ref: "#/$defs/ruleCommon" }],
      required,
      ...rest,
      properties,
      unevaluatedProperties: false,
    };
  }
  return schema;
}

/**
 * Where `npm run build` leaves the meta-schema's check compiled ahead (ajv's standalone code),
 * with the digest of the schema it checks: compiling the meta-schema at each start took a
 * quarter of a second, loading this takes about 12 ms.
 */
export const PREBUILT_META_SCHEMA = rootPath(".build/meta-schema-check.cjs");

const AJV_OPTIONS = {
  allErrors: true,
  strict: true,
  strictRequired: false,
  strictTypes: false,
  allowUnionTypes: true,
} as const;
/** `x-artifacts`: an annotation of the meta-schema saying which generated artifacts a key changes (docs/spec-language.md). */
const ANNOTATIONS = ["x-artifacts"];
const require = createRequire(import.meta.url);

/** Compiles the meta-schema's check with ajv (`source`: keep its code for a standalone module). */
function compile(schema: object, source = false): { ajv: Ajv2020; validate: ValidateFunction } {
  const { Ajv2020 } = require("ajv/dist/2020.js") as typeof import("ajv/dist/2020.js");
  const ajv = new Ajv2020({ ...AJV_OPTIONS, keywords: ANNOTATIONS, code: { source } });
  return { ajv, validate: ajv.compile(schema) };
}

/** The build's compiled check while it checks exactly this schema; else nothing. */
function prebuiltCheck(digest: string, file: string): ValidateFunction | undefined {
  try {
    const loaded = require(file) as ValidateFunction & { digest?: string };
    return loaded.digest === digest ? loaded : undefined;
  } catch {
    return undefined;
  }
}

/** Compiles the meta-schema's check into `file` (written whole or not at all), for `npm run build`. */
export function prebuildMetaSchema(file = PREBUILT_META_SCHEMA): void {
  const schema = assembleMetaSchema();
  const { ajv, validate } = compile(schema, true);
  const { default: standaloneCode } =
    require("ajv/dist/standalone/index.js") as typeof import("ajv/dist/standalone/index.js");
  const code = `${standaloneCode(ajv, validate)}\nmodule.exports.digest = ${JSON.stringify(sha256(JSON.stringify(schema)))};\n`;
  writeFileSync(`${file}.tmp`, code);
  renameSync(`${file}.tmp`, file);
}

/** The meta-schema's check, and every key the spec language knows (for "did you mean"). */
export interface MetaSchemaCheck {
  readonly validate: ValidateFunction;
  readonly keys: readonly string[];
  /** The check is the build's, compiled ahead. */
  readonly prebuilt: boolean;
}

/** The check: the build's (in `file`) while the schema is the one it compiled, else compiled now. */
export function loadMetaSchemaCheck(file = PREBUILT_META_SCHEMA): MetaSchemaCheck {
  const schema = assembleMetaSchema();
  const built = prebuiltCheck(sha256(JSON.stringify(schema)), file);
  return {
    validate: built ?? compile(schema).validate,
    keys: [...collectPropertyNames(schema)].sort(),
    prebuilt: built !== undefined,
  };
}

let check: MetaSchemaCheck | undefined;

/** Every key the spec language knows, for "did you mean". */
function collectPropertyNames(schema: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(schema)) for (const s of schema) collectPropertyNames(s, into);
  else if (schema && typeof schema === "object") {
    for (const [key, value] of Object.entries(schema)) {
      if (key === "properties" && value && typeof value === "object")
        for (const name of Object.keys(value)) into.add(name);
      collectPropertyNames(value, into);
    }
  }
  return into;
}

/** Keywords whose failures only repeat what a deeper error says. */
const COMBINATORS = new Set(["if", "then", "else", "oneOf", "anyOf", "allOf"]);

export function checkMetaSchema(file: SourceFile): Diagnostic[] {
  const { validate, keys } = (check ??= loadMetaSchemaCheck());
  if (validate(file.data)) return [];
  const errors = (validate.errors ?? []).filter((e) => !COMBINATORS.has(e.keyword));
  return errors.map((error) => toDiagnostic(file, error, keys));
}

function pointerToPath(pointer: string): (string | number)[] {
  if (pointer === "") return [];
  return pointer
    .slice(1)
    .split("/")
    .map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"))
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
}

function toDiagnostic(file: SourceFile, error: ErrorObject, keys: readonly string[]): Diagnostic {
  const path: JsonPath = pointerToPath(error.instancePath);
  const at = (
    code: Code,
    p: JsonPath,
    message: string,
    where: "key" | "value" = "value",
  ): Diagnostic => diagnostic(code, file.display, positionOf(file, p, where), message);
  const name = path.length ? String(path[path.length - 1]) : "the file";
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case "additionalProperties":
    case "unevaluatedProperties": {
      const key = String(params.additionalProperty ?? params.unevaluatedProperty);
      return at(
        CODES.unknownKey,
        [...path, key],
        `unknown key "${key}"${didYouMean(key, keys)}`,
        "key",
      );
    }
    case "required":
      return at(
        CODES.missingKey,
        path,
        `"${name}" is missing the required key "${String(params.missingProperty)}"`,
        path.length ? "key" : "value",
      );
    case "type":
      return at(
        CODES.wrongType,
        path,
        `"${name}" must be ${article(String(params.type))}, not ${describe(valueAt(file.data, path))}`,
      );
    case "enum": {
      const allowed = (params.allowedValues as unknown[]).map((v) => JSON.stringify(v));
      const value = valueAt(file.data, path);
      const hint =
        typeof value === "string"
          ? didYouMean(value, (params.allowedValues as unknown[]).map(String))
          : "";
      return at(
        CODES.valueNotAllowed,
        path,
        `"${name}" must be one of ${allowed.join(", ")}, not ${JSON.stringify(value)}${hint}`,
      );
    }
    case "pattern":
      return at(
        CODES.valueInvalid,
        path,
        `"${name}" has an invalid value ${JSON.stringify(valueAt(file.data, path))}: ${patternHint(String(params.pattern))}`,
      );
    case "minProperties":
    case "maxProperties":
      if (path.includes("rules"))
        return at(CODES.ruleKindCount, path, `a rule must name exactly one rule kind`);
      if (path[path.length - 1] === "when" || path.includes("when"))
        return at(
          CODES.conditionOperatorCount,
          path,
          `a condition needs "field" and exactly one operator`,
        );
      return at(CODES.schemaViolation, path, `"${name}" ${error.message ?? "is invalid"}`);
    default:
      return at(CODES.schemaViolation, path, `"${name}" ${error.message ?? "is invalid"}`);
  }
}

function patternHint(pattern: string): string {
  if (pattern.startsWith("^[A-Z]")) return "type and kind names are PascalCase";
  if (pattern.startsWith("^v[0-9]")) return "versions look like v1, v1beta1, v1alpha3";
  return `must match ${pattern}`;
}

function article(type: string): string {
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}

function valueAt(data: unknown, path: JsonPath): unknown {
  let node = data;
  for (const step of path) node = (node as Record<string | number, unknown> | undefined)?.[step];
  return node;
}

function describe(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "a list";
  if (typeof value === "object") return "a mapping";
  return `${typeof value} ${JSON.stringify(value)}`;
}
