/**
 * Variant (a): ajv as general-purpose tools use it: Ajv2020 with ajv-formats (full
 * formats), `allErrors: true`, every generated JSON Schema added and the three kinds'
 * schemas compiled at run time, at start-up. It checks what the JSON Schemas say (types,
 * required, enums, lengths, patterns, formats, unknown fields); not the cross-field
 * rules, the per-kind ObjectMeta rules or CEL syntax, which JSON Schema cannot express.
 */
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import { ajvFields } from "./ajv-errors.js";
import { KINDS, type Kind } from "./cases.js";
import { allSchemas, SCHEMA_IDS } from "./schemas.js";
import type { Variant } from "./variant.js";

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

export function load(): Variant {
  const ajv = addFormats(
    new Ajv2020({ allErrors: true, strict: true, strictTypes: false, allowUnionTypes: true }),
  );
  for (const schema of allSchemas()) ajv.addSchema(schema);
  const run = {} as Record<Kind, (doc: unknown) => number>;
  const fields = {} as Record<Kind, (doc: unknown) => string[]>;
  for (const kind of KINDS) {
    const validate = ajv.getSchema(SCHEMA_IDS[kind])!;
    run[kind] = (doc) => (validate(doc) ? 0 : validate.errors!.length);
    fields[kind] = (doc) => (validate(doc) ? [] : ajvFields(validate.errors));
  }
  return { run, fields };
}
