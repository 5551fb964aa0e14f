/**
 * How the TypeScript emitters turn ts-morph structures into a module's text: printed as
 * ts-morph prints them (structures.ts: two-space indents, double quotes), with no source file
 * built. The format stage lays the text out; building a ts-morph source file would parse the
 * text again at each insertion, which was half of the emit stage.
 */
import type {
  ExportDeclarationStructure,
  ImportDeclarationStructure,
  InterfaceDeclarationStructure,
  OptionalKind,
  StatementStructures,
} from "ts-morph";
import { headerLines, type GeneratedFile } from "./emitter.js";
import { digestOf, memoized } from "./memo.js";
import { printStatements, StructureKind, type Statement } from "./structures.js";

/** The module at `path`: the generated-file header naming its spec files, then `body`. */
export function withHeader(path: string, body: string, sources: readonly string[]): GeneratedFile {
  const header = headerLines(sources)
    .map((line) => `// ${line}`)
    .join("\n");
  return { path, contents: `${header}\n\n${body}` };
}

/** A blank line between two statements, unless there is one. */
export const blankLine: Statement = (writer) => writer.blankLineIfLastNot();

/** The imports of a module as statements. */
export const importStatements = (
  imports: readonly OptionalKind<ImportDeclarationStructure>[],
): ImportDeclarationStructure[] =>
  imports.map((i) => ({ ...i, kind: StructureKind.ImportDeclaration }));

/** A step in making a module: imports, statements (text or structures), an interface or exports, added in order. */
export type ModulePart =
  | { readonly imports: readonly OptionalKind<ImportDeclarationStructure>[] }
  | { readonly statements: readonly (string | StatementStructures)[] }
  | { readonly interface: OptionalKind<InterfaceDeclarationStructure> }
  | { readonly exports: readonly OptionalKind<ExportDeclarationStructure>[] };

const partStatements = (part: ModulePart): readonly Statement[] => {
  if ("imports" in part) return importStatements(part.imports);
  if ("statements" in part) return part.statements;
  if ("interface" in part) return [{ ...part.interface, kind: StructureKind.Interface }];
  return part.exports.map((e) => ({ ...e, kind: StructureKind.ExportDeclaration }));
};

/**
 * The module at `path` made of `parts`. Built through ts-morph only when the parts differ from
 * the last run's (in a warm process): the modules about the whole API (indexes, the registry,
 * the server's tables) are cheap to describe but costly to build, and most edits leave them as
 * they were.
 */
export function moduleOf(
  path: string,
  parts: readonly ModulePart[],
  sources: readonly string[],
): GeneratedFile {
  return memoized(path, digestOf([parts, sources]), () => {
    // A blank line between parts: each is a group of statements.
    const statements = parts.flatMap((part, i): Statement[] => [
      ...(i > 0 ? [blankLine] : []),
      ...partStatements(part),
    ]);
    return withHeader(path, printStatements(statements), sources);
  });
}
