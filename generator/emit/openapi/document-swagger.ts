/** The Swagger 2.0 document, as Kubernetes still serves at /openapi/v2 for kubectl and older tools. */
import type { Endpoint } from "../../model/endpoints.js";
import type { Field, Model } from "../../model/model.js";
import { projectOf } from "../../model/project.js";
import { fieldSchema, type JsonSchema, type SchemaTarget } from "../schema/shape-schema.js";
import { dropUnsupported } from "./dialect.js";
import { swagger20 } from "./dialect-swagger.js";
import { info, SECURITY, tags } from "./info.js";
import { componentName } from "./names.js";
import {
  discoveryOperations,
  keptOperation,
  operationSpec,
  type OperationSpec,
} from "./operations.js";
import { componentSchemas, schemaTarget } from "./schemas.js";

export function swaggerDocument(model: Model, endpoints: readonly Endpoint[]): JsonSchema {
  const target = schemaTarget(model, swagger20);
  const definitions = componentSchemas(model, swagger20);
  const paths: Record<string, JsonSchema> = {};
  for (const endpoint of endpoints) {
    const item = (paths[endpoint.path] ??= {
      parameters: endpoint.pathParameters.map(pathParameter),
    });
    item[endpoint.operation.method.toLowerCase()] = keptOperation(
      model,
      swagger20.name,
      endpoint,
      () => operation(operationSpec(model, endpoint), target, definitions),
    );
  }
  for (const { path, spec } of discoveryOperations(model, endpoints))
    paths[path] = { get: operation(spec, target, definitions) };
  return {
    ...swagger20.header,
    info: info(model, projectOf(model).title, swagger20),
    security: SECURITY.requirement,
    securityDefinitions: SECURITY.schemes,
    tags: tags(model, endpoints),
    paths,
    definitions,
  };
}

function pathParameter(name: "namespace" | "name"): JsonSchema {
  return {
    name,
    in: "path",
    required: true,
    type: "string",
    uniqueItems: true,
    description: name === "namespace" ? "The namespace of the objects." : "The name of the object.",
  };
}

function operation(
  spec: OperationSpec,
  target: SchemaTarget,
  definitions: Record<string, JsonSchema>,
): JsonSchema {
  const ref = (name: string) => ({ $ref: `${swagger20.refPrefix}${name}` });
  const parameters: JsonSchema[] = spec.query.map((field) =>
    queryParameter(field, target, definitions),
  );
  if (spec.requestBody)
    parameters.push({
      name: "body",
      in: "body",
      required: spec.requestBody.required,
      schema: ref(componentName(spec.requestBody.type)),
    });
  const produces = [...new Set(spec.responses.flatMap((r) => r.mediaTypes))];
  return {
    tags: [spec.tag],
    operationId: spec.operationId,
    summary: spec.summary,
    description: spec.description,
    ...(spec.requestBody ? { consumes: spec.requestBody.mediaTypes } : {}),
    produces,
    schemes: ["https"],
    parameters,
    responses: Object.fromEntries(
      spec.responses.map((r) => [
        r.code,
        { description: r.description, ...(r.body ? { schema: ref(componentName(r.body)) } : {}) },
      ]),
    ),
    ...spec.extensions,
  };
}

const PARAMETER_KEYWORDS = [
  "type",
  "format",
  "enum",
  "default",
  "minimum",
  "maximum",
  "exclusiveMinimum",
  "exclusiveMaximum",
  "minLength",
  "maxLength",
  "pattern",
  "items",
  "uniqueItems",
];

/**
 * Swagger 2.0 query parameters carry their schema keywords directly (type, enum, limits) and
 * cannot refer to a definition: a named type (DeletionPropagation, ...) is written inline.
 */
function queryParameter(
  field: Field,
  target: SchemaTarget,
  definitions: Record<string, JsonSchema>,
): JsonSchema {
  const { description, ...schema } = dropUnsupported(
    fieldSchema(field, target),
    swagger20.unsupported,
  );
  const flat = Object.fromEntries(
    Object.entries(inlined(schema, definitions)).filter(([key]) =>
      PARAMETER_KEYWORDS.includes(key),
    ),
  );
  return {
    name: field.jsonName,
    in: "query",
    ...(description !== undefined ? { description } : {}),
    ...flat,
    uniqueItems: true,
  };
}

/** A schema with its `$ref` (bare or alone in allOf) replaced by the definition it names; the schema's own keywords win. */
function inlined(schema: JsonSchema, definitions: Record<string, JsonSchema>): JsonSchema {
  const { $ref, allOf, ...own } = schema;
  const only = Array.isArray(allOf) && allOf.length === 1 ? (allOf[0] as JsonSchema) : undefined;
  const ref =
    typeof $ref === "string" ? $ref : typeof only?.$ref === "string" ? only.$ref : undefined;
  if (ref === undefined) return schema;
  const definition = definitions[ref.slice(swagger20.refPrefix.length)];
  if (!definition) throw new Error(`query parameter schema refers to unknown ${ref}`);
  return { ...inlined(definition, definitions), ...own };
}
