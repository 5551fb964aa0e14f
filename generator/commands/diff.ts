/**
 * `corespec diff OLD NEW` and `corespec diff --base REF [DIR]`: every change between two versions
 * of the specs, by Kubernetes' API change rules (generator/diff/). Exit 1 when a change breaks a
 * served non-alpha version, 0 otherwise, 2 when the diff cannot run (usage, a tree that does not
 * load, git).
 */
import { statSync } from "node:fs";
import { resolve } from "node:path";
import { committedSpecFiles } from "../diff/git.js";
import { readProjectFile } from "../load/project-file.js";
import { libraryInputs } from "../load/library.js";
import { MAX_SPEC_FILE_BYTES } from "../load/index.js";
import { diffModels } from "../diff/index.js";
import { reportJson, reportOf, reportText } from "../diff/report.js";
import { DiffError, loadDirectoryTree, loadTextTree, type SpecTree } from "../diff/tree.js";

export interface DiffCommandOptions {
  readonly output: "text" | "json";
  readonly base?: string;
}

function directory(given: string): string {
  const dir = resolve(given);
  const stats = statSync(dir, { throwIfNoEntry: false });
  if (!stats) throw new DiffError("no-specs", `${given}: no such directory`);
  if (!stats.isDirectory()) throw new DiffError("no-specs", `${given}: not a directory`);
  return dir;
}

async function trees(
  paths: readonly string[],
  options: DiffCommandOptions,
): Promise<[SpecTree, SpecTree]> {
  if (options.base !== undefined) {
    if (paths.length > 1)
      throw new DiffError(
        "usage",
        "with --base, give at most one spec directory (the working tree's; default specs)",
      );
    const given = paths[0] ?? "specs";
    const dir = directory(given);
    const committed = committedSpecFiles(dir, options.base);
    // The project's corespec.yaml as it is now: the committed tree loads the same library of standard types.
    const { project, file } = await readProjectFile(dir);
    const own = file !== undefined ? project : undefined;
    const library = own?.library
      ? await libraryInputs(MAX_SPEC_FILE_BYTES, new Set(committed.map((c) => c.relative)))
      : [];
    const old = loadTextTree(`${options.base}:${given}`, committed, own, library);
    return [old, await loadDirectoryTree(dir, given)];
  }
  if (paths.length !== 2)
    throw new DiffError(
      "usage",
      "give two spec directories (OLD NEW), or --base <git-ref> and at most one",
    );
  const [a, b] = paths as [string, string];
  const dirA = directory(a);
  const dirB = directory(b);
  // One after the other: the loader keeps the last load's parsed files, which a second load of the same files reuses.
  const old = await loadDirectoryTree(dirA, a);
  return [old, await loadDirectoryTree(dirB, b)];
}

/** Runs the diff and prints it; returns the exit status. */
export async function runDiff(
  paths: readonly string[],
  options: DiffCommandOptions,
  out: NodeJS.WritableStream = process.stdout,
  err: NodeJS.WritableStream = process.stderr,
): Promise<number> {
  let pair: [SpecTree, SpecTree];
  try {
    pair = await trees(paths, options);
  } catch (error) {
    if (!(error instanceof DiffError)) throw error;
    err.write(error.report());
    return 2;
  }
  const [oldTree, newTree] = pair;
  const result = diffModels(oldTree.model, newTree.model);
  const report = reportOf(result, oldTree, newTree);
  out.write(options.output === "json" ? reportJson(report) : reportText(report));
  return result.summary.breaking > 0 ? 1 : 0;
}
