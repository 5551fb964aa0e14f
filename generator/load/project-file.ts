/**
 * A spec project's `corespec.yaml`, beside its spec directory: the API's title, the names and
 * version of its two packages, and what to emit (model/project.ts). A spec directory with no
 * `corespec.yaml` beside it is corespec's own (DEFAULT_PROJECT). Every problem is reported as
 * `file:line:col: message`, all at once.
 */
import { existsSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { DEFAULT_PROJECT, type Project } from "../model/project.js";
import { readTextAtMost } from "../read-bounded.js";
import { CODES, type Code } from "./codes.js";
import { diagnostic, didYouMean, type Diagnostic } from "./diagnostics.js";
import { parseSourceText, positionOf, type JsonPath, type SourceFile } from "./source-file.js";

export const PROJECT_FILE = "corespec.yaml";

/** The corespec.yaml of a spec directory: in the directory that holds it. */
export function projectFileOf(specsDir: string): string {
  return join(dirname(specsDir), PROJECT_FILE);
}

/** npm's rule for a package name (validate-npm-package-name, for new packages). */
const PACKAGE_NAME = /^(?:@[a-z0-9-~][a-z0-9-._~]*\/)?[a-z0-9-~][a-z0-9-._~]*$/;
/** A semantic version, as npm takes a package's. */
const SEMVER =
  /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*)?(?:\+[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*)?$/;

type Check = (value: unknown) => string | undefined;

const text: Check = (v) =>
  typeof v === "string" && v.trim() !== "" ? undefined : "must be a non-empty string";
const flag: Check = (v) => (typeof v === "boolean" ? undefined : "must be true or false");
const packageName: Check = (v) =>
  text(v) ??
  (typeof v === "string" && v.length <= 214 && PACKAGE_NAME.test(v)
    ? undefined
    : `"${String(v)}" is not an npm package name (lower case, URL-safe, optionally @scope/name)`);
const version: Check = (v) =>
  typeof v === "string" && SEMVER.test(v)
    ? undefined
    : `${JSON.stringify(v)} is not a semantic version (a string such as "1.2.3")`;

/** The keys of corespec.yaml: a check of a value, or the keys of an object. */
type Keys = {
  readonly [key: string]: Check | { readonly keys: Keys; readonly required?: readonly string[] };
};

const PACKAGE: { keys: Keys; required: readonly string[] } = {
  keys: { name: packageName, description: text },
  required: ["name"],
};
const KEYS: Keys = {
  title: text,
  description: text,
  version,
  license: text,
  repository: text,
  packages: { keys: { api: PACKAGE, server: PACKAGE }, required: ["api", "server"] },
  emit: { keys: { server: flag, docs: flag } },
  library: flag,
};
const REQUIRED = ["title", "version", "packages"];

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

function checkObject(
  file: SourceFile,
  path: JsonPath,
  value: unknown,
  keys: Keys,
  required: readonly string[],
  out: Diagnostic[],
): void {
  const report = (at: JsonPath, code: Code, message: string, where: "key" | "value" = "value") => {
    out.push(diagnostic(code, file.display, positionOf(file, at, where), message));
  };
  if (!isRecord(value))
    return report(
      path,
      CODES.projectNotMapping,
      path.length
        ? `${path.join(".")} must be a mapping`
        : "corespec.yaml must be a mapping of keys",
    );
  for (const key of required)
    if (!(key in value))
      report(
        path,
        CODES.projectMissingKey,
        `missing key "${[...path, key].join(".")}"`,
        path.length ? "key" : "value",
      );
  for (const [key, item] of Object.entries(value)) {
    const spec = keys[key];
    if (spec === undefined) {
      report(
        [...path, key],
        CODES.projectUnknownKey,
        `unknown key "${[...path, key].join(".")}"${didYouMean(key, Object.keys(keys))}`,
        "key",
      );
    } else if (typeof spec === "function") {
      const problem = spec(item);
      if (problem !== undefined)
        report([...path, key], CODES.projectInvalidValue, `${[...path, key].join(".")} ${problem}`);
    } else checkObject(file, [...path, key], item, spec.keys, spec.required ?? [], out);
  }
}

export interface ProjectFileResult {
  readonly project: Project;
  readonly diagnostics: readonly Diagnostic[];
  /** The corespec.yaml read, or undefined without one. */
  readonly file?: string;
}

/** The corespec.yaml beside a spec directory, checked; corespec's own project without one. */
export async function readProjectFile(specsDir: string): Promise<ProjectFileResult> {
  const path = projectFileOf(specsDir);
  if (!existsSync(path)) return { project: DEFAULT_PROJECT, diagnostics: [] };
  const display = relative(process.cwd(), path) || PROJECT_FILE;
  const parsed = parseSourceText(await readTextAtMost(path, 1024 * 1024), display, PROJECT_FILE);
  return { ...projectFromText(parsed.file, parsed.diagnostics), file: path };
}

function projectFromText(
  file: SourceFile,
  parseProblems: readonly Diagnostic[],
): { project: Project; diagnostics: readonly Diagnostic[] } {
  const diagnostics = [...parseProblems];
  if (diagnostics.length === 0) checkObject(file, [], file.data, KEYS, REQUIRED, diagnostics);
  if (diagnostics.length) return { project: DEFAULT_PROJECT, diagnostics };
  const raw = file.data as RawProject;
  const title = raw.title.trim();
  const project: Project = {
    title,
    description: raw.description ?? `The ${title}.`,
    version: raw.version,
    license: raw.license ?? "UNLICENSED",
    ...(raw.repository !== undefined ? { repository: raw.repository } : {}),
    api: raw.packages.api,
    server: raw.packages.server,
    emit: { server: raw.emit?.server ?? true, docs: raw.emit?.docs ?? true },
    library: raw.library ?? true,
  };
  return { project, diagnostics };
}

/** corespec.yaml once checked. */
interface RawProject {
  readonly title: string;
  readonly description?: string;
  readonly version: string;
  readonly license?: string;
  readonly repository?: string;
  readonly packages: {
    readonly api: { name: string; description?: string };
    readonly server: { name: string; description?: string };
  };
  readonly emit?: { readonly server?: boolean; readonly docs?: boolean };
  readonly library?: boolean;
}
