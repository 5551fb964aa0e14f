/**
 * The meta-schema of the spec language is assembled from its homes: the core
 * (generator/load/spec-core.schema.json), each rule kind's body (generator/rules/) and the
 * format registry. The assembled schema is committed for editors as spec.schema.json; a run
 * with `-u` rewrites it. `npm run build` compiles its check ahead, which a run uses only while
 * the schema is the one compiled.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  assembleMetaSchema,
  loadMetaSchemaCheck,
  prebuildMetaSchema,
} from "../generator/load/meta-schema.js";
import { exampleValues } from "../generator/keywords/docs.js";
import { FORMATS } from "../generator/keywords/formats/index.js";
import { KEYWORD_LIST } from "../generator/keywords/index.js";
import { RULES } from "../generator/rules/index.js";
import { ROOT } from "./helpers/paths.js";

type Node = { description?: string; examples?: unknown[] };
type Defs = Record<
  string,
  { properties?: Record<string, Node>; enum?: unknown[]; $comment?: string }
>;
const defsOf = (schema: object): Defs => (schema as { $defs: Defs }).$defs;

describe("the spec language's meta-schema", () => {
  it("is committed, assembled, as generator/load/spec.schema.json (the file editors read)", async () => {
    await expect(`${JSON.stringify(assembleMetaSchema(), null, 2)}\n`).toMatchFileSnapshot(
      "../generator/load/spec.schema.json",
    );
  });

  it("has each rule kind's body from the kind's own module, and no other rule kind", () => {
    const defs = defsOf(assembleMetaSchema());
    const kinds = Object.keys(RULES);
    expect(Object.keys(defs.rule!.properties!).sort()).toEqual([...kinds].sort());
    expect(
      Object.keys(defs)
        .filter((d) => d.startsWith("rule-"))
        .sort(),
    ).toEqual(kinds.map((k) => `rule-${k}`).sort());
    for (const definition of Object.values(RULES)) {
      expect(defs[`rule-${definition.kind}`]!.properties).toEqual(definition.body.properties);
    }
  });

  it("takes the format names from the format registry", () => {
    expect(defsOf(assembleMetaSchema()).format!.enum).toEqual([...FORMATS]);
  });

  it("takes each field keyword's description and examples from the keyword's module (its sentence, the values its example gives the key)", () => {
    const defs = defsOf(assembleMetaSchema());
    for (const k of KEYWORD_LIST) {
      const node = defs[k.on]!.properties![k.key]!;
      expect(node.description, k.key).toBe(k.docs.summary);
      expect(node.examples, k.key).toEqual(exampleValues(k));
      expect(node.examples!.length, `${k.key}: its example writes the key`).toBeGreaterThan(0);
    }
  });

  it("keeps no keyword's description or examples in the core, so the keyword's module is their one home", () => {
    const core = defsOf(
      JSON.parse(readFileSync(`${ROOT}generator/load/spec-core.schema.json`, "utf8")) as object,
    );
    const stated = KEYWORD_LIST.filter((k) => {
      const node = core[k.on]!.properties![k.key]!;
      return node.description !== undefined || node.examples !== undefined;
    });
    expect(stated.map((k) => k.key)).toEqual([]);
  });

  it("keeps no rule kind or format name in the core, so each has one home", () => {
    const core = defsOf(
      JSON.parse(readFileSync(`${ROOT}generator/load/spec-core.schema.json`, "utf8")) as object,
    );
    expect(Object.keys(core).filter((d) => d.startsWith("rule-"))).toEqual([]);
    expect(core.rule!.properties).toEqual({});
    expect(core.format!.enum).toBeUndefined();
  });
});

describe("the meta-schema's check compiled by the build", () => {
  // Inside the repository: the compiled check requires ajv's runtime from node_modules.
  const cache = join(ROOT, "node_modules/.cache");
  mkdirSync(cache, { recursive: true });
  const scratch = mkdtempSync(join(cache, "corespec-meta-schema-"));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));
  const bad: unknown[] = [
    {
      group: "x.core.io",
      version: "v1",
      kinds: { Widget: { fields: { size: { type: "int32", minimun: 1 } } } },
    },
    { group: "x.core.io", version: "one", types: { widget: { fields: {} } } },
    {
      group: "x.core.io",
      version: "v1",
      types: {
        W: {
          fields: { a: { type: "string", format: "dns-labl" } },
          rules: [{ required: { fields: ["a"] }, forbidden: { fields: ["a"] } }],
        },
      },
    },
  ];
  const answers = (validate: (data: unknown) => boolean & unknown) =>
    bad.map((data) => {
      const check = validate as unknown as { (data: unknown): boolean; errors?: unknown[] | null };
      return { valid: check(data), errors: check.errors };
    });

  it("is used while the schema is the one it compiled, and answers as ajv compiling the schema now does", () => {
    const file = join(scratch, "check.cjs");
    prebuildMetaSchema(file);
    const built = loadMetaSchemaCheck(file);
    const compiled = loadMetaSchemaCheck(join(scratch, "missing.cjs"));
    expect([built.prebuilt, compiled.prebuilt]).toEqual([true, false]);
    expect(built.keys).toEqual(compiled.keys);
    const got = answers(built.validate);
    expect(got.map((a) => a.valid)).toEqual([false, false, false]);
    expect(got).toEqual(answers(compiled.validate));
  });

  it("is not used once the schema has changed, nor when it is damaged", () => {
    const file = join(scratch, "stale.cjs");
    prebuildMetaSchema(file);
    writeFileSync(
      file,
      readFileSync(file, "utf8").replace(
        /module\.exports\.digest = "[^"]+"/,
        'module.exports.digest = "another schema"',
      ),
    );
    expect(loadMetaSchemaCheck(file).prebuilt).toBe(false);
    writeFileSync(file, "module.exports = (");
    const damaged = loadMetaSchemaCheck(file);
    expect(damaged.prebuilt).toBe(false);
    expect(answers(damaged.validate).map((a) => a.valid)).toEqual([false, false, false]);
  });
});
