/** `corespec generate --watch`: regenerate on every spec change. */
import { existsSync } from "node:fs";
import { relative, resolve } from "node:path";
import { watch } from "chokidar";
import { generate } from "../generate.js";
import { formatDiagnostic } from "../load/diagnostics.js";
import { projectFileOf } from "../load/project-file.js";

export async function runWatch(options: { specsDir: string; outDir: string }): Promise<void> {
  const outName = relative(process.cwd(), options.outDir) || ".";
  const run = async (changed: readonly string[]) => {
    const started = performance.now();
    try {
      const result = await generate({ ...options, check: false });
      const ms = Math.round(performance.now() - started);
      const what = changed.length
        ? changed.map((c) => relative(process.cwd(), c)).join(", ")
        : "start";
      if (result.diagnostics.length) {
        for (const d of result.diagnostics) process.stderr.write(`${formatDiagnostic(d)}\n`);
        process.stderr.write(
          `[${what}] ${result.diagnostics.length} problems in the specs; ${outName}/ left as it was (${ms} ms).\n`,
        );
        return;
      }
      const diff = result.diff!;
      const files = [...diff.missing, ...diff.stale, ...diff.orphaned];
      process.stdout.write(
        files.length
          ? `[${what}] regenerated in ${ms} ms: ${files.length} file${files.length === 1 ? "" : "s"} updated (${files.slice(0, 5).join(", ")}${files.length > 5 ? ", ..." : ""}).\n`
          : `[${what}] no output change (${ms} ms).\n`,
      );
    } catch (error) {
      process.stderr.write(`[error] ${(error as Error).message}\n`);
    }
  };
  await run([]);
  let pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  // The project's corespec.yaml (names, version, what to emit) too, when there is one.
  const projectFile = projectFileOf(options.specsDir);
  const watcher = watch(
    existsSync(projectFile) ? [options.specsDir, projectFile] : options.specsDir,
    { ignoreInitial: true, awaitWriteFinish: { stabilityThreshold: 30, pollInterval: 10 } },
  );
  const specsName = relative(process.cwd(), options.specsDir) || ".";
  let stop!: () => void;
  const stopped = new Promise<void>((done) => (stop = done));
  process.once("SIGINT", () => stop());
  watcher.on("all", (event, path) => {
    // A watcher cannot follow its directory once it is gone: say so and end (the process used to
    // end with code 13, its top-level await unsettled, after a bare ENOENT).
    if (event === "unlinkDir" && resolve(path) === resolve(options.specsDir)) {
      process.stderr.write(
        `[error] the spec directory ${specsName}/ was removed: stopped watching.\n`,
      );
      process.exitCode = 2;
      stop();
      return;
    }
    if (!/\.ya?ml$/.test(path)) return;
    pending.add(path);
    clearTimeout(timer);
    timer = setTimeout(() => {
      const batch = [...pending].sort();
      pending = new Set();
      running = running.then(() => run(batch));
    }, 20);
  });
  // Changes are seen only once the watcher has read the directory: say "Watching" then.
  await new Promise<void>((ready) => watcher.once("ready", () => ready()));
  process.stdout.write(`Watching ${specsName}/ for changes (Ctrl-C to stop).\n`);
  await stopped;
  clearTimeout(timer);
  await running;
  await watcher.close();
}
