/**
 * The registry of diagnostic codes (generator/load/codes.ts): codes are unique, kebab-case and
 * described; every entry is reported by at least one call site of the generator (a code no
 * problem can carry would be documented for nothing); and every problem the loader reports,
 * from the YAML reader to the rule checks, carries a code of the registry.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { ALL_CODES, CODES } from "../generator/load/codes.js";
import { loadSpecTexts } from "../generator/load/index.js";
import { ROOT } from "./helpers/paths.js";

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return e.name.endsWith(".ts") ? [path] : [];
  });
}

describe("the registry of diagnostic codes", () => {
  it("holds unique kebab-case codes, each with a description and a fix", () => {
    const codes = ALL_CODES.map((c) => c.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const c of ALL_CODES) {
      expect(c.code).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(c.description, c.code).toMatch(/\S/);
      expect(c.hint, c.code).toMatch(/\S/);
      expect(c.description, c.code).not.toContain("\n");
      expect(c.hint, c.code).not.toContain("\n");
    }
  });

  it("has every code reported by at least one call site of the generator", () => {
    const registry = join(ROOT, "generator/load/codes.ts");
    const text = sources(join(ROOT, "generator"))
      .filter((f) => f !== registry)
      .map((f) => readFileSync(f, "utf8"))
      .join("\n");
    const unused = Object.keys(CODES).filter(
      (name) => !new RegExp(`\\bCODES\\.${name}\\b`).test(text),
    );
    expect(unused, `entries of ${relative(ROOT, registry)} no call site reports`).toEqual([]);
  });

  it("gives a code of the registry to every problem of a broken spec set", () => {
    const registered = new Set<string>(ALL_CODES.map((c) => c.code));
    const broken = {
      "yaml.yaml": "group: y.core.io\nversion: v1\ngroup: z\n",
      "meta.yaml":
        "group: m.core.io\nversion: v1\ntypes:\n  M:\n    doc: x\n    fields:\n      a: { type: string, colour: red }\n",
      "a.yaml": [
        "group: a.core.io",
        "version: v1",
        "types:",
        "  A:",
        "    doc: x",
        "    fields:",
        "      a: { type: Nope }",
        "      b: { type: int32, maxLength: 3, minimum: 5, maximum: 1, default: 9 }",
        '      c: { type: string, pattern: "(?=x)" }',
        "      d: { type: array }",
        "      e: { type: string, required: true, markedRequired: optional }",
        "    rules:",
        '      - compare: { left: nope, op: "<=", right: b, as: semver }',
        "",
      ].join("\n"),
    };
    const result = loadSpecTexts(
      Object.entries(broken).map(([name, text]) => ({
        relative: name,
        display: `specs/${name}`,
        text,
      })),
    );
    for (const d of result.diagnostics) expect(registered, `${d.message}`).toContain(d.code);
    expect([...new Set(result.diagnostics.map((d) => d.code))].sort()).toEqual([
      "array-without-items",
      "bounds-inverted",
      "default-invalid",
      "keyword-misplaced",
      "pattern-not-re2",
      "required-and-marked-required",
      "rule-type-mismatch",
      "unknown-field",
      "unknown-key",
      "unknown-type",
      "yaml-syntax",
    ]);
  });
});
