/**
 * Each fixture under test/fixtures/<name>/specs exercises spec features in isolation; its
 * golden output lives in test/fixtures/<name>/expected. Update with `npx vitest -u`.
 */
import { existsSync, readdirSync } from "node:fs";
import { rm } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { generateFiles } from "../generator/generate.js";
import { diffOutput } from "../generator/write.js";
import { FIXTURES } from "./helpers/paths.js";

const fixtures = readdirSync(FIXTURES, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name)
  .sort();

describe.each(fixtures)("fixture %s", (name) => {
  it("generates its golden output", async () => {
    const result = await generateFiles(join(FIXTURES, name, "specs"));
    expect(result.diagnostics).toEqual([]);
    const expected = join(FIXTURES, name, "expected");
    // The copies of the runtime and the readers, the compiled dist/ (of both packages) and the
    // Redoc bundle of the API reference page do not depend on the fixture's specs.
    const files = result.files.filter(
      (f) =>
        !/^(server\/)?(src\/runtime\/|dist\/)|^server\/src\/readers\//.test(f.path) &&
        !f.path.startsWith("docs/redoc."),
    );
    const updating =
      (expect.getState().snapshotState as unknown as { _updateSnapshot: string })
        ._updateSnapshot === "all";
    // A golden file that does not exist is a failure, not a file to write (vitest writes new
    // file snapshots unless in CI): only an update (-u) creates it.
    if (!updating)
      expect(files.map((f) => f.path).filter((p) => !existsSync(join(expected, p)))).toEqual([]);
    for (const file of files)
      await expect(file.contents).toMatchFileSnapshot(join(expected, file.path));
    const diff = await diffOutput(expected, files);
    if (updating) await Promise.all(diff.orphaned.map((p) => rm(join(expected, p))));
    else expect(diff.orphaned).toEqual([]);
  });
});
