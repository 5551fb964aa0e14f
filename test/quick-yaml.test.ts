/**
 * The quick reading of spec files (js-yaml) against the reference (the `yaml` package, which
 * keeps positions): wherever the quick reading answers, the data is the reference's and the
 * reference finds no problem; everything outside the subset where they agree is left to it.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { isDeepStrictEqual } from "node:util";
import { describe, expect, it } from "vitest";
import { parseDocument } from "yaml";
import { loadSpecs } from "../generator/load/index.js";
import { quickData } from "../generator/load/quick-yaml.js";
import { parseSourceText, positionOf } from "../generator/load/source-file.js";

const ROOT = join(import.meta.dirname, "..");

/** What the `yaml` package makes of a text, as the loader reads it: the data, or its first problem. */
function reference(text: string): { data: unknown } | { problem: string } {
  const document = parseDocument(text, { uniqueKeys: true, strict: true, prettyErrors: false });
  const problems = [...document.errors, ...document.warnings];
  if (problems.length) return { problem: problems[0]!.message };
  try {
    return { data: document.toJS({ maxAliasCount: 100 }) };
  } catch (error) {
    return { problem: (error as Error).message };
  }
}

function yamlFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true })
    .map(String)
    .filter((f) => /\.ya?ml$/.test(f))
    .map((f) => join(ROOT, dir, f));
}

/** Scalars and structures where YAML readers part ways: each is read alike or left to the reference. */
const EDGES = [
  "a: 1e400",
  "a: -1e400",
  "a: 1" + "0".repeat(400),
  "a: 0x" + "f".repeat(400),
  "a: 0o17",
  "a: 0x1F",
  "a: 012",
  "a: +12",
  "a: .5",
  "a: 1.",
  "a: 1_000",
  "a: 0b11",
  "a: .inf",
  "a: -.Inf",
  "a: .NaN",
  "a: 2020-01-01",
  "a: ~",
  "a: Null",
  "a: yes",
  "a: True",
  "a: -0",
  "a: 1E3",
  "<<: {b: 1}",
  "a: !!str 12",
  "a: !!int '12'",
  "a: !!float 1",
  "a: !foo x",
  "a: &x 1\nb: *x",
  "a: &x 1",
  "'1': a\n1: b",
  "a: 1\na: 2",
  "? [a]\n: 1",
  "? {a: 1}\n: 2",
  "__proto__: 1",
  "a: |\n  x\n   y\n",
  "a: >-\n  x\n\n  y\n",
  "a: 'it''s'",
  'a: "\\u00e9\\x41"',
  "%YAML 1.1\n---\na: yes",
  "---\na: 1\n...\n",
  "a: 1\n---\nb: 2",
  "",
  "# only",
  "~",
  "a:\tb",
  "- a\n-  - b",
  "a: [1, 2,]",
  "{a: 1, b}",
  "a: 99999999999999999999",
  "\ufeffa: 1",
  "a: 1\r\nb: 2\r\n",
  "a: 'x\n  y'",
  'a: "x\\\n  y"',
  "a: b: c",
  `k${"x".repeat(1100)}: 1`,
  `? k${"x".repeat(1100)}\n: 1`,
  "a: @b",
  "a: `b",
  "a: b #c",
  "a: b#c",
  "? a\n? b",
  "- ? a\n  : b",
  "a: !!binary aGVsbG8=",
  "a: *unknown",
  "a: &a [*a]",
  "!!map {a: 1}",
  "a: 1.2.3",
  "a:\n  b:\n    - c: d\n      e: [f, {g: h}]\n",
];

describe("quick reading of spec files", () => {
  it("reads every spec, real-world document and test YAML as the reference does, and most of them quickly", () => {
    let quick = 0;
    let texts = 0;
    for (const file of [...yamlFiles("specs"), ...yamlFiles("test")]) {
      const text = readFileSync(file, "utf8");
      for (const variant of [text, text.replace(/\n/g, "\r\n"), ...text.split(/^---$/m)]) {
        texts++;
        const read = quickData(variant);
        if (read === undefined) continue;
        quick++;
        expect(reference(variant), file).toEqual({ data: read.data });
        expect(
          isDeepStrictEqual(read.data, (reference(variant) as { data: unknown }).data),
          file,
        ).toBe(true);
      }
    }
    // Specs are the common case: the quick reading must take them, or it buys nothing.
    for (const file of yamlFiles("specs"))
      expect(quickData(readFileSync(file, "utf8")), file).toBeDefined();
    expect(quick).toBeGreaterThan(texts / 2);
  });

  it.each(EDGES.map((text) => [JSON.stringify(text).slice(0, 48), text]))(
    "%s: read alike, or left to the reference",
    (_, text) => {
      const read = quickData(text);
      if (read !== undefined) expect(reference(text)).toEqual({ data: read.data });
    },
  );

  it.each([
    ["a tag", "a: !!str 12"],
    ["an anchor", "a: &x 1"],
    ["an alias", "a: &x 1\nb: *x"],
    ["a directive", "%YAML 1.1\n---\na: yes"],
    ["two documents", "a: 1\n---\nb: 2"],
    ["an empty file", "# nothing"],
    ["a duplicate key", "a: 1\na: 2"],
    ["a collection as a key", "? [a]\n: 1"],
    ["a key longer than the reference allows", `k${"x".repeat(1100)}: 1`],
    ["a float past a double", "a: 1e400"],
    ["an integer past a double", `a: 1${"0".repeat(400)}`],
    ["nesting past 64 levels", `${"- ".repeat(70)}x`],
    ["nesting of a million flow levels", `${"[".repeat(1_000_000)}`],
    [
      "a file over 512 KiB (its events would all be made before their count is known)",
      "- 1\n".repeat(140_000),
    ],
  ])("leaves %s to the reference", (_, text) => {
    expect(quickData(text)).toBeUndefined();
  });

  it("finds the positions of a quickly read file when a diagnostic asks for them", () => {
    const { file, diagnostics } = parseSourceText(
      "kinds:\n  Lease:\n    fields:\n      spec: {type: string}\n",
      "x.yaml",
      "x.yaml",
    );
    expect(diagnostics).toEqual([]);
    expect(positionOf(file, ["kinds", "Lease", "fields", "spec"], "key")).toEqual({
      line: 4,
      col: 7,
    });
    expect(positionOf(file, ["kinds", "Lease", "fields", "spec", "type"])).toEqual({
      line: 4,
      col: 20,
    });
  });

  it("reads quickly only what the reference can parse for positions: the most tokens a quick file can hold", () => {
    // One token a character: a comment line is two (the comment and its line break).
    const text = `a: 1\n${"#\n".repeat(262_000)}b: 2\n`;
    const { file, diagnostics } = parseSourceText(text, "x.yaml", "x.yaml");
    expect(quickData(text)).toBeDefined();
    expect(diagnostics).toEqual([]);
    expect(positionOf(file, ["b"], "key")).toEqual({ line: 262_002, col: 1 });
    // Past the quick reading's bound, the reference reads it, within its own bounds.
    expect(quickData(`${text}${"#\n".repeat(1_000)}`)).toBeUndefined();
  });

  it("gives each model element its file and path, and its position when asked", async () => {
    const { model } = await loadSpecs(join(ROOT, "specs"));
    const lease = [...model!.types.values()].find(
      (t) => t.name === "Lease" && t.group === "coordination.core.io",
    )!;
    expect(JSON.parse(JSON.stringify(lease.origin))).toEqual({
      file: lease.origin.file,
      path: lease.origin.path,
    });
    const text = readFileSync(join(ROOT, "specs", lease.origin.file), "utf8");
    const line = text.split("\n")[lease.origin.line - 1]!;
    expect(line.slice(lease.origin.col - 1)).toMatch(/^Lease:/);
  });
});
