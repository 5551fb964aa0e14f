/**
 * The generated modules are in prettier's layout, and their declarations are TypeScript's.
 * oxfmt lays the modules out and oxc declares them (generator/format.ts, compile.ts), each in
 * a tenth of the time of the tool it stands in for; these tests hold them to that tool's
 * answers on every module the generator writes.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it, onTestFinished, vi } from "vitest";
import { declare } from "../generator/build/compile.js";
import { FORMAT_OPTIONS, formatFiles, layOut, needsLayout } from "../generator/format.js";
import { OUTPUT } from "./helpers/paths.js";
import { prettierFormat } from "./helpers/prettier-fixpoints.js";

/** The modules the format stage lays out (not the copies of the runtime and the readers, which come as written), relative to the output. */
const generatedModules = (root: string): string[] =>
  readdirSync(join(OUTPUT, root), { recursive: true })
    .map(String)
    .filter((f) => f.endsWith(".ts") && !/^(runtime|readers)\//.test(f))
    .map((f) => `${root}/${f}`);

const MODULES = [...generatedModules("src"), ...generatedModules("server/src")];

describe("the generated modules' layout", () => {
  it("is exactly what prettier makes of them", async () => {
    expect(MODULES.length).toBeGreaterThan(100);
    for (const path of MODULES) {
      const text = readFileSync(join(OUTPUT, path), "utf8");
      expect(await prettierFormat(text, { ...FORMAT_OPTIONS, parser: "babel-ts" }), path).toBe(
        text,
      );
    }
  });

  it("is made for modules only: files written in their final layout pass as they are", async () => {
    // The cache off: a run keeps only the results it used, and this one would empty the real one.
    vi.stubEnv("CORESPEC_NO_CACHE", "1");
    onTestFinished(() => void vi.unstubAllEnvs());
    const files = [
      { path: "src/a.ts", contents: "export const a   =  1\n" },
      { path: "src/runtime/b.ts", contents: "export const b   =  2\n", formatted: true },
      { path: "schemas/c.json", contents: '{"c":   1}\n' },
    ];
    expect(files.map(needsLayout)).toEqual([true, false, false]);
    expect((await formatFiles(files)).map((f) => f.contents)).toEqual([
      "export const a = 1;\n",
      "export const b   =  2\n",
      '{"c":   1}\n',
    ]);
  });

  it("names the module, line and column of generated code that does not parse", async () => {
    // oxfmt counts UTF-8 bytes; the column counts characters.
    const broken = "// header\nexport const ünïcödé = (1;\n";
    await expect(formatFiles([{ path: "src/things/v1.ts", contents: broken }])).rejects.toThrow(
      "the generated TypeScript does not parse:\nsrc/things/v1.ts:2:26: Expected `,` or `)` but found `;`",
    );
  });
});

describe("the generated modules' declarations", () => {
  it("are what TypeScript declares for them, laid out as the sources", async () => {
    const texts = new Map(
      MODULES.map((path) => [`/${path}`, readFileSync(join(OUTPUT, path), "utf8")]),
    );
    const declared = declare(texts);
    for (const path of MODULES) {
      const dist = path.replace(/^(server\/)?src\//, "$1dist/").replace(/\.ts$/, ".d.ts");
      const typescript = await layOut(dist, declared.get(`/${path}`)!);
      expect(readFileSync(join(OUTPUT, dist), "utf8"), dist).toBe(typescript);
    }
  });
});
