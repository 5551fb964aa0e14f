/**
 * Writes generated files into the output directory atomically (a staged directory swapped
 * in), or compares them with it for `--check`. The walks over every file (listing, comparing,
 * staging, removing the old tree) use the synchronous calls: a thousand small operations
 * through the thread pool cost several times more than the operations themselves.
 */
import { existsSync, linkSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { basename, dirname, join, sep } from "node:path";
import type { GeneratedFile } from "./emit/emitter.js";
import { withLock } from "./lock.js";

/**
 * What generation owns in the output directory: the top-level directories it writes into
 * (everything in them is its own, so a file it no longer makes there is an orphan) and the
 * top-level files it writes. Every other top-level entry (node_modules, a package-lock.json,
 * a .npmrc) belongs to someone else: it is never listed, compared or removed.
 */
class Ownership {
  private readonly entries = new Set<string>();

  constructor(files: readonly GeneratedFile[]) {
    for (const file of files) this.entries.add(file.path.split("/")[0]!);
  }

  owns(path: string): boolean {
    return this.entries.has(path.split("/")[0]!);
  }
}

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

/** The files under `dir` that generation owns. */
function listFiles(dir: string, ownership: Ownership): string[] {
  if (!existsSync(dir)) return [];
  const owned = readdirSync(dir).filter((entry) => ownership.owns(entry));
  const files: string[] = [];
  for (const entry of owned) {
    const path = join(dir, entry);
    if (!statSync(path).isDirectory()) {
      files.push(entry);
      continue;
    }
    for (const e of readdirSync(path, { recursive: true, withFileTypes: true })) {
      if (e.isFile()) files.push(join(e.parentPath, e.name).slice(dir.length + 1).split(sep).join("/"));
    }
  }
  return files.sort();
}

/**
 * What this process last read of each file of one output directory, with the identity of the
 * file it read (inode, size, modification time): a warm process (`--watch`) compares an
 * unchanged file without reading it again, and links it into the next tree instead of writing
 * it. A file replaced or edited since has another identity, and is read or written again.
 */
let knownDir = "";
let known = new Map<string, { readonly contents: string; readonly identity: string }>();
const identityOf = (s: { ino: number; size: number; mtimeMs: number }) => `${s.ino}:${s.size}:${s.mtimeMs}`;

function currentContents(outDir: string, path: string): string {
  if (knownDir !== outDir) [knownDir, known] = [outDir, new Map()];
  const full = join(outDir, path);
  const identity = identityOf(statSync(full));
  const kept = known.get(path);
  if (kept?.identity === identity) return kept.contents;
  const contents = readFileSync(full, "utf8");
  known.set(path, { contents, identity });
  return contents;
}

/**
 * Whether the output file at `path` is, as read before, `contents`: then it may be linked, not
 * written. Its identity is checked again under the lock, as another run may have swapped a new
 * tree in since the diff.
 */
function holds(outDir: string, path: string, contents: string): boolean {
  const kept = knownDir === outDir ? known.get(path) : undefined;
  if (kept?.contents !== contents) return false;
  const stats = statSync(join(outDir, path), { throwIfNoEntry: false });
  return stats !== undefined && identityOf(stats) === kept.identity;
}

export async function diffOutput(outDir: string, files: readonly GeneratedFile[]): Promise<OutputDiff> {
  const existing = new Set(listFiles(outDir, new Ownership(files)));
  const diff: OutputDiff = { stale: [], missing: [], orphaned: [] };
  for (const file of files) {
    if (!existing.has(file.path)) {
      diff.missing.push(file.path);
      continue;
    }
    existing.delete(file.path);
    if (currentContents(outDir, file.path) !== file.contents) diff.stale.push(file.path);
  }
  diff.orphaned.push(...existing);
  diff.stale.sort();
  diff.missing.sort();
  diff.orphaned.sort();
  return diff;
}

/**
 * Replaces the output directory with exactly `files`, so that a kill at any moment leaves the
 * old tree or the new one. The new tree is written beside the old one; a journal then records
 * the swap before the two renames that make it, and every run first finishes or undoes a swap
 * that a killed run left half done (`recoverOutput`), and removes what such runs left behind.
 * A file this process read from the directory and finds unchanged is linked into the new tree
 * rather than written again (in a warm process an edit of one spec writes a few files, not all).
 */
export async function writeOutput(outDir: string, files: readonly GeneratedFile[]): Promise<void> {
  await withLock(`${outDir}.lock`, async () => {
    await recover(outDir);
    await swapIn(outDir, files);
  });
}

/** Finishes or undoes a swap a killed run left half done, and removes its leftovers. */
export async function recoverOutput(outDir: string): Promise<void> {
  if (!existsSync(journalPath(outDir)) && (await leftovers(outDir)).length === 0) return;
  await withLock(`${outDir}.lock`, () => recover(outDir));
}

interface Journal {
  /** The new tree, renamed to the output directory second. */
  readonly staged: string;
  /** Where the old tree is renamed first. */
  readonly old: string;
  /** The top-level entries generation does not own, moved from the old tree into the new one. */
  readonly kept: readonly string[];
}

const journalPath = (outDir: string): string => `${outDir}.swap.json`;

/** The `.staged-*` and `.old-*` siblings of the output directory. */
async function leftovers(outDir: string): Promise<string[]> {
  const parent = dirname(outDir);
  const base = basename(outDir);
  const entries = await readdir(parent).catch(() => [] as string[]);
  return entries.filter((e) => e.startsWith(`${base}.staged-`) || e.startsWith(`${base}.old-`)).map((e) => join(parent, e));
}

async function recover(outDir: string): Promise<void> {
  const journal = await readFile(journalPath(outDir), "utf8").then((t) => JSON.parse(t) as Journal, () => undefined);
  if (journal) {
    // Killed between the two renames: the new tree is complete (it was written before the
    // journal), so finish the swap; without it, put the old tree back.
    if (!existsSync(outDir)) {
      if (existsSync(journal.staged)) await rename(journal.staged, outDir);
      else if (existsSync(journal.old)) await rename(journal.old, outDir);
    }
    // Entries generation leaves alone go back where they belong, wherever the kill left them.
    for (const entry of journal.kept ?? ["node_modules"]) {
      for (const from of [journal.staged, journal.old]) {
        if (existsSync(join(from, entry)) && !existsSync(join(outDir, entry))) await rename(join(from, entry), join(outDir, entry));
      }
    }
  }
  if (!existsSync(outDir)) {
    // A swap of the previous protocol killed half way: the newest old tree is the output.
    const olds = (await leftovers(outDir)).filter((p) => basename(p).startsWith(`${basename(outDir)}.old-`)).sort();
    if (olds.length) await rename(olds[olds.length - 1]!, outDir);
  }
  await Promise.all((await leftovers(outDir)).map((p) => rm(p, { recursive: true, force: true })));
  await rm(journalPath(outDir), { force: true });
}

/** A pause between the steps of a swap, for the tests that kill a generation at each step. */
async function step(name: string): Promise<void> {
  const pause = process.env.CORESPEC_TEST_PAUSE_AT;
  if (pause === name) {
    process.stderr.write(`paused at ${name}\n`);
    await new Promise((r) => setTimeout(r, 60_000));
  }
}

async function swapIn(outDir: string, files: readonly GeneratedFile[]): Promise<void> {
  const suffix = `${process.pid}-${Date.now().toString(36)}`;
  const ownership = new Ownership(files);
  const kept = existsSync(outDir) ? (await readdir(outDir)).filter((entry) => !ownership.owns(entry)).sort() : [];
  const journal: Journal = { staged: `${outDir}.staged-${suffix}`, old: `${outDir}.old-${suffix}`, kept };
  const { staged, old } = journal;
  try {
    mkdirSync(staged, { recursive: true });
    for (const dir of new Set(files.map((f) => dirname(join(staged, f.path))))) mkdirSync(dir, { recursive: true });
    for (const f of files) {
      // A link to the unchanged file of the old tree; written when the file system refuses it.
      if (holds(outDir, f.path, f.contents) && linked(join(outDir, f.path), join(staged, f.path))) continue;
      writeFileSync(join(staged, f.path), f.contents);
    }
    await step("written");
    if (existsSync(outDir)) {
      const temp = `${journalPath(outDir)}.${suffix}`;
      await writeFile(temp, JSON.stringify(journal));
      await rename(temp, journalPath(outDir));
      await step("journaled");
      for (const entry of kept) if (existsSync(join(outDir, entry))) await rename(join(outDir, entry), join(staged, entry));
      await step("preserved");
      await rename(outDir, old);
      await step("moved-old");
    }
    await rename(staged, outDir);
    await step("swapped");
  } catch (error) {
    // Undo: the old tree (with what was moved into the staged one) goes back.
    if (existsSync(old) && !existsSync(outDir)) await rename(old, outDir);
    for (const entry of kept) if (existsSync(join(staged, entry)) && existsSync(outDir) && !existsSync(join(outDir, entry))) await rename(join(staged, entry), join(outDir, entry));
    await rm(staged, { recursive: true, force: true });
    await rm(journalPath(outDir), { force: true });
    throw error;
  }
  await rm(journalPath(outDir), { force: true });
  rmSync(old, { recursive: true, force: true });
}

function linked(existing: string, path: string): boolean {
  try {
    linkSync(existing, path);
    return true;
  } catch {
    return false;
  }
}
