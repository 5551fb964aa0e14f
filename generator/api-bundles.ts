/**
 * The compiled functions of each group-version in one module. A group-version's validators,
 * defaulters and unknown-field finders are three modules in `src/` (and the metadata they use
 * two more); at a cold start Node spends about a millisecond finding, reading and linking each
 * module, more than compiling its code, so a group subpath's first result took twice what its
 * code needs (bench:validate's cold start).
 *
 * After the compile (generator/compile.ts), for each group-version (and each common part,
 * model/parts.ts) of the API package:
 * - `dist/api/<group>/<version>.js` holds its validators, defaulters and finders (bundled with
 *   esbuild; the runtime and other group-versions stay imports);
 * - `dist/{validators,defaulters,fields}/<group>/<version>.js` re-export their names from it, so
 *   a deep import (`@corespec/api/validators/...`, as the server package makes) shares the one
 *   copy; their declarations are unchanged;
 * - a common part's bundle is `dist/api/<group>/<version>.common.js`.
 * `src/` keeps one module per artifact, for readers.
 */
import { posix } from "node:path";
import { init, parse } from "es-module-lexer";
import type { GeneratedFile } from "./emit/emitter.js";

await init();

/** A compiled member of a part: `dist/<artifact>/<group>/<version>[.common].js`. */
const MEMBER = /^dist\/(?:validators|defaulters|fields)\/([^/]+)\/([^/]+?)(\.common)?\.js$/;
const RUNTIME = "dist/runtime/index.js";

/** The bundle a member belongs to. */
const bundleOf = (path: string): string | undefined => {
  const m = MEMBER.exec(path);
  return m ? `dist/api/${m[1]}/${m[2]}${m[3] ?? ""}.js` : undefined;
};

const relativeSpecifier = (from: string, to: string): string => {
  const rel = posix.relative(posix.dirname(from), to);
  return rel.startsWith(".") ? rel : `./${rel}`;
};

/** Each part's last bundle in this process, by the texts it was made from: a `--watch` run bundles only the parts that changed. */
const made = new Map<string, { readonly key: string; readonly js: string }>();

/**
 * The compiled files of the API package with each part bundled: its `api/` module replaced by
 * the bundle (a common part's bundle added, with declarations that re-export its members'),
 * and its members by modules that re-export their names from it.
 */
export async function bundleParts(outputs: readonly GeneratedFile[]): Promise<GeneratedFile[]> {
  const js = new Map(outputs.filter((f) => f.path.endsWith(".js")).map((f) => [f.path, f.contents]));
  const members = new Map<string, string[]>();
  for (const path of js.keys()) {
    const bundle = bundleOf(path);
    if (bundle) members.set(bundle, [...(members.get(bundle) ?? []), path]);
  }
  // Only parts whose group-version has its api/ module (a partial compile has none to bundle into).
  const parts = [...members.keys()].filter((bundle) => js.has(bundle.replace(/\.common\.js$/, ".js")));
  if (parts.length === 0) return [...outputs];
  const bundles = new Map(await Promise.all(parts.map(async (bundle) => [bundle, await bundlePart(bundle, members.get(bundle)!, js)] as const)));
  const replaced = new Map<string, string>();
  for (const [bundle, text] of bundles) {
    replaced.set(bundle, text);
    for (const member of members.get(bundle)!) replaced.set(member, facade(member, js.get(member)!, bundle));
  }
  const out = outputs.map((f) => (replaced.has(f.path) ? { ...f, contents: replaced.get(f.path)! } : f));
  for (const bundle of parts.filter((b) => !js.has(b))) {
    const dts = members.get(bundle)!.map((m) => `export * from ${JSON.stringify(relativeSpecifier(bundle, m))};\n`).join("");
    out.push({ path: bundle, contents: replaced.get(bundle)!, formatted: true }, { path: bundle.replace(/\.js$/, ".d.ts"), contents: dts, formatted: true });
  }
  return out;
}

/** A member's names, re-exported from its part's bundle; its `export * from` lines kept as they are. */
function facade(member: string, text: string, bundle: string): string {
  const [imports, exports] = parse(text);
  const stars = imports.filter((i) => i.type === "reexport-star").map((i) => `${text.slice(i.importStart, i.importEnd).replace(/;$/, "")};\n`);
  const names = exports.flatMap((e) => ("name" in e ? [e.name] : [])).sort();
  const own = names.length ? `export { ${names.join(", ")} } from ${JSON.stringify(relativeSpecifier(member, bundle))};\n` : "";
  return `// Its functions are in ${posix.basename(bundle)} of the package's api/ (corespec's generator/api-bundles.ts).\n${stars.join("")}${own}`;
}

/**
 * One part bundled: its api/ module (a common part: its members) as the entry. A member's
 * `export * from` of another part moves to the entry, as an export of that part's bundle:
 * esbuild can only copy the names of an import it keeps at run time from inside a bundle.
 */
async function bundlePart(bundle: string, members: readonly string[], js: ReadonlyMap<string, string>): Promise<string> {
  const entry = js.get(bundle) ?? members.map((m) => `export * from ${JSON.stringify(relativeSpecifier(bundle, m))};\n`).join("");
  const key = [bundle, entry, ...members.map((m) => js.get(m)!)].join("\0");
  const last = made.get(bundle);
  if (last?.key === key) return last.js;
  const inPart = new Set([bundle, ...members]);
  const target = (from: string, specifier: string): string => posix.normalize(posix.join(posix.dirname(from), specifier));
  const texts = new Map<string, string>();
  const stars = new Set<string>();
  for (const [path, text] of [[bundle, entry] as const, ...members.map((m) => [m, js.get(m)!] as const)]) {
    let kept = text;
    for (const i of parse(text)[0].slice().reverse()) {
      if (i.type !== "reexport-star") continue;
      const to = target(path, i.specifier);
      if (inPart.has(to)) continue;
      stars.add(relativeSpecifier(bundle, bundleOf(to) ?? to));
      kept = kept.slice(0, i.importStart) + kept.slice(i.importEnd).replace(/^;?\n?/, "");
    }
    texts.set(path, kept);
  }
  texts.set(bundle, `${texts.get(bundle)!}${[...stars].map((s) => `export * from ${JSON.stringify(s)};\n`).join("")}`);
  const { build } = await import("esbuild");
  const result = await build({
    entryPoints: [bundle],
    bundle: true,
    write: false,
    format: "esm",
    platform: "neutral",
    target: "es2022",
    logLevel: "silent",
    plugins: [
      {
        name: "corespec-parts",
        setup(b) {
          b.onResolve({ filter: /.*/ }, (args) => {
            if (args.kind !== "entry-point" && !args.path.startsWith(".")) return { path: args.path, external: true };
            const path = args.kind === "entry-point" ? bundle : target(`dist${args.importer}`, args.path);
            if (inPart.has(path)) return { path: path.slice("dist".length), namespace: "dist" };
            // The runtime, another part (through its bundle) or a module of no part: an import of the bundle.
            return { path: relativeSpecifier(bundle, path === RUNTIME ? RUNTIME : (bundleOf(path) ?? path)), external: true };
          });
          b.onLoad({ filter: /.*/, namespace: "dist" }, (args) => ({ contents: texts.get(`dist${args.path}`)!, loader: "js" }));
        },
      },
    ],
  }).catch((error: unknown) => {
    throw new Error(`bundling ${bundle}: ${String((error as Error)?.message ?? error).split("\n")[0]}`);
  });
  const header = js.get(members[0]!)!.match(/^(?:\/\/.*\n)*/)![0];
  const text = `${header}// ${js.has(bundle) ? "This group-version's" : "This common part's"} validators, defaulters and unknown-field finders in one module (corespec's generator/api-bundles.ts).\n${result.outputFiles[0]!.text}`;
  made.set(bundle, { key, js: text });
  return text;
}
