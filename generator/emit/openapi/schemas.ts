/**
 * Component schemas of every named type, with the Kubernetes extensions: group-version-kind
 * on kinds, list types and map keys, patch strategies, int-or-string, preserve-unknown-fields,
 * and x-kubernetes-validations (the spec rules as CEL, from the rule registry).
 */
import type { Model, NamedType, Shape } from "../../model/model.js";
import { lookupOf, type TypeLookup } from "../../model/queries.js";
import {
  namedTypeSchema,
  shapeSchema,
  type JsonSchema,
  type SchemaTarget,
} from "../schema/shape-schema.js";
import { dropUnsupported, type Dialect } from "./dialect.js";
import { keepJsonText } from "../json-text.js";
import { groupVersionDigest, memoized } from "../memo.js";
import { componentName } from "./names.js";
import { fieldValidations, typeValidations } from "./validations.js";

const targets = new WeakMap<Model, Map<string, SchemaTarget>>();

/** How the schemas of a dialect refer to and describe the model's types; made once per model and dialect. */
export function schemaTarget(model: Model, dialect: Dialect): SchemaTarget {
  let byDialect = targets.get(model);
  if (!byDialect) targets.set(model, (byDialect = new Map()));
  let target = byDialect.get(dialect.name);
  if (!target) byDialect.set(dialect.name, (target = newSchemaTarget(model, dialect)));
  return target;
}

function newSchemaTarget(model: Model, dialect: Dialect): SchemaTarget {
  const lookup = lookupOf(model);
  const byRef = new Map(
    [...model.types.values()].map((t) => [`${dialect.refPrefix}${componentName(t)}`, t]),
  );
  const target: SchemaTarget = {
    lookup,
    ref: (id) => {
      const type = lookup(id)!;
      // A named string (an enum, a UID) is written in place, as Kubernetes writes its enum fields
      // and types.UID: kubectl explain then lists the values (ENUM) under the field's own
      // description. Time, MicroTime, Quantity and the other scalars stay definitions, as there.
      if (
        type.kind === "alias" &&
        type.shape.kind === "scalar" &&
        (type.shape.enum !== undefined || type.shape.scalar === "string")
      )
        return shapeSchema(type.shape, target);
      return { $ref: `${dialect.refPrefix}${componentName(type)}` };
    },
    nullable: (schema) => dialect.nullable(schema, (ref) => jsonTypeOf(byRef.get(ref), target)),
    annotate: dialect.annotate,
    scalar: dialect.scalar,
    bounds: dialect.bounds,
    example: dialect.example,
    shapeExtensions,
    fieldExtensions: (field) =>
      withValidations(
        field.atomicMap ? { "x-kubernetes-map-type": "atomic" } : {},
        fieldValidations(field, lookup),
      ),
    typeExtensions: (type) => typeExtensions(type, lookup),
  };
  return target;
}

/** The JSON `type` of a named type's schema (`object`, `string`, ...); undefined for unions. */
function jsonTypeOf(
  type: NamedType | undefined,
  target: SchemaTarget,
  seen = new Set<NamedType>(),
): string | undefined {
  if (!type || seen.has(type)) return undefined;
  if (type.kind === "object") return "object";
  seen.add(type);
  const shape = type.shape;
  if (shape.kind === "ref") return jsonTypeOf(target.lookup(shape.target), target, seen);
  if (shape.kind === "array") return "array";
  if (shape.kind === "map") return "object";
  const { type: json } = shapeSchema({ ...shape, nullable: false }, target);
  return typeof json === "string" ? json : undefined;
}

function shapeExtensions(shape: Shape): JsonSchema {
  const out: JsonSchema = {};
  if (shape.kind === "scalar" && (shape.scalar === "int-or-string" || shape.scalar === "quantity"))
    out["x-kubernetes-int-or-string"] = true;
  if (shape.kind === "scalar" && (shape.scalar === "object" || shape.scalar === "any"))
    out["x-kubernetes-preserve-unknown-fields"] = true;
  if (shape.listType) out["x-kubernetes-list-type"] = shape.listType;
  if (shape.listMapKeys) out["x-kubernetes-list-map-keys"] = shape.listMapKeys;
  if (shape.patchStrategy) out["x-kubernetes-patch-strategy"] = shape.patchStrategy;
  if (shape.patchMergeKey) out["x-kubernetes-patch-merge-key"] = shape.patchMergeKey;
  return out;
}

function typeExtensions(type: NamedType, lookup: TypeLookup): JsonSchema {
  const out: JsonSchema = {};
  if (type.kind === "object" && type.apiKind) {
    const [group, version] = type.apiKind.apiVersion.includes("/")
      ? type.apiKind.apiVersion.split("/")
      : ["", type.apiKind.apiVersion];
    out["x-kubernetes-group-version-kind"] = [{ group, kind: type.name, version }];
  }
  if (type.kind === "object" && type.atomic) out["x-kubernetes-map-type"] = "atomic";
  return withValidations(out, typeValidations(type, lookup));
}

function withValidations(out: JsonSchema, validations: readonly JsonSchema[]): JsonSchema {
  if (validations.length) out["x-kubernetes-validations"] = validations;
  return out;
}

/**
 * Every named type's schema, by component name, in the model's order (group-version by
 * group-version). In a warm process a group-version's schemas are made again only when its
 * types, or a type they reach, changed.
 */
export function componentSchemas(model: Model, dialect: Dialect): Record<string, JsonSchema> {
  let target: SchemaTarget | undefined;
  const out: Record<string, JsonSchema> = {};
  for (const gv of model.groupVersions) {
    const schemas = memoized(
      `${dialect.name} schemas of ${gv.group}/${gv.version}`,
      groupVersionDigest(model, gv),
      () => {
        target ??= schemaTarget(model, dialect);
        return gv.types.map((id) => {
          const type = model.types.get(id)!;
          const schema = dropUnsupported(namedTypeSchema(type, target!), dialect.unsupported);
          keepJsonText(schema);
          return [componentName(type), schema] as const;
        });
      },
    );
    for (const [name, schema] of schemas) out[name] = schema;
  }
  return out;
}
