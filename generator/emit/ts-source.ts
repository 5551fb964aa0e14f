/** The ts-morph project every TypeScript emitter builds its modules in, and their final text. */
import {
  IndentationText,
  Project,
  QuoteKind,
  type ExportDeclarationStructure,
  type ImportDeclarationStructure,
  type InterfaceDeclarationStructure,
  type OptionalKind,
  type SourceFile,
  type StatementStructures,
} from "ts-morph";
import { headerLines, type GeneratedFile } from "./emitter.js";
import { digestOf, memoized } from "./memo.js";

let project: Project | undefined;

export function newSourceFile(path: string): SourceFile {
  project ??= new Project({
    useInMemoryFileSystem: true,
    manipulationSettings: { indentationText: IndentationText.TwoSpaces, quoteKind: QuoteKind.Double },
  });
  return project.createSourceFile(path, "", { overwrite: true });
}

/** The module's text with the generated-file header naming its spec files. */
export function sourceText(file: SourceFile, path: string, sources: readonly string[]): GeneratedFile {
  const header = headerLines(sources).map((line) => `// ${line}`).join("\n");
  return { path, contents: `${header}\n\n${file.getFullText()}` };
}

/** A step in making a module: imports, statements (text or structures), an interface or exports, added in order. */
export type ModulePart =
  | { readonly imports: readonly OptionalKind<ImportDeclarationStructure>[] }
  | { readonly statements: readonly (string | StatementStructures)[] }
  | { readonly interface: OptionalKind<InterfaceDeclarationStructure> }
  | { readonly exports: readonly OptionalKind<ExportDeclarationStructure>[] };

/**
 * The module at `path` made of `parts`. Built through ts-morph only when the parts differ from
 * the last run's (in a warm process): the modules about the whole API (indexes, the registry,
 * the server's tables) are cheap to describe but costly to build, and most edits leave them as
 * they were.
 */
export function moduleOf(path: string, parts: readonly ModulePart[], sources: readonly string[]): GeneratedFile {
  return memoized(path, digestOf([parts, sources]), () => {
    const file = newSourceFile(path);
    for (const part of parts) {
      if ("imports" in part) file.addImportDeclarations(part.imports);
      else if ("statements" in part) file.addStatements(part.statements);
      else if ("interface" in part) file.addInterface(part.interface);
      else file.addExportDeclarations(part.exports);
    }
    return sourceText(file, path, sources);
  });
}
