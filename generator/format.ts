/**
 * Runs prettier over every emitted file that is not already in its final layout, with fixed
 * options so output is the same on every machine. Results are cached by the digest of the
 * unformatted text: in memory for a watch session, and on disk between runs (like
 * `prettier --cache`), in node_modules/.cache/corespec.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { format, version, type Options } from "prettier";
import type { GeneratedFile } from "./emit/emitter.js";
import { PRINT_WIDTH } from "./emit/print-width.js";

const OPTIONS: Options = { printWidth: PRINT_WIDTH, proseWrap: "preserve", trailingComma: "all", endOfLine: "lf" };

/** Cached results are only valid for the options that made them. */
const OPTIONS_KEY = JSON.stringify(OPTIONS);

const PARSERS: Record<string, string> = { ".ts": "typescript", ".json": "json", ".md": "markdown", ".js": "babel", ".yaml": "yaml", ".html": "html" };

const CACHE_DIR = fileURLToPath(new URL("../node_modules/.cache/corespec/", import.meta.url));
const CACHE_FILE = join(CACHE_DIR, `format-prettier-${version}.json`);

let cache: Map<string, string> | undefined;

function loadCache(): Map<string, string> {
  if (!cache) {
    cache = new Map();
    if (process.env.CORESPEC_NO_CACHE !== "1" && existsSync(CACHE_FILE)) {
      try {
        cache = new Map(Object.entries(JSON.parse(readFileSync(CACHE_FILE, "utf8")) as Record<string, string>));
      } catch {
        // A damaged cache is only a slower run.
      }
    }
  }
  return cache;
}

/** Keeps the entries of this run only, so the cache never grows past one generation. */
function saveCache(used: Map<string, string>): void {
  if (process.env.CORESPEC_NO_CACHE === "1") return;
  try {
    mkdirSync(CACHE_DIR, { recursive: true });
    const temp = `${CACHE_FILE}.${process.pid}`;
    writeFileSync(temp, JSON.stringify(Object.fromEntries(used)));
    renameSync(temp, CACHE_FILE);
  } catch {
    // Not being able to cache is only a slower next run.
  }
}

function digest(parser: string, text: string): string {
  return createHash("sha1").update(OPTIONS_KEY).update(parser).update("\0").update(text).digest("hex");
}

export async function formatFiles(files: readonly GeneratedFile[]): Promise<GeneratedFile[]> {
  const known = loadCache();
  const used = new Map<string, string>();
  let misses = 0;
  const result = await Promise.all(
    files.map(async (file): Promise<GeneratedFile> => {
      const parser = PARSERS[file.path.slice(file.path.lastIndexOf("."))];
      if (file.formatted || !parser) return { path: file.path, contents: file.contents };
      const key = digest(parser, file.contents);
      let formatted = known.get(key);
      if (formatted === undefined) {
        misses++;
        try {
          formatted = await format(file.contents, { ...OPTIONS, parser });
        } catch (error) {
          throw new Error(`prettier could not format the generated ${file.path}: ${(error as Error).message}`);
        }
        known.set(key, formatted);
      }
      used.set(key, formatted);
      return { path: file.path, contents: formatted };
    }),
  );
  if (misses > 0) saveCache(used);
  return result;
}
