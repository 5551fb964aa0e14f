/** Progress of a long generation: silent within a second, then each stage on stderr. */
import { describe, expect, it } from "vitest";
import { stderrProgress } from "../generator/progress.js";

function stream(isTTY: boolean): NodeJS.WriteStream & { text: string } {
  const s = { isTTY, text: "", write(chunk: string) { s.text += chunk; return true; } };
  return s as unknown as NodeJS.WriteStream & { text: string };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("generation progress", () => {
  it("says nothing about a run that ends within a second", async () => {
    const err = stream(false);
    const progress = stderrProgress(err);
    progress.stage("loading the specs");
    progress.stage("formatting 3 files");
    progress.done();
    await sleep(1100);
    expect(err.text).toBe("");
  });

  it("then names the stage the run is in, and each stage after it, one line each", async () => {
    const err = stream(false);
    const progress = stderrProgress(err);
    progress.stage("loading the specs");
    await sleep(1100);
    progress.stage("formatting 3 files");
    progress.done();
    expect(err.text).toMatch(/^corespec: loading the specs \(1\.\d s\)\ncorespec: formatting 3 files \(\d+\.\d s\)\n$/);
  });

  it("rewrites one line on a terminal and clears it at the end", async () => {
    const err = stream(true);
    const progress = stderrProgress(err);
    progress.stage("emitting the code");
    await sleep(1100);
    progress.done();
    expect(err.text).toMatch(/^\r\x1b\[2Kcorespec: emitting the code \(1\.\d s\)\r\x1b\[2K$/);
  });
});
