/**
 * Writes `update<Type>At(value, old, path, c)`: the checks only an update has, between the
 * new and the old object: immutable fields and types, values frozen once a field is set,
 * and for kinds the kind itself and the metadata rules of updates.
 */
import type {
  CodeBlockWriter,
  FunctionDeclarationStructure,
  VariableStatementStructure,
} from "ts-morph";
import { StructureKind, VariableDeclarationKind } from "../structures.js";
import type { Field, ObjectType, Shape } from "../../model/model.js";
import { jsonFields, objectTypeOf, resolvedShape, type TypeLookup } from "../../model/queries.js";
import { hasUpdateCheck, innerObject, needsUpdateCheck } from "../../model/facts.js";
import { names } from "../api-names.js";
import { allRuntimeNames } from "../code/runtime-api.js";
import { writeNestingGuard } from "../code/nesting.js";
import { Locals, type ModuleScope } from "../../code/scope.js";
import { withArticle } from "../../model/names.js";
import { immutableViolation } from "../../rules/immutability.js";
import { ruleUpdateWriter } from "../../rules/index.js";
import { objectRuleContext } from "../code/rule-context.js";

/**
 * Kinds always get an update check (their kind never changes); other types when they hold
 * something immutable. A kind with nothing else to check (no metadata, no immutable field)
 * names the runtime's check of the kind alone.
 */
export function updateValidator(
  type: ObjectType,
  scope: ModuleScope,
): FunctionDeclarationStructure | VariableStatementStructure {
  const docs = [
    `Checks what an update of ${withArticle(type.name)} at \`path\` may not change, comparing \`value\` with \`old\`.`,
  ];
  if (updatesOnlyKind(type, scope.lookup)) {
    return {
      kind: StructureKind.VariableStatement,
      isExported: true,
      declarationKind: VariableDeclarationKind.Const,
      docs: [`${docs[0]} Only its kind may not change.`],
      declarations: [
        {
          name: names.updateAt(type),
          type: `typeof ${scope.use("update", "checkKindUnchanged")}`,
          initializer: scope.use("update", "checkKindUnchanged"),
        },
      ],
    };
  }
  return {
    kind: StructureKind.Function,
    name: names.updateAt(type),
    isExported: true,
    docs,
    parameters: [
      { name: "value", type: "unknown" },
      { name: "old", type: "unknown" },
      { name: "path", type: "string" },
      { name: "c", type: scope.useType("errors", "Collector") },
    ],
    returnType: "void",
    statements: (w) => writeBody(w, type, scope),
  };
}

/** A kind whose update may change anything but its kind: a configuration document with nothing immutable. */
export function updatesOnlyKind(type: ObjectType, lookup: TypeLookup): boolean {
  return type.apiKind !== undefined && !type.apiKind.resource && !needsUpdateCheck(type, lookup);
}

function writeBody(w: CodeBlockWriter, type: ObjectType, scope: ModuleScope): void {
  const locals = new Locals();
  locals.reserve(allRuntimeNames());
  const isObject = scope.use("values", "isObject");
  w.write(`if (!${isObject}(value) || !${isObject}(old))`).block(() => w.writeLine("return;"));
  writeNestingGuard(w, scope, type, undefined, () => writeChecks(w, type, scope, locals));
}

function writeChecks(
  w: CodeBlockWriter,
  type: ObjectType,
  scope: ModuleScope,
  locals: Locals,
): void {
  const own = scope.use("values", "own");
  const child = scope.use("errors", "child");
  const fields = jsonFields(type, scope.lookup);
  const ctx = objectRuleContext(scope, locals, true);
  for (const rule of type.rules) ruleUpdateWriter(rule, fields)?.(w, ctx);
  for (const field of fields) writeField(w, field, scope, locals);
  if (type.apiKind?.resource) {
    const check = scope.use("meta", "checkObjectMetaUpdate");
    w.writeLine(
      `${check}(${own}(value, "metadata"), ${own}(old, "metadata"), ${child}(path, "metadata"), c);`,
    );
  }
}

function writeField(w: CodeBlockWriter, field: Field, scope: ModuleScope, locals: Locals): void {
  const own = scope.use("values", "own");
  const child = scope.use("errors", "child");
  const key = JSON.stringify(field.jsonName);
  const target = objectTypeOf(resolvedShape(field.shape, scope.lookup), scope.lookup);
  const immutable =
    field.immutable === true || target?.immutable === true || field.jsonName === "kind";
  if (immutable || field.immutable === "once-set") {
    const guard = immutable
      ? ""
      : `${scope.use("values", "isSet")}(${own}(old, ${key}), ${field.pointer})`;
    const kindGuard =
      field.jsonName === "kind" && !field.immutable ? `${own}(value, ${key}) !== undefined` : "";
    // checkUnchanged reports Invalid "field is immutable" unless told otherwise.
    const { type, detail } = immutableViolation(field, immutable || "once-set");
    const args =
      type === "Forbidden"
        ? `, ${JSON.stringify(detail)}, "Forbidden"`
        : detail === "field is immutable"
          ? ""
          : `, ${JSON.stringify(detail)}`;
    const check = `${scope.use("update", "checkUnchanged")}(value, old, ${key}, path, c${args});`;
    const condition = [kindGuard, guard].filter((x) => x !== "").join(" && ");
    if (condition === "") w.writeLine(check);
    else w.write(`if (${condition})`).block(() => w.writeLine(check));
    return;
  }
  const inner = innerObject(field.shape, scope.lookup);
  if (!inner || !hasUpdateCheck(inner, scope.lookup) || inner.apiKind) return;
  writeNested(
    w,
    field.shape,
    `${own}(value, ${key})`,
    `${own}(old, ${key})`,
    `${child}(path, ${key})`,
    scope,
    locals,
    field.jsonName,
  );
}

/** Walks into objects, list items (by their map keys, else by position) and map values. */
function writeNested(
  w: CodeBlockWriter,
  shape: Shape,
  value: string,
  old: string,
  path: string,
  scope: ModuleScope,
  locals: Locals,
  hint: string,
): void {
  const s = resolvedShape(shape, scope.lookup);
  const object = objectTypeOf(s, scope.lookup);
  if (object) {
    w.writeLine(`${scope.fn(object.id, names.updateAt(object))}(${value}, ${old}, ${path}, c);`);
    return;
  }
  const v = locals.name(`${hint}New`);
  const o = locals.name(`${hint}Old`);
  w.writeLine(`const ${v} = ${value};`);
  w.writeLine(`const ${o} = ${old};`);
  if (s.kind === "array") {
    const p = locals.name(`${hint}Path`);
    w.write(`if (Array.isArray(${v}) && Array.isArray(${o}))`).block(() => {
      w.writeLine(`const ${p} = ${path};`);
      const i = locals.name(`${hint}Index`);
      const index = scope.use("errors", "index");
      if (s.listMapKeys) {
        const listKey = scope.use("values", "listKey");
        const byKey = locals.name(`${hint}OldByKey`);
        const keys = JSON.stringify(s.listMapKeys);
        w.writeLine(
          `const ${byKey} = new Map(${o}.map((item: unknown) => [${listKey}(item, ${keys}), item] as const));`,
        );
        w.write(`for (let ${i} = 0; ${i} < ${v}.length; ${i}++)`).block(() => {
          const previous = locals.name(`${hint}Previous`);
          w.writeLine(`const ${previous} = ${byKey}.get(${listKey}(${v}[${i}], ${keys}));`);
          w.write(`if (${previous} !== undefined)`).block(() =>
            writeNested(
              w,
              s.items,
              `${v}[${i}]`,
              previous,
              `${index}(${p}, ${i})`,
              scope,
              locals,
              `${hint}Item`,
            ),
          );
        });
      } else {
        w.write(`for (let ${i} = 0; ${i} < Math.min(${v}.length, ${o}.length); ${i}++)`).block(() =>
          writeNested(
            w,
            s.items,
            `${v}[${i}]`,
            `${o}[${i}]`,
            `${index}(${p}, ${i})`,
            scope,
            locals,
            `${hint}Item`,
          ),
        );
      }
    });
  } else if (s.kind === "map") {
    const isObject = scope.use("values", "isObject");
    const own = scope.use("values", "own");
    const keyPath = scope.use("errors", "key");
    w.write(`if (${isObject}(${v}) && ${isObject}(${o}))`).block(() => {
      const k = locals.name(`${hint}Key`);
      w.write(`for (const ${k} of Object.keys(${v}))`).block(() =>
        writeNested(
          w,
          s.values,
          `${v}[${k}]`,
          `${own}(${o}, ${k})`,
          `${keyPath}(${path}, ${k})`,
          scope,
          locals,
          `${hint}Value`,
        ),
      );
    });
  }
}
