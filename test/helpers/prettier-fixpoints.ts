/**
 * What prettier makes of a text, remembering between runs the texts it leaves as they are.
 * The layout tests (format.test.ts, schemas.test.ts) ask prettier about every generated file,
 * seconds of every run although most files have not changed since the last one: the digest of
 * each text prettier left unchanged, with prettier's version and the options, is kept in
 * node_modules/.cache/corespec-tests/prettier-fixpoints, and such a text is answered without
 * prettier. A text prettier changes is never kept, so a test that fails asks prettier again and
 * shows its difference. CORESPEC_NO_CACHE=1 turns the memory off, as it does the generator's.
 */
import { createHash } from "node:crypto";
import { appendFileSync, mkdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Options } from "prettier";
import { ROOT } from "./paths.js";

const FILE = join(ROOT, "node_modules/.cache/corespec-tests/prettier-fixpoints");
const VERSION = (createRequire(import.meta.url)("prettier/package.json") as { version: string })
  .version;

let known: Set<string> | undefined;
const knownDigests = (): Set<string> => {
  if (known) return known;
  try {
    known = new Set(readFileSync(FILE, "utf8").split("\n").filter(Boolean));
  } catch {
    known = new Set();
  }
  return known;
};

const digest = (text: string, options: Options): string =>
  createHash("sha256")
    .update(`prettier ${VERSION}\0${JSON.stringify(options)}\0${text}`)
    .digest("hex");

/** prettier's `format(text, options)`: the text itself, unasked, when prettier left it as it is before. */
export async function prettierFormat(text: string, options: Options): Promise<string> {
  const key = digest(text, options);
  if (process.env.CORESPEC_NO_CACHE !== "1" && knownDigests().has(key)) return text;
  const { format } = await import("prettier"); // loaded only when a text is not known
  const formatted = await format(text, options);
  if (formatted === text && process.env.CORESPEC_NO_CACHE !== "1") {
    knownDigests().add(key);
    try {
      mkdirSync(dirname(FILE), { recursive: true });
      appendFileSync(FILE, `${key}\n`); // one short line: appends of parallel test files do not interleave
    } catch {
      // A cache that cannot be written only costs time.
    }
  }
  return formatted;
}
