/**
 * The runtime compiled when corespec is built (generator/build/compile.ts): it equals what a
 * generation compiles (the committed dist/ runtime, bundled as generator/build/runtime-bundle.ts
 * says), a generation takes a runtime file from it only while the file's text is the one
 * compiled and ships the bundle only while every bundled module is, and a damaged or missing
 * file is no prebuilt runtime at all.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { compileFiles, prebuildRuntime, readPrebuiltRuntime } from "../generator/build/compile.js";
import { runtimeCopies } from "../generator/emit/runtime.js";
import { sha256 } from "../generator/model/digests.js";
import { importingBundle, isBundled } from "../generator/build/runtime-bundle.js";
import { OUTPUT } from "./helpers/paths.js";

const scratch = mkdtempSync(join(tmpdir(), "corespec-compile-"));
// Compiling here must not touch the generator's content cache (a run saves only what it used).
beforeAll(() => void (process.env.CORESPEC_NO_CACHE = "1"));
afterAll(() => {
  delete process.env.CORESPEC_NO_CACHE;
  rmSync(scratch, { recursive: true, force: true });
});

describe("the runtime compiled at build", () => {
  it("holds every runtime file, compiled and bundled as the committed packages have it", async () => {
    const file = join(scratch, "runtime-compiled.json");
    const copies = runtimeCopies();
    expect(await prebuildRuntime(copies, file)).toBe(copies.length);
    const { files, bundle } = readPrebuiltRuntime(file);
    expect([...files.keys()].sort()).toEqual(copies.map((f) => f.path).sort());
    const read = (path: string) => readFileSync(join(OUTPUT, path), "utf8");
    for (const [path, { digest, js, dts }] of files) {
      expect(digest).toBe(sha256(copies.find((f) => f.path === path)!.contents));
      const dist = path.replace(/src\//, "dist/").replace(/\.ts$/, "");
      // The API package's bundled modules re-export from the bundle; cel.js imports it.
      if (path.startsWith("server/")) expect(js, path).toBe(read(`${dist}.js`));
      else if (isBundled(path)) expect(read(`${dist}.js`), path).toBe(bundle!.facades[path]);
      else expect(read(`${dist}.js`), path).toBe(importingBundle(js, true));
      expect(dts, path).toBe(read(`${dist}.d.ts`));
    }
    expect(bundle!.js).toBe(read("dist/runtime/index.js"));
    expect(bundle!.dts).toBe(read("dist/runtime/index.d.ts"));
    expect(Object.keys(bundle!.digests).sort()).toEqual(
      copies
        .map((f) => f.path)
        .filter(isBundled)
        .sort(),
    );
  }, 60_000);

  it("bundles the runtime: the build's bundle while the modules it bundles are unchanged, else a new one", async () => {
    const runtime = [
      {
        path: "src/runtime/answer.ts",
        contents: "export const answer: number = 42;\n",
        formatted: true,
      },
      {
        path: "src/runtime/cel.ts",
        contents:
          'import { answer } from "./answer.js";\nexport const twice: number = answer * 2;\n',
        formatted: true,
      },
      {
        path: "src/index.ts",
        contents:
          'export { answer } from "./runtime/answer.js";\nexport { twice } from "./runtime/cel.js";\n',
        formatted: true,
      },
    ];
    const file = join(scratch, "bundle.json");
    await prebuildRuntime(runtime.slice(0, 2), file);
    const prebuilt = readPrebuiltRuntime(file);
    const js = async (files: typeof runtime, from = prebuilt) =>
      new Map(
        (await compileFiles(files, from))
          .filter((f) => f.path.endsWith(".js"))
          .map((f) => [f.path, f.contents]),
      );
    const bundled = await js(runtime);
    expect([...bundled.keys()].sort()).toEqual([
      "dist/index.js",
      "dist/runtime/answer.js",
      "dist/runtime/cel.js",
      "dist/runtime/index.js",
    ]);
    expect(bundled.get("dist/runtime/answer.js")).toBe('export { answer } from "./index.js";\n');
    expect(bundled.get("dist/runtime/index.js")).toContain("var answer = 42;");
    expect(bundled.get("dist/runtime/cel.js")).toContain('from "./index.js"');
    // The root is one module, with what it uses of the runtime in it (generator/build/entry-bundles.ts).
    const root = bundled.get("dist/index.js")!;
    expect(root).not.toMatch(/\bfrom\s*"/);
    writeFileSync(join(scratch, "root.mjs"), root);
    expect({ ...(await import(pathToFileURL(join(scratch, "root.mjs")).href)) }).toEqual({
      answer: 42,
      twice: 84,
    });
    // Without a build, the same bundle.
    expect(await js(runtime, { files: new Map() })).toEqual(bundled);
    // The build's bundle is the one shipped while it bundles these very texts...
    expect(
      (
        await js(runtime, { ...prebuilt, bundle: { ...prebuilt.bundle!, js: "// the build's\n" } })
      ).get("dist/runtime/index.js"),
    ).toBe("// the build's\n");
    // ...and an edited runtime module is bundled anew, as without a build.
    const edited = [
      { ...runtime[0]!, contents: "export const answer: number = 43;\n" },
      ...runtime.slice(1),
    ];
    for (const from of [prebuilt, { files: new Map() }]) {
      const out = await js(edited, from);
      expect([...out.keys()].sort()).toEqual([...bundled.keys()].sort());
      expect(out.get("dist/runtime/index.js")).toContain("var answer = 43;");
      expect(out.get("dist/runtime/answer.js")).toBe('export { answer } from "./index.js";\n');
    }
  }, 60_000);

  it("answers a runtime file only while its text is the one compiled", async () => {
    // The server's runtime, which is not bundled: its modules ship as compiled.
    const text = "export const answer: number = 42;\n";
    const prebuilt = {
      files: new Map([
        [
          "server/src/runtime/answer.ts",
          { digest: sha256(text), js: "// prebuilt\n", dts: "// prebuilt d.ts\n" },
        ],
      ]),
    };
    const compile = async (contents: string) =>
      (
        await compileFiles(
          [{ path: "server/src/runtime/answer.ts", contents, formatted: true }],
          prebuilt,
        )
      ).map((f) => [f.path, f.contents]);
    expect(await compile(text)).toEqual([
      ["server/dist/runtime/answer.js", "// prebuilt\n"],
      ["server/dist/runtime/answer.d.ts", "// prebuilt d.ts\n"],
    ]);
    expect(await compile("export const answer: number = 43;\n")).toEqual([
      ["server/dist/runtime/answer.js", "export const answer = 43;\n"],
      ["server/dist/runtime/answer.d.ts", "export declare const answer: number;\n"],
    ]);
  });

  it("reads a damaged or missing file as no prebuilt runtime", () => {
    const damaged = join(scratch, "damaged.json");
    writeFileSync(damaged, '{"src/runtime/a.ts": {"dig');
    expect(readPrebuiltRuntime(damaged)).toEqual({ files: new Map() });
    expect(readPrebuiltRuntime(join(scratch, "missing.json"))).toEqual({ files: new Map() });
  });
});

describe("compiling a generated module", () => {
  const source = [
    "// Code generated by corespec from specs/x.yaml. DO NOT EDIT.",
    "// Change the spec and run `npm run generate` instead.",
    "",
    'import { check, type Check } from "../runtime/total.js";',
    "/** The answer. */",
    "export const answer: number = 42;",
    "/** Checks a thing. */",
    "export function checkThing(value: unknown): Check { return check(value) as Check; }",
    "export type Thing = { readonly name: string };",
    "",
  ].join("\n");

  it("erases the types into JS that keeps the generated-code header and its exports where they are, and declares them with their docs", async () => {
    const out = await compileFiles([{ path: "src/things/v1.ts", contents: source }], {
      files: new Map(),
    });
    const js = out.find((f) => f.path === "dist/things/v1.js")!.contents;
    const dts = out.find((f) => f.path === "dist/things/v1.d.ts")!.contents;
    expect(js.split("\n").slice(0, 2)).toEqual(source.split("\n").slice(0, 2));
    expect(js).toContain("export const answer = 42;");
    expect(js).toContain("export function checkThing(value) {");
    expect(js).not.toMatch(/\bCheck\b|Thing =|: number/);
    expect(dts).toContain("/** The answer. */\nexport declare const answer: number;");
    expect(dts).toContain(
      "/** Checks a thing. */\nexport declare function checkThing(value: unknown): Check;",
    );
    const imported = await import(
      `data:text/javascript,${encodeURIComponent(js.replace(/^import .*$/m, "const check = (v) => v;"))}`
    );
    expect(imported.answer).toBe(42);
  });

  it("names the module, line and column of what does not compile", async () => {
    const broken = source.replace(
      "export const answer: number = 42;",
      "export const answer: number = (42;",
    );
    await expect(
      compileFiles([{ path: "src/things/v1.ts", contents: broken }], { files: new Map() }),
    ).rejects.toThrow(/the generated TypeScript does not compile:\nsrc\/things\/v1\.ts:6:\d+: /);
  });
});

describe("declaring a generated module", () => {
  it("names the export that needs an explicit type, as TypeScript's isolated declarations do", async () => {
    const source =
      "export const answer: number = 42;\n\nexport function twice(value: number) {\n  return helper(value);\n}\nfunction helper(value: number): number {\n  return value * 2;\n}\n";
    await expect(
      compileFiles([{ path: "src/things/v1.ts", contents: source }], { files: new Map() }),
    ).rejects.toThrow(
      "the generated TypeScript does not compile:\nsrc/things/v1.ts:3:17: TS9007: Function must have an explicit return type annotation with --isolatedDeclarations.",
    );
  });
});

describe("compiling when oxc-transform itself fails", () => {
  afterEach(() => {
    vi.doUnmock("oxc-transform");
    vi.resetModules();
  });

  it("says oxc-transform failed, not that the generated code is wrong", async () => {
    vi.resetModules();
    vi.doMock("oxc-transform", async (original) => ({
      ...(await original<typeof import("oxc-transform")>()),
      transformSync: () => {
        throw new Error("panicked at crates/oxc_codegen");
      },
    }));
    const { compileFiles: compile } = await import("../generator/build/compile.js");
    const files = [{ path: "src/things/v1.ts", contents: "export const answer: number = 42;\n" }];
    await expect(compile(files, { files: new Map() })).rejects.toThrow(
      "oxc-transform could not compile the generated src/things/v1.ts: panicked at crates/oxc_codegen",
    );
  });
});
