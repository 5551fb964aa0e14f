/**
 * Golden tests: regenerating from specs/ reproduces output/ byte for byte, with no missing
 * and no orphaned files; generation is deterministic.
 */
import { describe, expect, it } from "vitest";
import { generateFiles } from "../generator/generate.js";
import { diffOutput } from "../generator/write.js";
import { OUTPUT, SPECS } from "./helpers/paths.js";

describe("output/ is the golden tree of specs/", () => {
  it("regenerating reproduces output/ exactly", async () => {
    const result = await generateFiles(SPECS);
    expect(result.diagnostics).toEqual([]);
    const diff = await diffOutput(OUTPUT, result.files);
    expect(diff).toEqual({ stale: [], missing: [], orphaned: [] });
  });

  it("is deterministic: a run without the content cache gives the same bytes", async () => {
    const first = await generateFiles(SPECS);
    // The second run formats and compiles everything again: a cached result cannot hide a difference.
    process.env.CORESPEC_NO_CACHE = "1";
    let second: Awaited<ReturnType<typeof generateFiles>>;
    try {
      second = await generateFiles(SPECS);
    } finally {
      delete process.env.CORESPEC_NO_CACHE;
    }
    expect(second.files.map((f) => f.path)).toEqual(first.files.map((f) => f.path));
    for (let i = 0; i < first.files.length; i++)
      expect(second.files[i]!.contents).toBe(first.files[i]!.contents);
  }, 120_000);
});
