/**
 * Writes generated files into the output directory atomically (a staged directory swapped
 * in), or compares them with it for `--check`.
 */
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join, sep } from "node:path";
import type { GeneratedFile } from "./emit/emitter.js";

/** Entries of the output directory that generation leaves alone. */
const PRESERVED = new Set(["node_modules"]);

export interface OutputDiff {
  /** Files whose contents differ. */
  readonly stale: string[];
  /** Files that generation makes but the directory lacks. */
  readonly missing: string[];
  /** Files in the directory that generation does not make. */
  readonly orphaned: string[];
}

export function isClean(diff: OutputDiff): boolean {
  return diff.stale.length === 0 && diff.missing.length === 0 && diff.orphaned.length === 0;
}

async function listFiles(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath ?? (e as unknown as { path: string }).path, e.name).slice(dir.length + 1).split(sep).join("/"))
    .filter((p) => !PRESERVED.has(p.split("/")[0]!))
    .sort();
}

export async function diffOutput(outDir: string, files: readonly GeneratedFile[]): Promise<OutputDiff> {
  const existing = new Set(await listFiles(outDir));
  const diff: OutputDiff = { stale: [], missing: [], orphaned: [] };
  await Promise.all(
    files.map(async (file) => {
      if (!existing.has(file.path)) {
        diff.missing.push(file.path);
        return;
      }
      existing.delete(file.path);
      const current = await readFile(join(outDir, file.path), "utf8");
      if (current !== file.contents) diff.stale.push(file.path);
    }),
  );
  diff.orphaned.push(...existing);
  diff.stale.sort();
  diff.missing.sort();
  diff.orphaned.sort();
  return diff;
}

/**
 * Replaces the output directory with exactly `files`. The new tree is written beside it and
 * swapped in, so a failure leaves the old tree as it was.
 */
export async function writeOutput(outDir: string, files: readonly GeneratedFile[]): Promise<void> {
  await withLock(`${outDir}.lock`, () => swapIn(outDir, files));
}

/**
 * Runs `work` holding a lock directory, so two generations (a watch and a manual run) never
 * swap the same output directory at once. A lock older than a minute is taken as abandoned.
 */
async function withLock(lock: string, work: () => Promise<void>): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await mkdir(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const age = Date.now() - (await stat(lock).then((s) => s.mtimeMs, () => Date.now()));
      if (age > 60_000) await rm(lock, { recursive: true, force: true });
      else if (attempt > 600) throw new Error(`${lock} is held by another generation; remove it if none is running`);
      else await new Promise((r) => setTimeout(r, 100));
    }
  }
  try {
    await work();
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}

async function swapIn(outDir: string, files: readonly GeneratedFile[]): Promise<void> {
  const suffix = `${process.pid}-${Date.now().toString(36)}`;
  const staged = `${outDir}.staged-${suffix}`;
  const old = `${outDir}.old-${suffix}`;
  try {
    await mkdir(staged, { recursive: true });
    const dirs = new Set(files.map((f) => dirname(join(staged, f.path))));
    await Promise.all([...dirs].map((d) => mkdir(d, { recursive: true })));
    await Promise.all(files.map((f) => writeFile(join(staged, f.path), f.contents)));
    if (existsSync(outDir)) {
      for (const entry of PRESERVED) if (existsSync(join(outDir, entry))) await rename(join(outDir, entry), join(staged, entry));
      await rename(outDir, old);
    }
    await rename(staged, outDir);
  } catch (error) {
    await rm(staged, { recursive: true, force: true });
    if (existsSync(old) && !existsSync(outDir)) await rename(old, outDir);
    throw error;
  }
  await rm(old, { recursive: true, force: true });
}
