/**
 * The API package's runtime as one module. A validator needs about 17 runtime modules, and
 * Node spends about a millisecond resolving and reading each at a cold start; bundled, a group
 * subpath's first result comes in about half the time (bench:validate's cold start).
 *
 * `npm run build` bundles the compiled runtime once (with esbuild), beside the compiled files
 * (generator/build/compile.ts). In the package:
 * - `dist/runtime/index.js` holds every runtime module but `cel.js` (which loads the CEL
 *   parser, for the few validators that check CEL), and `index.d.ts` re-exports their types;
 * - each `dist/runtime/<module>.js` re-exports its names from `index.js`, so a deep import
 *   (`@corespec/api/runtime/values.js`, as the server package makes) shares the one copy and
 *   its state;
 * - every other module of `dist/` imports the runtime from `index.js` (its `src/` still names
 *   each runtime module, for readers), but for the entry modules, the root and each group
 *   subpath, which hold the parts they use (generator/build/entry-bundles.ts).
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { init, parse } from "es-module-lexer";

// The lexer is WebAssembly, made ready once as the module loads.
await init();

/** The runtime sources of the API package, and the one that stays out of the bundle. */
export const RUNTIME_SOURCE = /^src\/runtime\/([a-z-]+)\.ts$/;
const UNBUNDLED = new Set(["cel"]);

/** Which runtime modules a bundle holds, by source path. */
export const isBundled = (path: string): boolean => {
  const name = RUNTIME_SOURCE.exec(path)?.[1];
  return name !== undefined && !UNBUNDLED.has(name);
};

export interface RuntimeBundle {
  /** `dist/runtime/index.js`. */
  readonly js: string;
  /** `dist/runtime/index.d.ts`. */
  readonly dts: string;
  /** Each bundled module's `dist/runtime/<module>.js`, by source path: its names, from index.js. */
  readonly facades: Readonly<Record<string, string>>;
}

/** Bundles the compiled runtime modules (`js` by source path `src/runtime/<module>.ts`). */
export async function bundleRuntime(js: ReadonlyMap<string, string>): Promise<RuntimeBundle> {
  const { build } = await import("esbuild");
  const names = [...js.keys()]
    .filter(isBundled)
    .map((path) => RUNTIME_SOURCE.exec(path)![1]!)
    .sort();
  const dir = mkdtempSync(join(tmpdir(), "corespec-runtime-"));
  try {
    for (const [path, text] of js)
      writeFileSync(join(dir, `${RUNTIME_SOURCE.exec(path)![1]}.js`), text);
    const barrel = names.map((name) => `export * from "./${name}.js";\n`).join("");
    writeFileSync(join(dir, "index.js"), barrel);
    // Paths relative to the scratch directory: the same bundle on every machine.
    const common = {
      absWorkingDir: dir,
      format: "esm",
      platform: "node",
      target: "es2022",
      packages: "external",
      write: false,
      metafile: true,
      logLevel: "silent",
    } as const;
    const bundle = await build({
      ...common,
      entryPoints: ["index.js"],
      bundle: true,
      outfile: "out/index.js",
    });
    const facades: Record<string, string> = {};
    for (const name of names) {
      const one = await build({
        ...common,
        entryPoints: [`${name}.js`],
        bundle: false,
        outfile: `out/${name}.js`,
      });
      const exports = Object.values(one.metafile.outputs)[0]!.exports.slice().sort();
      facades[`src/runtime/${name}.ts`] = exports.length
        ? `export { ${exports.join(", ")} } from "./index.js";\n`
        : "export {};\n";
    }
    return {
      js: `// The runtime modules of this package in one module (corespec's generator/build/runtime-bundle.ts).\n${bundle.outputFiles[0]!.text}`,
      dts: barrel,
      facades,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A compiled module of the package with its imports of bundled runtime modules pointed at
 * `runtime/index.js` (the module specifiers es-module-lexer finds in the text; nothing else
 * changes). `inRuntime`: a module of the runtime itself (cel.js), whose imports are `./errors.js`.
 */
export function importingBundle(js: string, inRuntime: boolean): string {
  const pattern = inRuntime
    ? /^(\.\/)([a-z-]+)\.js$/
    : /^((?:\.\.\/)+runtime\/|\.\/runtime\/)([a-z-]+)\.js$/;
  let out = "";
  let last = 0;
  for (const { specifier, start } of parse(js)[0]) {
    const match = typeof specifier === "string" ? pattern.exec(specifier) : null;
    if (!match || UNBUNDLED.has(match[2]!)) continue;
    // A dynamic import's range is its argument, quotes included: the specifier starts within it.
    const at = js.indexOf(specifier!, start);
    out += `${js.slice(last, at)}${match[1]}index.js`;
    last = at + specifier!.length;
  }
  return out + js.slice(last);
}
