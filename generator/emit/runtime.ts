/**
 * Copies the hand-written runtime libraries into the packages: templates/runtime (what the
 * validators call) as the API package's `src/runtime/`, templates/server (the server's http,
 * apimachinery and storage layers, and the controllers) as the server package's
 * `server/src/runtime/`, and templates/readers (the bounded YAML and JSON readers the server
 * and the generator share) beside it as `server/src/readers/`, where the server's relative
 * imports of it (`../../readers/`) find it as they do in templates/. The copies are the
 * templates as written, under a header (the format stage does not lay them out again: a copy
 * reads line for line as its template, and a cold generation saves 84 files).
 */
import { readdirSync, readFileSync } from "node:fs";
import { hasServer } from "../model/endpoints.js";
import { projectOf } from "../model/project.js";
import type { Model } from "../model/model.js";
import { API_PACKAGE, SERVER_SOURCES } from "./api-names.js";
import { templateCopy, type Emitter, type GeneratedFile } from "./emitter.js";
import { rootUrl } from "../paths.js";

/**
 * The server runtime imports the API package's runtime by corespec's name for it; in a project
 * whose API package has another name, the copies import it by that one.
 */
const API_IMPORT = /(["'])@corespec\/api\//g;

/** The server's entry (server.ts writes it as the package's `index.ts`), not a runtime module. */
const ENTRY = /^entry\//;

function copies(template: string, into: string, apiPackage = API_PACKAGE): GeneratedFile[] {
  const dir = rootUrl(`templates/${template}/`);
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((name) => name.endsWith(".ts") && !(template === "server" && ENTRY.test(name)))
    .sort()
    .map((name) => ({
      path: `${into}${name}`,
      contents: templateCopy(
        `${template}/${name}`,
        renamed(readFileSync(new URL(name, dir), "utf8"), apiPackage),
      ),
      formatted: true,
    }));
}

const renamed = (text: string, apiPackage: string): string =>
  apiPackage === API_PACKAGE ? text : text.replace(API_IMPORT, `$1${apiPackage}/`);

/** The server package's hand-written modules: its runtime and the readers it imports. */
function serverCopies(apiPackage?: string): GeneratedFile[] {
  return [
    ...copies("server", `${SERVER_SOURCES}runtime/`, apiPackage),
    ...copies("readers", `${SERVER_SOURCES}readers/`, apiPackage),
  ];
}

/** The copies of both runtimes, whatever the specs: what `npm run build` compiles ahead (generator/build/compile.ts). */
export function runtimeCopies(): GeneratedFile[] {
  return [...copies("runtime", "src/runtime/"), ...serverCopies()];
}

export const runtimeEmitter: Emitter = {
  name: "runtime",
  emit(model: Model): GeneratedFile[] {
    // The server package exists when the specs serve resources.
    const server = hasServer(model) ? serverCopies(projectOf(model).api.name) : [];
    return [...copies("runtime", "src/runtime/"), ...server];
  },
};
