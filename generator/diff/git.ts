/**
 * The spec files of a directory as committed at a git ref, read without a checkout: `git
 * ls-tree` lists the regular files below the directory's path at the ref, and one `git
 * cat-file --batch` reads them all.
 */
import { execFileSync } from "node:child_process";
import { realpathSync } from "node:fs";
import { relative, sep } from "node:path";
import { MAX_SPEC_FILE_BYTES } from "../load/index.js";
import { DiffError } from "./tree.js";

export interface CommittedFile {
  readonly relative: string;
  readonly display: string;
  readonly text: string;
}

function git(cwd: string, args: readonly string[], input?: string): Buffer {
  try {
    return execFileSync("git", args, {
      cwd,
      input,
      maxBuffer: 1024 * 1024 * 1024,
      stdio: ["pipe", "pipe", "pipe"],
    });
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr?.toString().trim();
    throw new DiffError("git", `git ${args[0]}: ${stderr || (error as Error).message}`);
  }
}

/** The `.yaml`/`.yml` files below `specsDir` at `ref`, relative to `specsDir`, sorted, shown as `ref:path`. */
export function committedSpecFiles(specsDir: string, ref: string): CommittedFile[] {
  if (ref === "" || ref.startsWith("-"))
    throw new DiffError("usage", `--base ${ref}: not a git ref`);
  let dir: string;
  try {
    dir = realpathSync(specsDir);
  } catch {
    throw new DiffError("no-specs", `${specsDir}: no such directory`);
  }
  const top = git(dir, ["rev-parse", "--show-toplevel"]).toString().trim();
  const prefix = relative(realpathSync(top), dir).split(sep).join("/");
  if (prefix.startsWith(".."))
    throw new DiffError("git", `${specsDir} is not inside the git repository at ${top}`);
  git(top, ["rev-parse", "--verify", "--quiet", `${ref}^{commit}`]);
  // `<mode> <type> <object> <size>\t<path>`, NUL-separated; regular files only (not links or submodules).
  const listing = git(top, ["ls-tree", "-r", "-l", "-z", ref, "--", prefix === "" ? "." : prefix])
    .toString("utf8")
    .split("\0")
    .filter((l) => l !== "");
  const entries = listing.flatMap((line) => {
    const tab = line.indexOf("\t");
    const [mode, type, object, size] = line.slice(0, tab).split(/ +/);
    const path = line.slice(tab + 1);
    if (type !== "blob" || !/^100(644|755)$/.test(mode ?? "") || !/\.ya?ml$/.test(path)) return [];
    if (Number(size) > MAX_SPEC_FILE_BYTES)
      throw new DiffError(
        "load",
        `${ref}:${path}: larger than ${MAX_SPEC_FILE_BYTES / (1024 * 1024)} MiB, the most a spec file may hold`,
      );
    return [{ path, object: object! }];
  });
  if (entries.length === 0) return [];
  const batch = git(top, ["cat-file", "--batch"], entries.map((e) => `${e.object}\n`).join(""));
  const files: CommittedFile[] = [];
  let at = 0;
  for (const entry of entries) {
    const newline = batch.indexOf(0x0a, at);
    const size = Number(batch.subarray(at, newline).toString().split(" ")[2]);
    const text = batch.subarray(newline + 1, newline + 1 + size).toString("utf8");
    at = newline + 1 + size + 1;
    const rel = prefix === "" ? entry.path : entry.path.slice(prefix.length + 1);
    files.push({ relative: rel, display: `${ref}:${entry.path}`, text });
  }
  return files.sort((a, b) => (a.relative < b.relative ? -1 : a.relative > b.relative ? 1 : 0));
}
