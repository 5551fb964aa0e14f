/**
 * The output swap survives a kill at any step (issue 8, item 11): a generation killed with
 * SIGKILL at each step of its swap leaves the old tree or the new one (or a journal from which
 * the next run finishes the swap); the next run cleans up what it left, takes over its lock at
 * once, and keeps node_modules.
 */
import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FIXTURES, ROOT } from "./helpers/paths.js";

const BIN = join(ROOT, "bin/corespec.js");
let dir: string;
let oldSpecs: string;
let newSpecs: string;

function run(args: string[], env: NodeJS.ProcessEnv = {}, killWhenPaused = false): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [BIN, ...args], { cwd: dir, env: { ...process.env, ...env } });
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
  return existsSync(types) ? (readFileSync(types, "utf8").includes("NEW TREE") ? "new" : "old") : "none";
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

describe("the output swap", () => {
  for (const step of ["written", "journaled", "preserved", "moved-old", "swapped"]) {
    it(`a generation killed at "${step}" leaves the old or the new tree, and the next run recovers at once`, async () => {
      const out = join(dir, `out-${step}`);
      expect((await run(["generate", "--specs", oldSpecs, "--out", out])).code).toBe(0);
      mkdirSync(join(out, "node_modules", "kept"), { recursive: true });
      const killed = await run(["generate", "--specs", newSpecs, "--out", out], { CORESPEC_TEST_PAUSE_AT: step }, true);
      expect(killed.stderr).toContain(`paused at ${step}`);
      expect(killed.code).toBe(null);
      const after = marker(out);
      if (step === "moved-old") {
        // Between the two renames: no tree at the path, but the journal says how to finish.
        expect(after).toBe("none");
        expect(existsSync(`${out}.swap.json`)).toBe(true);
      } else expect(after).toBe(step === "swapped" ? "new" : "old");
      // The next run (even a check) finishes the swap, removes the leftovers and the dead
      // owner's lock, and keeps node_modules.
      const check = await run(["generate", "--check", "--specs", newSpecs, "--out", out]);
      expect(["old", "new"]).toContain(marker(out));
      expect(check.code).toBe(marker(out) === "new" ? 0 : 1);
      expect(readdirSync(dir).filter((e) => e.startsWith(`out-${step}.`))).toEqual([]);
      expect(existsSync(join(out, "node_modules", "kept"))).toBe(true);
      expect((await run(["generate", "--specs", newSpecs, "--out", out])).code).toBe(0);
      expect(marker(out)).toBe("new");
      expect(existsSync(join(out, "node_modules", "kept"))).toBe(true);
    }, 60_000);
  }

  it("takes over at once a lock whose owner is gone", async () => {
    const out = join(dir, "out-lock");
    mkdirSync(`${out}.lock`, { recursive: true });
    writeFileSync(`${out}.lock/owner.json`, JSON.stringify({ pid: 2 ** 22 + 12345, host: (await import("node:os")).hostname() }));
    expect((await run(["generate", "--specs", newSpecs, "--out", out])).code).toBe(0);
    expect(existsSync(`${out}.lock`)).toBe(false);
  }, 45_000);
});
