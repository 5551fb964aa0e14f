/**
 * Incremental generation: in one process (a --watch session), a regeneration after an edit
 * re-emits only the modules whose inputs changed, and gives exactly what a generation from
 * nothing gives, also when the edit is in a type another group uses, and parses again only
 * the spec files whose text changed; and it writes only the files that changed (the others are
 * left alone), yet restores a file someone edited in between.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { generate, generateFiles } from "../generator/generate.js";
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
    edit(
      join(specs, "meta.core.io/v1.yaml"),
      "Metadata that every persisted resource has",
      "The metadata that every persisted resource has",
    );
    edit(
      join(specs, "meta.core.io/v1.yaml"),
      "  UID:\n    type: string\n    format: uid\n",
      "  UID:\n    type: string\n    format: uid\n    maxLength: 40\n",
    );
    edit(
      join(specs, "scheduling.core.io/v1.yaml"),
      "      value:\n        type: int32\n",
      "      value:\n        type: int32\n        maximum: 1999999999\n",
    );
    // A field of twin versions (v1beta1's modules are v1's, bound to its apiVersion).
    edit(
      join(specs, "client.authentication.core.io/versions.yaml"),
      "Filled by the transport.",
      "Filled by the transport, never by the plugin.",
    );
    // A query parameter of the operations, and a type one names (Swagger writes its enum in place).
    edit(
      join(specs, "operations.yaml"),
      "Name of the actor or entity making the change.",
      "Name of the actor or entity that makes the change.",
    );
    edit(
      join(specs, "meta.core.io/v1.yaml"),
      '      - { value: Orphan, doc: "The dependents are orphaned." }\n',
      '      - { value: Orphan, doc: "The dependents are orphaned." }\n      - { value: Detach, doc: "Edited in." }\n',
    );
    const warm = new Map((await generateFiles(specs)).files.map((f) => [f.path, f.contents]));
    const cold = await fromNothing(specs);
    expect([...warm.keys()]).toEqual([...cold.keys()]);
    const differing = [...cold]
      .filter(([path, text]) => warm.get(path) !== text)
      .map(([path]) => path);
    expect(differing).toEqual([]);
    // The edits reached the modules of other groups.
    expect(warm.get("src/types/scheduling.core.io/v1.ts")).toBeDefined();
    expect(warm.get("src/types/meta.core.io/v1.ts")).toContain(
      "The metadata that every persisted resource has",
    );
    expect(warm.get("src/validators/scheduling.core.io/v1.ts")).toContain("1999999999");
    expect(warm.get("src/validators/admission.core.io/v1.ts")).toMatch(/\b40\b/);
    expect(warm.get("src/types/client.authentication.core.io/v1.ts")).toContain(
      "never by the plugin",
    );
    expect(warm.get("openapi/openapi.json")).toContain(
      "Name of the actor or entity that makes the change.",
    );
    const swagger = JSON.parse(warm.get("server/openapi/swagger.json")!) as {
      paths: Record<string, Record<string, { parameters?: { name: string; enum?: string[] }[] }>>;
    };
    const deletes = Object.values(swagger.paths).flatMap((item) => item.delete?.parameters ?? []);
    expect(
      deletes
        .filter((p) => p.name === "propagationPolicy")
        .every((p) => p.enum?.includes("Detach")),
    ).toBe(true);
    expect(deletes.some((p) => p.name === "propagationPolicy")).toBe(true);
  }, 120_000);

  it("in a warm process, reports a spec made invalid, then generates again once it is mended", async () => {
    const specs = join(work, "specs-broken");
    cpSync(SPECS, specs, { recursive: true });
    const first = await generateFiles(specs);
    const spec = join(specs, "scheduling.core.io/v1.yaml");
    const good = readFileSync(spec, "utf8");
    edit(spec, "      value:\n        type: int32\n", "      value:\n        type: int33\n");
    for (const _ of [1, 2]) {
      // Twice: the second load reuses this file's parse, and must report it again.
      const broken = await generateFiles(specs);
      expect(broken.files).toEqual([]);
      expect(broken.diagnostics.map((d) => `${d.file}:${d.line}`)).toEqual([
        expect.stringMatching(/scheduling\.core\.io\/v1\.yaml:\d+$/),
      ]);
    }
    writeFileSync(spec, good);
    const mended = await generateFiles(specs);
    expect(mended.diagnostics).toEqual([]);
    expect(mended.files.map((f) => [f.path, f.contents])).toEqual(
      first.files.map((f) => [f.path, f.contents]),
    );
  }, 120_000);

  it("in a warm process, writes the changed files and leaves the others alone, and repairs an edited one", async () => {
    const specs = join(work, "specs-write");
    const out = join(work, "out-write");
    cpSync(SPECS, specs, { recursive: true });
    await generate({ specsDir: specs, outDir: out });
    await generate({ specsDir: specs, outDir: out, check: true }); // reads the tree once
    const inode = (path: string) => statSync(join(out, path)).ino;
    const unchanged = "src/validators/events.core.io/v1.ts";
    const changed = "src/types/scheduling.core.io/v1.ts";
    const edited = "src/validators/node.core.io/v1.ts";
    const before = {
      unchanged: inode(unchanged),
      changed: inode(changed),
      text: readFileSync(join(out, edited), "utf8"),
    };
    // Someone edits an output file (same size: only its time and contents tell), then a spec changes.
    writeFileSync(join(out, edited), before.text.replace("Validates", "validates"));
    edit(join(specs, "scheduling.core.io/v1.yaml"), "Free text", "Free text, edited");
    const result = await generate({ specsDir: specs, outDir: out });
    expect(result.diff!.stale).toEqual(expect.arrayContaining([changed, edited]));
    expect(inode(unchanged)).toBe(before.unchanged); // not written
    expect(inode(changed)).not.toBe(before.changed);
    expect(readFileSync(join(out, changed), "utf8")).toContain("Free text, edited");
    expect(readFileSync(join(out, edited), "utf8")).toBe(before.text);
    const again = await generate({ specsDir: specs, outDir: out, check: true });
    expect(again.diff).toEqual({ stale: [], missing: [], orphaned: [] });
  }, 120_000);
});
