/** Checks spec files against the meta-schema (spec.schema.json) with ajv. */
import { readFileSync } from "node:fs";
import { Ajv2020, type ErrorObject, type ValidateFunction } from "ajv/dist/2020.js";
import { didYouMean, type Diagnostic } from "./diagnostics.js";
import { positionOf, type JsonPath, type SourceFile } from "./source-file.js";
import { rootUrl } from "../paths.js";
import { FORMATS, NAME_FORMATS } from "../model/formats.js";

const schemaUrl = rootUrl("generator/load/spec.schema.json");
/** The parts of spec.schema.json filled in when it is loaded. */
interface MetaSchema {
  $defs: { format: { enum?: string[] }; resource: { properties: { nameFormat: { enum?: string[] } } } };
}

let compiled: { validate: ValidateFunction; keys: string[] } | undefined;

function metaSchema(): { validate: ValidateFunction; keys: string[] } {
  if (!compiled) {
    const schema = JSON.parse(readFileSync(schemaUrl, "utf8")) as MetaSchema;
    // The format names have one home, the format registry.
    schema.$defs.format.enum = [...FORMATS];
    schema.$defs.resource.properties.nameFormat.enum = [...NAME_FORMATS];
    const ajv = new Ajv2020({ allErrors: true, strict: true, strictRequired: false, strictTypes: false, allowUnionTypes: true });
    compiled = { validate: ajv.compile(schema as object), keys: [...collectPropertyNames(schema)].sort() };
  }
  return compiled;
}

/** Every key the spec language knows, for "did you mean". */
function collectPropertyNames(schema: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(schema)) for (const s of schema) collectPropertyNames(s, into);
  else if (schema && typeof schema === "object") {
    for (const [key, value] of Object.entries(schema)) {
      if (key === "properties" && value && typeof value === "object") for (const name of Object.keys(value)) into.add(name);
      collectPropertyNames(value, into);
    }
  }
  return into;
}

/** Keywords whose failures only repeat what a deeper error says. */
const COMBINATORS = new Set(["if", "then", "else", "oneOf", "anyOf", "allOf"]);

export function checkMetaSchema(file: SourceFile): Diagnostic[] {
  const { validate, keys } = metaSchema();
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
  const where = (p: JsonPath, at: "key" | "value" = "value"): Diagnostic => {
    const pos = positionOf(file, p, at);
    return { file: file.display, line: pos.line, col: pos.col, message: "" };
  };
  const name = path.length ? String(path[path.length - 1]) : "the file";
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case "additionalProperties":
    case "unevaluatedProperties": {
      const key = String(params.additionalProperty ?? params.unevaluatedProperty);
      return { ...where([...path, key], "key"), message: `unknown key "${key}"${didYouMean(key, keys)}` };
    }
    case "required":
      return { ...where(path, path.length ? "key" : "value"), message: `"${name}" is missing the required key "${String(params.missingProperty)}"` };
    case "type":
      return { ...where(path), message: `"${name}" must be ${article(String(params.type))}, not ${describe(valueAt(file.data, path))}` };
    case "enum": {
      const allowed = (params.allowedValues as unknown[]).map((v) => JSON.stringify(v));
      const value = valueAt(file.data, path);
      const hint = typeof value === "string" ? didYouMean(value, (params.allowedValues as unknown[]).map(String)) : "";
      return { ...where(path), message: `"${name}" must be one of ${allowed.join(", ")}, not ${JSON.stringify(value)}${hint}` };
    }
    case "pattern":
      return { ...where(path), message: `"${name}" has an invalid value ${JSON.stringify(valueAt(file.data, path))}: ${patternHint(String(params.pattern))}` };
    case "minProperties":
    case "maxProperties":
      if (path.includes("rules")) return { ...where(path), message: `a rule must name exactly one rule kind` };
      if (path[path.length - 1] === "when" || path.includes("when")) return { ...where(path), message: `a condition needs "field" and exactly one operator` };
      return { ...where(path), message: `"${name}" ${error.message ?? "is invalid"}` };
    default:
      return { ...where(path), message: `"${name}" ${error.message ?? "is invalid"}` };
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
