/**
 * The two spec trees a diff compares, each loaded with corespec's own loader into the model: a
 * directory, or the tree committed at a git ref (git.ts). A tree also places a change's sites:
 * `file:line:col` of the key a change is about, found in the file's text only for what is
 * reported.
 */
import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { loadSpecs, loadSpecTexts, SELF_CHECK_CODES } from "../load/index.js";
import type { Project } from "../model/project.js";
import { formatDiagnostic, type Diagnostic } from "../load/diagnostics.js";
import { parseSourceText, positionOf, type SourceFile } from "../load/source-file.js";
import type { Model } from "../model/model.js";
import type { Place, Site } from "./changes.js";

/** A spec file's text, as a tree read from git holds it. */
export interface TextInput {
  readonly relative: string;
  readonly display: string;
  readonly text: string;
}

/** Why a diff could not run, with its stable code: exit status 2. */
export class DiffError extends Error {
  constructor(
    readonly code: "usage" | "no-specs" | "load" | "git",
    message: string,
    readonly diagnostics: readonly Diagnostic[] = [],
  ) {
    super(message);
    this.name = "DiffError";
  }

  /** The problems of a tree that does not load, then the error, one per line. */
  report(): string {
    return [
      ...this.diagnostics.map(formatDiagnostic),
      `corespec diff: error ${this.code}: ${this.message}`,
    ]
      .map((l) => `${l}\n`)
      .join("");
  }
}

export interface SpecTree {
  /** How the tree is named in reports: the directory as given, or `ref:path`. */
  readonly label: string;
  readonly model: Model;
  /** Where a site is: the file as shown, the line and column of its key (of the deepest key found). */
  place(site: Site): Place;
}

/** A spec file as a tree holds it: relative to the specs directory, as shown, and its text when read. */
interface TreeFile {
  readonly relative: string;
  readonly display: string;
  text(): string | undefined;
}

function treeOf(label: string, model: Model, files: ReadonlyMap<string, TreeFile>): SpecTree {
  const parsed = new Map<string, SourceFile | undefined>();
  const sourceOf = (file: TreeFile): SourceFile | undefined => {
    if (!parsed.has(file.relative)) {
      const text = file.text();
      parsed.set(
        file.relative,
        text === undefined ? undefined : parseSourceText(text, file.display, file.relative).file,
      );
    }
    return parsed.get(file.relative);
  };
  return {
    label,
    model,
    place(site) {
      const file = files.get(site.origin.file);
      const source = file && sourceOf(file);
      const display = file?.display ?? site.origin.file;
      if (!source) return { file: display, line: site.origin.line, column: site.origin.col };
      const steps = [
        ...(site.origin.path === "" ? [] : site.origin.path.split(".")),
        ...(site.keys ?? []),
      ].map((s) => (typeof s === "string" && /^\d+$/.test(s) ? Number(s) : s));
      const { line, col } = positionOf(source, steps, "key");
      return { file: display, line, column: col };
    },
  };
}

/** Loads the spec directory `dir` (as the user gave it: `given`). */
export async function loadDirectoryTree(dir: string, given: string): Promise<SpecTree> {
  // A tree is compared even where it fails the specs' checks against themselves (added since it was written).
  const result = await loadSpecs(dir, { tolerate: SELF_CHECK_CODES });
  if (!result.model)
    throw new DiffError(
      "load",
      `${given}: the specs do not load (${result.diagnostics.length} problem${result.diagnostics.length === 1 ? "" : "s"})`,
      result.diagnostics,
    );
  if (result.files.length === 0)
    throw new DiffError("no-specs", `${given}: no spec files (.yaml, .yml) in the directory`);
  const files = new Map<string, TreeFile>();
  for (const name of result.files) {
    const path = join(dir, name);
    files.set(name, {
      relative: name,
      display: relative(process.cwd(), path) || name,
      text: () => {
        try {
          return readFileSync(path, "utf8");
        } catch {
          return undefined;
        }
      },
    });
  }
  return treeOf(given, result.model, files);
}

/**
 * Loads spec texts (a tree read from git): `display` names each file in reports. `project`: the
 * spec project the tree belongs to, and `library` the library files it loads beside them
 * (library.ts), where the tree does not declare what they do.
 */
export function loadTextTree(
  label: string,
  inputs: readonly TextInput[],
  project?: Project,
  library: readonly TextInput[] = [],
): SpecTree {
  const result = loadSpecTexts([...inputs, ...library], project, { tolerate: SELF_CHECK_CODES });
  if (!result.model)
    throw new DiffError(
      "load",
      `${label}: the specs do not load (${result.diagnostics.length} problem${result.diagnostics.length === 1 ? "" : "s"})`,
      result.diagnostics,
    );
  if (inputs.length === 0) throw new DiffError("no-specs", `${label}: no spec files (.yaml, .yml)`);
  return treeOf(
    label,
    result.model,
    new Map(
      inputs.map((i) => [
        i.relative,
        { relative: i.relative, display: i.display, text: () => i.text },
      ]),
    ),
  );
}
