/**
 * The compiled command: `npm run build` (npm ci's prepare step) compiles the generator into
 * .build/ and bundles it into .build/cli/, and bin/corespec.js runs that instead of the
 * TypeScript sources; its answers are the sources' answers.
 */
import { execFile } from "node:child_process";
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { isBuiltin } from "node:module";
import { promisify } from "node:util";
import { beforeAll, describe, expect, it } from "vitest";
import { ROOT } from "./helpers/paths.js";

const run = promisify(execFile);
const BIN = `${ROOT}bin/corespec.js`;
const DOCUMENT = `${ROOT}test/realworld/admissionreview/cel-webhook-v1-scale-request.json`;

async function corespec(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [BIN, ...args], {
      cwd: ROOT,
      env: { ...process.env, ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

describe("the compiled corespec command", () => {
  beforeAll(async () => {
    await run("npm", ["run", "--silent", "build"], { cwd: ROOT });
  }, 120_000);

  it("generates exactly what the sources generate (output/ is up to date)", async () => {
    const result = await corespec(["generate", "--check"], { CORESPEC_REQUIRE_BUILD: "1" });
    expect(result.stderr.replace(/^corespec: .* \(\d+\.\d s\)\n/gm, "")).toBe(""); // progress lines only
    expect(result.stdout).toMatch(/^output\/ is up to date with the specs/);
    expect(result.code).toBe(0);
  });

  it("validates as the sources do", async () => {
    const compiled = await corespec(["validate", "--output", "json", DOCUMENT], {
      CORESPEC_REQUIRE_BUILD: "1",
    });
    const sources = await corespec(["validate", "--output", "json", DOCUMENT], {
      CORESPEC_SOURCES: "1",
    });
    expect(compiled.code).toBe(0);
    expect(compiled).toEqual(sources);
  });

  it("runs as a bundle: the pure-JavaScript packages a command loads at start-up are inside it", () => {
    expect(readFileSync(BIN, "utf8")).toContain('await import("../.build/cli/cli.js")');
    // esbuild's account of the bundle: each module's imports, and the files it holds.
    const meta = JSON.parse(readFileSync(`${ROOT}.build/cli/meta.json`, "utf8")) as {
      outputs: Record<
        string,
        { imports: { path: string; external?: boolean }[]; inputs: Record<string, unknown> }
      >;
    };
    const outputs = Object.values(meta.outputs);
    const packageOf = (path: string) =>
      path
        .split("/")
        .slice(0, path.startsWith("@") ? 2 : 1)
        .join("/");
    const externals = new Set(
      outputs.flatMap((o) =>
        o.imports.filter((i) => i.external && !isBuiltin(i.path)).map((i) => packageOf(i.path)),
      ),
    );
    // Native code, or a rare path (watching); never the YAML or CLI parser.
    expect([...externals].sort()).toEqual(["chokidar", "esbuild", "oxc-transform", "oxfmt"]);
    const inputs = outputs.flatMap((o) => Object.keys(o.inputs));
    for (const bundled of [
      "yaml",
      "js-yaml",
      "commander",
      "code-block-writer",
      "fastest-levenshtein",
      "es-module-lexer",
      "re2js",
    ]) {
      expect(inputs.some((path) => path.startsWith(`node_modules/${bundled}/`))).toBe(true);
    }
  });

  it("is not used when the build has no bundle (a build from before it): says so, and does not crash", async () => {
    const root = mkdtempSync(join(tmpdir(), "corespec-no-bundle-"));
    try {
      for (const dir of ["bin", "generator", "templates", ".build/generator"])
        mkdirSync(join(root, dir), { recursive: true });
      copyFileSync(BIN, join(root, "bin/corespec.js"));
      writeFileSync(join(root, ".build/built"), "");
      const { code, stderr } = await run(
        process.execPath,
        [join(root, "bin/corespec.js"), "--help"],
        { env: { ...process.env, CORESPEC_REQUIRE_BUILD: "1" } },
      ).then(
        (r) => ({ code: 0, stderr: r.stderr }),
        (e: { code: number; stderr: string }) => e,
      );
      expect(stderr).toContain("run `npm run build`");
      expect(code).toBe(2);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it("is not used once a generator source is newer than the build", async () => {
    const { atime, mtime } = statSync(`${ROOT}.build/built`);
    utimesSync(`${ROOT}.build/built`, new Date(0), new Date(0));
    try {
      const stale = await corespec(["--help"], { CORESPEC_REQUIRE_BUILD: "1" });
      expect(stale.code).toBe(2);
      expect(stale.stderr).toContain("run `npm run build`");
      // Without the requirement it falls back to the sources.
      const fallback = await corespec(["--help"], {});
      expect(fallback.code).toBe(0);
      expect(fallback.stdout).toContain("Usage: corespec");
    } finally {
      utimesSync(`${ROOT}.build/built`, atime, mtime);
    }
  });
});
