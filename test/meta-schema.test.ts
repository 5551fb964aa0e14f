/**
 * The meta-schema of the spec language is assembled from its homes: the core
 * (generator/load/spec-core.schema.json), each rule kind's body (generator/rules/) and the
 * format registry. The assembled schema is committed for editors as spec.schema.json; a run
 * with `-u` rewrites it.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { assembleMetaSchema } from "../generator/load/meta-schema.js";
import { FORMATS } from "../generator/model/formats.js";
import { RULES } from "../generator/rules/index.js";
import { ROOT } from "./helpers/paths.js";

type Defs = Record<string, { properties?: Record<string, unknown>; enum?: unknown[]; $comment?: string }>;
const defsOf = (schema: object): Defs => (schema as { $defs: Defs }).$defs;

describe("the spec language's meta-schema", () => {
  it("is committed, assembled, as generator/load/spec.schema.json (the file editors read)", async () => {
    await expect(`${JSON.stringify(assembleMetaSchema(), null, 2)}\n`).toMatchFileSnapshot("../generator/load/spec.schema.json");
  });

  it("has each rule kind's body from the kind's own module, and no other rule kind", () => {
    const defs = defsOf(assembleMetaSchema());
    const kinds = Object.keys(RULES);
    expect(Object.keys(defs.rule!.properties!).sort()).toEqual([...kinds].sort());
    expect(Object.keys(defs).filter((d) => d.startsWith("rule-")).sort()).toEqual(kinds.map((k) => `rule-${k}`).sort());
    for (const definition of Object.values(RULES)) {
      expect(defs[`rule-${definition.kind}`]!.properties).toEqual(definition.body.properties);
    }
  });

  it("takes the format names from the format registry", () => {
    expect(defsOf(assembleMetaSchema()).format!.enum).toEqual([...FORMATS]);
  });

  it("keeps no rule kind or format name in the core, so each has one home", () => {
    const core = defsOf(JSON.parse(readFileSync(`${ROOT}generator/load/spec-core.schema.json`, "utf8")) as object);
    expect(Object.keys(core).filter((d) => d.startsWith("rule-"))).toEqual([]);
    expect(core.rule!.properties).toEqual({});
    expect(core.format!.enum).toBeUndefined();
  });
});
