/**
 * TypeScript types for every named type: one module per group-version under
 * `src/types/<group>/<version>.ts`, an index exporting each as a namespace, and the
 * parameter types of the shared operations. Built with ts-morph structures.
 */
import { posix } from "node:path";
import type {
  ImportDeclarationStructure,
  InterfaceDeclarationStructure,
  TypeAliasDeclarationStructure,
} from "ts-morph";
import { printStatements, StructureKind } from "./structures.js";
import { blankLine, importStatements, withHeader } from "./ts-source.js";
import type { GroupVersion, Model, NamedType, ObjectType, TypeId } from "../model/model.js";
import { groupDir, groupVersionIdentifier, isIdentifier, parseTypeId } from "../model/names.js";
import { jsonFields, lookupOf, objectTypeOf, type TypeLookup } from "../model/queries.js";
import type { Emitter, GeneratedFile } from "./emitter.js";
import { artifactModule } from "./api-names.js";
import { fieldDoc, typeDoc } from "./types/docs.js";
import { referencedIds, typeText, type NameOf } from "./types/type-text.js";
import { ownTypesOf, twinLookup } from "../model/twins.js";
import { groupVersionModules, sharedKindsOf } from "./twin.js";

export const typesEmitter: Emitter = {
  name: "types",
  emit(model: Model): GeneratedFile[] {
    const lookup = lookupOf(model);
    const files = groupVersionModules(model, "types", {
      full: (gv, types, path) => groupVersionModule(gv, types, path, lookup),
      twin: (gv, earlier, path) => twinBody(model, gv, earlier, path),
    });
    files.push(indexModule(model));
    if (model.operations.length) files.push(operationsModule(model, lookup));
    return files;
  },
};

function groupVersionModule(
  gv: GroupVersion,
  types: readonly NamedType[],
  path: string,
  lookup: TypeLookup,
): GeneratedFile {
  const { imports, nameOf } = importNames(path, types, lookup);
  return withHeader(
    path,
    printStatements([
      ...imports,
      blankLine,
      ...types.map((type) => namedTypeStructure(type, nameOf, lookup)),
    ]),
    [gv.file],
  );
}

/** What a twin version writes beside the earlier version's types: its shared kinds with its own apiVersion, and its own types. */
function twinBody(model: Model, gv: GroupVersion, earlier: string, path: string): string {
  const lookup = twinLookup(model, gv);
  const own = ownTypesOf(model, gv);
  const { imports, nameOf } = importNames(path, own, lookup);
  return printStatements([
    ...imports,
    blankLine,
    ...sharedKindsOf(model, gv).map((kind): InterfaceDeclarationStructure => {
      const field = kind.fields.find((f) => f.jsonName === "apiVersion")!;
      return {
        kind: StructureKind.Interface,
        name: kind.name,
        isExported: true,
        docs: [typeDoc(kind)].filter((d) => d.length > 0),
        extends: [`Omit<${earlier}.${kind.name}, "apiVersion">`],
        properties: [
          {
            name: "apiVersion",
            type: JSON.stringify(kind.apiKind!.apiVersion),
            hasQuestionToken: !field.required,
            docs: [fieldDoc(field, lookup)].filter((d) => d.length > 0),
          },
        ],
      };
    }),
    ...own.map((type) => namedTypeStructure(type, nameOf, lookup)),
  ]);
}

/** The imports a module needs, and how it names every type. */
function importNames(
  path: string,
  locals: readonly NamedType[],
  lookup: TypeLookup,
): { imports: ImportDeclarationStructure[]; nameOf: NameOf } {
  const names = new Map<TypeId, string>(locals.map((t) => [t.id, t.name]));
  const taken = new Set(names.values());
  const used = new Set<TypeId>();
  for (const type of locals) {
    if (type.kind === "alias") referencedIds(type.shape, used);
    else for (const field of type.fields) referencedIds(field.shape, used);
  }
  const byModule = new Map<string, { name: string; alias?: string }[]>();
  for (const id of [...used].sort()) {
    if (names.has(id)) continue;
    const target = lookup(id)!;
    const local = taken.has(target.name)
      ? `${pascal(groupVersionIdentifier(target.group, target.version))}${target.name}`
      : target.name;
    taken.add(local);
    names.set(id, local);
    const from = posix
      .relative(posix.dirname(path), artifactModule("types", target))
      .replace(/\.ts$/, ".js");
    const specifier = from.startsWith(".") ? from : `./${from}`;
    const list = byModule.get(specifier) ?? [];
    list.push(local === target.name ? { name: target.name } : { name: target.name, alias: local });
    byModule.set(specifier, list);
  }
  const imports = importStatements(
    [...byModule]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([moduleSpecifier, namedImports]) => ({
        moduleSpecifier,
        namedImports,
        isTypeOnly: true,
      })),
  );
  return { imports, nameOf: (id) => names.get(id) ?? parseTypeId(id)!.name };
}

function namedTypeStructure(
  type: NamedType,
  nameOf: NameOf,
  lookup: TypeLookup,
): InterfaceDeclarationStructure | TypeAliasDeclarationStructure {
  const docs = [typeDoc(type)].filter((d) => d.length > 0);
  if (type.kind === "alias") {
    return {
      kind: StructureKind.TypeAlias,
      name: type.name,
      isExported: true,
      type: typeText(type.shape, nameOf),
      docs,
    };
  }
  const embedded = type.fields.filter((f) => f.embedded && objectTypeOf(f.shape, lookup));
  return {
    kind: StructureKind.Interface,
    name: type.name,
    isExported: true,
    docs,
    extends: embedded.map((f) => typeText(f.shape, nameOf)),
    properties: type.fields
      .filter((f) => !embedded.includes(f))
      .map((field) => ({
        name: isIdentifier(field.jsonName) ? field.jsonName : JSON.stringify(field.jsonName),
        type: literalTypeMeta(type, field.jsonName) ?? typeText(field.shape, nameOf),
        hasQuestionToken: !field.required,
        docs: [fieldDoc(field, lookup)].filter((d) => d.length > 0),
      })),
  };
}

/** Kinds name their own apiVersion and kind as literal types. */
function literalTypeMeta(type: ObjectType, key: string): string | undefined {
  if (!type.apiKind) return undefined;
  if (key === "apiVersion") return JSON.stringify(type.apiKind.apiVersion);
  if (key === "kind") return JSON.stringify(type.name);
  return undefined;
}

function indexModule(model: Model): GeneratedFile {
  const path = "src/types/index.ts";
  const exports = model.groupVersions.map((gv) => ({
    namespaceExport: groupVersionIdentifier(gv.group, gv.version),
    moduleSpecifier: `./${groupDir(gv.group)}/${gv.version}.js`,
  }));
  if (model.operations.length)
    exports.push({ namespaceExport: "operations", moduleSpecifier: "./operations.js" });
  const statements = exports.map(
    (e) => ({ ...e, kind: StructureKind.ExportDeclaration, isTypeOnly: true }) as const,
  );
  return withHeader(
    path,
    printStatements(statements),
    model.groupVersions.map((gv) => gv.file),
  );
}

function operationsModule(model: Model, lookup: TypeLookup): GeneratedFile {
  const path = "src/types/operations.ts";
  const { imports, nameOf } = importNames(
    path,
    model.operations.map((o) => o.parameters),
    lookup,
  );
  const body = printStatements([
    ...imports,
    blankLine,
    ...model.operations.map((operation): InterfaceDeclarationStructure => {
      const type = operation.parameters;
      return {
        kind: StructureKind.Interface,
        name: type.name,
        isExported: true,
        docs: [
          `The query parameters of the ${operation.name} operation (${operation.method} on the ${operation.path} path), and the request values its rules test.\n\n${typeDoc(type)}`.trim(),
        ],
        properties: jsonFields(type, lookup).map((field) => ({
          name: field.jsonName,
          type: typeText(field.shape, nameOf),
          hasQuestionToken: true,
          docs: [fieldDoc(field, lookup)].filter((d) => d.length > 0),
        })),
      };
    }),
  ]);
  return withHeader(path, body, [model.operationsFile!]);
}

function pascal(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
