/**
 * ajv's standalone code for the cold-start baseline: the validating function of one kind's
 * JSON Schema (with every schema it refers to) compiled ahead of time into a module, as a
 * project that ships ajv-compiled validators loads it. Options as variant (a), `ajv.ts`:
 * all errors, ajv-formats' full formats.
 */
import { createRequire } from "node:module";
import { writeFileSync } from "node:fs";
import { Ajv2020, _ } from "ajv/dist/2020.js";
import standaloneModule from "ajv/dist/standalone/index.js";
import addFormatsModule from "ajv-formats";
import type { Kind } from "./cases.js";
import { allSchemas, SCHEMA_IDS } from "./schemas.js";

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;
const standaloneCode = standaloneModule as unknown as (ajv: Ajv2020, validate: unknown) => string;
const requireHere = createRequire(import.meta.url);

/**
 * Writes `file` (CommonJS): `module.exports` is the kind's validating function. Its
 * `require()`s of ajv's runtime and ajv-formats name absolute paths, so it loads from anywhere.
 */
export function writeAjvStandalone(kind: Kind, file: string): void {
  const formats = _`require("ajv-formats/dist/formats").fullFormats`;
  const ajv = addFormats(
    new Ajv2020({
      allErrors: true,
      strict: true,
      strictTypes: false,
      allowUnionTypes: true,
      code: { source: true, formats },
    }),
  );
  for (const schema of allSchemas()) ajv.addSchema(schema);
  const code = standaloneCode(ajv, ajv.getSchema(SCHEMA_IDS[kind]));
  writeFileSync(
    file,
    code.replace(
      /require\("([^"]+)"\)/g,
      (_match, id: string) => `require(${JSON.stringify(requireHere.resolve(id))})`,
    ),
  );
}
