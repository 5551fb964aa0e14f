/** `corespec generate` and `--check`: one run, reported for a person. */
import { statSync } from "node:fs";
import { relative } from "node:path";
import { generate, type GenerateResult } from "../generate.js";
import { formatDiagnostic } from "../load/diagnostics.js";
import { stderrProgress } from "../progress.js";

export interface GenerateCommandOptions {
  readonly specsDir: string;
  readonly outDir: string;
  readonly check: boolean;
}

/**
 * What is wrong with the directories `generate` was given, as the message to print, or
 * undefined: the spec directory must be one, and the output directory one or nothing yet.
 * Said before a run, which would otherwise fail seconds later on a file system error.
 */
export function directoryProblem(
  given: { readonly specs: string; readonly out: string },
  dirs: { readonly specsDir: string; readonly outDir: string },
): string | undefined {
  const specs = statSync(dirs.specsDir, { throwIfNoEntry: false });
  if (!specs) return `--specs ${given.specs}: no such directory`;
  if (!specs.isDirectory()) return `--specs ${given.specs}: not a directory`;
  const out = statSync(dirs.outDir, { throwIfNoEntry: false });
  if (out && !out.isDirectory()) return `--out ${given.out}: not a directory`;
  return undefined;
}

/** Runs one generation and prints the outcome; returns the exit code. */
export async function runGenerate(
  options: GenerateCommandOptions,
  out = process.stdout,
  err = process.stderr,
): Promise<number> {
  let result: GenerateResult;
  const progress = stderrProgress(err as NodeJS.WriteStream);
  try {
    result = await generate({ ...options, progress });
  } catch (error) {
    err.write(`corespec: ${(error as Error).message}\n`);
    return 1;
  } finally {
    progress.done();
  }
  return report(result, options, out, err);
}

export function report(
  result: GenerateResult,
  options: GenerateCommandOptions,
  out: NodeJS.WritableStream,
  err: NodeJS.WritableStream,
): number {
  if (result.diagnostics.length) {
    for (const d of result.diagnostics) err.write(`${formatDiagnostic(d)}\n`);
    const n = result.diagnostics.length;
    err.write(`${n} problem${n === 1 ? "" : "s"} in the specs; nothing was written.\n`);
    return 1;
  }
  const outName = relative(process.cwd(), options.outDir) || ".";
  const diff = result.diff!;
  const ms = Math.round(
    result.timings.load + result.timings.emit + result.timings.format + result.timings.write,
  );
  if (options.check) {
    const lines = [
      ...diff.stale.map((p) => `stale: ${outName}/${p}`),
      ...diff.missing.map((p) => `missing: ${outName}/${p}`),
      ...diff.orphaned.map((p) => `orphaned: ${outName}/${p}`),
    ];
    if (lines.length === 0) {
      out.write(
        `${outName}/ is up to date with the specs (${result.files.length} files, ${ms} ms).\n`,
      );
      return 0;
    }
    for (const line of lines) err.write(`${line}\n`);
    err.write(
      `${lines.length} file${lines.length === 1 ? "" : "s"} of ${outName}/ differ from what the specs generate; run \`npm run generate\`.\n`,
    );
    return 1;
  }
  const changed = diff.stale.length + diff.missing.length + diff.orphaned.length;
  out.write(
    result.written
      ? `Generated ${result.files.length} files into ${outName}/ (${diff.missing.length} new, ${diff.stale.length} changed, ${diff.orphaned.length} removed) in ${ms} ms.\n`
      : `${outName}/ was already up to date (${result.files.length} files, ${ms} ms).\n`,
  );
  void changed;
  return 0;
}
