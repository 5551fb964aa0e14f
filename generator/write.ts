/**
 * Writes generated files into the output directory (only those that differ, through a
 * journal that makes the change all or nothing across a kill), or compares them with it for
 * `--check`. Every file system call is synchronous: a thousand small operations through the
 * thread pool cost several times more than the operations themselves.
 */
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
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
  /** Directories generation makes or not as the project says (corespec.yaml's `emit`): its own either way, so a switched-off one is removed. */
  private readonly entries = new Set<string>(["server", "docs"]);

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
      if (e.isFile())
        files.push(
          join(e.parentPath, e.name)
            .slice(dir.length + 1)
            .split(sep)
            .join("/"),
        );
    }
  }
  return files.sort();
}

/**
 * What this process last read or wrote of each file of one output directory, with the identity
 * of the file (inode, size, modification time): a warm process (`--watch`) compares an
 * unchanged file without reading it again, and leaves it alone. A file replaced or edited since
 * has another identity, and is read again.
 */
let knownDir = "";
let known = new Map<string, { readonly contents: string; readonly identity: string }>();
const identityOf = (s: { ino: number; size: number; mtimeMs: number }) =>
  `${s.ino}:${s.size}:${s.mtimeMs}`;

/** The known files of `outDir`; those of another directory are forgotten. */
function knownIn(outDir: string): typeof known {
  if (knownDir !== outDir) [knownDir, known] = [outDir, new Map()];
  return known;
}

/**
 * Whether the file at `path` holds `contents`. When it does, `contents` is remembered in place
 * of what was read: the next run's module, often the very same string, then compares at once.
 */
function holds(outDir: string, path: string, contents: string): boolean {
  const files = knownIn(outDir);
  const full = join(outDir, path);
  const identity = identityOf(statSync(full));
  const kept = files.get(path);
  const current = kept?.identity === identity ? kept.contents : readFileSync(full, "utf8");
  const same = current === contents;
  files.set(path, { contents: same ? contents : current, identity });
  return same;
}

/** Records what a file this process just wrote holds (or that it is gone), so the next diff need not read it. */
function remember(outDir: string, path: string, contents: string | undefined): void {
  const files = knownIn(outDir);
  if (contents === undefined) files.delete(path);
  else files.set(path, { contents, identity: identityOf(statSync(join(outDir, path))) });
}

export async function diffOutput(
  outDir: string,
  files: readonly GeneratedFile[],
): Promise<OutputDiff> {
  const existing = new Set(listFiles(outDir, new Ownership(files)));
  const diff: OutputDiff = { stale: [], missing: [], orphaned: [] };
  for (const file of files) {
    if (!existing.has(file.path)) {
      diff.missing.push(file.path);
      continue;
    }
    existing.delete(file.path);
    if (!holds(outDir, file.path, file.contents)) diff.stale.push(file.path);
  }
  diff.orphaned.push(...existing);
  diff.stale.sort();
  diff.missing.sort();
  diff.orphaned.sort();
  return diff;
}

/**
 * Makes the output directory hold exactly `files`, so that a kill at any moment leaves the old
 * tree, the new one, or a journal from which the next run finishes the change. Only what
 * differs is touched: the changed files are written beside the output directory first; a
 * journal then lists them and the orphans; each file is renamed into place and each orphan
 * removed; the journal goes last. Every run first finishes a change that a killed run left
 * half done (`recoverOutput`), and removes what such runs left behind. A first generation
 * writes the whole tree beside the path and renames it there. Returns how the directory
 * differed, as compared under the lock.
 */
export async function writeOutput(
  outDir: string,
  files: readonly GeneratedFile[],
): Promise<OutputDiff> {
  return withLock(`${outDir}.lock`, async () => {
    await recover(outDir);
    return change(outDir, files);
  });
}

/** Finishes a change a killed run left half done, and removes its leftovers. */
export async function recoverOutput(outDir: string): Promise<void> {
  if (!existsSync(journalPath(outDir)) && leftovers(outDir).length === 0) return;
  await withLock(`${outDir}.lock`, () => recover(outDir));
}

interface Journal {
  /** The directory holding the new contents of the changed files, at their paths. */
  readonly staged: string;
  /** The files renamed from `staged` into the output directory. */
  readonly write: readonly string[];
  /** The files removed from the output directory. */
  readonly remove: readonly string[];
}

/** The journal of the previous protocol, which swapped whole trees: `old` was renamed out, `staged` in. */
interface TreeSwapJournal {
  readonly staged: string;
  readonly old: string;
  readonly kept?: readonly string[];
}

const journalPath = (outDir: string): string => `${outDir}.swap.json`;

/** The `.staged-*` and `.old-*` siblings of the output directory. */
function leftovers(outDir: string): string[] {
  const parent = dirname(outDir);
  const base = basename(outDir);
  let entries: string[];
  try {
    entries = readdirSync(parent);
  } catch {
    entries = [];
  }
  return entries
    .filter((e) => e.startsWith(`${base}.staged-`) || e.startsWith(`${base}.old-`))
    .map((e) => join(parent, e));
}

async function recover(outDir: string): Promise<void> {
  const journal = readJournal(outDir);
  // The staged files were all written before the journal: the change is finished, never undone.
  if (journal && "write" in journal) await apply(outDir, journal);
  else if (journal) finishTreeSwap(outDir, journal);
  if (!existsSync(outDir)) {
    // A whole-tree swap of an older protocol, killed between its renames before it kept a
    // journal: the newest old tree is the output.
    const olds = leftovers(outDir)
      .filter((p) => basename(p).startsWith(`${basename(outDir)}.old-`))
      .sort();
    if (olds.length) renameSync(olds[olds.length - 1]!, outDir);
  }
  for (const path of leftovers(outDir)) rmSync(path, { recursive: true, force: true });
  rmSync(journalPath(outDir), { force: true });
}

function readJournal(outDir: string): Journal | TreeSwapJournal | undefined {
  try {
    return JSON.parse(readFileSync(journalPath(outDir), "utf8")) as Journal | TreeSwapJournal;
  } catch {
    return undefined;
  }
}

/** Finishes (or, without the new tree, undoes) a whole-tree swap that a run of the previous protocol left. */
function finishTreeSwap(outDir: string, journal: TreeSwapJournal): void {
  if (!existsSync(outDir)) {
    if (existsSync(journal.staged)) renameSync(journal.staged, outDir);
    else if (existsSync(journal.old)) renameSync(journal.old, outDir);
  }
  for (const entry of journal.kept ?? ["node_modules"]) {
    for (const from of [journal.staged, journal.old]) {
      if (existsSync(join(from, entry)) && !existsSync(join(outDir, entry)))
        renameSync(join(from, entry), join(outDir, entry));
    }
  }
}

/** A pause between the steps of a change, for the tests that kill a generation at each step. */
async function step(name: string): Promise<void> {
  const pause = process.env.CORESPEC_TEST_PAUSE_AT;
  if (pause === name) {
    process.stderr.write(`paused at ${name}\n`);
    await new Promise((r) => setTimeout(r, 60_000));
  }
}

async function change(outDir: string, files: readonly GeneratedFile[]): Promise<OutputDiff> {
  const diff = await diffOutput(outDir, files);
  if (isClean(diff)) return diff;
  const staged = `${outDir}.staged-${process.pid}-${Date.now().toString(36)}`;
  const fresh = !existsSync(outDir);
  const write = fresh ? files.map((f) => f.path) : [...diff.stale, ...diff.missing].sort();
  const contents = new Map(files.map((f) => [f.path, f.contents]));
  try {
    for (const dir of new Set(write.map((path) => dirname(join(staged, path)))))
      mkdirSync(dir, { recursive: true });
    for (const path of write) writeFileSync(join(staged, path), contents.get(path)!);
    await step("written");
    if (fresh) {
      renameSync(staged, outDir);
      await step("applied");
      return diff;
    }
    const journal: Journal = { staged, write, remove: diff.orphaned };
    const temp = `${journalPath(outDir)}.${process.pid}`;
    writeFileSync(temp, JSON.stringify(journal));
    renameSync(temp, journalPath(outDir));
  } catch (error) {
    // Nothing of the output directory was touched yet.
    rmSync(staged, { recursive: true, force: true });
    throw error;
  }
  await step("journaled");
  await apply(outDir, { staged, write, remove: diff.orphaned });
  for (const path of write) remember(outDir, path, contents.get(path)!);
  for (const path of diff.orphaned) remember(outDir, path, undefined);
  await step("applied");
  rmSync(journalPath(outDir), { force: true });
  rmSync(staged, { recursive: true, force: true });
  return diff;
}

/**
 * Carries out a journal: removes the orphans (and the directories they leave empty), then
 * renames each staged file into place. Running it again after a kill finishes what is left.
 */
async function apply(outDir: string, journal: Journal): Promise<void> {
  for (const path of journal.remove) {
    rmSync(join(outDir, path), { force: true });
    for (let dir = dirname(path); dir !== "."; dir = dirname(dir)) {
      const full = join(outDir, dir);
      if (existsSync(full) && readdirSync(full).length > 0) break;
      rmSync(full, { recursive: true, force: true });
    }
  }
  let first = true;
  for (const path of journal.write) {
    const from = join(journal.staged, path);
    if (!existsSync(from)) continue; // renamed before the kill
    mkdirSync(dirname(join(outDir, path)), { recursive: true });
    renameSync(from, join(outDir, path));
    if (first) await step("applying");
    first = false;
  }
}
