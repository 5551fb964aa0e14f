/**
 * Loads a generated package's entry module for `validate --package` and `serve --package`. A
 * package outside corespec's directory may have no dependencies installed: its bare imports
 * then resolve from corespec's own node_modules (hooks/resolve-from-corespec.mjs).
 */
import { register } from "node:module";
import { pathToFileURL } from "node:url";
import { ROOT_URL, rootPath, rootUrl } from "../paths.js";

let registered = false;

export async function loadPackage<T>(entry: string): Promise<T> {
  if (!registered && !entry.startsWith(rootPath(""))) {
    register(rootUrl("generator/hooks/resolve-from-corespec.mjs"), { data: { parentURL: new URL("package.json", ROOT_URL).href } });
    registered = true;
  }
  return (await import(pathToFileURL(entry).href)) as T;
}
