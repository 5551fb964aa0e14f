/** The pipeline: load -> model -> emit -> format -> write or check. */
import { performance } from "node:perf_hooks";
import { emitAll, EMITTERS } from "./emit/index.js";
import type { GeneratedFile } from "./emit/emitter.js";
import { compileFiles } from "./build/compile.js";
import { FormatStage, needsLayout } from "./format.js";
import type { Diagnostic } from "./load/diagnostics.js";
import { loadSpecs } from "./load/index.js";
import { SILENT, type Progress } from "./progress.js";
import { diffOutput, isClean, recoverOutput, writeOutput, type OutputDiff } from "./write.js";

export interface GenerateOptions {
  readonly specsDir: string;
  readonly outDir: string;
  /** Compare with the output directory instead of writing. */
  readonly check?: boolean;
  /** Told each stage as the run enters it. */
  readonly progress?: Progress;
}

export interface GenerateResult {
  /** Problems in the specs; when present nothing was emitted or written. */
  readonly diagnostics: readonly Diagnostic[];
  readonly files: readonly GeneratedFile[];
  /** The output directory against the generated files, before any write. */
  readonly diff?: OutputDiff;
  readonly written: boolean;
  readonly timings: {
    readonly load: number;
    readonly emit: number;
    readonly format: number;
    readonly write: number;
  };
}

/** Generates into memory; no file system writes. */
export async function generateFiles(
  specsDir: string,
  progress: Progress = SILENT,
): Promise<{
  diagnostics: readonly Diagnostic[];
  files: GeneratedFile[];
  load: number;
  emit: number;
  format: number;
}> {
  const t0 = performance.now();
  progress.stage("loading the specs");
  const loaded = await loadSpecs(specsDir);
  const t1 = performance.now();
  if (!loaded.model)
    return { diagnostics: loaded.diagnostics, files: [], load: t1 - t0, emit: 0, format: 0 };
  progress.stage("emitting the code");
  // Laid out as they are emitted: oxfmt works on its own threads meanwhile.
  const format = new FormatStage();
  const emitted = emitAll(loaded.model, EMITTERS, (files) => format.add(files));
  const t2 = performance.now();
  progress.stage(`formatting ${emitted.filter(needsLayout).length} modules`);
  const formatted = (await format.done()).sort(byPath);
  progress.stage("compiling the packages");
  const files = [...formatted, ...(await compileFiles(formatted))].sort(byPath);
  const t3 = performance.now();
  return { diagnostics: [], files, load: t1 - t0, emit: t2 - t1, format: t3 - t2 };
}

const byPath = (a: GeneratedFile, b: GeneratedFile): number =>
  a.path < b.path ? -1 : a.path > b.path ? 1 : 0;

export async function generate(options: GenerateOptions): Promise<GenerateResult> {
  const progress = options.progress ?? SILENT;
  const result = await generateFiles(options.specsDir, progress);
  const timings = { load: result.load, emit: result.emit, format: result.format, write: 0 };
  if (result.diagnostics.length)
    return { diagnostics: result.diagnostics, files: [], written: false, timings };
  const t0 = performance.now();
  progress.stage(options.check ? "comparing with the output" : "writing the output");
  // A change a killed run left half done is finished first; a write compares under the lock.
  let diff: OutputDiff;
  if (options.check) {
    await recoverOutput(options.outDir);
    diff = await diffOutput(options.outDir, result.files);
  } else diff = await writeOutput(options.outDir, result.files);
  const written = !options.check && !isClean(diff);
  timings.write = performance.now() - t0;
  return { diagnostics: [], files: result.files, diff, written, timings };
}
