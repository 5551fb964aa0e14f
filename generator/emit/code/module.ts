/**
 * Assembles a generated module: its functions, then the constants and imports they turned
 * out to use (writing the functions first is what tells which ones).
 */
import { StructureKind, VariableDeclarationKind, type CodeBlockWriter, type ImportDeclarationStructure, type StatementStructures } from "ts-morph";
import { importSpecifier } from "../api-names.js";
import type { GeneratedFile } from "../emitter.js";
import { newSourceFile, sourceText } from "../ts-source.js";
import type { ModuleScope, RuntimeModule } from "./scope.js";

export function assembleModule(path: string, scope: ModuleScope, statements: readonly StatementStructures[], sources: readonly string[]): GeneratedFile {
  // The body is printed first (its writers record what it uses); the head is printed apart
  // and put before it, so the large body is parsed once, not again at each insertion.
  const body = newSourceFile(path);
  // A blank line between statements: ts-morph separates functions, not constants.
  body.addStatements(statements.flatMap((statement, i) => (i === 0 ? [statement] : [(w: CodeBlockWriter) => w.blankLineIfLastNot(), statement])));
  const bodyText = body.getFullText();
  const file = newSourceFile(path);
  file.addVariableStatements(
    [...scope.constants].map(([name, value]) => ({ declarationKind: VariableDeclarationKind.Const, declarations: [{ name, initializer: value }] })),
  );
  const imports: ImportDeclarationStructure[] = [];
  const modules = new Set<RuntimeModule>([...scope.runtime.keys(), ...scope.runtimeTypes.keys()]);
  for (const module of [...modules].sort()) {
    const types = [...(scope.runtimeTypes.get(module) ?? [])].sort();
    const values = [...(scope.runtime.get(module) ?? [])].sort();
    // Only types: `import type { ... }`; values and types: `import { x, type T }`.
    const typeOnly = values.length === 0;
    imports.push({
      kind: StructureKind.ImportDeclaration,
      moduleSpecifier: importSpecifier(path, `src/runtime/${module}.ts`),
      isTypeOnly: typeOnly,
      namedImports: [...values.map((name) => ({ name })), ...types.map((name) => ({ name, isTypeOnly: !typeOnly }))],
    });
  }
  for (const [moduleSpecifier, fns] of [...scope.imports].sort(([a], [b]) => a.localeCompare(b))) {
    imports.push({ kind: StructureKind.ImportDeclaration, moduleSpecifier, namedImports: [...fns].sort() });
  }
  file.insertImportDeclarations(0, imports);
  const head = sourceText(file, path, sources);
  return { path, contents: `${head.contents.trimEnd()}\n\n${bodyText}` };
}
