/**
 * The files below a directory that commands read by name pattern (spec files, the documents of
 * `corespec validate`): regular files and links to them, as `find -type f` takes them. A named
 * pipe there would block the reader for ever, a link to a device could be endless, and a
 * directory named like a file cannot be read.
 */
import type { Dirent } from "node:fs";
import { readdir, stat } from "node:fs/promises";
import { join } from "node:path";

/** The paths of the regular files below `dir` (recursively) whose name matches `name`, sorted; undefined when more than `most` names match. */
export async function regularFilesBelow(
  dir: string,
  name: RegExp,
  most: number = Infinity,
): Promise<string[] | undefined> {
  const named = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) =>
    name.test(e.name),
  );
  if (named.length > most) return undefined;
  const files: string[] = [];
  for (const entry of named)
    if (await isRegularFile(entry)) files.push(join(entry.parentPath, entry.name));
  return files.sort();
}

async function isRegularFile(entry: Dirent): Promise<boolean> {
  if (entry.isFile()) return true;
  if (!entry.isSymbolicLink()) return false;
  try {
    return (await stat(join(entry.parentPath, entry.name))).isFile();
  } catch {
    return false;
  }
}
