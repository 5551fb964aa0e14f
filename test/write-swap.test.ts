/**
 * Writing the output survives a kill at any step (issue 8, item 11): a generation killed with
 * SIGKILL at each step of its change leaves the old tree, the new one, or a journal from which
 * the next run finishes the change; the next run cleans up what it left, takes over its lock at
 * once, and keeps node_modules. A change touches only the files that differ.
 */
import { spawn } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FIXTURES, ROOT } from "./helpers/paths.js";

const BIN = join(ROOT, "bin/corespec.js");
let dir: string;
let oldSpecs: string;
let newSpecs: string;

function run(
  args: string[],
  env: NodeJS.ProcessEnv = {},
  killWhenPaused = false,
): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [BIN, ...args], {
      cwd: dir,
      env: { ...process.env, ...env },
    });
    let stderr = "";
    child.stderr.on("data", (c: Buffer) => {
      stderr += c.toString();
      if (killWhenPaused && /paused at /.test(stderr)) child.kill("SIGKILL");
    });
    child.on("exit", (code) => resolve({ code, stderr }));
  });
}

/** The generated TypeScript type file's text: tells the old tree from the new one. */
function marker(out: string): string {
  const types = join(out, "src/types/scalars.core.io/v1.ts");
  return existsSync(types)
    ? readFileSync(types, "utf8").includes("NEW TREE")
      ? "new"
      : "old"
    : "none";
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "corespec-swap-"));
  oldSpecs = join(dir, "old-specs");
  newSpecs = join(dir, "new-specs");
  cpSync(join(FIXTURES, "scalars", "specs"), oldSpecs, { recursive: true });
  cpSync(join(FIXTURES, "scalars", "specs"), newSpecs, { recursive: true });
  const spec = join(newSpecs, "scalars.core.io", "v1.yaml");
  writeFileSync(spec, readFileSync(spec, "utf8").replace(/doc: ([^\n]*)/, "doc: $1 NEW TREE"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("writing the output", () => {
  for (const step of ["written", "journaled", "applying", "applied"]) {
    it(`a generation killed at "${step}" leaves the old or the new tree, or a journal, and the next run finishes at once`, async () => {
      const out = join(dir, `out-${step}`);
      expect((await run(["generate", "--specs", oldSpecs, "--out", out])).code).toBe(0);
      mkdirSync(join(out, "node_modules", "kept"), { recursive: true });
      writeFileSync(join(out, "src/types/orphan.ts"), "export {};\n");
      const killed = await run(
        ["generate", "--specs", newSpecs, "--out", out],
        { CORESPEC_TEST_PAUSE_AT: step },
        true,
      );
      expect(killed.stderr).toContain(`paused at ${step}`);
      expect(killed.code).toBe(null);
      // Before the journal nothing was touched; after it, the journal says how to finish.
      expect(existsSync(`${out}.swap.json`)).toBe(step !== "written");
      if (step === "written") expect(marker(out)).toBe("old");
      if (step === "applied") expect(marker(out)).toBe("new");
      // The next run (even a check) finishes the change, removes the leftovers and the dead
      // owner's lock, and keeps node_modules.
      const check = await run(["generate", "--check", "--specs", newSpecs, "--out", out]);
      expect(marker(out)).toBe(step === "written" ? "old" : "new");
      expect(check.code).toBe(step === "written" ? 1 : 0);
      expect(existsSync(join(out, "src/types/orphan.ts"))).toBe(step === "written");
      expect(readdirSync(dir).filter((e) => e.startsWith(`out-${step}.`))).toEqual([]);
      expect(existsSync(join(out, "node_modules", "kept"))).toBe(true);
      expect((await run(["generate", "--specs", newSpecs, "--out", out])).code).toBe(0);
      expect(marker(out)).toBe("new");
      expect(existsSync(join(out, "src/types/orphan.ts"))).toBe(false);
      expect(existsSync(join(out, "node_modules", "kept"))).toBe(true);
    }, 60_000);
  }

  it("rewrites only the files that differ, and removes the directories orphans leave empty", async () => {
    const out = join(dir, "out-only");
    expect((await run(["generate", "--specs", oldSpecs, "--out", out])).code).toBe(0);
    const untouched = join(out, "package.json");
    const changed = join(out, "src/types/scalars.core.io/v1.ts");
    const before = { untouched: statSync(untouched).ino, changed: statSync(changed).ino };
    mkdirSync(join(out, "src/types/stray/deeper"), { recursive: true });
    writeFileSync(join(out, "src/types/stray/deeper/orphan.ts"), "export {};\n");
    expect((await run(["generate", "--specs", newSpecs, "--out", out])).code).toBe(0);
    expect(statSync(untouched).ino).toBe(before.untouched);
    expect(statSync(changed).ino).not.toBe(before.changed);
    expect(marker(out)).toBe("new");
    expect(existsSync(join(out, "src/types/stray"))).toBe(false);
    expect(existsSync(join(out, "src/types"))).toBe(true);
  }, 45_000);

  it("finishes a whole-tree swap that a run of the previous protocol left between its two renames", async () => {
    const out = join(dir, "out-previous");
    expect((await run(["generate", "--specs", newSpecs, "--out", `${out}.staged-1`])).code).toBe(0);
    expect((await run(["generate", "--specs", oldSpecs, "--out", `${out}.old-1`])).code).toBe(0);
    mkdirSync(join(`${out}.staged-1`, "node_modules", "kept"), { recursive: true });
    writeFileSync(
      `${out}.swap.json`,
      JSON.stringify({ staged: `${out}.staged-1`, old: `${out}.old-1`, kept: ["node_modules"] }),
    );
    expect((await run(["generate", "--check", "--specs", newSpecs, "--out", out])).code).toBe(0);
    expect(marker(out)).toBe("new");
    expect(existsSync(join(out, "node_modules", "kept"))).toBe(true);
    expect(readdirSync(dir).filter((e) => e.startsWith("out-previous."))).toEqual([]);
  }, 45_000);

  it("puts back the old tree that a swap of an older protocol, without a journal, left beside the path", async () => {
    const out = join(dir, "out-older");
    expect((await run(["generate", "--specs", oldSpecs, "--out", `${out}.old-1`])).code).toBe(0);
    mkdirSync(join(`${out}.old-1`, "node_modules", "kept"), { recursive: true });
    expect((await run(["generate", "--check", "--specs", newSpecs, "--out", out])).code).toBe(1);
    expect(marker(out)).toBe("old");
    expect(existsSync(join(out, "node_modules", "kept"))).toBe(true);
    expect(readdirSync(dir).filter((e) => e.startsWith("out-older."))).toEqual([]);
  }, 45_000);

  it("takes over at once a lock whose owner is gone", async () => {
    const out = join(dir, "out-lock");
    mkdirSync(`${out}.lock`, { recursive: true });
    writeFileSync(
      `${out}.lock/owner.json`,
      JSON.stringify({ pid: 2 ** 22 + 12345, host: (await import("node:os")).hostname() }),
    );
    expect((await run(["generate", "--specs", newSpecs, "--out", out])).code).toBe(0);
    expect(existsSync(`${out}.lock`)).toBe(false);
  }, 45_000);
});
