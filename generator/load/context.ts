/** Shared state of one load: the files, their declarations, and the problems found. */
import { SCALARS, type Origin, type TypeId } from "../model/model.js";
import { CODES, type Code } from "./codes.js";
import { diagnostic, didYouMean, type Diagnostic } from "./diagnostics.js";
import type { RawAliasType, RawKind, RawObjectType } from "./raw.js";
import { positionOf, type JsonPath, type SourceFile } from "./source-file.js";

export interface Declaration {
  readonly id: TypeId;
  readonly name: string;
  readonly group: string;
  readonly version: string;
  readonly file: SourceFile;
  /** Where the declaration is in its file: `["kinds", "Lease"]`. */
  readonly path: JsonPath;
  readonly raw: RawKind | RawObjectType | RawAliasType;
  readonly isKind: boolean;
  /** A `<Kind>List` the loader generates for a served kind. */
  readonly listOf?: TypeId;
}

/** An origin whose position is found in its file (parsed again for positions, when read quickly) when first asked for. */
class SpecOrigin implements Origin {
  readonly file: string;
  readonly path: string;
  #position: { readonly line: number; readonly col: number } | undefined;

  constructor(
    private readonly source: SourceFile,
    private readonly at: JsonPath,
  ) {
    this.file = source.relative;
    this.path = at.join(".");
  }

  get line(): number {
    return this.position().line;
  }

  get col(): number {
    return this.position().col;
  }

  /** The file and the path: what the digests of the model read. */
  toJSON(): { file: string; path: string } {
    return { file: this.file, path: this.path };
  }

  private position(): { readonly line: number; readonly col: number } {
    return (this.#position ??= positionOf(this.source, this.at, "key"));
  }
}

export class LoadContext {
  readonly diagnostics: Diagnostic[] = [];
  readonly declarations = new Map<TypeId, Declaration>();
  /** The files of corespec's library (library.ts): their types give way to the project's of the same name. */
  readonly library = new Set<SourceFile>();
  /** The group-versions the library's files declare: names written there prefer the library's types. */
  private readonly libraryGroupVersions = new Set<string>();
  /** Bare name -> ids declaring it, for unqualified references. */
  private readonly byName = new Map<string, TypeId[]>();

  /** Reports a problem of the registry (codes.ts) at a place of a file: its key or its value. */
  error(
    file: SourceFile,
    path: JsonPath,
    code: Code,
    message: string,
    at: "key" | "value" = "value",
  ): void {
    if (message === "") return; // reported already, where it arose
    this.diagnostics.push(diagnostic(code, file.display, positionOf(file, path, at), message));
  }

  origin(file: SourceFile, path: JsonPath): Origin {
    return new SpecOrigin(file, path);
  }

  /** Registers a declaration; reports a duplicate at the second one. */
  declare(decl: Declaration): void {
    const first = this.declarations.get(decl.id);
    if (first) {
      const pos = positionOf(first.file, first.path, "key");
      const what = decl.isKind ? "kind" : "type";
      this.error(
        decl.file,
        decl.path,
        CODES.duplicateDeclaration,
        `duplicate ${what} "${decl.name}" in ${apiVersionText(decl.group, decl.version)}: first declared at ${first.file.display}:${pos.line}:${pos.col}`,
        "key",
      );
      return;
    }
    this.declarations.set(decl.id, decl);
    if (this.library.has(decl.file)) this.libraryGroupVersions.add(`${decl.group}/${decl.version}`);
    const ids = this.byName.get(decl.name) ?? [];
    ids.push(decl.id);
    this.byName.set(decl.name, ids);
  }

  /**
   * Resolves a type name as written in a spec: qualified (`group/version.Name`), else in the
   * same group-version, else the single group-version that declares it.
   */
  resolve(
    text: string,
    group: string,
    version: string,
  ): { id: TypeId } | { problem: string; code: Code } {
    if (text.startsWith("core/")) text = text.slice("core".length);
    if (text.includes("/")) {
      if (this.declarations.has(text)) return { id: text };
      return {
        problem: `unknown type "${text}"${didYouMean(text, this.declarations.keys())}`,
        code: CODES.unknownType,
      };
    }
    const local = `${group}/${version}.${text}`;
    if (this.declarations.has(local)) return { id: local };
    // A name several group-versions declare: the project's own types first, but in the library's files the library's.
    const named = this.byName.get(text) ?? [];
    const fromLibrary = this.libraryGroupVersions.has(`${group}/${version}`);
    const preferred = named.filter(
      (id) => this.library.has(this.declarations.get(id)!.file) === fromLibrary,
    );
    const ids = preferred.length > 0 && preferred.length < named.length ? preferred : named;
    if (ids.length === 1) return { id: ids[0]! };
    if (ids.length > 1) {
      return {
        problem: `type "${text}" is ambiguous: qualify it as one of ${ids.map((i) => `"${i.startsWith("/") ? `core${i}` : i}"`).join(", ")}`,
        code: CODES.ambiguousType,
      };
    }
    return {
      problem: `unknown type "${text}"${didYouMean(text, [...this.byName.keys(), ...BUILTIN_NAMES])}`,
      code: CODES.unknownType,
    };
  }
}

/** The names a spec may use for a type without declaring it: the scalars, `array` and `map`. */
export const BUILTIN_NAMES: readonly string[] = [...SCALARS, "array", "map"];

export function apiVersionText(group: string, version: string): string {
  return group === "" ? version : `${group}/${version}`;
}
