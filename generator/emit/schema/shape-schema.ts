/**
 * JSON Schema fragments for model shapes and named types. Shared by the JSON Schema emitter
 * and the OpenAPI emitters, which differ only in how they refer to a named type and how
 * they write `null`.
 */
import { DURATION_PATTERN, QUANTITY_PATTERN } from "../../model/formats.js";
import { keywordSchema } from "../../keywords/index.js";
import type { Field, NamedType, Scalar, Shape, TypeId } from "../../model/model.js";
import { jsonFields, type TypeLookup } from "../../model/queries.js";

export type JsonSchema = { [key: string]: unknown };

export interface SchemaTarget {
  readonly lookup: TypeLookup;
  /** A reference to a named type. */
  ref(id: TypeId): JsonSchema;
  /** A schema that also accepts `null`. */
  nullable(schema: JsonSchema): JsonSchema;
  /** Annotations (description, default, ...) next to a schema that may be a bare `$ref`. */
  annotate(schema: JsonSchema, annotations: JsonSchema): JsonSchema;
  /** The schema of a scalar, when the target writes it its own way (Swagger 2.0's int-or-string). */
  scalar?(scalar: Scalar): JsonSchema | undefined;
  /** Bounds as the target writes them (OpenAPI 3.0 and Swagger 2.0 have boolean exclusive bounds). */
  bounds?(bounds: {
    minimum?: number;
    maximum?: number;
    exclusiveMinimum?: number;
    exclusiveMaximum?: number;
  }): JsonSchema;
  /** Vendor extensions of a shape (x-kubernetes-list-type, ...); absent for plain JSON Schema. */
  shapeExtensions?(shape: Shape): JsonSchema;
  /** Vendor extensions of a field (x-kubernetes-validations of immutability, ...). */
  fieldExtensions?(field: Field): JsonSchema;
  /** Vendor extensions of a named type (x-kubernetes-group-version-kind, x-kubernetes-validations, ...). */
  typeExtensions?(type: NamedType): JsonSchema;
  /** An example value as the target writes it. */
  example?(value: unknown): JsonSchema;
}

const SCALAR_SCHEMAS: Readonly<Record<Scalar, JsonSchema>> = {
  string: { type: "string" },
  boolean: { type: "boolean" },
  int32: { type: "integer", format: "int32" },
  int64: { type: "integer", format: "int64" },
  float32: { type: "number", format: "float" },
  float64: { type: "number", format: "double" },
  bytes: { type: "string", format: "byte" },
  duration: { type: "string", pattern: DURATION_PATTERN },
  time: { type: "string", format: "date-time" },
  microtime: { type: "string", format: "date-time" },
  quantity: { anyOf: [{ type: "string", pattern: QUANTITY_PATTERN }, { type: "number" }] },
  "int-or-string": { anyOf: [{ type: "integer" }, { type: "string" }] },
  object: { type: "object" },
  any: {},
};

export function shapeSchema(shape: Shape, target: SchemaTarget): JsonSchema {
  let schema: JsonSchema;
  switch (shape.kind) {
    case "scalar":
      schema = { ...(target.scalar?.(shape.scalar) ?? SCALAR_SCHEMAS[shape.scalar]) };
      break;
    case "ref":
      schema = target.ref(shape.target);
      break;
    case "array":
      schema = { type: "array", items: shapeSchema(shape.items, target) };
      break;
    case "map":
      schema = {
        type: "object",
        ...(shape.keys ? { propertyNames: shapeSchema(shape.keys, target) } : {}),
        additionalProperties: shapeSchema(shape.values, target),
      };
      break;
  }
  const limits = { ...limitKeywords(shape, target), ...target.shapeExtensions?.(shape) };
  if (Object.keys(limits).length)
    schema = shape.kind === "ref" ? target.annotate(schema, limits) : { ...schema, ...limits };
  return shape.nullable ? target.nullable(schema) : schema;
}

/** The keywords of the shape (generator/keywords), numeric bounds written as the target writes them. */
function limitKeywords(shape: Shape, target: SchemaTarget): JsonSchema {
  const out: JsonSchema = {};
  const bounds: {
    minimum?: number;
    maximum?: number;
    exclusiveMinimum?: number;
    exclusiveMaximum?: number;
  } = {};
  let boundsAt: number | undefined;
  for (const [key, value] of Object.entries(keywordSchema(shape))) {
    if (
      key === "minimum" ||
      key === "maximum" ||
      key === "exclusiveMinimum" ||
      key === "exclusiveMaximum"
    ) {
      bounds[key] = value as number;
      boundsAt ??= Object.keys(out).length;
    } else out[key] = value;
  }
  if (boundsAt === undefined) return out;
  // The bounds in the target's words, in their place among the others.
  const entries = Object.entries(out);
  return Object.fromEntries([
    ...entries.slice(0, boundsAt),
    ...Object.entries(target.bounds ? target.bounds(bounds) : bounds),
    ...entries.slice(boundsAt),
  ]);
}

export function fieldSchema(field: Field, target: SchemaTarget): JsonSchema {
  const annotations: JsonSchema = {};
  if (field.doc) annotations.description = field.doc;
  if (field.default !== undefined) annotations.default = field.default;
  if (field.deprecated !== undefined) annotations.deprecated = true;
  if (field.example !== undefined && target.example)
    Object.assign(annotations, target.example(field.example));
  Object.assign(annotations, target.fieldExtensions?.(field));
  return target.annotate(shapeSchema(field.shape, target), annotations);
}

/** The schema of a named type: an object with its JSON fields, or the alias's shape. */
export function namedTypeSchema(type: NamedType, target: SchemaTarget): JsonSchema {
  const head: JsonSchema = { title: type.name };
  if (type.doc) head.description = type.doc;
  if (type.deprecated !== undefined) head.deprecated = true;
  if (type.kind === "alias") {
    const body = shapeSchema(type.shape, target);
    return {
      ...head,
      ...body,
      ...(type.default !== undefined ? { default: type.default } : {}),
      ...target.typeExtensions?.(type),
    };
  }
  const fields = jsonFields(type, target.lookup);
  const properties: JsonSchema = {};
  for (const field of fields) properties[field.jsonName] = fieldSchema(field, target);
  const required = fields.filter((f) => f.required).map((f) => f.jsonName);
  return {
    ...head,
    type: "object",
    properties,
    ...(required.length ? { required } : {}),
    // Open, as Kubernetes publishes its schemas: a closed object makes tools that read them
    // (kubeconform, client generators) reject any field a newer version adds. Unknown fields
    // stay the validators' and the server's concern (findUnknownFields, fieldValidation).
    ...target.typeExtensions?.(type),
  };
}
