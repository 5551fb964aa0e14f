/**
 * Assembles a generated module: its functions, then the constants and imports they turned
 * out to use (writing the functions first is what tells which ones).
 */
import type {
  ImportDeclarationStructure,
  OptionalKind,
  StatementStructures,
  VariableStatementStructure,
} from "ts-morph";
import { importSpecifier } from "../api-names.js";
import type { GeneratedFile } from "../emitter.js";
import { printStatements, StructureKind, VariableDeclarationKind } from "../structures.js";
import { blankLine, importStatements, withHeader } from "../ts-source.js";
import type { ModuleScope, RuntimeModule } from "../../code/scope.js";

export function assembleModule(
  path: string,
  scope: ModuleScope,
  statements: readonly StatementStructures[],
  sources: readonly string[],
): GeneratedFile {
  // The body is printed first: its writers record what it uses, which the head then holds.
  // A blank line between statements: ts-morph separates functions, not constants.
  const body = printStatements(
    statements.flatMap((statement, i) => (i === 0 ? [statement] : [blankLine, statement])),
  );
  const imports: OptionalKind<ImportDeclarationStructure>[] = [];
  const modules = new Set<RuntimeModule>([...scope.runtime.keys(), ...scope.runtimeTypes.keys()]);
  for (const module of [...modules].sort()) {
    const types = [...(scope.runtimeTypes.get(module) ?? [])].sort();
    const values = [...(scope.runtime.get(module) ?? [])].sort();
    // Only types: `import type { ... }`; values and types: `import { x, type T }`.
    const typeOnly = values.length === 0;
    imports.push({
      moduleSpecifier: importSpecifier(path, `src/runtime/${module}.ts`),
      isTypeOnly: typeOnly,
      namedImports: [
        ...values.map((name) => ({ name })),
        ...types.map((name) => ({ name, isTypeOnly: !typeOnly })),
      ],
    });
  }
  for (const [moduleSpecifier, alias] of [...scope.typeNamespaces].sort(([a], [b]) =>
    a.localeCompare(b),
  )) {
    imports.push({ moduleSpecifier, isTypeOnly: true, namespaceImport: alias });
  }
  for (const [moduleSpecifier, fns] of [...scope.imports].sort(([a], [b]) => a.localeCompare(b))) {
    imports.push({ moduleSpecifier, namedImports: [...fns].sort() });
  }
  const constants = [...scope.constants].map(([name, value]): VariableStatementStructure => ({
    kind: StructureKind.VariableStatement,
    declarationKind: VariableDeclarationKind.Const,
    declarations: [{ name, initializer: value }],
  }));
  const parts = [printStatements(importStatements(imports)), printStatements(constants), body];
  return withHeader(
    path,
    parts
      .map((part) => part.trim())
      .filter((part) => part.length > 0)
      .join("\n\n"),
    sources,
  );
}
