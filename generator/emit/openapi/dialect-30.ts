/** OpenAPI 3.0.3: `nullable` next to `type`, boolean exclusive bounds, `example`, no `$ref` siblings. */
import {
  APACHE_2_URL,
  booleanBounds,
  wrappedRef,
  type Dialect,
  type JsonSchema,
} from "./dialect.js";

export const openapi30: Dialect = {
  name: "openapi-3.0",
  header: { openapi: "3.0.3" },
  refPrefix: "#/components/schemas/",
  license: { name: "Apache 2.0", url: APACHE_2_URL },
  nullable: nullable30,
  bounds: booleanBounds,
  example: (value) => ({ example: value }),
  annotate: wrappedRef,
  scalar: () => undefined,
  unsupported: new Set(["propertyNames"]),
};

/**
 * 3.0.3 only honours `nullable: true` next to `type`: a `$ref` is wrapped in allOf with the
 * referenced type's `type` (or, when that type is a union, put in anyOf with a null-only
 * schema, 3.0.3's own idiom), and a union without `type` makes each of its branches nullable.
 */
function nullable30(
  schema: JsonSchema,
  typeOfRef: (ref: string) => string | undefined,
): JsonSchema {
  if (typeof schema.$ref === "string") {
    const { $ref, ...annotations } = schema;
    const type = typeOfRef($ref);
    if (type === undefined)
      return {
        anyOf: [{ $ref }, { type: "string", nullable: true, enum: [null] }],
        ...annotations,
      };
    return { type, allOf: [{ $ref }], ...annotations, nullable: true };
  }
  if (schema.type === undefined) {
    for (const union of ["anyOf", "oneOf"] as const) {
      const branches = schema[union];
      if (Array.isArray(branches))
        return {
          ...schema,
          [union]: (branches as JsonSchema[]).map((b) => nullable30(b, typeOfRef)),
        };
    }
    const only = schema.allOf;
    if (Array.isArray(only) && only.length === 1) {
      const { allOf: _allOf, ...annotations } = schema;
      return { ...nullable30(only[0] as JsonSchema, typeOfRef), ...annotations };
    }
  }
  return { ...schema, nullable: true };
}
