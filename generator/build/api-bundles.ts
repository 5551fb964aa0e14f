/**
 * The compiled functions of each group-version in one module, and the modules that take their
 * names from it. A group-version's validators, defaulters and unknown-field finders are three
 * modules in `src/` (and the metadata they use two more); at a cold start Node spends about half
 * a millisecond finding, reading and linking each module.
 *
 * After the compile and the entry bundles (generator/build/compile.ts, generator/build/entry-bundles.ts), for
 * each group-version (and each common part, model/parts.ts) of the API package:
 * - `dist/{validators,defaulters,fields}/<group>/<version>.js` re-export their names from
 *   `dist/api/<group>/<version>.js`, so a deep import (`@corespec/api/validators/...`, as the
 *   server package makes) shares the one copy; their declarations are unchanged;
 * - a group-version whose group entry was bundled takes its names from that bundle, and its
 *   common part's `dist/api/<group>/<version>.common.js` from its api/ module;
 * - otherwise (a compile without the group entries) `dist/api/<group>/<version>[.common].js`
 *   holds its functions, bundled with esbuild, the runtime and other parts staying imports.
 * `src/` keeps one module per artifact, for readers.
 */
import { posix } from "node:path";
import { init, parse } from "es-module-lexer";
import { importSpecifier } from "../emit/api-names.js";
import { headerOf, type GeneratedFile } from "../emit/emitter.js";
import { buildChanged, type Buildable, type Made } from "./scratch-build.js";

await init();

/** A compiled member of a part: `dist/<artifact>/<group>/<version>[.common].js`. */
const MEMBER = /^dist\/(?:validators|defaulters|fields)\/([^/]+)\/([^/]+?)(\.common)?\.js$/;
const RUNTIME = "dist/runtime/index.js";

/** The bundle a member belongs to. */
const bundleOf = (path: string): string | undefined => {
  const m = MEMBER.exec(path);
  return m ? `dist/api/${m[1]}/${m[2]}${m[3] ?? ""}.js` : undefined;
};

/**
 * What this process last made of each part and member, by the texts it was made from: a
 * `--watch` run bundles only the parts that changed, and reads only the modules that changed.
 */
const made: Made = new Map();
const prepared = new Map<string, { readonly inputs: readonly string[]; readonly part: Part }>();
const facades = new Map<string, { readonly text: string; readonly facade: string }>();

/**
 * The compiled files of the API package with each part bundled: its `api/` module replaced by
 * the bundle (a common part's bundle added, with declarations that re-export its members'),
 * and its members by modules that re-export their names from it.
 */
export async function bundleParts(
  outputs: readonly GeneratedFile[],
  grouped: ReadonlySet<string> = new Set(),
): Promise<GeneratedFile[]> {
  const js = new Map(
    outputs.filter((f) => f.path.endsWith(".js")).map((f) => [f.path, f.contents]),
  );
  const members = new Map<string, string[]>();
  for (const path of js.keys()) {
    const bundle = bundleOf(path);
    if (bundle) members.set(bundle, [...(members.get(bundle) ?? []), path]);
  }
  // Only parts whose group-version has its api/ module (a partial compile has none to bundle into).
  const parts = [...members.keys()].filter((bundle) => js.has(groupVersionOf(bundle)));
  if (parts.length === 0) return [...outputs];
  // A part of a group bundled whole (generator/build/entry-bundles.ts) takes its names from its group-version's api/ module.
  const inGroup = (bundle: string): boolean => grouped.has(groupVersionOf(bundle));
  const replaced = await bundleAll(
    parts
      .filter((bundle) => !inGroup(bundle))
      .map((bundle) => preparedPart(bundle, members.get(bundle)!, js)),
  );
  for (const bundle of parts)
    if (inGroup(bundle) && bundle !== groupVersionOf(bundle))
      replaced.set(bundle, commonFacade(bundle, members.get(bundle)!, js));
  for (const bundle of parts)
    for (const member of members.get(bundle)!)
      replaced.set(member, memberFacade(member, js.get(member)!, bundle));
  // A group-version removed during a watch session is forgotten with its modules.
  for (const memo of [made, prepared, facades])
    for (const key of memo.keys()) if (!replaced.has(key)) memo.delete(key);
  const out = outputs.map((f) =>
    replaced.has(f.path) ? { ...f, contents: replaced.get(f.path)! } : f,
  );
  for (const bundle of parts.filter((b) => !js.has(b))) {
    const dts = members
      .get(bundle)!
      .map((m) => `export * from ${JSON.stringify(importSpecifier(bundle, m))};\n`)
      .join("");
    out.push(
      { path: bundle, contents: replaced.get(bundle)!, formatted: true },
      { path: bundle.replace(/\.js$/, ".d.ts"), contents: dts, formatted: true },
    );
  }
  return out;
}

/** A part's bundle path to its group-version's api/ module (itself, unless a common part). */
const groupVersionOf = (bundle: string): string => bundle.replace(/\.common\.js$/, ".js");

/** A common part of a group bundled whole: its members' names, from its group-version's api/ module. */
function commonFacade(
  bundle: string,
  members: readonly string[],
  js: ReadonlyMap<string, string>,
): string {
  const names = new Set(
    members.flatMap((m) => parse(js.get(m)!)[1].flatMap((e) => ("name" in e ? [e.name] : []))),
  );
  const from = importSpecifier(bundle, groupVersionOf(bundle));
  return `${headerOf(js.get(members[0]!)!)}// Its functions are in the group's module, through ${posix.basename(from)} (corespec's generator/build/entry-bundles.ts).\nexport { ${[...names].sort().join(", ")} } from ${JSON.stringify(from)};\n`;
}

function memberFacade(member: string, text: string, bundle: string): string {
  const last = facades.get(member);
  if (last?.text === text) return last.facade;
  const out = facade(member, text, bundle);
  facades.set(member, { text, facade: out });
  return out;
}

/** A member's names, re-exported from its part's bundle; its `export * from` lines kept as they are. */
function facade(member: string, text: string, bundle: string): string {
  const [imports, exports] = parse(text);
  const stars = imports
    .filter((i) => i.type === "reexport-star")
    .map((i) => `${text.slice(i.importStart, i.importEnd).replace(/;$/, "")};\n`);
  const names = exports.flatMap((e) => ("name" in e ? [e.name] : [])).sort();
  const own = names.length
    ? `export { ${names.join(", ")} } from ${JSON.stringify(importSpecifier(member, bundle))};\n`
    : "";
  return `// Its functions are in ${posix.basename(bundle)} of the package's api/ (corespec's generator/build/api-bundles.ts).\n${stars.join("")}${own}`;
}

/** A part to bundle: its modules' texts, by dist path, the entry's (its api/ module, or one made of its members) included. */
interface Part extends Buildable {
  /** Its bundle's path. */
  readonly entry: string;
  readonly header: string;
}

/**
 * Marks an import of the runtime or another part in the texts esbuild reads, so that esbuild
 * keeps it as it is (`external`) without asking this process of each import; the bundle's text
 * has it taken off.
 */
const EXTERNAL = "corespec-external:";

function preparedPart(
  bundle: string,
  members: readonly string[],
  js: ReadonlyMap<string, string>,
): Part {
  const inputs = [js.get(bundle) ?? "", ...members, ...members.map((m) => js.get(m)!)];
  const last = prepared.get(bundle);
  if (
    last &&
    last.inputs.length === inputs.length &&
    last.inputs.every((text, i) => text === inputs[i])
  )
    return last.part;
  const made = part(bundle, members, js);
  prepared.set(bundle, { inputs, part: made });
  return made;
}

const target = (from: string, specifier: string): string =>
  posix.normalize(posix.join(posix.dirname(from), specifier));

/**
 * A part's modules, ready to bundle: every import of a module outside the part becomes an
 * import of that module's bundle (the runtime's, another part's), marked EXTERNAL; a member's
 * `export * from` another part moves to the entry (esbuild copies the names of such an import
 * inside a bundle at run time, and would not export them).
 */
function part(bundle: string, members: readonly string[], js: ReadonlyMap<string, string>): Part {
  const entry =
    js.get(bundle) ??
    members.map((m) => `export * from ${JSON.stringify(importSpecifier(bundle, m))};\n`).join("");
  const inPart = new Set([bundle, ...members]);
  const texts = new Map<string, string>();
  const stars = new Set<string>();
  for (const [path, text] of [
    [bundle, entry] as const,
    ...members.map((m) => [m, js.get(m)!] as const),
  ]) {
    let kept = text;
    for (const i of parse(text)[0].slice().reverse()) {
      if (i.type !== "static" && i.type !== "reexport-star") continue;
      if (!i.specifier.startsWith(".")) continue;
      const to = target(path, i.specifier);
      if (inPart.has(to)) continue;
      const external = `${EXTERNAL}${importSpecifier(bundle, to === RUNTIME ? RUNTIME : (bundleOf(to) ?? to))}`;
      if (i.type === "reexport-star" && path !== bundle) {
        stars.add(external);
        kept = kept.slice(0, i.importStart) + kept.slice(i.importEnd).replace(/^;?\n?/, "");
      } else {
        kept = kept.slice(0, i.start) + external + kept.slice(i.end);
      }
    }
    texts.set(path, kept);
  }
  texts.set(
    bundle,
    `${texts.get(bundle)!}${[...stars].map((s) => `export * from ${JSON.stringify(s)};\n`).join("")}`,
  );
  const header = `${headerOf(js.get(members[0]!)!)}// ${js.has(bundle) ? "This group-version's" : "This common part's"} validators, defaulters and unknown-field finders in one module (corespec's generator/build/api-bundles.ts).\n`;
  return { entry: bundle, header, key: [...texts].flat().join("\0"), texts };
}

/** The parts bundled, by bundle path (only those whose modules changed since this process's last run are built again). */
const bundleAll = (parts: readonly Part[]): Promise<Map<string, string>> =>
  buildChanged(
    parts,
    made,
    { platform: "neutral", external: [`${EXTERNAL}*`] },
    (p, built) => `${p.header}${unmarked(built)}`,
  );

/** A bundle's text with EXTERNAL taken off its imports' specifiers (and nowhere else). */
function unmarked(text: string): string {
  let out = "";
  let last = 0;
  for (const i of parse(text)[0]) {
    if (typeof i.specifier !== "string" || !i.specifier.startsWith(EXTERNAL)) continue;
    const at = text.indexOf(EXTERNAL, i.start);
    out += text.slice(last, at);
    last = at + EXTERNAL.length;
  }
  return out + text.slice(last);
}
