/**
 * Loads the spec files of a directory into the model: YAML with positions, the meta-schema
 * check, name resolution, fit checks. Every problem of every file is reported at once; the
 * model exists only when there are none.
 */
import { join, relative, sep } from "node:path";
import type {
  AliasType,
  GroupVersion,
  Model,
  NamedType,
  ObjectType,
  Operation,
  Resource,
  TypeId,
} from "../model/model.js";
import { checkAliasLoops } from "./alias-loops.js";
import { resourceOf, buildNamedType, type DraftObjectType } from "./build-types.js";
import { checkShape } from "./checks.js";
import { LoadContext } from "./context.js";
import { declareApiFile, type DeclaredGroupVersion } from "./declare.js";
import { diagnostic, didYouMean, sortDiagnostics, type Diagnostic } from "./diagnostics.js";
import { CODES } from "./codes.js";
import { checkMetaSchema } from "./meta-schema.js";
import { buildOperations } from "./operations.js";
import { resolvePath } from "./paths.js";
import type { RawKind, RawObjectType, RawOperationsFile } from "./raw.js";
import { buildCondition, buildRules } from "./rules.js";
import { parseSourceText, type SourceFile } from "./source-file.js";
import { FileTooLargeError, readTextAtMost } from "../read-bounded.js";
import { regularFilesBelow } from "../regular-files.js";
import type { Project } from "../model/project.js";
import { declaredBy, libraryInputs, withLibraryHint } from "./library.js";
import { readProjectFile } from "./project-file.js";
import { OWN_VALUE_CODES } from "./own-values.js";
import { PATTERN_CODES } from "../analyze/pattern-syntax.js";

/**
 * How strictly a tree is loaded. `tolerate`: problems (by code) that do not keep the model from
 * being built; they come back in `diagnostics` beside it. `corespec diff` tolerates the specs'
 * checks against themselves (SELF_CHECK_CODES), so a tree committed before a check existed
 * still compares.
 */
export interface LoadOptions {
  readonly tolerate?: ReadonlySet<string>;
}

/** The codes of the specs' checks against themselves: a default, example or enum value that breaks its own field's rules, a pattern RE2 cannot read. */
export const SELF_CHECK_CODES: ReadonlySet<string> = new Set(
  [...Object.values(OWN_VALUE_CODES), PATTERN_CODES.notRe2].map((c) => c.code),
);

export interface LoadResult {
  readonly model?: Model;
  readonly diagnostics: readonly Diagnostic[];
  /** The spec files read, relative to the specs directory. */
  readonly files: readonly string[];
}

/** The spec files of a directory: every `.yaml`/`.yml` file below it (regular-files.ts), relative, sorted. */
export async function listSpecFiles(specsDir: string): Promise<string[]> {
  const files = (await regularFilesBelow(specsDir, /\.ya?ml$/)) ?? [];
  return files.map((path) => relative(specsDir, path).split(sep).join("/")).sort();
}

/** The most a spec file may hold: about 190 times the largest spec here (44 kB); the YAML reader bounds its tokens and nesting too. */
export const MAX_SPEC_FILE_BYTES = 8 * 1024 * 1024;

export async function loadSpecs(specsDir: string, options: LoadOptions = {}): Promise<LoadResult> {
  const {
    project,
    diagnostics: projectProblems,
    file: projectFile,
  } = await readProjectFile(specsDir);
  if (projectProblems.length) return { diagnostics: projectProblems, files: [] };
  const names = await listSpecFiles(specsDir);
  const display = (name: string) => relative(process.cwd(), join(specsDir, name)) || name;
  const read = await Promise.all(
    names.map((n) =>
      readTextAtMost(join(specsDir, n), MAX_SPEC_FILE_BYTES).catch((error: unknown) =>
        error instanceof FileTooLargeError ? error : Promise.reject(error),
      ),
    ),
  );
  const tooLarge = names.flatMap((name, i) =>
    read[i] instanceof FileTooLargeError
      ? [
          diagnostic(
            CODES.fileTooLarge,
            display(name),
            { line: 1, col: 1 },
            `the file is larger than ${MAX_SPEC_FILE_BYTES / (1024 * 1024)} MiB, the most a spec file may hold`,
          ),
        ]
      : [],
  );
  if (tooLarge.length) return { diagnostics: tooLarge, files: names };
  const own = names.map((name, i) => ({
    relative: name,
    display: display(name),
    text: read[i] as string,
  }));
  const result = loadSpecTexts(
    project.library ? [...own, ...(await libraryInputs(MAX_SPEC_FILE_BYTES, new Set(names)))] : own,
    projectFile !== undefined ? project : undefined,
    options,
  );
  return projectFile !== undefined || result.model
    ? result
    : { ...result, diagnostics: await withLibraryHint(result.diagnostics, MAX_SPEC_FILE_BYTES) };
}

interface SpecInput {
  readonly relative: string;
  readonly display: string;
  readonly text: string;
  /** A file of corespec's library (library.ts): loaded unless the project declares what it does. */
  readonly library?: true;
}

/**
 * Each spec file as this process last parsed and checked it against the meta-schema, by its
 * path: a warm process (`--watch`) parses again only the files whose text changed. It holds
 * the files of the last load only. The parsed data is never written to (the model built from
 * it is frozen), so reusing it is safe.
 */
let parsed = new Map<string, Parsed>();

interface Parsed {
  readonly input: SpecInput;
  readonly file: SourceFile;
  readonly diagnostics: readonly Diagnostic[];
}

function parseAndCheck(input: SpecInput): Parsed {
  const kept = parsed.get(`${input.library ? "library:" : ""}${input.relative}`);
  if (kept && kept.input.text === input.text && kept.input.display === input.display) return kept;
  const { file, diagnostics } = parseSourceText(input.text, input.display, input.relative);
  return { input, file, diagnostics: diagnostics.length ? diagnostics : checkMetaSchema(file) };
}

export function loadSpecTexts(
  inputs: readonly SpecInput[],
  project?: Project,
  options: LoadOptions = {},
): LoadResult {
  const ctx = new LoadContext();
  const files: SourceFile[] = [];
  const next = new Map<string, Parsed>();
  // A library file at the path of one of the project's is not parsed (corespec's own specs hold the library).
  const paths = new Set(inputs.filter((i) => !i.library).map((i) => i.relative));
  const entries = inputs
    .filter((i) => !i.library || !paths.has(i.relative))
    .map((input) => ({ input, entry: parseAndCheck(input) }));
  for (const { input, entry } of withoutOverridden(entries)) {
    const { file, diagnostics } = entry;
    if (process.env.CORESPEC_NO_CACHE !== "1")
      next.set(`${input.library ? "library:" : ""}${input.relative}`, entry);
    ctx.diagnostics.push(...diagnostics);
    if (diagnostics.length === 0) files.push(file);
    if (input.library) ctx.library.add(file);
  }
  parsed = next;
  const operationsFiles = files.filter(
    (f) => (f.data as Partial<RawOperationsFile>).operations !== undefined,
  );
  for (const extra of operationsFiles.slice(1))
    ctx.error(
      extra,
      [],
      CODES.secondOperationsFile,
      `a second operations file; the first is ${operationsFiles[0]!.display}`,
    );
  const groupVersions = new Map<string, DeclaredGroupVersion>();
  for (const file of files)
    if (!operationsFiles.includes(file)) declareApiFile(ctx, file, groupVersions);

  const drafts = new Map<TypeId, DraftObjectType | AliasType>();
  for (const decl of ctx.declarations.values()) {
    const type = buildNamedType(ctx, decl);
    if (type) drafts.set(decl.id, type);
  }
  const lookup = (id: TypeId) => drafts.get(id) as NamedType | undefined;
  checkAliasLoops(ctx, drafts);
  checkFields(ctx, drafts, lookup);
  const operations = operationsFiles[0] ? buildOperations(ctx, operationsFiles[0], lookup) : [];
  const operationNames = operations.map((o) => o.name);
  for (const decl of ctx.declarations.values()) {
    const draft = drafts.get(decl.id);
    if (!draft || draft.kind !== "object" || decl.listOf) continue;
    const raw = decl.raw as RawKind & RawObjectType;
    draft.rules = buildRules({ ctx, file: decl.file, lookup, type: draft }, raw.rules ?? [], [
      ...decl.path,
      "rules",
    ]);
    if (raw.validatedWhen)
      draft.validatedWhen = buildCondition(
        { ctx, file: decl.file, lookup, type: draft },
        raw.validatedWhen,
        [...decl.path, "validatedWhen"],
      );
    const resource = resourceOf(decl, operationNames);
    if (resource && draft.apiKind)
      draft.apiKind = {
        ...draft.apiKind,
        resource: withSelectableFields(ctx, decl, draft, resource, lookup, operationNames),
      };
  }
  const diagnostics = sortDiagnostics(ctx.diagnostics);
  const fileNames = inputs.map((i) => i.relative);
  const tolerate = options.tolerate;
  if (diagnostics.some((d) => !tolerate?.has(d.code))) return { diagnostics, files: fileNames };
  const model: Model = {
    groupVersions: sortGroupVersions([...groupVersions.values()]),
    types: sortedTypes(drafts),
    operations,
    ...(operationsFiles[0] ? { operationsFile: operationsFiles[0].relative } : {}),
    ...(project ? { project } : {}),
  };
  return { model: deepFreeze(model), diagnostics, files: fileNames };
}

/** The files to load: the library's less those the project overrides (library.ts): a group-version or an operations file of its own. */
function withoutOverridden<T extends { readonly input: SpecInput; readonly entry: Parsed }>(
  entries: readonly T[],
): T[] {
  const own = entries.filter((e) => !e.input.library);
  if (own.length === entries.length) return [...entries];
  const declared = own.map((e) => declaredBy(e.entry.file.data));
  const groupVersions = new Set(declared.flatMap((d) => d.groupVersions));
  const operations = declared.some((d) => d.operations);
  return entries.filter(({ input, entry }) => {
    if (!input.library) return true;
    const library = declaredBy(entry.file.data);
    return (
      !(library.operations && operations) &&
      !library.groupVersions.some((gv) => groupVersions.has(gv))
    );
  });
}

function checkFields(
  ctx: LoadContext,
  drafts: Map<TypeId, DraftObjectType | AliasType>,
  lookup: (id: TypeId) => NamedType | undefined,
): void {
  for (const decl of ctx.declarations.values()) {
    const type = drafts.get(decl.id);
    if (!type || decl.listOf) continue;
    if (type.kind === "alias") {
      checkShape(
        ctx,
        decl.file,
        decl.path,
        type.shape,
        lookup,
        "default" in decl.raw
          ? { default: { value: (decl.raw as { default?: unknown }).default } }
          : {},
      );
      continue;
    }
    const raw = decl.raw as RawObjectType;
    for (const field of type.fields) {
      const rawField = raw.fields[field.name];
      if (!rawField) continue; // apiVersion and kind of kinds
      const at = [...decl.path, "fields", field.name];
      checkShape(ctx, decl.file, at, field.shape, lookup, {
        ...("default" in rawField ? { default: { value: rawField.default } } : {}),
        ...("example" in rawField ? { example: { value: rawField.example } } : {}),
      });
      if (rawField.required && rawField.markedRequired !== undefined) {
        ctx.error(
          decl.file,
          [...at, "markedRequired"],
          CODES.requiredAndMarkedRequired,
          `a field is either "required" or "markedRequired", not both`,
          "key",
        );
      }
      if (
        field.embedded &&
        (field.shape.kind !== "ref" || lookup(field.shape.target)?.kind !== "object")
      ) {
        ctx.error(
          decl.file,
          [...at, "embedded"],
          CODES.embeddedNotObject,
          `only a field of an object type can be embedded`,
          "key",
        );
      }
    }
  }
}

function withSelectableFields(
  ctx: LoadContext,
  decl: { file: SourceFile; path: readonly (string | number)[] },
  type: DraftObjectType,
  resource: Omit<Resource, "selectableFields">,
  lookup: (id: TypeId) => NamedType | undefined,
  operationNames: readonly string[],
): Resource {
  const raw = (decl as { raw?: RawKind }).raw?.resource;
  const selectableFields = (raw?.selectableFields ?? []).flatMap((text, i) => {
    const result = resolvePath(text, type, lookup);
    if ("problem" in result) {
      ctx.error(
        decl.file,
        [...decl.path, "resource", "selectableFields", i],
        result.code,
        result.problem,
      );
      return [];
    }
    return [result];
  });
  (raw?.operations ?? []).forEach((name, i) => {
    if (!operationNames.includes(name)) {
      ctx.error(
        decl.file,
        [...decl.path, "resource", "operations", i],
        CODES.unknownOperation,
        `unknown operation "${name}"${didYouMean(name, operationNames)}`,
      );
    }
  });
  return { ...resource, selectableFields };
}

function sortGroupVersions(list: DeclaredGroupVersion[]): GroupVersion[] {
  return list
    .map(({ source: _source, ...gv }) => gv)
    .sort((a, b) => a.group.localeCompare(b.group) || compareVersions(a.version, b.version));
}

/** Kubernetes' version order: GA before beta before alpha, higher numbers first. */
export function compareVersions(a: string, b: string): number {
  const rank = (v: string) => {
    const m = /^v(\d+)(?:(alpha|beta)(\d+))?$/.exec(v)!;
    const level = m[2] === undefined ? 2 : m[2] === "beta" ? 1 : 0;
    return [level, Number(m[1]), Number(m[3] ?? 0)] as const;
  };
  const [la, ma, na] = rank(a);
  const [lb, mb, nb] = rank(b);
  return lb - la || mb - ma || nb - na;
}

function sortedTypes(drafts: Map<TypeId, DraftObjectType | AliasType>): Map<TypeId, NamedType> {
  const list = [...drafts.values()] as (ObjectType | AliasType)[];
  const order = new Map(list.map((t, i) => [t.id, i]));
  list.sort(
    (a, b) =>
      a.group.localeCompare(b.group) ||
      compareVersions(a.version, b.version) ||
      order.get(a.id)! - order.get(b.id)!,
  );
  return new Map(list.map((t) => [t.id, t]));
}

function deepFreeze<T>(value: T, seen = new Set<unknown>()): T {
  if (value && typeof value === "object" && !seen.has(value)) {
    seen.add(value);
    if (value instanceof Map) for (const v of value.values()) deepFreeze(v, seen);
    else for (const v of Object.values(value)) deepFreeze(v, seen);
    Object.freeze(value);
  }
  return value;
}

export type { Operation };
