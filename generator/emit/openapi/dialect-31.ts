/** OpenAPI 3.1: full JSON Schema 2020-12. */
import type { Dialect } from "./dialect.js";

export const openapi31: Dialect = {
  name: "openapi-3.1",
  header: { openapi: "3.1.0" },
  refPrefix: "#/components/schemas/",
  license: { name: "Apache 2.0", identifier: "Apache-2.0" },
  nullable: (schema) => ({ anyOf: [schema, { type: "null" }] }),
  bounds: (b) => ({ ...b }),
  example: (value) => ({ examples: [value] }),
  annotate: (schema, annotations) => ({ ...schema, ...annotations }),
  scalar: () => undefined,
  unsupported: new Set<string>(),
};
