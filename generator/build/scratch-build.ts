/**
 * One esbuild build of in-memory modules: they are written to a scratch directory and built in
 * one call, with no plugin, so esbuild does not ask this process about each module (the
 * package's bundles: generator/build/api-bundles.ts, generator/build/entry-bundles.ts). A warm process
 * (`--watch`) builds again only the bundles whose modules changed (`buildChanged`).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, posix, relative, sep } from "node:path";
import type { BuildOptions } from "esbuild";

/** Each entry (a path among `texts`) bundled with `options`, by entry path; the scratch directory is removed. */
export async function buildInScratch(
  texts: ReadonlyMap<string, string>,
  entries: readonly string[],
  options: BuildOptions,
): Promise<Map<string, string>> {
  const dir = mkdtempSync(join(tmpdir(), "corespec-bundle-"));
  try {
    for (const [path, text] of texts) {
      mkdirSync(join(dir, posix.dirname(path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    const { build } = await import("esbuild");
    const result = await build({
      ...options,
      absWorkingDir: dir,
      entryPoints: entries.map((entry) => ({
        in: join(dir, entry),
        out: entry.slice(0, -".js".length),
      })),
      outdir: dir,
      bundle: true,
      write: false,
      format: "esm",
      target: "es2022",
      packages: "external",
      logLevel: "silent",
    }).catch((error: unknown) => {
      throw new Error(
        `bundling ${entries.join(", ")}: ${String((error as Error)?.message ?? error).split("\n")[0]}`,
      );
    });
    return new Map(
      result.outputFiles.map((file) => [relative(dir, file.path).split(sep).join("/"), file.text]),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A bundle to make: its entry's path, its modules' texts by path, and a key that is the same exactly when they are. */
export interface Buildable {
  readonly entry: string;
  readonly key: string;
  readonly texts: ReadonlyMap<string, string>;
}

/** What a process last made of each entry, by the key it was made from. */
export type Made = Map<string, { readonly key: string; readonly js: string }>;

/**
 * Each item's bundle by entry path, `finish`ed: the one in `made` while the item's key is the
 * one it was made from, the others made in one build and kept in `made`.
 */
export async function buildChanged<T extends Buildable>(
  items: readonly T[],
  made: Made,
  options: BuildOptions,
  finish: (item: T, built: string) => string,
): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const changed = items.filter((item) => {
    const last = made.get(item.entry);
    if (last?.key === item.key) out.set(item.entry, last.js);
    return last?.key !== item.key;
  });
  if (changed.length === 0) return out;
  const built = await buildInScratch(
    new Map(changed.flatMap((item) => [...item.texts])),
    changed.map((item) => item.entry),
    options,
  );
  for (const item of changed) {
    const js = finish(item, built.get(item.entry)!);
    made.set(item.entry, { key: item.key, js });
    out.set(item.entry, js);
  }
  return out;
}
