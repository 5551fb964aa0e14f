/** OpenAPI 3.0.3: `nullable`, boolean exclusive bounds, `example`, no `$ref` siblings. */
import { booleanBounds, wrappedRef, type Dialect } from "./dialect.js";

export const openapi30: Dialect = {
  header: { openapi: "3.0.3" },
  refPrefix: "#/components/schemas/",
  nullable: (schema) => ("$ref" in schema ? { allOf: [schema], nullable: true } : { ...schema, nullable: true }),
  bounds: booleanBounds,
  example: (value) => ({ example: value }),
  annotate: wrappedRef,
  scalar: () => undefined,
  unsupported: new Set(["propertyNames"]),
};
