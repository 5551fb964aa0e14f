/**
 * The TypeScript emitters describe code as ts-morph structures, and this module prints them
 * as ts-morph's `printStructure` does, with the same writer (code-block-writer) and the same
 * blank lines, without loading ts-morph: ts-morph loads the TypeScript compiler (half a second
 * of every cold generation) for printers that need none of it. It prints the structure kinds
 * and properties the emitters use, and throws on any other, so nothing is dropped unseen; a
 * test holds its text to ts-morph's for every module of a generation.
 */
import CodeBlockWriter from "code-block-writer";
import type {
  ExportDeclarationStructure,
  FunctionDeclarationStructure,
  ImportDeclarationStructure,
  ImportSpecifierStructure,
  InterfaceDeclarationStructure,
  OptionalKind,
  ParameterDeclarationStructure,
  PropertySignatureStructure,
  StructureKind as Kind,
  StatementStructures,
  TypeAliasDeclarationStructure,
  VariableDeclarationKind as DeclarationKind,
  VariableDeclarationStructure,
  VariableStatementStructure,
  WriterFunction,
} from "ts-morph";

/** ts-morph's values of the structure kinds the emitters build (a test compares them with ts-morph's). */
export const StructureKind = {
  ExportDeclaration: 11 as Kind.ExportDeclaration,
  Function: 13 as Kind.Function,
  ImportDeclaration: 16 as Kind.ImportDeclaration,
  Interface: 19 as Kind.Interface,
  TypeAlias: 38 as Kind.TypeAlias,
  VariableStatement: 41 as Kind.VariableStatement,
} as const;

export const VariableDeclarationKind = { Const: "const" as DeclarationKind.Const } as const;

/** A statement of a module: its text, a writer, or a structure. */
export type Statement = string | WriterFunction | StatementStructures;

/** The text of a module made of `statements`: ts-morph's `printStructure` of a source file, two-space indents. */
export function printStatements(statements: readonly Statement[]): string {
  const w = new CodeBlockWriter({
    indentNumberOfSpaces: 2,
    useTabs: false,
    newLine: "\n",
    useSingleQuote: false,
  });
  writeStatements(w, statements);
  w.conditionalNewLine(!w.isAtStartOfFirstLineOfBlock() && !w.isLastNewLine());
  return w.toString();
}

type PrintedKind = (typeof StructureKind)[keyof typeof StructureKind];
type StatementWriter<K extends PrintedKind> = (
  w: CodeBlockWriter,
  structure: Extract<StatementStructures, { kind: K }>,
) => void;

/** Each statement kind the emitters build: the properties it prints (any other set is a generator error) and its writer. */
const STATEMENTS: {
  readonly [K in PrintedKind]: {
    readonly printed: readonly string[];
    readonly write: StatementWriter<K>;
  };
} = {
  [StructureKind.Function]: {
    printed: ["name", "isExported", "docs", "parameters", "returnType", "statements"],
    write: writeFunction,
  },
  [StructureKind.Interface]: {
    printed: ["name", "isExported", "docs", "extends", "properties"],
    write: writeInterface,
  },
  [StructureKind.TypeAlias]: {
    printed: ["name", "isExported", "docs", "type"],
    write: writeTypeAlias,
  },
  [StructureKind.VariableStatement]: {
    printed: ["isExported", "docs", "declarationKind", "declarations"],
    write: writeVariableStatement,
  },
  [StructureKind.ImportDeclaration]: {
    printed: ["isTypeOnly", "moduleSpecifier", "namedImports", "namespaceImport"],
    write: writeImport,
  },
  [StructureKind.ExportDeclaration]: {
    printed: ["isTypeOnly", "moduleSpecifier", "namedExports", "namespaceExport"],
    write: writeExport,
  },
};

/** The properties the parts of statements print. */
const PARTS = {
  named: ["name", "type", "initializer"],
  property: ["name", "type", "hasQuestionToken", "docs"],
  specifier: ["name", "alias", "isTypeOnly"],
} as const;

function checkPrinted(structure: object, printed: readonly string[], what: string): void {
  for (const [key, value] of Object.entries(structure)) {
    if (
      key === "kind" ||
      value === undefined ||
      value === false ||
      (Array.isArray(value) && value.length === 0)
    )
      continue;
    if (!printed.includes(key))
      throw new Error(`emit/structures.ts does not print \`${key}\` of ${what}`);
  }
}

/** A type, initializer or return type: the emitters give text. */
function text(value: unknown, what: string): string {
  if (typeof value !== "string")
    throw new Error(`emit/structures.ts prints ${what} given as text only`);
  return value;
}

const isBlank = (value: string): boolean => value.trim().length === 0;

/** ts-morph's StatementStructurePrinter: a blank line after a closing brace, else a new line. */
function writeStatements(
  w: CodeBlockWriter,
  statements: string | WriterFunction | readonly Statement[] | undefined,
): void {
  if (statements === undefined) return;
  if (typeof statements === "string" || typeof statements === "function")
    return writeStatement(w, statements);
  for (const statement of statements) {
    if (lastNonBlankIsCloseBrace(w)) w.blankLineIfLastNot();
    else if (!w.isAtStartOfFirstLineOfBlock()) w.newLineIfLastNot();
    writeStatement(w, statement);
  }
}

function lastNonBlankIsCloseBrace(w: CodeBlockWriter): boolean {
  return (
    w.iterateLastChars((char) => (char === "}" ? true : /\s/.test(char) ? undefined : false)) ??
    false
  );
}

function writeStatement(w: CodeBlockWriter, statement: Statement): void {
  if (typeof statement === "string") return void w.write(statement);
  if (typeof statement === "function") return statement(w);
  const kind = STATEMENTS[statement.kind as PrintedKind] as
    | { printed: readonly string[]; write: StatementWriter<PrintedKind> }
    | undefined;
  if (!kind)
    throw new Error(`emit/structures.ts cannot print a structure of kind ${statement.kind}`);
  checkPrinted(statement, kind.printed, `a structure of kind ${statement.kind}`);
  // Functions and interfaces stand apart from what comes before them.
  if (
    (statement.kind === StructureKind.Function || statement.kind === StructureKind.Interface) &&
    !w.isAtStartOfFirstLineOfBlock()
  )
    w.blankLineIfLastNot();
  w.closeComment();
  kind.write(w, statement as Extract<StatementStructures, { kind: PrintedKind }>);
}

/** JSDoc comments from text: one line as `/** text *\/`, more as ` * line` lines. */
function writeDocs(w: CodeBlockWriter, docs: readonly unknown[] | undefined): void {
  for (const doc of docs ?? []) {
    const lines = text(doc, "docs").split(/\r?\n/);
    w.closeComment();
    w.write("/**");
    if (lines.length <= 1) w.space().write(lines[0]!);
    else {
      w.newLine();
      for (const line of lines.slice(lines[0]!.length === 0 ? 1 : 0)) {
        w.write(" *");
        if (line.length > 0) w.write(` ${line}`);
        w.newLine();
      }
    }
    w.spaceIfLastNot().write("*/").newLine();
  }
}

function writeExported(w: CodeBlockWriter, structure: { readonly isExported?: boolean }): void {
  if (structure.isExported) w.write("export ");
}

/** `: type`, as ts-morph's TypedNodeStructurePrinter hangs it. */
function writeTyped(w: CodeBlockWriter, separator: string, type: unknown): void {
  if (type === undefined) return;
  const typeText = text(type, "types");
  if (!isBlank(typeText)) w.hangingIndent(() => w.write(`${separator} ${typeText}`));
}

function writeInitializer(w: CodeBlockWriter, initializer: unknown): void {
  if (initializer === undefined) return;
  const value = text(initializer, "initializers");
  if (!isBlank(value)) w.hangingIndent(() => w.spaceIfLastNot().write(`= ${value}`));
}

/** Items separated by `, `: ts-morph's CommaSeparatedStructuresPrinter, for items that end in a token. */
function writeCommaSeparated<T>(
  w: CodeBlockWriter,
  items: readonly T[],
  writeItem: (item: T) => void,
): void {
  items.forEach((item, i) => {
    if (i > 0) w.write(",").spaceIfLastNot();
    writeItem(item);
  });
}

function writeFunction(w: CodeBlockWriter, f: FunctionDeclarationStructure): void {
  writeDocs(w, f.docs);
  writeExported(w, f);
  w.write("function");
  if (!isBlank(f.name ?? "")) w.write(` ${f.name}`);
  w.write("(");
  if (f.parameters?.length)
    w.hangingIndent(() =>
      writeCommaSeparated(w, f.parameters!, (p) => writeNamed(w, p, "a parameter")),
    );
  w.write(")");
  if (f.returnType !== undefined) {
    const returnType = text(f.returnType, "return types");
    if (!isBlank(returnType)) w.hangingIndent(() => w.write(`: ${returnType}`));
  }
  w.space().inlineBlock(() =>
    writeStatements(w, f.statements as string | WriterFunction | readonly Statement[] | undefined),
  );
}

/** A parameter or a variable declaration: `name: type = initializer`, as ts-morph prints both. */
function writeNamed(
  w: CodeBlockWriter,
  item: OptionalKind<ParameterDeclarationStructure | VariableDeclarationStructure>,
  what: string,
): void {
  checkPrinted(item, PARTS.named, what);
  w.closeComment();
  w.write(item.name);
  writeTyped(w, ":", item.type);
  writeInitializer(w, item.initializer);
}

function writeInterface(w: CodeBlockWriter, i: InterfaceDeclarationStructure): void {
  writeDocs(w, i.docs);
  writeExported(w, i);
  w.write(`interface ${i.name}`).space();
  const extendsText = Array.isArray(i.extends)
    ? i.extends.map((e) => text(e, "extends")).join(", ")
    : i.extends === undefined
      ? ""
      : text(i.extends, "extends");
  if (!isBlank(extendsText)) w.hangingIndent(() => w.write(`extends ${extendsText} `));
  w.inlineBlock(() => {
    (i.properties ?? []).forEach((p, n) => {
      w.conditionalNewLine(n > 0);
      writeProperty(w, p);
    });
  });
}

function writeProperty(w: CodeBlockWriter, p: OptionalKind<PropertySignatureStructure>): void {
  checkPrinted(p, PARTS.property, "a property");
  w.closeComment();
  writeDocs(w, p.docs);
  w.write(p.name);
  w.conditionalWrite(p.hasQuestionToken, "?");
  writeTyped(w, ":", p.type);
  w.write(";");
}

function writeTypeAlias(w: CodeBlockWriter, t: TypeAliasDeclarationStructure): void {
  writeDocs(w, t.docs);
  writeExported(w, t);
  w.write(`type ${t.name}`);
  writeTyped(w, " =", t.type);
  w.write(";");
}

function writeVariableStatement(w: CodeBlockWriter, v: VariableStatementStructure): void {
  if (v.declarations.length === 0)
    throw new Error("emit/structures.ts: a variable statement without declarations");
  writeDocs(w, v.docs);
  w.hangingIndent(() => {
    writeExported(w, v);
    w.write(`${v.declarationKind ?? "let"} `);
    writeCommaSeparated(w, v.declarations, (d) => writeNamed(w, d, "a variable declaration"));
    w.write(";");
  });
}

/** `{ a, type B, c as d }`: import and export specifiers, with the writer's spaces inside the braces. */
function writeSpecifiers(
  w: CodeBlockWriter,
  specifiers: readonly (string | OptionalKind<ImportSpecifierStructure> | WriterFunction)[],
): void {
  const names = specifiers.map((s) => {
    if (typeof s === "string") return s;
    if (typeof s === "function")
      throw new Error(
        "emit/structures.ts prints import and export specifiers given as text or structures only",
      );
    checkPrinted(s, PARTS.specifier, "a specifier");
    return `${s.isTypeOnly ? "type " : ""}${s.name}${s.alias && !isBlank(s.alias) ? ` as ${s.alias}` : ""}`;
  });
  w.write(`{ ${names.join(", ")} }`);
}

function writeImport(w: CodeBlockWriter, i: ImportDeclarationStructure): void {
  w.write("import");
  if (i.isTypeOnly) w.write(" type");
  const named = Array.isArray(i.namedImports) && i.namedImports.length > 0;
  if (named && i.namespaceImport !== undefined)
    throw new Error(
      "emit/structures.ts: an import declaration with both a namespace import and named imports",
    );
  if (named) {
    w.space();
    writeSpecifiers(w, i.namedImports as readonly OptionalKind<ImportSpecifierStructure>[]);
    w.write(" from");
  } else if (i.namespaceImport !== undefined) w.write(` * as ${i.namespaceImport} from`);
  w.write(" ").quote(i.moduleSpecifier).write(";");
}

function writeExport(w: CodeBlockWriter, e: ExportDeclarationStructure): void {
  const from = e.moduleSpecifier !== undefined && e.moduleSpecifier.length > 0;
  const named = Array.isArray(e.namedExports) && e.namedExports.length > 0;
  if (named && e.namespaceExport !== undefined)
    throw new Error(
      "emit/structures.ts: an export declaration with both a namespace export and named exports",
    );
  w.write("export");
  if (e.isTypeOnly) w.write(" type");
  if (named) {
    w.space();
    writeSpecifiers(w, e.namedExports as readonly OptionalKind<ImportSpecifierStructure>[]);
  } else if (e.namespaceExport !== undefined) {
    w.write(" *");
    if (!isBlank(e.namespaceExport)) w.write(` as ${e.namespaceExport}`);
  } else if (!from) w.write(" { }");
  else w.write(" *");
  if (from) w.write(" from ").quote(e.moduleSpecifier!);
  w.write(";");
}
