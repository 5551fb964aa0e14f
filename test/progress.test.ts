/** Progress of a long generation: silent within a second, then each stage on stderr. */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stderrProgress } from "../generator/progress.js";

function stream(isTTY: boolean): NodeJS.WriteStream & { text: string } {
  const s = {
    isTTY,
    text: "",
    write(chunk: string) {
      s.text += chunk;
      return true;
    },
  };
  return s as unknown as NodeJS.WriteStream & { text: string };
}

// A fake clock, so that what is asserted is the behaviour and not how busy the machine is.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "performance"] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe("generation progress", () => {
  it("says nothing about a run that ends within a second", () => {
    const err = stream(false);
    const progress = stderrProgress(err);
    progress.stage("loading the specs");
    vi.advanceTimersByTime(900);
    progress.stage("formatting 3 files");
    progress.done();
    vi.advanceTimersByTime(1100);
    expect(err.text).toBe("");
  });

  it("then names the stage the run is in, and each stage after it, one line each", () => {
    const err = stream(false);
    const progress = stderrProgress(err);
    progress.stage("loading the specs");
    vi.advanceTimersByTime(1100);
    progress.stage("formatting 3 files");
    vi.advanceTimersByTime(400);
    progress.stage("writing 9 files");
    progress.done();
    expect(err.text).toBe(
      "corespec: loading the specs (1.0 s)\ncorespec: formatting 3 files (1.1 s)\ncorespec: writing 9 files (1.5 s)\n",
    );
  });

  it("rewrites one line on a terminal and clears it at the end", () => {
    const err = stream(true);
    const progress = stderrProgress(err);
    progress.stage("emitting the code");
    vi.advanceTimersByTime(1100);
    progress.done();
    expect(err.text).toBe("\r\x1b[2Kcorespec: emitting the code (1.0 s)\r\x1b[2K");
  });
});
