/**
 * Unknown-field finders for every object type: `findUnknownFields<Type>(value)` lists the
 * paths of keys the specs do not define (`spec.foo`, `subjects[0].kindd`), for strict and
 * warning field validation. Free-form values (`object`, `any`) are not looked into.
 */
import type { VariableStatementStructure } from "ts-morph";
import { StructureKind, VariableDeclarationKind } from "./structures.js";
import type { Model, NamedType, ObjectType, Shape } from "../model/model.js";
import {
  jsonFields,
  lookupOf,
  objectTypeOf,
  resolvedShape,
  type TypeLookup,
} from "../model/queries.js";
import { innerObject, isRecursive } from "../model/facts.js";
import { importSpecifier, names, typeModule, upperSnake } from "./api-names.js";
import type { Emitter, GeneratedFile } from "./emitter.js";
import { assembleModule } from "./code/module.js";
import { ModuleScope } from "../code/scope.js";
import { ownTypesOf, twinLookup } from "../model/twins.js";
import { groupVersionModules, withoutHeader } from "./twin.js";
import { withArticle } from "../model/names.js";

export const fieldsEmitter: Emitter = {
  name: "fields",
  emit(model: Model): GeneratedFile[] {
    const lookup = lookupOf(model);
    return groupVersionModules(model, "fields", {
      full: (gv, types, path) => finderModule(model, path, types, lookup, [gv.file]),
      twin: (gv, _earlier, path) => {
        const own = ownTypesOf(model, gv);
        return own.length
          ? withoutHeader(finderModule(model, path, own, twinLookup(model, gv), []))
          : "";
      },
    });
  },
};

/** The unknown-field finders of the object types of `types`, in the module at `path`. */
function finderModule(
  model: Model,
  path: string,
  types: readonly NamedType[],
  lookup: TypeLookup,
  sources: readonly string[],
): GeneratedFile {
  const objects = types.filter((t): t is ObjectType => t.kind === "object");
  const scope = new ModuleScope(lookup, new Set(objects.map((t) => t.id)), (t) =>
    importSpecifier(path, typeModule(model, "fields", t)),
  );
  return assembleModule(
    path,
    scope,
    objects.flatMap((type) => [finder(type, scope), publicFinder(type, scope)]),
    sources,
  );
}

/** `findUnknownFields<Type>`: the public finder of a type. */
function publicFinder(type: ObjectType, scope: ModuleScope): VariableStatementStructure {
  return {
    kind: StructureKind.VariableStatement,
    isExported: true,
    declarationKind: VariableDeclarationKind.Const,
    docs: [`The paths of the fields of ${withArticle(type.name)} that its spec does not define.`],
    declarations: [
      {
        name: names.unknownFields(type),
        initializer: `(value: unknown): string[] => ${scope.use("total", "unknownFields")}(value, ${names.unknownFieldsAt(type)})`,
      },
    ],
  };
}

/** `unknownFields<Type>At`: the type as data, its known keys and the finders of its nested objects. */
function finder(type: ObjectType, scope: ModuleScope): VariableStatementStructure {
  const fields = jsonFields(type, scope.lookup);
  const known = type.additionalFields
    ? "undefined"
    : scope.constant(
        `${upperSnake(type.name)}_FIELDS`,
        `new Set(${JSON.stringify(fields.map((f) => f.jsonName))})`,
      );
  const nested = fields.flatMap((f) =>
    innerObject(f.shape, scope.lookup)
      ? [`${JSON.stringify(f.jsonName)}: ${walker(f.shape, scope)}`]
      : [],
  );
  const args = [
    known,
    ...(nested.length || isRecursive(type, scope.lookup)
      ? [nested.length ? `() => ({ ${nested.join(", ")} })` : "undefined"]
      : []),
    ...(isRecursive(type, scope.lookup) ? ["true"] : []),
  ];
  return {
    kind: StructureKind.VariableStatement,
    isExported: true,
    declarationKind: VariableDeclarationKind.Const,
    docs: [
      `Adds to \`found\` the paths of unknown fields of ${withArticle(type.name)} at \`path\`.`,
    ],
    declarations: [
      {
        name: names.unknownFieldsAt(type),
        type: scope.useType("known-fields", "FieldsAt"),
        initializer: scope.factoryCall("known-fields", "knownFields", args.join(", ")),
      },
    ],
  };
}

/** The finder of a field's value: its object type's, or a list's or map's of it. */
function walker(shape: Shape, scope: ModuleScope): string {
  const s = resolvedShape(shape, scope.lookup);
  const object = objectTypeOf(s, scope.lookup);
  if (object) return scope.fn(object.id, names.unknownFieldsAt(object));
  if (s.kind === "array")
    return `${scope.use("known-fields", "listOf")}(${walker(s.items, scope)})`;
  if (s.kind === "map") return `${scope.use("known-fields", "mapOf")}(${walker(s.values, scope)})`;
  throw new Error(`no object inside ${s.kind}`);
}
