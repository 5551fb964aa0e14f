/**
 * Swagger 2.0, as Kubernetes serves it at /openapi/v2: no anyOf, so int-or-string and
 * quantities are `type: string, format: int-or-string` (Kubernetes' own convention), and
 * null cannot be expressed (`x-nullable`).
 */
import { APACHE_2_URL, booleanBounds, wrappedRef, type Dialect } from "./dialect.js";

export const swagger20: Dialect = {
  name: "swagger-2.0",
  header: { swagger: "2.0" },
  refPrefix: "#/definitions/",
  license: { name: "Apache 2.0", url: APACHE_2_URL },
  nullable: (schema) => wrappedRef(schema, { "x-nullable": true }),
  bounds: booleanBounds,
  example: (value) => ({ example: value }),
  annotate: wrappedRef,
  scalar: (scalar) => {
    if (scalar === "int-or-string") return { type: "string", format: "int-or-string" };
    // As Kubernetes' swagger.json writes resource.Quantity (JSON numbers are accepted too).
    if (scalar === "quantity") return { type: "string" };
    if (scalar === "any") return { type: "object" };
    return undefined;
  },
  unsupported: new Set(["propertyNames", "deprecated"]),
};
