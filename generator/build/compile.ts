/**
 * Turns the packages' TypeScript (`src/**.ts`, and the server package's `server/src/**.ts`)
 * into what plain Node imports: `dist/**.js` and `dist/**.d.ts` beside each `src/`, for every
 * file whose result is not cached yet. oxc-transform erases the types into the JS and writes
 * each generated module's declarations on its own (isolated declarations), which is why
 * generated code gives every export an explicit type. The tests type-check `src/` as a whole.
 *
 * The runtime is the same in every package, and its declarations are the slow part of a
 * compile (it is written by hand, without explicit types everywhere, so a TypeScript program
 * declares it, without a type check: `noCheck`): `npm run build` compiles
 * it once (`prebuildRuntime`, into .build/runtime-compiled.json), and a generation takes each
 * runtime file from there while its text is the one compiled. The API package's runtime ships
 * bundled into one module (generator/build/runtime-bundle.ts): the build bundles it too, and a
 * generation whose runtime has changed since bundles it again (once per process and runtime).
 * Each group subpath is bundled into one module (generator/build/entry-bundles.ts), and each common
 * part's compiled modules into its api/ module (generator/build/api-bundles.ts).
 */
import { readFileSync, renameSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { transformSync, type TransformOptions, type TransformResult } from "oxc-transform";
import { bundleParts } from "./api-bundles.js";
import { codeDigest, ContentCache } from "../cache.js";
import { headerOf, type GeneratedFile } from "../emit/emitter.js";
import { bundleEntries } from "./entry-bundles.js";
import { FORMAT_SALT, FORMATTER, layOut } from "../format.js";
import { sha256 } from "../model/digests.js";
import { describeProblem } from "./oxc-problems.js";
import { rootPath } from "../paths.js";
import {
  bundleRuntime,
  importingBundle,
  isBundled,
  RUNTIME_SOURCE,
  type RuntimeBundle,
} from "./runtime-bundle.js";
import { TS_MORPH_VERSION, typescript, type TypeScript } from "./ts-morph.js";

/** The options of the TypeScript program that declares the runtime. */
const options = (ts: TypeScript): import("ts-morph").ts.CompilerOptions => ({
  module: ts.ModuleKind.ESNext,
  target: ts.ScriptTarget.ES2022,
  declaration: true,
  emitDeclarationOnly: true,
  isolatedDeclarations: true,
  noCheck: true,
  noLib: true,
  noResolve: true,
  skipLibCheck: true,
  types: [],
  removeComments: false,
  newLine: ts.NewLineKind.LineFeed,
  rootDir: "/",
  outDir: "/out",
});

/** `src/` and `server/src/` compile to `dist/` and `server/dist/`. */
const SOURCE = /^((?:server\/)?)src\/(.*)\.ts$/;

interface Compiled {
  readonly js: string;
  readonly dts: string;
}

/** oxc-transform's options for a module: its code as it was in ES2022, types erased. */
const TRANSPILE = {
  lang: "ts",
  sourceType: "module",
  target: "es2022",
} as const satisfies TransformOptions;

const OXC_VERSION = (createRequire(import.meta.url)("oxc-transform/package") as { version: string })
  .version;

const cache = new ContentCache<Compiled>(
  `compile-oxc-${OXC_VERSION}-ts-morph-${TS_MORPH_VERSION}-${FORMATTER}`,
  JSON.stringify([TRANSPILE, FORMAT_SALT, codeDigest(import.meta.url)]),
  {
    encode: (value) => JSON.stringify(value),
    decode: (text) => JSON.parse(text) as Compiled,
  },
  "compile",
);

/** A runtime file as `npm run build` compiled it, with the digest of the text it compiled. */
interface Prebuilt extends Compiled {
  readonly digest: string;
}

/** Where `npm run build` leaves the compiled runtime. */
export const PREBUILT_RUNTIME = rootPath(".build/runtime-compiled.json");

/** The API package's runtime bundled, with the digest of each module's text it bundles. */
interface PrebuiltBundle extends RuntimeBundle {
  readonly digests: Readonly<Record<string, string>>;
}

/** What `npm run build` compiled: each runtime file by source path, and the API runtime's bundle. */
export interface PrebuiltRuntime {
  readonly files: ReadonlyMap<string, Prebuilt>;
  readonly bundle?: PrebuiltBundle;
}

/** The compiled runtime of the build; nothing when there is none or it is unreadable. */
export function readPrebuiltRuntime(file = PREBUILT_RUNTIME): PrebuiltRuntime {
  try {
    const read = JSON.parse(readFileSync(file, "utf8")) as {
      files: Record<string, Prebuilt>;
      bundle?: PrebuiltBundle;
    };
    return {
      files: new Map(Object.entries(read.files)),
      ...(read.bundle ? { bundle: read.bundle } : {}),
    };
  } catch {
    return { files: new Map() };
  }
}

let prebuiltRuntime: PrebuiltRuntime | undefined;

/** Compiles the runtime's copies (`runtimeCopies()`) and bundles the API package's into PREBUILT_RUNTIME, written whole or not at all. */
export async function prebuildRuntime(
  files: readonly GeneratedFile[],
  file = PREBUILT_RUNTIME,
): Promise<number> {
  const texts = new Map(files.filter((f) => SOURCE.test(f.path)).map((f) => [f.path, f.contents]));
  const compiled = await emit(new Map([...texts].map(([path, text]) => [`/${path}`, text])));
  const entries = Object.fromEntries(
    [...compiled].map(([path, output]) => [path, { digest: sha256(texts.get(path)!), ...output }]),
  );
  const runtime = [...compiled].filter(([path]) => RUNTIME_SOURCE.test(path));
  const bundle: PrebuiltBundle = {
    ...(await bundleRuntime(new Map(runtime.map(([path, output]) => [path, output.js])))),
    digests: Object.fromEntries(
      runtime.filter(([path]) => isBundled(path)).map(([path]) => [path, entries[path]!.digest]),
    ),
  };
  writeFileSync(`${file}.tmp`, JSON.stringify({ files: entries, bundle }));
  renameSync(`${file}.tmp`, file);
  return compiled.size;
}

/** The last bundle made by this process, by the digests of what it bundles. */
let madeBundle: { readonly digests: string; readonly bundle: RuntimeBundle } | undefined;

/**
 * The bundle of the API runtime modules of these sources (none when they hold none): the
 * build's while it bundles exactly these texts, else one made from their compiled JS.
 */
async function runtimeBundle(
  sources: readonly GeneratedFile[],
  compiled: ReadonlyMap<string, Compiled>,
  built: PrebuiltBundle | undefined,
): Promise<RuntimeBundle | undefined> {
  const bundled = sources.filter((f) => isBundled(f.path));
  if (bundled.length === 0) return undefined;
  const digests = new Map(bundled.map((f) => [f.path, sha256(f.contents)]));
  if (
    built &&
    Object.keys(built.digests).length === digests.size &&
    [...digests].every(([path, digest]) => built.digests[path] === digest)
  )
    return built;
  const key = [...digests].map(([path, digest]) => `${path} ${digest}`).join("\n");
  if (madeBundle?.digests !== key) {
    const runtime = sources.filter((f) => RUNTIME_SOURCE.test(f.path));
    madeBundle = {
      digests: key,
      bundle: await bundleRuntime(new Map(runtime.map((f) => [f.path, compiled.get(f.path)!.js]))),
    };
  }
  return madeBundle.bundle;
}

/** `prebuilt`: the compiled runtime to take files from (the build's, by default). */
export async function compileFiles(
  files: readonly GeneratedFile[],
  prebuilt: PrebuiltRuntime = (prebuiltRuntime ??= readPrebuiltRuntime()),
): Promise<GeneratedFile[]> {
  const sources = files.filter((f) => SOURCE.test(f.path));
  const results = new Map<string, Compiled>();
  const missing = new Map<string, string>();
  for (const file of sources) {
    const built = prebuilt.files.get(file.path);
    if (built !== undefined && built.digest === sha256(file.contents)) {
      results.set(file.path, built);
      continue;
    }
    const cached = cache.get(file.path, file.contents, [file.path, file.contents]);
    if (cached !== undefined) results.set(file.path, cached);
    else missing.set(`/${file.path}`, file.contents);
  }
  if (missing.size) {
    for (const [path, output] of await emit(missing)) {
      results.set(path, output);
      const input = missing.get(`/${path}`)!;
      cache.set(path, input, [path, input], output);
    }
  }
  cache.save();
  const bundle = await runtimeBundle(sources, results, prebuilt.bundle);
  const outputs = sources.flatMap((file) => {
    const [, root, rest] = SOURCE.exec(file.path)!;
    const base = `${root}dist/${rest}`;
    const output = results.get(file.path)!;
    return [
      {
        path: `${base}.js`,
        contents: bundle ? bundledJs(file.path, output.js, bundle) : output.js,
        formatted: true,
      },
      { path: `${base}.d.ts`, contents: output.dts, formatted: true },
    ];
  });
  const all = bundle
    ? [
        ...outputs,
        { path: "dist/runtime/index.js", contents: bundle.js, formatted: true },
        { path: "dist/runtime/index.d.ts", contents: bundle.dts, formatted: true },
      ]
    : outputs;
  const grouped = await bundleEntries(all);
  return bundleParts(grouped.files, grouped.grouped);
}

/** Each module's last rewrite by `importingBundle`, by source path: a warm process redoes only the modules that changed. */
const rewritten = new Map<string, { readonly js: string; readonly out: string }>();

/** A module's JS beside the bundle: a bundled runtime module re-exports from it, the API package's other modules import it. */
function bundledJs(path: string, js: string, bundle: RuntimeBundle): string {
  if (path.startsWith("server/")) return js;
  if (isBundled(path)) return bundle.facades[path]!;
  const last = rewritten.get(path);
  if (last?.js === js) return last.out;
  const out = importingBundle(js, RUNTIME_SOURCE.test(path));
  rewritten.set(path, { js, out });
  return out;
}

/** The runtime's copies and the server package's readers: written by hand, without an explicit type on every export. */
const HAND_WRITTEN = /^(?:src\/runtime\/|server\/src\/(?:runtime|readers)\/)/;

/**
 * Compiles in-memory files (keys `/src/...ts`, `/server/src/...ts`), by source path: the JS
 * and the declarations, each laid out as the sources are (format.ts). oxc-transform (native
 * code, in this process) erases the types, and declares each generated module on its own from
 * its explicit types (isolated declarations), in a tenth of the time esbuild and a TypeScript
 * program took; a test checks the declarations are TypeScript's. The runtime, written by hand,
 * is declared by TypeScript.
 */
async function emit(texts: ReadonlyMap<string, string>): Promise<Map<string, Compiled>> {
  const handWritten = new Map([...texts].filter(([key]) => HAND_WRITTEN.test(key.slice(1))));
  const typescript = handWritten.size ? declare(handWritten) : new Map<string, string>();
  const problems: string[] = [];
  const erased = [...texts].map(([key, text]) => {
    const path = key.slice(1);
    const result = transformModule(path, text, !handWritten.has(key));
    problems.push(...result.errors.map((error) => describeProblem(path, text, error)));
    return { path, js: result.code, dts: result.declaration ?? typescript.get(key) ?? "" };
  });
  if (problems.length)
    throw new Error(
      `the generated TypeScript does not compile:\n${problems.slice(0, 20).join("\n")}`,
    );
  const laidOut = await Promise.all(
    erased.map(async ({ path, js, dts }) => {
      const base = path.slice(0, -".ts".length);
      const [script, declarations] = await Promise.all([
        layOut(`${base}.js`, js),
        layOut(`${base}.d.ts`, dts),
      ]);
      // oxc keeps the generated-code header only before some first statements: the JS gets it back where it lost it.
      const header = headerOf(texts.get(`/${path}`)!);
      return { js: script.startsWith(header) ? script : header + script, dts: declarations };
    }),
  );
  return new Map(erased.map(({ path }, i) => [path, laidOut[i]!]));
}

/** A module with its types erased, and when `declares`, its isolated declarations. */
function transformModule(path: string, text: string, declares: boolean): TransformResult {
  try {
    return transformSync(path, text, {
      ...TRANSPILE,
      ...(declares ? { typescript: { declaration: { stripInternal: false } } } : {}),
    });
  } catch (error) {
    // Not a problem of the text, which would come as an error of the result: oxc itself failed.
    throw new Error(
      `oxc-transform could not compile the generated ${path}: ${String((error as Error)?.message ?? error).split("\n")[0]}`,
    );
  }
}

/** The declarations (`.d.ts`) of in-memory files by a TypeScript program, by their keys, as TypeScript lays them out. */
export function declare(texts: ReadonlyMap<string, string>): Map<string, string> {
  const ts = typescript();
  const written = new Map<string, string>();
  const host: import("ts-morph").ts.CompilerHost = {
    getSourceFile: (name, language) => {
      const text = texts.get(name);
      return text === undefined ? undefined : ts.createSourceFile(name, text, language);
    },
    writeFile: (name, text) => written.set(name, text),
    getDefaultLibFileName: () => "/lib.d.ts",
    useCaseSensitiveFileNames: () => true,
    getCanonicalFileName: (name) => name,
    getCurrentDirectory: () => "/",
    getNewLine: () => "\n",
    fileExists: (name) => texts.has(name),
    readFile: (name) => texts.get(name),
    directoryExists: () => true,
    getDirectories: () => [],
  };
  const program = ts.createProgram([...texts.keys()], options(ts), host);
  const result = program.emit();
  const problems = [...program.getSyntacticDiagnostics(), ...result.diagnostics].map((d) => {
    const where =
      d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start) : undefined;
    return `${d.file?.fileName.slice(1) ?? ""}${where ? `:${where.line + 1}:${where.character + 1}` : ""}: ${ts.flattenDiagnosticMessageText(d.messageText, " ")}`;
  });
  if (problems.length)
    throw new Error(
      `the generated TypeScript does not compile:\n${problems.slice(0, 20).join("\n")}`,
    );
  const out = new Map<string, string>();
  // With sources under / and outDir /out, each declaration file mirrors its source's path.
  for (const path of texts.keys())
    out.set(path, written.get(`/out${path.slice(0, -".ts".length)}.d.ts`) ?? "");
  return out;
}
