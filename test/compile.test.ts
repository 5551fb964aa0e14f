/**
 * The runtime compiled when corespec is built (generator/compile.ts): it equals what a
 * generation compiles (the committed dist/ runtime), a generation takes a runtime file from it
 * only while the file's text is the one compiled, and a damaged or missing file is no
 * prebuilt runtime at all.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compileFiles, prebuildRuntime, readPrebuiltRuntime } from "../generator/compile.js";
import { runtimeCopies } from "../generator/emit/runtime.js";
import { sha256 } from "../generator/model/digests.js";
import { OUTPUT } from "./helpers/paths.js";

const scratch = mkdtempSync(join(tmpdir(), "corespec-compile-"));
// Compiling here must not touch the generator's content cache (a run saves only what it used).
beforeAll(() => void (process.env.CORESPEC_NO_CACHE = "1"));
afterAll(() => {
  delete process.env.CORESPEC_NO_CACHE;
  rmSync(scratch, { recursive: true, force: true });
});

describe("the runtime compiled at build", () => {
  it("holds every runtime file, compiled as the committed packages have it", () => {
    const file = join(scratch, "runtime-compiled.json");
    const copies = runtimeCopies();
    expect(prebuildRuntime(copies, file)).toBe(copies.length);
    const prebuilt = readPrebuiltRuntime(file);
    expect([...prebuilt.keys()].sort()).toEqual(copies.map((f) => f.path).sort());
    for (const [path, { digest, js, dts }] of prebuilt) {
      expect(digest).toBe(sha256(copies.find((f) => f.path === path)!.contents));
      const dist = join(OUTPUT, path.replace(/src\//, "dist/").replace(/\.ts$/, ""));
      expect(js, path).toBe(readFileSync(`${dist}.js`, "utf8"));
      expect(dts, path).toBe(readFileSync(`${dist}.d.ts`, "utf8"));
    }
  }, 60_000);

  it("answers a runtime file only while its text is the one compiled", () => {
    const text = "export const answer: number = 42;\n";
    const prebuilt = new Map([["src/runtime/answer.ts", { digest: sha256(text), js: "// prebuilt\n", dts: "// prebuilt d.ts\n" }]]);
    const compile = (contents: string) => compileFiles([{ path: "src/runtime/answer.ts", contents, formatted: true }], prebuilt).map((f) => [f.path, f.contents]);
    expect(compile(text)).toEqual([
      ["dist/runtime/answer.js", "// prebuilt\n"],
      ["dist/runtime/answer.d.ts", "// prebuilt d.ts\n"],
    ]);
    expect(compile("export const answer: number = 43;\n")).toEqual([
      ["dist/runtime/answer.js", "export const answer = 43;\n"],
      ["dist/runtime/answer.d.ts", "export declare const answer: number;\n"],
    ]);
  });

  it("reads a damaged or missing file as no prebuilt runtime", () => {
    const damaged = join(scratch, "damaged.json");
    writeFileSync(damaged, '{"src/runtime/a.ts": {"dig');
    expect(readPrebuiltRuntime(damaged).size).toBe(0);
    expect(readPrebuiltRuntime(join(scratch, "missing.json")).size).toBe(0);
  });
});
