/**
 * The `corespec` command as bin/corespec.js runs it: the compiled generator (`.build/generator/`)
 * bundled with esbuild into `.build/cli/`, one module per command and the modules they share.
 * Node finds, reads and links each module of a start-up on its own: unbundled, validating a
 * Lease file opened 105 module files (the yaml package's 72 take 40-50 ms to import; bundled,
 * 9 ms), bundled 12 (6 of them the generated package's). Packages with native code (oxfmt,
 * oxc-transform, esbuild) and chokidar (only `--watch` loads it) stay imports, resolved from
 * node_modules as before; so do the generated packages, and what the generator finds with
 * `createRequire` where it uses it (ts-morph, redoc, ajv).
 */
import { renameSync, rmSync, writeFileSync } from "node:fs";
import { build } from "esbuild";
import { rootPath } from "../paths.js";

/** The packages bundled: plain JavaScript that the commands import at start-up. */
const BUNDLED = new Set([
  "yaml",
  "js-yaml",
  "commander",
  "code-block-writer",
  "fastest-levenshtein",
  "es-module-lexer",
  "re2js",
]);

/** A bare specifier's package name (`@scope/name` or `name`). */
const packageName = (specifier: string): string =>
  specifier
    .split("/")
    .slice(0, specifier.startsWith("@") ? 2 : 1)
    .join("/");

export const CLI_BUNDLE = rootPath(".build/cli");

/** Bundles the command into a new directory, which then replaces `.build/cli/` (its chunks' names change with their code). */
export async function bundleCli(): Promise<void> {
  const next = `${CLI_BUNDLE}.next-${process.pid}`;
  rmSync(next, { recursive: true, force: true });
  const { metafile } = await build({
    entryPoints: [rootPath(".build/generator/cli.js")],
    outdir: next,
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node20",
    sourcemap: true,
    logLevel: "warning",
    metafile: true,
    // CommonJS packages bundled into an ES module call `require` for Node's own modules.
    banner: {
      js: `import { createRequire as createRequireOfBundle } from "node:module";\nconst require = createRequireOfBundle(import.meta.url);`,
    },
    plugins: [
      {
        name: "corespec-externals",
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            BUNDLED.has(packageName(args.path)) ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  // What each module holds and imports (esbuild's metafile: `npx esbuild --analyze` reads it).
  writeFileSync(`${next}/meta.json`, JSON.stringify(metafile));
  rmSync(CLI_BUNDLE, { recursive: true, force: true });
  renameSync(next, CLI_BUNDLE);
}
