/**
 * Where corespec's own files are. The generator runs from its TypeScript sources
 * (`generator/`, through tsx) or from the compiled build (`.build/generator/`, made by
 * `npm run build`); either way the files it reads beside itself (templates, the spec
 * meta-schema, package.json) are found from the repository root.
 */
import { fileURLToPath } from "node:url";

const here = new URL(".", import.meta.url);

/** The repository root, as a directory URL. */
export const ROOT_URL: URL = new URL(
  /\/\.build\/[^/]+\/$/.test(here.pathname) ? "../../" : "../",
  here,
);

/** A file or directory of the repository, as a URL (`relative` uses `/`; a directory ends in `/`). */
export function rootUrl(relative: string): URL {
  return new URL(relative, ROOT_URL);
}

/** A file or directory of the repository, as a path. */
export function rootPath(relative: string): string {
  return fileURLToPath(rootUrl(relative));
}
