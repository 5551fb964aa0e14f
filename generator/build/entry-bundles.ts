/**
 * The API package's entry modules, each one self-contained module: the root (`dist/index.js`)
 * and each group subpath (`dist/groups/<group>.js`). At a cold start Node's time goes into
 * compiling code, about 0.04 ms a kB, and into each module it finds and links, about half a
 * millisecond. A group subpath that imported its group-versions, the metadata part and the whole
 * runtime compiled 137 kB in four modules for a PriorityClass's first result (7 to 10 ms); one
 * module holding only what the group uses takes 3 to 5 ms (bench:validate's cold start).
 *
 * After the compile (generator/build/compile.ts), each entry becomes one bundle (esbuild) of what it
 * reaches, tree-shaken and minified:
 * - a group entry holds its group-versions with the runtime and the metadata they use: each
 *   group carries its own copy of what it uses (the runtime keeps no state the groups share),
 *   and minified the copies together take less room than the modules they replace;
 * - the root holds its registry and the runtime's dispatch; its loader (`group-versions.js`)
 *   stays a module of its own, shared with the root bundlers take (`index.bundler.js`);
 * - each group-version's `dist/api/<group>/<version>.js` takes its names from its group's
 *   bundle, so the root's dispatch, the server package and a deep import share it; its
 *   declarations are unchanged. The artifact modules re-export from it (generator/build/api-bundles.ts).
 * Function names are kept (`keepNames`), so a stack trace names the validator it went through;
 * packages (the CEL parser) stay imports. `src/` keeps one readable module per artifact, and the
 * runtime (`dist/runtime/`, which the server package imports) ships readable.
 */
import { posix } from "node:path";
import { init, parse } from "es-module-lexer";
import { importSpecifier } from "../emit/api-names.js";
import { headerOf, type GeneratedFile } from "../emit/emitter.js";
import { buildChanged, type Buildable, type Made } from "./scratch-build.js";

await init();

const ROOT = "dist/index.js";
const ENTRY = /^dist\/(?:groups\/[^/]+|index)\.js$/;
/** The root's loader: one module, whose state the root and `index.bundler.js` share. */
const LOADER = "./group-versions.js";

/** An entry to bundle: its group-versions by namespace (a group's), and every module it reaches, by path. */
interface Entry extends Buildable {
  readonly versions: readonly { readonly namespace: string; readonly api: string }[];
}

/** What this process last made of each entry, by the texts it was made from (`--watch` bundles only the entries that changed). */
const made: Made = new Map();

const target = (from: string, specifier: string): string =>
  posix.normalize(posix.join(posix.dirname(from), specifier));

/**
 * The compiled files with each entry bundled and each group-version's api/ module taking its
 * names from its group's bundle; `grouped` lists those api/ modules. An entry whose modules are
 * not all among the files (a partial compile) stays as it is.
 */
export async function bundleEntries(
  outputs: readonly GeneratedFile[],
): Promise<{ files: GeneratedFile[]; grouped: ReadonlySet<string> }> {
  const js = new Modules(
    outputs
      .filter((f) => f.path.startsWith("dist/") && f.path.endsWith(".js"))
      .map((f) => [f.path, f.contents]),
  );
  const entries = [...js.keys()]
    .filter((path) => ENTRY.test(path))
    .flatMap((entry) => entryOf(entry, js) ?? []);
  if (entries.length === 0) return { files: [...outputs], grouped: new Set() };
  const bundles = await bundleAll(entries);
  const replaced = new Map<string, string>();
  for (const e of entries) {
    replaced.set(e.entry, bundles.get(e.entry)!);
    for (const { namespace, api } of e.versions)
      replaced.set(api, facade(api, namespace, e.entry, js));
  }
  for (const entry of made.keys()) if (!replaced.has(entry)) made.delete(entry);
  return {
    files: outputs.map((f) =>
      replaced.has(f.path) ? { ...f, contents: replaced.get(f.path)! } : f,
    ),
    grouped: new Set(entries.flatMap((e) => e.versions.map((v) => v.api))),
  };
}

/** The compiled modules by path, each parsed (es-module-lexer) once. */
class Modules extends Map<string, string> {
  readonly #parsed = new Map<string, ReturnType<typeof parse>>();

  parsed(path: string): ReturnType<typeof parse> {
    let lexed = this.#parsed.get(path);
    if (lexed === undefined) this.#parsed.set(path, (lexed = parse(this.get(path)!)));
    return lexed;
  }
}

/** An entry's group-versions (a group's `export * as <namespace> from` lines) and the modules it reaches; none when one is missing. */
function entryOf(entry: string, js: Modules): Entry | undefined {
  const versions =
    entry === ROOT
      ? []
      : js
          .parsed(entry)[1]
          .flatMap((e) =>
            e.type === "reexport" && e.importName === null && e.from
              ? [{ namespace: e.name, api: target(entry, e.from) }]
              : [],
          );
  const texts = new Map<string, string>();
  const queue = [entry];
  while (queue.length) {
    const path = queue.pop()!;
    if (texts.has(path)) continue;
    const module = js.get(path);
    if (module === undefined) return undefined;
    texts.set(path, module);
    for (const i of js.parsed(path)[0])
      if (i.specifier?.startsWith(".") && !(path === ROOT && i.specifier === LOADER))
        queue.push(target(path, i.specifier));
  }
  return {
    entry,
    versions,
    key: [...texts]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .flat()
      .join("\0"),
    texts,
  };
}

/** Every name a compiled module exports: its own and those of the modules it re-exports whole (`export * from`). */
function exportedNames(path: string, js: Modules, seen = new Set<string>()): Set<string> {
  const names = new Set<string>();
  if (seen.has(path)) return names;
  seen.add(path);
  const [imports, exports] = js.parsed(path);
  for (const e of exports) if ("name" in e && e.name !== "default") names.add(e.name);
  for (const i of imports)
    if (i.type === "reexport-star" && i.specifier?.startsWith("."))
      for (const name of exportedNames(target(path, i.specifier), js, seen)) names.add(name);
  return names;
}

/** A group-version's api/ module as the names of its namespace in its group's bundle. */
function facade(api: string, namespace: string, entry: string, js: Modules): string {
  return [
    `${headerOf(js.get(api)!)}// Its functions are in the group's module, ${posix.basename(entry)} (corespec's generator/build/entry-bundles.ts).`,
    `import { ${namespace} } from ${JSON.stringify(importSpecifier(api, entry))};`,
    `export const { ${[...exportedNames(api, js)].sort().join(", ")} } = ${namespace};`,
    "",
  ].join("\n");
}

/** What an entry's bundle holds, for its header. */
const holds = (entry: string): string =>
  entry === ROOT
    ? "The root's registry and dispatch"
    : "This group's validators, defaulters and unknown-field finders with the runtime they use";

/** The entries bundled, by entry path (only those whose modules changed since this process's last run are built again). */
const bundleAll = (entries: readonly Entry[]): Promise<Map<string, string>> =>
  buildChanged(
    entries,
    made,
    {
      platform: "neutral",
      minify: true,
      keepNames: true,
      legalComments: "none",
      external: [LOADER],
    },
    (e, built) => {
      const text = e.texts.get(e.entry)!;
      return `${headerOf(text)}// ${holds(e.entry)}, in one minified module (corespec's generator/build/entry-bundles.ts); it is compiled from the package's src/.\n${built}`;
    },
  );
