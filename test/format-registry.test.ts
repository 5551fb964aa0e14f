/**
 * The format registry (issue 37 s1): one module per format under generator/keywords/formats/,
 * named after it, registered in its index.ts, for every format of the runtime and no other.
 * Each module's examples are run through the runtime check the generated validators call: the
 * valid one passes, the invalid one fails with the runtime's detail; the JSON Schema rendering
 * closest to the check (its pattern and length limits) accepts the valid example too.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  FORMAT_FUNCTIONS,
  FORMAT_LIST,
  FORMAT_REGISTRY,
  FORMATS,
  formatFunction,
} from "../generator/keywords/formats/index.js";
import { celSyntaxError } from "../templates/runtime/cel.js";
import * as runtimeFormats from "../templates/runtime/formats.js";
import { FORMAT_CHECKS, type FormatName } from "../templates/runtime/formats.js";
import { ROOT } from "./helpers/paths.js";

const DIR = join(ROOT, "generator/keywords/formats");
/** The registry's own modules: its index, the contract and the shared pattern pieces. */
const NOT_FORMATS = ["index.ts", "format-definition.ts", "patterns.ts"];

describe("the format registry", () => {
  it("has a module for every format of the runtime, and no other, in the runtime's order", () => {
    const names: readonly FormatName[] = FORMATS;
    expect(names).toEqual(Object.keys(FORMAT_CHECKS));
    expect(Object.keys(FORMAT_REGISTRY)).toEqual(names);
    expect(FORMAT_LIST.map((f) => f.name)).toEqual(names);
    const modules = readdirSync(DIR).filter((f) => f.endsWith(".ts") && !NOT_FORMATS.includes(f));
    expect(modules.map((f) => f.slice(0, -3)).sort()).toEqual([...names].sort());
  });

  it.each(FORMATS)("keeps %s in its own module, under its own name", (name) => {
    expect(FORMAT_REGISTRY[name].name).toBe(name);
    expect(readFileSync(join(DIR, `${name}.ts`), "utf8")).toContain(`name: "${name}",`);
  });

  it("names for each format the runtime check the runtime exports, which generated code imports", () => {
    for (const { name, check } of FORMAT_LIST) {
      expect(check, name).toBe(FORMAT_CHECKS[name]);
      expect((runtimeFormats as Record<string, unknown>)[check.name], name).toBe(check);
      if (name !== "cel") expect(FORMAT_FUNCTIONS).toContain(formatFunction(name));
    }
  });

  it("documents each format with a noun phrase (it ends the sentence `Format: ...`)", () => {
    for (const { name, doc } of FORMAT_LIST) expect(doc, name).toMatch(/^[a-zA-Z`].*[^.]$/);
  });
});

describe.each(FORMAT_LIST.map((f) => [f.name, f] as const))("the format %s", (name, format) => {
  const { valid, invalid } = format.examples;

  it("accepts its valid example", () => {
    expect(format.check(valid)).toBeUndefined();
    if (name === "cel") expect(celSyntaxError(valid)).toBeUndefined();
  });

  it("refuses its invalid example with the runtime's detail (or accepts any string and has none)", () => {
    if (name === "cel") {
      // The validators parse a CEL expression instead of calling the format's check.
      expect(invalid).toBeDefined();
      expect(celSyntaxError(invalid!)).toBeDefined();
    } else if (invalid === undefined) {
      for (const any of ["", " ", "x", "\u0000/..", "Ä".repeat(300)])
        expect(format.check(any)).toBeUndefined();
    } else {
      expect(format.check(invalid)).toMatch(/^\S.*\S$/s);
    }
  });

  it("publishes JSON Schema that accepts its valid example", () => {
    if (format.pattern !== undefined)
      expect(new RegExp(format.pattern, "u").test(valid), format.pattern).toBe(true);
    if (format.maxLength !== undefined) expect(valid.length).toBeLessThanOrEqual(format.maxLength);
    if (format.minLength !== undefined)
      expect(valid.length).toBeGreaterThanOrEqual(format.minLength);
  });
});
