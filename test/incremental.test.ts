/**
 * Incremental generation: in one process (a --watch session), a regeneration after an edit
 * re-emits only the modules whose inputs changed, and gives exactly what a generation from
 * nothing gives, also when the edit is in a type another group uses.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { generateFiles } from "../generator/generate.js";
import { SPECS } from "./helpers/paths.js";

const work = mkdtempSync(join(tmpdir(), "corespec-incremental-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

async function fromNothing(specs: string): Promise<Map<string, string>> {
  process.env.CORESPEC_NO_CACHE = "1";
  try {
    return new Map((await generateFiles(specs)).files.map((f) => [f.path, f.contents]));
  } finally {
    delete process.env.CORESPEC_NO_CACHE;
  }
}

function edit(file: string, from: string, to: string): void {
  const text = readFileSync(file, "utf8");
  expect(text).toContain(from);
  writeFileSync(file, text.replace(from, to));
}

describe("incremental generation", () => {
  it("after edits, in a warm process, gives what a generation from nothing gives", async () => {
    const specs = join(work, "specs");
    cpSync(SPECS, specs, { recursive: true });
    await generateFiles(specs); // warm
    // Types other groups use (ObjectMeta's doc; a limit on the UID alias, which the validators
    // of AdmissionReview and audit Events check inline), and a limit of one kind.
    edit(join(specs, "meta.core.io/v1.yaml"), "Metadata that every persisted resource has", "The metadata that every persisted resource has");
    edit(join(specs, "meta.core.io/v1.yaml"), "  UID:\n    type: string\n    format: uid\n", "  UID:\n    type: string\n    format: uid\n    maxLength: 40\n");
    edit(join(specs, "scheduling.core.io/v1.yaml"), "      value:\n        type: int32\n", "      value:\n        type: int32\n        maximum: 1999999999\n");
    const warm = new Map((await generateFiles(specs)).files.map((f) => [f.path, f.contents]));
    const cold = await fromNothing(specs);
    expect([...warm.keys()]).toEqual([...cold.keys()]);
    const differing = [...cold].filter(([path, text]) => warm.get(path) !== text).map(([path]) => path);
    expect(differing).toEqual([]);
    // The edits reached the modules of other groups.
    expect(warm.get("src/types/scheduling.core.io/v1.ts")).toBeDefined();
    expect(warm.get("src/types/meta.core.io/v1.ts")).toContain("The metadata that every persisted resource has");
    expect(warm.get("src/validators/scheduling.core.io/v1.ts")).toContain("1999999999");
    expect(warm.get("src/validators/admission.core.io/v1.ts")).toMatch(/\b40\b/);
  }, 120_000);
});
