/**
 * Runs prettier over every emitted file that is not already in its final layout, with fixed
 * options so output is the same on every machine; results are cached by content.
 */
import { format, version, type Options } from "prettier";
import { ContentCache, LastRun } from "./cache.js";
import type { GeneratedFile } from "./emit/emitter.js";
import { PRINT_WIDTH } from "./emit/print-width.js";

const OPTIONS: Options = { printWidth: PRINT_WIDTH, proseWrap: "preserve", trailingComma: "all", endOfLine: "lf" };

// TypeScript through Babel's parser: twice as fast as the "typescript" parser, and the same
// layout on every generated module (the golden tests compare it).
const PARSERS: Record<string, string> = { ".ts": "babel-ts", ".json": "json", ".md": "markdown", ".js": "babel", ".yaml": "yaml", ".html": "html" };

const cache = new ContentCache(`format-prettier-${version}`, JSON.stringify(OPTIONS));
const lastRun = new LastRun<Promise<string>>();

export async function formatFiles(files: readonly GeneratedFile[]): Promise<GeneratedFile[]> {
  try {
    return await Promise.all(
      files.map(async (file): Promise<GeneratedFile> => {
        const parser = PARSERS[file.path.slice(file.path.lastIndexOf("."))];
        if (file.formatted || !parser) return { path: file.path, contents: file.contents };
        const text = lastRun.find(file.path, file.contents) ?? lastRun.keep(file.path, file.contents, formatted(file, parser));
        return { path: file.path, contents: await text };
      }),
    );
  } finally {
    lastRun.next();
    cache.save();
  }
}

async function formatted(file: GeneratedFile, parser: string): Promise<string> {
  const key = cache.key(parser, file.contents);
  let text = cache.get(key);
  if (text === undefined) {
    try {
      text = await format(file.contents, { ...OPTIONS, parser });
    } catch (error) {
      throw new Error(`prettier could not format the generated ${file.path}: ${(error as Error).message}`);
    }
    cache.set(key, text);
  }
  return text;
}
