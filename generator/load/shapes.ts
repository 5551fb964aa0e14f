/** Builds model shapes from spec shapes, resolving type names. */
import {
  SCALARS,
  type Constraints,
  type EnumValue,
  type Format,
  type Scalar,
  type Shape,
} from "../model/model.js";
import { CODES } from "./codes.js";
import type { LoadContext } from "./context.js";
import type { RawShape } from "./raw.js";
import type { JsonPath, SourceFile } from "./source-file.js";
import { FORMATS } from "../keywords/formats/index.js";

/** Shapes standing in for a type reference that did not resolve (already reported). */
export const PLACEHOLDERS = new WeakSet<Shape>();

export interface ShapeScope {
  readonly ctx: LoadContext;
  readonly file: SourceFile;
  readonly group: string;
  readonly version: string;
}

const CONSTRAINT_KEYS = [
  "customValues",
  "format",
  "celResult",
  "celVariables",
  "pattern",
  "minLength",
  "maxLength",
  "maxBytes",
  "minItems",
  "maxItems",
  "minProperties",
  "maxProperties",
  "maxTotalBytes",
  "minimum",
  "maximum",
  "exclusiveMinimum",
  "exclusiveMaximum",
  "listType",
  "listMapKeys",
  "patchStrategy",
  "patchMergeKey",
  "nullable",
] as const;

export function buildShape(
  scope: ShapeScope,
  raw: RawShape | string,
  path: JsonPath,
): Shape | undefined {
  const spec: RawShape = typeof raw === "string" ? { type: raw } : raw;
  const typePath = typeof raw === "string" ? path : [...path, "type"];
  const constraints = readConstraints(spec);
  if (spec.items !== undefined && spec.type !== "array") {
    scope.ctx.error(
      scope.file,
      [...path, "items"],
      CODES.itemsWithoutArray,
      `"items" only fits type "array", not "${spec.type}"`,
      "key",
    );
  }
  for (const key of ["celResult", "celVariables"] as const) {
    if (spec[key] !== undefined && spec.format !== "cel")
      scope.ctx.error(
        scope.file,
        [...path, key],
        CODES.keywordNeedsKeyword,
        `"${key}" needs format "cel"`,
        "key",
      );
  }
  if ((spec.values !== undefined || spec.keys !== undefined) && spec.type !== "map") {
    scope.ctx.error(
      scope.file,
      [...path, spec.values !== undefined ? "values" : "keys"],
      CODES.keysWithoutMap,
      `"values" and "keys" only fit type "map", not "${spec.type}"`,
      "key",
    );
  }
  if (spec.type === "array") {
    if (spec.items === undefined) {
      scope.ctx.error(scope.file, typePath, CODES.arrayWithoutItems, `type "array" needs "items"`);
      return undefined;
    }
    const items = buildShape(scope, spec.items, [...path, "items"]);
    return items && { kind: "array", items, ...constraints };
  }
  if (spec.type === "map") {
    if (spec.values === undefined) {
      scope.ctx.error(scope.file, typePath, CODES.mapWithoutValues, `type "map" needs "values"`);
      return undefined;
    }
    const values = buildShape(scope, spec.values, [...path, "values"]);
    const keys =
      spec.keys === undefined ? undefined : buildShape(scope, spec.keys, [...path, "keys"]);
    if (!values || (spec.keys !== undefined && !keys)) return undefined;
    return keys
      ? { kind: "map", values, keys, ...constraints }
      : { kind: "map", values, ...constraints };
  }
  if ((SCALARS as readonly string[]).includes(spec.type)) {
    return { kind: "scalar", scalar: spec.type as Scalar, ...constraints };
  }
  const resolved = scope.ctx.resolve(spec.type, scope.group, scope.version);
  if ("problem" in resolved) {
    scope.ctx.error(scope.file, typePath, resolved.code, resolved.problem);
    // Stand in with "any" so that rules naming this field do not report it a second time.
    const placeholder: Shape = { kind: "scalar", scalar: "any", ...constraints };
    PLACEHOLDERS.add(placeholder);
    return placeholder;
  }
  return { kind: "ref", target: resolved.id, ...constraints };
}

function readConstraints(spec: RawShape): Constraints {
  const out: Record<string, unknown> = {};
  for (const key of CONSTRAINT_KEYS) if (spec[key] !== undefined) out[key] = spec[key];
  if (spec.enum) out.enum = spec.enum.map(toEnumValue);
  if (spec.format && !(FORMATS as readonly string[]).includes(spec.format)) delete out.format;
  return out as Constraints & { format?: Format };
}

function toEnumValue(raw: NonNullable<RawShape["enum"]>[number]): EnumValue {
  if (typeof raw === "object") {
    const value: { value: EnumValue["value"]; doc?: string; deprecated?: string } = {
      value: raw.value,
    };
    if (raw.doc !== undefined) value.doc = raw.doc;
    if (raw.deprecated !== undefined) value.deprecated = raw.deprecated;
    return value;
  }
  return { value: raw };
}
