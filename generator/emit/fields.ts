/**
 * Unknown-field finders for every object type: `findUnknownFields<Type>(value)` lists the
 * paths of keys the specs do not define (`spec.foo`, `subjects[0].kindd`), for strict and
 * warning field validation. Free-form values (`object`, `any`) are not looked into.
 */
import { StructureKind, type CodeBlockWriter, type FunctionDeclarationStructure, type StatementStructures } from "ts-morph";
import type { Model, ObjectType, Shape } from "../model/model.js";
import { innerObject, jsonFields, objectTypeOf, resolvedShape, type TypeLookup } from "../model/queries.js";
import { artifactModule, importSpecifier, names } from "./api-names.js";
import type { Emitter, GeneratedFile } from "./emitter.js";
import { upperSnake } from "./validators/value-checks.js";
import { assembleModule } from "./validators/module.js";
import { writeNestingGuard } from "./validators/nesting.js";
import { allRuntimeNames } from "./validators/runtime-api.js";
import { Locals, ModuleScope } from "./validators/scope.js";
import { twinOf } from "../model/twins.js";
import { twinModule } from "./twin.js";
import { groupVersionDigest, memoized } from "./memo.js";

export const fieldsEmitter: Emitter = {
  name: "fields",
  emit(model: Model): GeneratedFile[] {
    const lookup: TypeLookup = (id) => model.types.get(id);
    return model.groupVersions.map((gv) => {
      const twin = twinOf(model, gv);
      if (twin) return twinModule("fields", gv, twin);
      const path = artifactModule("fields", gv);
      return memoized(path, groupVersionDigest(model, gv), () => {
        const types = gv.types.map((id) => model.types.get(id)!).filter((t): t is ObjectType => t.kind === "object");
        const scope = new ModuleScope(lookup, new Set(types.map((t) => t.id)), (t) => importSpecifier(path, artifactModule("fields", t)));
        const statements: StatementStructures[] = types.flatMap((type) => [publicFinder(type, scope), finder(type, scope)]);
        return assembleModule(path, scope, statements, [gv.file]);
      });
    });
  },
};

function publicFinder(type: ObjectType, scope: ModuleScope): FunctionDeclarationStructure {
  return {
    kind: StructureKind.Function,
    name: names.unknownFields(type),
    isExported: true,
    docs: [`The paths of the fields of a ${type.name} that its spec does not define.`],
    parameters: [{ name: "value", type: "unknown" }],
    returnType: "string[]",
    statements: [`return ${scope.use("total", "unknownFields")}(value, ${names.unknownFieldsAt(type)});`],
  };
}

function finder(type: ObjectType, scope: ModuleScope): FunctionDeclarationStructure {
  return {
    kind: StructureKind.Function,
    name: names.unknownFieldsAt(type),
    isExported: true,
    docs: [`Adds to \`found\` the paths of unknown fields of a ${type.name} at \`path\`.`],
    parameters: [{ name: "value", type: "unknown" }, { name: "path", type: "string" }, { name: "found", type: "string[]" }],
    returnType: "void",
    statements: (w) => writeBody(w, type, scope),
  };
}

function writeBody(w: CodeBlockWriter, type: ObjectType, scope: ModuleScope): void {
  const locals = new Locals();
  locals.reserve(allRuntimeNames());
  locals.reserve(["found"]);
  const isObject = scope.use("values", "isObject");
  w.write(`if (!${isObject}(value))`).block(() => w.writeLine("return;"));
  writeNestingGuard(w, scope, type, undefined, () => writeFinds(w, type, scope, locals));
}

function writeFinds(w: CodeBlockWriter, type: ObjectType, scope: ModuleScope, locals: Locals): void {
  const child = scope.use("errors", "child");
  const own = scope.use("values", "own");
  const fields = jsonFields(type, scope.lookup);
  if (!type.additionalFields) {
    const known = scope.constant(`${upperSnake(type.name)}_FIELDS`, `new Set(${JSON.stringify(fields.map((f) => f.jsonName))})`);
    w.writeLine(`${scope.use("total", "unknownKeys")}(value, ${known}, path, found);`);
  }
  for (const field of fields) {
    if (!innerObject(field.shape, scope.lookup)) continue;
    const key = JSON.stringify(field.jsonName);
    writeNested(w, field.shape, `${own}(value, ${key})`, `${child}(path, ${key})`, scope, locals, field.jsonName);
  }
}

function writeNested(w: CodeBlockWriter, shape: Shape, value: string, path: string, scope: ModuleScope, locals: Locals, hint: string): void {
  const s = resolvedShape(shape, scope.lookup);
  const object = objectTypeOf(s, scope.lookup);
  if (object) {
    w.writeLine(`${scope.fn(object.id, names.unknownFieldsAt(object))}(${value}, ${path}, found);`);
    return;
  }
  const v = locals.name(hint);
  w.writeLine(`const ${v} = ${value};`);
  if (s.kind === "array") {
    const i = locals.name(`${hint}Index`);
    const index = scope.use("errors", "index");
    const listItems = scope.use("values", "listItems");
    const items = locals.name(`${hint}Items`);
    w.write(`if (Array.isArray(${v}))`).block(() => {
      w.writeLine(`const ${items} = ${listItems}(${v});`);
      w.write(`for (let ${i} = 0; ${i} < ${items}.length; ${i}++)`).block(() => writeNested(w, s.items, `${items}[${i}]`, `${index}(${path}, ${i})`, scope, locals, `${hint}Item`));
    });
  } else if (s.kind === "map") {
    const isObject = scope.use("values", "isObject");
    const keyPath = scope.use("errors", "key");
    const k = locals.name(`${hint}Key`);
    w.write(`if (${isObject}(${v}))`).block(() =>
      w.write(`for (const ${k} of Object.keys(${v}))`).block(() => writeNested(w, s.values, `${v}[${k}]`, `${keyPath}(${path}, ${k})`, scope, locals, `${hint}Value`)),
    );
  }
}
