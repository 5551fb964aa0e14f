/**
 * Variant (b): ajv tuned for speed. `unicode: false` (string lengths are `.length`, not
 * code points), ajv-formats in "fast" mode (simpler regular expressions for date-time,
 * uri, ...), and two compiled validators per kind: one with `allErrors: false`, which
 * stops at the first error and decides valid input as fast as ajv can, and one with
 * `allErrors: true`, run only when the first fails, so invalid input still gets every
 * error. Messages are kept (`messages: true`, the default), as the other variants produce
 * texts too. Same checks as variant (a).
 */
import { Ajv2020, type Options } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import { ajvFields } from "./ajv-errors.js";
import { KINDS, type Kind } from "./cases.js";
import { allSchemas, SCHEMA_IDS } from "./schemas.js";
import type { Variant } from "./variant.js";

const addFormats = addFormatsModule as unknown as (
  ajv: Ajv2020,
  options: { mode: "fast" | "full" },
) => Ajv2020;

function instance(allErrors: boolean): Ajv2020 {
  const options: Options = {
    allErrors,
    unicode: false,
    strict: true,
    strictTypes: false,
    allowUnionTypes: true,
  };
  const ajv = addFormats(new Ajv2020(options), { mode: "fast" });
  for (const schema of allSchemas()) ajv.addSchema(schema);
  return ajv;
}

export function load(): Variant {
  const first = instance(false);
  const all = instance(true);
  const run = {} as Record<Kind, (doc: unknown) => number>;
  const fields = {} as Record<Kind, (doc: unknown) => string[]>;
  for (const kind of KINDS) {
    const quick = first.getSchema(SCHEMA_IDS[kind])!;
    const full = all.getSchema(SCHEMA_IDS[kind])!;
    run[kind] = (doc) => (quick(doc) ? 0 : full(doc) ? 0 : full.errors!.length);
    fields[kind] = (doc) => (quick(doc) || full(doc) ? [] : ajvFields(full.errors));
  }
  return { run, fields };
}
