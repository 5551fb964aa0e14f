/**
 * corespec's library of standard types: the spec files of corespec's own `specs/` that every
 * API needs (ObjectMeta, ListMeta, Status and the other meta.core.io/v1 types, the legacy
 * core group's common types, and the shared operations). A spec project (a corespec.yaml
 * beside its specs, `library: true` by default) names them without copying them.
 *
 * A project overrides the library two ways: a spec file of its own that declares one of the
 * library's group-versions (`group: meta.core.io`, `version: v1`) replaces the library's file
 * whole, as an operations file of its own replaces `operations.yaml`; and a type the project
 * declares under a library type's name wins where the project names it (LoadContext.resolve:
 * the same group-version first, then the project's types, then the library's).
 */
import { join, relative } from "node:path";
import { rootPath } from "../paths.js";
import { readTextAtMost } from "../read-bounded.js";
import type { Diagnostic } from "./diagnostics.js";
import { parseSourceText } from "./source-file.js";

/** The library's spec files, relative to corespec's specs/. */
export const LIBRARY_FILES: readonly string[] = [
  "core/v1.yaml",
  "meta.core.io/v1.yaml",
  "operations.yaml",
];

/** corespec's own specs/, where the library's files are. */
export const LIBRARY_DIR = rootPath("specs");

export interface LibraryInput {
  readonly relative: string;
  readonly display: string;
  readonly text: string;
  readonly library: true;
}

/** The library's spec files, read, but for those at the paths of `skip` (a project's own files: corespec's specs/ hold the library). */
export async function libraryInputs(
  maxBytes: number,
  skip: ReadonlySet<string> = new Set(),
): Promise<LibraryInput[]> {
  return Promise.all(
    LIBRARY_FILES.filter((name) => !skip.has(name)).map(async (name) => {
      const path = join(LIBRARY_DIR, name);
      const shown = relative(process.cwd(), path);
      return {
        relative: name,
        display: shown.startsWith("..") ? path : shown,
        text: await readTextAtMost(path, maxBytes),
        library: true as const,
      };
    }),
  );
}

/** What a spec file declares, as far as the library's overrides go: its group-versions, or that it is an operations file. */
export function declaredBy(data: unknown): {
  readonly groupVersions: readonly string[];
  readonly operations: boolean;
} {
  if (typeof data !== "object" || data === null) return { groupVersions: [], operations: false };
  const raw = data as {
    group?: unknown;
    version?: unknown;
    versions?: unknown;
    operations?: unknown;
  };
  if (raw.operations !== undefined) return { groupVersions: [], operations: true };
  const versions = Array.isArray(raw.versions) ? raw.versions : [raw.version];
  return {
    groupVersions: versions.map((v) => `${String(raw.group)}/${String(v)}`),
    operations: false,
  };
}

/** The type and kind names the library's files declare. */
function declaredNames(inputs: readonly LibraryInput[]): Set<string> {
  const names = new Set<string>();
  for (const input of inputs) {
    const data = parseSourceText(input.text, input.display, input.relative).file.data as
      | { kinds?: object; types?: object }
      | undefined;
    for (const key of [...Object.keys(data?.kinds ?? {}), ...Object.keys(data?.types ?? {})])
      names.add(key);
  }
  return names;
}

/**
 * Problems of a spec directory without a corespec.yaml, where a type it names is the library's:
 * said with the way to load the library (a spec directory is loaded as it is otherwise).
 */
export async function withLibraryHint(
  diagnostics: readonly Diagnostic[],
  maxBytes: number,
): Promise<readonly Diagnostic[]> {
  const unknown = /^unknown type "([^"]+)"/;
  if (!diagnostics.some((d) => unknown.test(d.message))) return diagnostics;
  const names = declaredNames(await libraryInputs(maxBytes));
  const hint =
    ": corespec's library of standard types declares it, which a spec project loads (a corespec.yaml beside the spec directory, as `corespec init` writes)";
  return diagnostics.map((d) => {
    const name = unknown.exec(d.message)?.[1];
    return name !== undefined && names.has(name) && !d.message.includes("did you mean")
      ? { ...d, message: `${d.message}${hint}` }
      : d;
  });
}
