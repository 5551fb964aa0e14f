/**
 * Spec patterns run in linear time, as Kubernetes runs them (Go's RE2), and what the schemas
 * publish compiles in RE2:
 * - the generated validator tests a pattern a backtracking RegExp could take superlinear time
 *   on with the linear matcher (by construction: its source), and 10,000-character inputs
 *   through it complete (bench/patterns.bench.ts prints the times);
 * - the linear matcher answers as RE2 (re2js) does;
 * - the safety check calls safe only patterns a backtracking RegExp is linear on;
 * - patterns outside the subset JavaScript and RE2 both read are refused at their position;
 * - every pattern in the published OpenAPI documents and JSON Schemas, and every format's, is RE2.
 */
import { readdirSync, readFileSync } from "node:fs";
import { mkdir, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import fc from "fast-check";
import { RE2JS } from "re2js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backtrackingSafe } from "../generator/analyze/pattern-safety.js";
import { nativeSource } from "../generator/analyze/pattern-js.js";
import { patternProblem } from "../generator/analyze/pattern-syntax.js";
import { generateFiles } from "../generator/generate.js";
import { loadSpecTexts } from "../generator/load/index.js";
import { DURATION_PATTERN, QUANTITY_PATTERN } from "../generator/model/formats.js";
import { FORMAT_LIST } from "../generator/keywords/formats/index.js";
import { linearRegExp } from "../templates/runtime/regexp.js";
import { FIXTURES, OUTPUT, ROOT } from "./helpers/paths.js";

/** Superlinear for a backtracking matcher: exponential (nested, alternation, emptyLoop, words) or polynomial. */
const EVIL: Readonly<Record<string, string>> = {
  nested: "^(a+)+$",
  alternation: "(a|a)*b",
  emptyLoop: "(a*)*b",
  counted: "(.*a){12}",
  adjacent: "^\\d+\\d+$",
  unanchored: "a+b",
  words: "^(\\w+\\s?)*$",
};
const SAFE = [
  "^[a-z0-9]([-a-z0-9]*[a-z0-9])?$",
  "^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$",
  "^(a|ab)*$",
  "\\S",
  "^https?://",
  "^[^,=]*$",
];

describe("the generated validator of a fixture with such patterns (test/fixtures/patterns)", () => {
  const dir = join(ROOT, "test/.tmp/patterns");
  let source: string;
  let pkg: {
    validateAs(
      type: string,
      v: unknown,
    ): { valid: boolean; errors: { type: string; field: string }[] };
  };

  beforeAll(async () => {
    const { files, diagnostics } = await generateFiles(join(FIXTURES, "patterns", "specs"));
    expect(diagnostics).toEqual([]);
    await rm(dir, { recursive: true, force: true });
    for (const file of files) {
      await mkdir(dirname(join(dir, file.path)), { recursive: true });
      await writeFile(join(dir, file.path), file.contents);
    }
    source = files.find((f) => f.path === "src/validators/patterns.core.io/v1.ts")!.contents;
    pkg = (await import(join(dir, "dist/index.js"))) as typeof pkg;
  }, 60_000);
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("tests each superlinear pattern with the linear matcher, and the safe ones with a native RegExp", () => {
    for (const pattern of [...Object.values(EVIL), "^([a-z]+)+$", "^(x+x+)+y$"])
      expect(source).toContain(`linearRegExp(${JSON.stringify(pattern)})`);
    expect(source).toContain("/^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/u");
    expect(source).toContain("/^[-+]?(0|(([0-9]+(\\.[0-9]*)?|\\.[0-9]+)(ns|us|ms|s|m|h))+)$/u");
  });

  it("answers 10,000-character inputs built to make a backtracking matcher explode", () => {
    const long = "a".repeat(10_000);
    const cases: [string, unknown, boolean][] = [
      ["nested", `${long}!`, false],
      ["nested", long, true],
      ["alternation", long, false],
      ["emptyLoop", long, false],
      ["counted", `${"a".repeat(11)}${"b".repeat(10_000)}`, false],
      ["adjacent", `${"1".repeat(10_000)}x`, false],
      ["unanchored", long, false],
      ["words", `${"ab ".repeat(3_333)}!`, false],
      ["portOrName", `${"a".repeat(10_000)}1`, false],
      ["tags", [`${"x".repeat(10_000)}`], false],
    ];
    for (const [field, value, valid] of cases) {
      const result = pkg.validateAs("Patterns", { [field]: value });
      expect(result.valid, field).toBe(valid);
      if (!valid) expect(result.errors.map((e) => e.type)).toEqual(["FieldValueInvalid"]);
    }
  });
});

describe("the linear matcher", () => {
  const patterns = [
    ...Object.values(EVIL),
    ...SAFE,
    "^[-+]?(0|(([0-9]+(\\.[0-9]*)?|\\.[0-9]+)(ns|us|µs|μs|ms|s|m|h))+)$",
    "a{2,3}b",
    "\\bfoo\\b",
    "x\\By",
    "^$",
    "",
    "a|",
    "[\\d-]+",
    "\\p{L}+$",
    "^ab{0,2}c$",
    "[^a-c]x",
    "(?:ab)+",
    "(?<n>a)b",
    ".",
  ];

  it("answers as RE2 (re2js) on inputs drawn from each pattern's letters", () => {
    for (const pattern of patterns) {
      const mine = linearRegExp(pattern);
      const re2 = RE2JS.compile(pattern);
      fc.assert(
        fc.property(
          fc.string({
            unit: fc.constantFrom(
              "a",
              "b",
              "x",
              "y",
              "1",
              "-",
              ".",
              " ",
              "\n",
              "é",
              "f",
              "o",
              "c",
              "!",
            ),
            maxLength: 24,
          }),
          (input) => mine.test(input) === re2.test(input),
        ),
        { numRuns: 300 },
      );
    }
  });
});

describe("the native RegExp of a safe pattern", () => {
  it("reads `.`, `\\s` and `\\S` as RE2 does, and escapes slashes", () => {
    expect(nativeSource("^a.b$")).toBe("^a[^\\n]b$");
    expect(nativeSource("\\S")).toBe("[^\\t\\n\\f\\r ]");
    expect(nativeSource("[\\s,]")).toBe("[\\t\\n\\f\\r ,]");
    expect(nativeSource("[^\\S]")).toBeUndefined();
    expect(nativeSource("^https?://[./]\\/")).toBe(
      "^https?:\\/\\/[[^\\n]\\/]\\/".replace("[[^\\n]", "[."),
    );
  });

  it("answers as RE2 on spaces and line ends JavaScript reads otherwise", () => {
    for (const pattern of ["\\S", "^.+$", "^\\s*x$", "^[a.]+$", ...SAFE]) {
      const native = new RegExp(nativeSource(pattern)!, "u");
      const re2 = RE2JS.compile(pattern);
      for (const input of ["\u00a0", "a\rb", "\u2028", " x", "\u3000x", "a", "", "a\nb", "x\u000b"])
        expect(native.test(input), `${pattern} on ${JSON.stringify(input)}`).toBe(re2.test(input));
    }
  });
});

describe("any pattern the loader accepts", () => {
  const TOKENS = [
    "a",
    "b",
    ".",
    "\\.",
    "\\b",
    "\\B",
    "[\\b]",
    "\\d",
    "\\D",
    "\\w",
    "\\W",
    "\\s",
    "\\S",
    "[a-c]",
    "[^a]",
    "[\\d.]",
    "[\\S]",
    "[-a]",
    "[a-]",
    "\\x41",
    "\\0",
    "\\t",
    "\\n",
    "\\v",
    "\\f",
    "\\r",
    "\\a",
    "\\/",
    "\\-",
    "\\p{L}",
    "\\P{Lu}",
    "(",
    ")",
    "(?:",
    "(?<n>",
    "|",
    "*",
    "+",
    "?",
    "*?",
    "{2}",
    "{1,3}",
    "{2,}",
    "^",
    "$",
    "é",
    "\\\\",
    "\\[",
    "\\]",
    "[\\]]",
    "[.]",
    "{",
    "}",
    "]",
    "\\Q",
    "\\z",
  ];
  const CHARS = ["a", "b", "A", ".", " ", "\n", "1", "é", "\b", "-", "/", "]", "\u00a0", "\r"];

  it("compiles in the linear matcher, which answers as RE2; where proven safe, the native RegExp answers the same", () => {
    let accepted = 0;
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...TOKENS), { minLength: 1, maxLength: 7 }),
        fc.array(fc.constantFrom(...CHARS), { maxLength: 8 }),
        (parts, chars) => {
          const pattern = parts.join("");
          if (patternProblem(pattern)) return;
          accepted++;
          const input = chars.join("");
          const want = RE2JS.compile(pattern).test(input);
          expect(linearRegExp(pattern).test(input), `${pattern} on ${JSON.stringify(input)}`).toBe(
            want,
          );
          const native = backtrackingSafe(pattern) ? nativeSource(pattern) : undefined;
          if (native !== undefined)
            expect(
              new RegExp(native, "u").test(input),
              `native ${pattern} on ${JSON.stringify(input)}`,
            ).toBe(want);
        },
      ),
      { numRuns: 3000 },
    );
    expect(accepted).toBeGreaterThan(500);
  });
});

describe("the safety check", () => {
  it("does not call safe a pattern with exponential or polynomial backtracking", () => {
    for (const pattern of [...Object.values(EVIL), "(x+x+)+y", "^(a|aa)+$", "^a*a*$", "^(.*,)*x$"])
      expect(backtrackingSafe(pattern), pattern).toBe(false);
  });

  it("calls safe the unambiguous patterns the specs and formats use", () => {
    for (const pattern of SAFE) expect(backtrackingSafe(pattern), pattern).toBe(true);
    for (const { name, pattern } of FORMAT_LIST) {
      if (pattern && !["ip", "cidr"].includes(name))
        expect(backtrackingSafe(pattern), name).toBe(true);
    }
  });
});

describe("the patterns a spec may write", () => {
  const field = (pattern: string) =>
    `group: a.core.io\nversion: v1\ntypes:\n  A:\n    doc: x\n    fields:\n      a: { type: string, pattern: ${JSON.stringify(pattern)} }\n`;
  const codes = (pattern: string) =>
    loadSpecTexts([
      { relative: "a.yaml", display: "specs/a.yaml", text: field(pattern) },
    ]).diagnostics.map((d) => [d.line, d.col, d.code]);

  it.each([
    "[]",
    "(?!x)a",
    "(?=a)a",
    "(?<=a)b",
    "(?<!a)b",
    "(a)\\1",
    "(?<n>a)\\k<n>",
    "\\u00e9",
    "a{1001}",
    "\\p{Script=Greek}",
  ])("refuses %s, not RE2, at the pattern", (pattern) => {
    expect(codes(pattern)).toEqual([[7, 35, "pattern-not-re2"]]);
  });

  it.each(["[]a]", "[^]a]", "(?i)a", "\\Z", "\\z", "(?P<n>a)", "\\pL", "a**", "[", "(?>a)"])(
    "refuses %s, not JavaScript, at the pattern",
    (pattern) => {
      expect(codes(pattern)).toEqual([[7, 35, "pattern-invalid"]]);
    },
  );

  it("accepts the patterns both read", () => {
    for (const pattern of [...Object.values(EVIL), ...SAFE, "(?<n>a)", "\\x41", "\\p{Lu}"])
      expect(patternProblem(pattern), pattern).toBeUndefined();
  });
});

describe("what the schemas publish", () => {
  /** Every `pattern` string in a JSON document, and every pattern its CEL rules match with (`x.matches("...")`, RE2 in Kubernetes' CEL). */
  const patternsIn = (value: unknown, out: Set<string>): Set<string> => {
    if (Array.isArray(value)) value.forEach((v) => patternsIn(v, out));
    else if (value && typeof value === "object") {
      for (const [k, v] of Object.entries(value)) {
        if (k === "pattern" && typeof v === "string") out.add(v);
        else if (k === "rule" && typeof v === "string")
          for (const m of v.matchAll(/\.matches\(("(?:[^"\\]|\\.)*")\)/g))
            out.add(JSON.parse(m[1]!) as string);
        else patternsIn(v, out);
      }
    }
    return out;
  };
  const jsonBelow = (dir: string): string[] =>
    readdirSync(dir, { recursive: true })
      .map(String)
      .filter((f) => f.endsWith(".json"))
      .map((f) => join(dir, f));

  it("holds only patterns RE2 compiles: the OpenAPI documents (their CEL rules too), the JSON Schemas, the formats", () => {
    const found = new Set<string>();
    for (const file of [
      ...jsonBelow(join(OUTPUT, "openapi")),
      ...jsonBelow(join(OUTPUT, "server/openapi")),
      ...jsonBelow(join(OUTPUT, "schemas")),
    ])
      patternsIn(JSON.parse(readFileSync(file, "utf8")), found);
    for (const { pattern } of FORMAT_LIST) if (pattern) found.add(pattern);
    found.add(DURATION_PATTERN).add(QUANTITY_PATTERN);
    expect(found.size).toBeGreaterThan(20);
    expect([...found].some((p) => p.includes("(k8s|kubernetes)"))).toBe(true); // a CEL rule's pattern was read
    const notRe2 = [...found].filter((p) => {
      try {
        RE2JS.compile(p);
        return false;
      } catch {
        return true;
      }
    });
    expect(notRe2).toEqual([]);
  });
});
