/**
 * Defaulters for every object type: `default<Type>(value)` returns a defaulted copy and never
 * touches its input; `setDefaults<Type>` fills a copy in place. Field defaults come from the
 * specs; conditional defaults (`defaultWhen`) and `ignoredWhen` are written by their rule
 * kinds (generator/rules/kinds/default-when.ts, ignored-when.ts).
 */
import type {
  CodeBlockWriter,
  FunctionDeclarationStructure,
  StatementStructures,
  VariableStatementStructure,
} from "ts-morph";
import { StructureKind, VariableDeclarationKind } from "./structures.js";
import type { Field, GroupVersion, Model, NamedType, ObjectType, Shape } from "../model/model.js";
import {
  isConfigurationGroup,
  jsonFields,
  lookupOf,
  resolvedShape,
  objectTypeOf,
  type TypeLookup,
} from "../model/queries.js";
import { fieldDefault, hasDefaults, innerObject, isRecursive } from "../model/facts.js";
import { importSpecifier, names, typeModule } from "./api-names.js";
import type { Emitter, GeneratedFile } from "./emitter.js";
import { defaultSkipped, ruleDefaultsWriter } from "../rules/index.js";
import { assembleModule } from "./code/module.js";
import { writeNestingGuard } from "./code/nesting.js";
import { objectRuleContext } from "./code/rule-context.js";
import { allRuntimeNames } from "./code/runtime-api.js";
import { Locals, ModuleScope } from "../code/scope.js";
import { ownTypesOf, twinLookup } from "../model/twins.js";
import { groupVersionModules, withoutHeader } from "./twin.js";
import { withArticle } from "../model/names.js";

export const defaultersEmitter: Emitter = {
  name: "defaulters",
  emit(model: Model): GeneratedFile[] {
    const lookup = lookupOf(model);
    return groupVersionModules(model, "defaulters", {
      full: (gv, types, path) => defaulterModule(model, path, types, lookup, gv),
      twin: (gv, _earlier, path) => {
        const own = ownTypesOf(model, gv);
        return own.length
          ? withoutHeader(defaulterModule(model, path, own, twinLookup(model, gv), gv))
          : "";
      },
    });
  },
};

/** The defaulters of the object types of `types`, in the module at `path` of `gv`. */
function defaulterModule(
  model: Model,
  path: string,
  types: readonly NamedType[],
  lookup: TypeLookup,
  gv: GroupVersion,
): GeneratedFile {
  const objects = types.filter((t): t is ObjectType => t.kind === "object");
  const scope = new ModuleScope(lookup, new Set(objects.map((t) => t.id)), (t) =>
    importSpecifier(path, typeModule(model, "defaulters", t)),
  );
  scope.configuration = isConfigurationGroup(gv);
  const statements: StatementStructures[] = [];
  for (const type of objects) {
    statements.push(publicDefaulter(type, scope));
    if (hasDefaults(type, lookup)) statements.push(inPlaceDefaulter(type, scope));
  }
  return assembleModule(path, scope, statements, [gv.file]);
}

function publicDefaulter(type: ObjectType, scope: ModuleScope): VariableStatementStructure {
  const setDefaults = hasDefaults(type, scope.lookup) ? names.defaultInPlace(type) : "";
  return {
    kind: StructureKind.VariableStatement,
    isExported: true,
    declarationKind: VariableDeclarationKind.Const,
    docs: [
      `A copy of ${withArticle(type.name)} with its defaults set; the input is never changed.`,
    ],
    declarations: [
      {
        name: names.default(type),
        type: scope.useType("values", "Defaulter"),
        initializer: scope.factoryCall("values", "defaulter", setDefaults),
      },
    ],
  };
}

function inPlaceDefaulter(type: ObjectType, scope: ModuleScope): FunctionDeclarationStructure {
  return {
    kind: StructureKind.Function,
    name: names.defaultInPlace(type),
    isExported: true,
    docs: [
      `Sets the defaults of ${withArticle(type.name)} in place. Only for values the caller owns (a copy).`,
    ],
    parameters: [{ name: "value", type: "unknown" }],
    returnType: "void",
    statements: (w) => writeBody(w, type, scope),
  };
}

function writeBody(w: CodeBlockWriter, type: ObjectType, scope: ModuleScope): void {
  const locals = new Locals();
  locals.reserve(allRuntimeNames());
  const isObject = scope.use("values", "isObject");
  w.write(`if (!${isObject}(value))`).block(() => w.writeLine("return;"));
  writeNestingGuard(w, scope, type, undefined, () => writeDefaults(w, type, scope, locals));
}

function writeDefaults(
  w: CodeBlockWriter,
  type: ObjectType,
  scope: ModuleScope,
  locals: Locals,
): void {
  const own = scope.use("values", "own");
  const fields = jsonFields(type, scope.lookup);
  const ctx = objectRuleContext(scope, locals, false);
  for (const field of fields) {
    const key = JSON.stringify(field.jsonName);
    const found = fieldDefault(field, scope.lookup);
    if (found !== undefined) {
      // The rules (ignoredWhen) under which the field's default is not applied.
      const skipped = defaultSkipped(type.rules, field.jsonName, ctx);
      const unless = skipped ? ` && !(${skipped})` : "";
      const zero = scope.configuration ? zeroTest(field, `${own}(value, ${key})`, scope) : "";
      const missing = `!${scope.use("values", "present")}(${own}(value, ${key}))`;
      w.write(`if (${zero || unless ? `(${missing}${zero})${unless}` : missing})`).block(() =>
        w.writeLine(`value[${key}] = ${JSON.stringify(found.value)};`),
      );
    }
    const inner = innerObject(field.shape, scope.lookup);
    if (inner && hasDefaults(inner, scope.lookup)) {
      // A configuration's struct (not a Go pointer) exists even when the document leaves it out,
      // so its defaults apply: Kubernetes' defaulters fill the zero struct.
      const struct = objectTypeOf(resolvedShape(field.shape, scope.lookup), scope.lookup);
      // (Go forbids a struct inside itself, so a recursive type is always behind a pointer.)
      if (scope.configuration && struct && !field.pointer && !isRecursive(struct, scope.lookup)) {
        w.write(`if (!${scope.use("values", "present")}(${own}(value, ${key})))`).block(() =>
          w.writeLine(`value[${key}] = {};`),
        );
      }
      writeNested(w, field.shape, `${own}(value, ${key})`, scope, locals, field.jsonName);
    }
  }
  for (const rule of type.rules) ruleDefaultsWriter(rule)?.(w, ctx);
}

function writeNested(
  w: CodeBlockWriter,
  shape: Shape,
  value: string,
  scope: ModuleScope,
  locals: Locals,
  hint: string,
): void {
  const s = resolvedShape(shape, scope.lookup);
  const object = objectTypeOf(s, scope.lookup);
  if (object) {
    w.writeLine(`${scope.fn(object.id, names.defaultInPlace(object))}(${value});`);
    return;
  }
  const v = locals.name(hint);
  w.writeLine(`const ${v} = ${value};`);
  if (s.kind === "array") {
    const item = locals.name(`${hint}Element`);
    const listItems = scope.use("values", "listItems");
    w.write(`if (Array.isArray(${v}))`).block(() =>
      w
        .write(`for (const ${item} of ${listItems}(${v}))`)
        .block(() => writeNested(w, s.items, item, scope, locals, `${hint}Item`)),
    );
  } else if (s.kind === "map") {
    const isObject = scope.use("values", "isObject");
    const entry = locals.name(`${hint}Entry`);
    w.write(`if (${isObject}(${v}))`).block(() =>
      w
        .write(`for (const ${entry} of Object.values(${v}))`)
        .block(() => writeNested(w, s.values, entry, scope, locals, `${hint}Value`)),
    );
  }
}

/**
 * ` || <the value is Go's zero value>` for a field that is not a Go pointer: Kubernetes'
 * configuration defaulters replace 0, "" and a zero duration (`if obj.QPS == 0 { obj.QPS = 50 }`);
 * a boolean's false is kept (Kubernetes makes defaulted booleans pointers).
 */
function zeroTest(field: Field, value: string, scope: ModuleScope): string {
  if (field.pointer) return "";
  const shape = resolvedShape(field.shape, scope.lookup);
  if (shape.kind !== "scalar") return "";
  switch (shape.scalar) {
    case "int32":
    case "int64":
    case "float32":
    case "float64":
      return ` || ${value} === 0`;
    case "string":
      return ` || ${value} === ""`;
    case "duration":
      return ` || ${scope.use("duration", "parseDuration")}(String(${value})) === 0`;
    default:
      return "";
  }
}
