/**
 * Loads a generated package's entry module for `validate --package` and `serve --package`.
 * Unless it is corespec's own output/, imports are resolved through a hook
 * (hooks/resolve-from-corespec.mjs): a server package's import of its API package goes to the
 * API package generated beside it (the server package is `server/` of the output), and a bare
 * import the package's directory cannot resolve (no dependencies installed) goes to corespec's
 * node_modules.
 */
import { existsSync, readFileSync } from "node:fs";
import { register } from "node:module";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { ROOT_URL, rootPath, rootUrl } from "../paths.js";

let registered = false;

interface Manifest {
  readonly name?: string;
  readonly version?: string;
  readonly dependencies?: Readonly<Record<string, string>>;
  readonly corespec?: { readonly title?: string };
}

/** A package.json, or undefined when there is none or it does not parse. */
export function readManifest(path: string): Manifest | undefined {
  try {
    return JSON.parse(readFileSync(path, "utf8")) as Manifest;
  } catch {
    return undefined;
  }
}

/** The package.json of the package whose entry module is `entry` (`<package>/dist/index.js`). */
export function manifestPathOf(entry: string): string {
  return join(dirname(dirname(entry)), "package.json");
}

/** The API package generated beside a server package, by name, when the server depends on it: name -> its package.json URL. */
function siblingPackages(entry: string): Record<string, string> {
  const own = readManifest(manifestPathOf(entry));
  const besidePath = join(dirname(dirname(dirname(entry))), "package.json");
  const beside = own?.dependencies ? readManifest(besidePath) : undefined;
  if (beside?.name === undefined || own?.dependencies?.[beside.name] === undefined) return {};
  return { [beside.name]: pathToFileURL(besidePath).href };
}

export async function loadPackage<T>(entry: string): Promise<T> {
  const dir = dirname(dirname(entry));
  if (!existsSync(entry))
    throw new Error(
      `${dir}: no generated package there (no dist/index.js); \`corespec generate\` writes it`,
    );
  if (!registered && !entry.startsWith(rootPath("output/"))) {
    register(rootUrl("generator/hooks/resolve-from-corespec.mjs"), {
      data: { parentURL: new URL("package.json", ROOT_URL).href, packages: siblingPackages(entry) },
    });
    registered = true;
  }
  return (await import(pathToFileURL(entry).href)) as T;
}
