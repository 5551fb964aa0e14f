/**
 * Lays out every emitted TypeScript module in prettier's layout, with fixed options so output
 * is the same on every machine; results are cached by content. Emitters write every other kind
 * of file in its final layout already (JSON through emit/json-text.ts), and mark it so.
 *
 * The layout is prettier's, made by oxfmt (the Oxc project's formatter, native code): it
 * formats the 142 generated modules in 0.05-0.2 s where prettier took 1.6-2 s, most of
 * a cold generation. prettier stays the reference: test/format.test.ts checks that prettier
 * leaves every module oxfmt laid out unchanged. oxfmt is pinned to one version, and a new one is
 * taken only when that test and the goldens still pass.
 */
import { createRequire } from "node:module";
import { format, type FormatConfig } from "oxfmt";
import { codeDigest, ContentCache } from "./cache.js";
import type { GeneratedFile } from "./emit/emitter.js";
import { PRINT_WIDTH } from "./emit/print-width.js";
import { describeProblem } from "./build/oxc-problems.js";

/** prettier's options, which oxfmt takes under the same names (test/format.test.ts passes them to prettier). */
export const FORMAT_OPTIONS = {
  printWidth: PRINT_WIDTH,
  proseWrap: "preserve",
  trailingComma: "all",
  endOfLine: "lf",
  embeddedLanguageFormatting: "off",
} as const satisfies FormatConfig;

/** The files the format stage lays out, by name: the rest come out of their emitters final. */
const FORMATTED = /\.(?:ts|js)$/;

/** The formatter and its version, from its package file: cached results are kept per version. */
export const FORMATTER = `oxfmt-${(createRequire(import.meta.url)("oxfmt/package.json") as { version: string }).version}`;

/** What a layout depends on beside the text: the options, and this module's code. */
export const FORMAT_SALT = JSON.stringify([FORMAT_OPTIONS, codeDigest(import.meta.url)]);

const cache = new ContentCache<string>(`format-${FORMATTER}`, FORMAT_SALT, undefined, "format");

/** Whether the format stage lays the file out: a module its emitter did not write in its final layout. */
export const needsLayout = (file: GeneratedFile): boolean =>
  !file.formatted && FORMATTED.test(file.path);

/**
 * The format stage, fed as the emitters go: oxfmt lays each module out on its own threads while
 * the emitters write the next ones, and `done` waits for the last. The cache keeps what this
 * stage used.
 */
export class FormatStage {
  private readonly pending: Promise<GeneratedFile>[] = [];

  add(files: readonly GeneratedFile[]): void {
    for (const file of files) {
      const laidOut = this.format(file);
      // Reported by `done`; until then a failure is not unhandled.
      laidOut.catch(() => undefined);
      this.pending.push(laidOut);
    }
  }

  /** Every file added, laid out, in the order added. */
  async done(): Promise<GeneratedFile[]> {
    const result = await Promise.all(this.pending);
    cache.save();
    return result;
  }

  private async format(file: GeneratedFile): Promise<GeneratedFile> {
    if (!needsLayout(file)) return { path: file.path, contents: file.contents };
    const parts = [file.contents];
    let formatted = cache.get(file.path, file.contents, parts);
    if (formatted === undefined) {
      formatted = await layOut(file.path, file.contents);
      cache.set(file.path, file.contents, parts, formatted);
    }
    return { path: file.path, contents: formatted };
  }
}

export async function formatFiles(files: readonly GeneratedFile[]): Promise<GeneratedFile[]> {
  const stage = new FormatStage();
  stage.add(files);
  return stage.done();
}

/** `text` laid out, for a module at `path` (its name tells TypeScript from JavaScript); what does not parse is named by line and column. */
export async function layOut(path: string, text: string): Promise<string> {
  let result: Awaited<ReturnType<typeof format>>;
  try {
    result = await format(path, text, FORMAT_OPTIONS);
  } catch (error) {
    throw new Error(
      `oxfmt could not format the generated ${path}: ${String((error as Error)?.message ?? error).split("\n")[0]}`,
    );
  }
  if (result.errors.length === 0) return result.code;
  throw new Error(
    `the generated TypeScript does not parse:\n${describeProblem(path, text, result.errors[0]!)}`,
  );
}
