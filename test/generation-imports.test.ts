/**
 * A generation loads neither ts-morph nor the TypeScript compiler: the emitters' structures are
 * printed by emit/structures.ts (held to ts-morph's text by structures.test.ts). Checked in a
 * fresh process, which is a cold generation of the whole output: end to end, so outside
 * `npm run test:quick`.
 */
import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { ROOT } from "./helpers/paths.js";

describe("a generation", () => {
  it("loads neither ts-morph nor the TypeScript compiler (half a second of every cold run)", () => {
    // A fresh process, the cache off: everything is emitted, laid out and compiled.
    const script = [
      'import { createRequire } from "node:module";',
      'const { generateFiles } = await import("./generator/generate.ts");',
      'const result = await generateFiles("specs");',
      'const loaded = Object.keys(createRequire(process.cwd() + "/").cache).filter((k) => /[\\\\/](typescript|ts-morph|@ts-morph)[\\\\/].*\\.js$/.test(k));',
      "console.log(JSON.stringify({ files: result.files.length, loaded }));",
    ].join("\n");
    const out = execFileSync(
      process.execPath,
      ["--import", "tsx", "--input-type=module", "-e", script],
      { cwd: ROOT, encoding: "utf8", env: { ...process.env, CORESPEC_NO_CACHE: "1" } },
    );
    const { files, loaded } = JSON.parse(out.trim().split("\n").at(-1)!) as {
      files: number;
      loaded: string[];
    };
    expect(files).toBeGreaterThan(900);
    expect(loaded).toEqual([]);
  }, 60_000);
});
