/**
 * docs/spec-language.md is generated from the meta-schema (generator/docs/spec-reference.ts) and
 * kept current here (`npm run docs:spec`, or a run with `-u`, rewrites it). Every key of the
 * spec language has its meaning and the artifacts it changes in the meta-schema, its one home.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ARTIFACTS } from "../generator/docs/spec-reference-frame.js";
import {
  documentedDefinitions,
  specReference,
  type MetaSchema,
  type SchemaNode,
} from "../generator/docs/spec-reference.js";
import { FORMAT_LIST } from "../generator/keywords/formats/index.js";
import { KEYWORD_LIST } from "../generator/keywords/index.js";
import { assembleMetaSchema } from "../generator/load/meta-schema.js";
import { ROOT } from "./helpers/paths.js";

const schema = assembleMetaSchema() as MetaSchema;
const defs = schema.$defs;
const target = (node: SchemaNode) =>
  node.$ref !== undefined ? defs[node.$ref.replace("#/$defs/", "")] : undefined;

/** Every key of a definition and of its object and alias branches, with where it is. */
function keys(): { at: string; node: SchemaNode; def: SchemaNode }[] {
  const out: { at: string; node: SchemaNode; def: SchemaNode }[] = [];
  for (const [name, def] of Object.entries(defs)) {
    for (const part of [def, def.then, def.else]) {
      for (const [key, node] of Object.entries(part?.properties ?? {}))
        out.push({ at: `${name}.${key}`, node, def });
    }
  }
  return out;
}

describe("docs/spec-language.md", () => {
  it("is generated from the meta-schema and committed", async () => {
    await expect(specReference(schema)).toMatchFileSnapshot("../docs/spec-language.md");
  });

  it("documents every definition that has keys", () => {
    const documented = new Set(documentedDefinitions(schema));
    const withKeys = Object.keys(defs).filter(
      (n) => defs[n]!.properties || defs[n]!.then?.properties,
    );
    expect(withKeys.filter((n) => !documented.has(n))).toEqual([]);
  });

  it("gives every key a meaning and the artifacts it changes, from the vocabulary", () => {
    const vocabulary = new Set(Object.keys(ARTIFACTS));
    const undescribed = keys().filter(
      ({ node }) => !(node.description ?? target(node)?.description),
    );
    expect(undescribed.map((k) => k.at)).toEqual([]);
    const unsaid = keys().filter(
      ({ node, def }) =>
        (node["x-artifacts"] ?? target(node)?.["x-artifacts"] ?? def["x-artifacts"]) === undefined,
    );
    expect(unsaid.map((k) => k.at)).toEqual([]);
    const unknown = keys().flatMap(({ at, node }) =>
      (node["x-artifacts"] ?? []).filter((a) => !vocabulary.has(a)).map((a) => `${at}: ${a}`),
    );
    expect(unknown).toEqual([]);
  });

  it("gives an example of every key, and of every rule kind (whose keys its example shows)", () => {
    const rules = Object.keys(defs).filter((n) => n.startsWith("rule-"));
    expect(
      keys()
        .filter(({ at, node }) => !/^rule(-|\.)/.test(at) && !node.examples?.length)
        .map((k) => k.at),
    ).toEqual([]);
    expect(rules.filter((n) => !defs[n]!.examples?.length)).toEqual([]);
  });

  it("lists every key of the language, and every format", () => {
    const page = specReference(schema);
    const missing = keys().filter(
      ({ at }) => !page.includes(`\`${at.slice(at.indexOf(".") + 1)}\``),
    );
    expect(missing.map((k) => k.at)).toEqual([]);
    for (const format of (defs.format!.enum ?? []) as string[])
      expect(page).toContain(`| \`${format}\` |`);
  });

  it("gives each field keyword its module's sentence and example, and each format its registry doc and examples", () => {
    const page = specReference(schema);
    for (const k of KEYWORD_LIST)
      expect(page, k.key).toContain(`${k.docs.summary} Example: \`${k.docs.example}\`.`);
    for (const f of FORMAT_LIST) {
      expect(page, f.name).toContain(`| \`${f.name}\` | ${f.doc} | `);
      if (!f.examples.valid.includes("\n"))
        expect(page, f.name).toContain(`| ${f.doc} | \`${f.examples.valid}\` |`);
    }
  });

  it("is linked from the README and from specs/README.md", () => {
    expect(readFileSync(join(ROOT, "README.md"), "utf8")).toContain("docs/spec-language.md");
    expect(readFileSync(join(ROOT, "specs/README.md"), "utf8")).toContain(
      "../docs/spec-language.md",
    );
  });
});
