/** Runs prettier over every emitted file, with fixed options so output is the same on every machine. */
import { createHash } from "node:crypto";
import { format, type Options } from "prettier";
import type { GeneratedFile } from "./emit/emitter.js";

const OPTIONS: Options = { printWidth: 100, proseWrap: "preserve", trailingComma: "all", endOfLine: "lf" };

const PARSERS: Record<string, string> = { ".ts": "typescript", ".json": "json", ".md": "markdown", ".js": "babel", ".yaml": "yaml", ".html": "html" };

/** Formatted texts by input digest: a watch session formats only what changed. */
const cache = new Map<string, string>();

export async function formatFiles(files: readonly GeneratedFile[]): Promise<GeneratedFile[]> {
  return Promise.all(
    files.map(async (file) => {
      const ext = file.path.slice(file.path.lastIndexOf("."));
      const parser = PARSERS[ext];
      if (!parser) return file;
      const key = createHash("sha1").update(parser).update("\0").update(file.contents).digest("hex");
      let formatted = cache.get(key);
      if (formatted === undefined) {
        try {
          formatted = await format(file.contents, { ...OPTIONS, parser });
        } catch (error) {
          throw new Error(`prettier could not format the generated ${file.path}: ${(error as Error).message}`);
        }
        cache.set(key, formatted);
      }
      return { path: file.path, contents: formatted };
    }),
  );
}
