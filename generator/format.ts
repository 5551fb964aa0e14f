/**
 * Runs prettier over every emitted file that is not already in its final layout, with fixed
 * options so output is the same on every machine; results are cached by content.
 */
import { format, version, type Options } from "prettier";
import { ContentCache } from "./cache.js";
import type { GeneratedFile } from "./emit/emitter.js";
import { PRINT_WIDTH } from "./emit/print-width.js";

const OPTIONS: Options = { printWidth: PRINT_WIDTH, proseWrap: "preserve", trailingComma: "all", endOfLine: "lf" };

// TypeScript through Babel's parser: twice as fast as the "typescript" parser, and the same
// layout on every generated module (the golden tests compare it).
const PARSERS: Record<string, string> = { ".ts": "babel-ts", ".json": "json", ".md": "markdown", ".js": "babel", ".yaml": "yaml", ".html": "html" };

const cache = new ContentCache(`format-prettier-${version}`, JSON.stringify(OPTIONS));

export async function formatFiles(files: readonly GeneratedFile[]): Promise<GeneratedFile[]> {
  const result = await Promise.all(
    files.map(async (file): Promise<GeneratedFile> => {
      const parser = PARSERS[file.path.slice(file.path.lastIndexOf("."))];
      if (file.formatted || !parser) return { path: file.path, contents: file.contents };
      const parts = [parser, file.contents];
      let formatted = cache.get(file.path, file.contents, parts);
      if (formatted === undefined) {
        try {
          formatted = await format(file.contents, { ...OPTIONS, parser });
        } catch (error) {
          throw new Error(`prettier could not format the generated ${file.path}: ${(error as Error).message}`);
        }
        cache.set(file.path, file.contents, parts, formatted);
      }
      return { path: file.path, contents: formatted };
    }),
  );
  cache.save();
  return result;
}
