/**
 * What differs between the OpenAPI versions corespec writes. Each version is one small
 * module (dialect-31.ts, dialect-30.ts, dialect-swagger.ts); the document builders call
 * these hooks instead of testing the version.
 */
import type { Scalar } from "../../model/model.js";
import type { JsonSchema } from "../schema/shape-schema.js";

export type { JsonSchema };

export const APACHE_2_URL = "https://www.apache.org/licenses/LICENSE-2.0";

export interface Dialect {
  /** Names the dialect in memo keys: `openapi-3.1`, `openapi-3.0`, `swagger-2.0`. */
  readonly name: string;
  /** `openapi: 3.1.0`, `openapi: 3.0.3` or `swagger: "2.0"`. */
  readonly header: JsonSchema;
  /** Where component schemas live: `#/components/schemas/` or `#/definitions/`. */
  readonly refPrefix: string;
  /** The info.license object (3.1 has the SPDX `identifier`; 3.0 and 2.0 only `url`). */
  readonly license: JsonSchema;
  /**
   * A schema that also accepts `null`. `typeOfRef` gives the JSON type (`object`, `string`,
   * ...) of the named type a `$ref` points to, for versions that need `type` next to `nullable`.
   */
  nullable(schema: JsonSchema, typeOfRef: (ref: string) => string | undefined): JsonSchema;
  bounds(bounds: {
    minimum?: number;
    maximum?: number;
    exclusiveMinimum?: number;
    exclusiveMaximum?: number;
  }): JsonSchema;
  example(value: unknown): JsonSchema;
  /** Keywords next to a schema that may be a bare `$ref`. */
  annotate(schema: JsonSchema, annotations: JsonSchema): JsonSchema;
  /** A scalar written the dialect's own way, or undefined for the JSON Schema form. */
  scalar(scalar: Scalar): JsonSchema | undefined;
  /** JSON Schema keywords the dialect does not have; dropped from every schema. */
  readonly unsupported: ReadonlySet<string>;
}

/** Removes keywords a dialect lacks from a schema and the schemas inside it (not from property names). */
export function dropUnsupported(schema: JsonSchema, unsupported: ReadonlySet<string>): JsonSchema {
  if (unsupported.size === 0) return schema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (unsupported.has(key)) continue;
    if (key === "properties" && value && typeof value === "object") {
      out[key] = Object.fromEntries(
        Object.entries(value as Record<string, JsonSchema>).map(([name, s]) => [
          name,
          dropUnsupported(s, unsupported),
        ]),
      );
    } else if (
      (key === "items" || key === "additionalProperties" || key === "not") &&
      value &&
      typeof value === "object"
    ) {
      out[key] = dropUnsupported(value as JsonSchema, unsupported);
    } else if ((key === "allOf" || key === "anyOf" || key === "oneOf") && Array.isArray(value)) {
      out[key] = (value as JsonSchema[]).map((s) => dropUnsupported(s, unsupported));
    } else {
      out[key] = value;
    }
  }
  return out;
}

/** Exclusive bounds as booleans next to minimum/maximum (OpenAPI 3.0, Swagger 2.0). */
export function booleanBounds(b: {
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
}): JsonSchema {
  const out: JsonSchema = {};
  if (b.exclusiveMinimum !== undefined)
    Object.assign(out, { minimum: b.exclusiveMinimum, exclusiveMinimum: true });
  else if (b.minimum !== undefined) out.minimum = b.minimum;
  if (b.exclusiveMaximum !== undefined)
    Object.assign(out, { maximum: b.exclusiveMaximum, exclusiveMaximum: true });
  else if (b.maximum !== undefined) out.maximum = b.maximum;
  return out;
}

/** `$ref` with siblings wrapped in allOf (OpenAPI 3.0 and Swagger 2.0 ignore $ref siblings). */
export function wrappedRef(schema: JsonSchema, annotations: JsonSchema): JsonSchema {
  if (Object.keys(annotations).length === 0) return schema;
  return "$ref" in schema ? { allOf: [schema], ...annotations } : { ...schema, ...annotations };
}
