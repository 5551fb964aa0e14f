/** `corespec generate --watch`: regenerate on every spec change. */
import { relative } from "node:path";
import { watch } from "chokidar";
import { generate } from "../generate.js";
import { formatDiagnostic } from "../load/diagnostics.js";

export async function runWatch(options: { specsDir: string; outDir: string }): Promise<void> {
  const outName = relative(process.cwd(), options.outDir) || ".";
  const run = async (changed: readonly string[]) => {
    const started = performance.now();
    try {
      const result = await generate({ ...options, check: false });
      const ms = Math.round(performance.now() - started);
      const what = changed.length ? changed.map((c) => relative(process.cwd(), c)).join(", ") : "start";
      if (result.diagnostics.length) {
        for (const d of result.diagnostics) process.stderr.write(`${formatDiagnostic(d)}\n`);
        process.stderr.write(`[${what}] ${result.diagnostics.length} problems in the specs; ${outName}/ left as it was (${ms} ms).\n`);
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
  const watcher = watch(options.specsDir, { ignoreInitial: true, awaitWriteFinish: { stabilityThreshold: 30, pollInterval: 10 } });
  watcher.on("all", (_event, path) => {
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
  process.stdout.write(`Watching ${relative(process.cwd(), options.specsDir) || "."}/ for changes (Ctrl-C to stop).\n`);
  await new Promise<void>((done) => process.once("SIGINT", () => void watcher.close().then(done)));
}
