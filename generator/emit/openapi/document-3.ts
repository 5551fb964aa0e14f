/** OpenAPI 3.x documents (3.1 and 3.0 differ only by their dialect). */
import type { Endpoint } from "../../model/endpoints.js";
import type { Field, Model } from "../../model/model.js";
import { keepJsonText } from "../json-text.js";
import { fieldSchema, type JsonSchema, type SchemaTarget } from "../schema/shape-schema.js";
import { endpointsOf } from "../../model/endpoints.js";
import { projectOf } from "../../model/project.js";
import { openapi31 } from "./dialect-31.js";
import { dropUnsupported, type Dialect } from "./dialect.js";
import { info, SECURITY, tags } from "./info.js";
import { componentName } from "./names.js";
import {
  discoveryOperations,
  keptOperation,
  operationSpec,
  type OperationSpec,
} from "./operations.js";
import { componentSchemas, schemaTarget } from "./schemas.js";

const whole31 = new WeakMap<Model, JsonSchema>();

/**
 * The whole API in OpenAPI 3.1, as `openapi/openapi.json` holds it; made once per model, as
 * the API reference page shows it too. Frozen: its readers build on it, never change it.
 */
export function wholeOpenapi31(model: Model): JsonSchema {
  let document = whole31.get(model);
  if (!document) {
    whole31.set(
      model,
      (document = Object.freeze(
        openapi3Document(model, endpointsOf(model), openapi31, projectOf(model).title),
      )),
    );
    keepJsonText(document.paths as JsonSchema); // the reference page writes the same paths
  }
  return document;
}

/** `groupVersion`: the document of one group-version (`/openapi/v3/apis/<group>/<version>`), without its group's own root, as Kubernetes splits them. */
export function openapi3Document(
  model: Model,
  endpoints: readonly Endpoint[],
  dialect: Dialect,
  title: string,
  schemas = componentSchemas(model, dialect),
  groupVersion = false,
): JsonSchema {
  const target = schemaTarget(model, dialect);
  const paths: Record<string, JsonSchema> = {};
  for (const endpoint of endpoints) {
    const item = (paths[endpoint.path] ??= {
      parameters: endpoint.pathParameters.map(pathParameter),
    });
    const { method, schema } = endpointOperation(model, endpoint, target, dialect);
    item[method] = schema;
  }
  for (const { path, spec } of discoveryOperations(model, endpoints, !groupVersion))
    paths[path] = { get: operation(spec, target, dialect) };
  return {
    ...dialect.header,
    info: info(model, title, dialect),
    servers: [{ url: "/", description: "The API server (corespec serve listens on 127.0.0.1)" }],
    security: SECURITY.requirement,
    tags: tags(model, endpoints),
    paths,
    components: { schemas, securitySchemes: SECURITY.schemes },
  };
}

/** An endpoint's method and operation object, made once per model and dialect and kept by a warm process (`keptOperation`). */
function endpointOperation(
  model: Model,
  endpoint: Endpoint,
  target: SchemaTarget,
  dialect: Dialect,
): { method: string; schema: JsonSchema } {
  const schema = keptOperation(model, dialect.name, endpoint, () =>
    operation(operationSpec(model, endpoint), target, dialect),
  );
  return { method: endpoint.operation.method.toLowerCase(), schema };
}

function pathParameter(name: "namespace" | "name"): JsonSchema {
  return {
    name,
    in: "path",
    required: true,
    description:
      name === "namespace"
        ? "The namespace of the objects: the object name and auth scope, such as for teams and projects."
        : "The name of the object.",
    schema: { type: "string", minLength: 1 },
  };
}

function operation(spec: OperationSpec, target: SchemaTarget, dialect: Dialect): JsonSchema {
  const ref = (name: string) => ({ $ref: `${dialect.refPrefix}${name}` });
  const out: JsonSchema = {
    tags: [spec.tag],
    operationId: spec.operationId,
    summary: spec.summary,
    description: spec.description,
    parameters: spec.query.map((field) => queryParameter(field, target, dialect)),
  };
  if (spec.requestBody) {
    const schema = ref(componentName(spec.requestBody.type));
    out.requestBody = {
      required: spec.requestBody.required,
      content: Object.fromEntries(spec.requestBody.mediaTypes.map((m) => [m, { schema }])),
    };
  }
  out.responses = Object.fromEntries(
    spec.responses.map((r) => [
      r.code,
      {
        description: r.description,
        ...(r.body
          ? {
              content: Object.fromEntries(
                r.mediaTypes.map((m) => [m, { schema: ref(componentName(r.body!)) }]),
              ),
            }
          : {}),
      },
    ]),
  );
  return { ...out, ...spec.extensions };
}

function queryParameter(field: Field, target: SchemaTarget, dialect: Dialect): JsonSchema {
  const { description, deprecated, ...schema } = fieldSchema(field, target);
  return {
    name: field.jsonName,
    in: "query",
    ...(description !== undefined ? { description } : {}),
    ...(deprecated ? { deprecated: true } : {}),
    schema: dropUnsupported(unwrapped(schema), dialect.unsupported),
  };
}

/** `{ allOf: [s] }` left once the annotations moved to the parameter is just `s`. */
function unwrapped(schema: JsonSchema): JsonSchema {
  const keys = Object.keys(schema);
  return keys.length === 1 && Array.isArray(schema.allOf) && schema.allOf.length === 1
    ? (schema.allOf[0] as JsonSchema)
    : schema;
}

/** The names of the component schemas a value refers to, directly or through other schemas. */
export function reachableSchemas(
  roots: unknown,
  schemas: Record<string, JsonSchema>,
  prefix: string,
): Set<string> {
  const seen = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === "object") {
      for (const [key, v] of Object.entries(value)) {
        if (key === "$ref" && typeof v === "string" && v.startsWith(prefix)) {
          const name = v.slice(prefix.length);
          if (!seen.has(name)) {
            seen.add(name);
            visit(schemas[name]);
          }
        } else visit(v);
      }
    }
  };
  visit(roots);
  return seen;
}
