/**
 * Writes `validate<Type>At(value, path, c)` for an object type: presence and value checks of
 * every JSON field, the type's rules from the registry, and for kinds the apiVersion/kind and
 * the metadata rules of their resource.
 */
import type { FunctionDeclarationStructure } from "ts-morph";
import CodeBlockWriter from "code-block-writer";
import { StructureKind } from "../structures.js";
import type { Field, FieldPath, ObjectType } from "../../model/model.js";
import { jsonFields, objectTypeOf, resolvedShape } from "../../model/queries.js";
import { ruleValidationWriter } from "../../rules/index.js";
import { names } from "../api-names.js";
import { isIdentifier, withArticle } from "../../model/names.js";
import type { RuleWriteContext } from "../../rules/context.js";
import { conditionExpression } from "../code/conditions.js";
import { formatFunction } from "../../keywords/formats/index.js";
import { allRuntimeNames } from "../code/runtime-api.js";
import { tooDeepError, writeNestingGuard } from "../code/nesting.js";
import { ruleContextReading } from "../code/rule-context.js";
import { Locals, type ModuleScope } from "../../code/scope.js";
import {
  objectCheck,
  typeOnlyCheck,
  writeElseValueChecks,
  writeValueChecks,
} from "./value-checks.js";

/** The parameter of a kind's validator that a twin version sets to its own apiVersion (model/twins.ts). */
export const KIND_API_VERSION = "kindApiVersion";

/** `bindApiVersion`: the kind's apiVersion is a parameter (defaulting to its own) that a twin version's validator sets. */
export function objectValidator(
  type: ObjectType,
  scope: ModuleScope,
  bindApiVersion = false,
): FunctionDeclarationStructure {
  const bound = bindApiVersion && type.apiKind !== undefined;
  return {
    kind: StructureKind.Function,
    name: names.validateAt(type),
    isExported: true,
    docs: [
      `Checks ${withArticle(type.name)} found at \`path\`, adding its errors to \`c\`. Used by the validators of every type that holds one.`,
    ],
    parameters: [
      { name: "value", type: "unknown" },
      { name: "path", type: "string" },
      { name: "c", type: scope.useType("errors", "Collector") },
      ...(bound
        ? [
            {
              name: KIND_API_VERSION,
              type: "string",
              initializer: JSON.stringify(type.apiKind!.apiVersion),
            },
          ]
        : []),
    ],
    returnType: "void",
    statements: (w) => writeBody(w, type, scope, bound),
  };
}

function writeBody(w: CodeBlockWriter, type: ObjectType, scope: ModuleScope, bound: boolean): void {
  const locals = new Locals();
  locals.reserve([...allRuntimeNames(), KIND_API_VERSION]);
  const isObject = scope.use("values", "isObject");
  const typeInvalid = scope.use("errors", "typeInvalid");
  w.write(`if (!${isObject}(value))`).block(() => {
    w.writeLine(`${typeInvalid}(c, path, value, "an object");`);
    w.writeLine("return;");
  });
  writeNestingGuard(w, scope, type, tooDeepError(scope), () =>
    writeChecks(w, type, scope, locals, bound),
  );
}

function writeChecks(
  w: CodeBlockWriter,
  type: ObjectType,
  scope: ModuleScope,
  locals: Locals,
  bound: boolean,
): void {
  if (type.validatedWhen) {
    // Kubernetes checks nothing of the section while the condition does not hold.
    const read = scope.use("values", "read");
    const holds = conditionExpression(
      type.validatedWhen,
      (p) => `${read}(value, ${JSON.stringify(p.segments.map((s) => s.key))})`,
      scope,
    );
    w.write(`if (!(${holds}))`).block(() => w.writeLine("return;"));
  }
  const fields = jsonFields(type, scope.lookup);
  const fieldLocals = new Map<string, { local: string; field: Field }>();
  for (const field of fields) {
    const local = locals.name(field.jsonName, "Field");
    fieldLocals.set(field.jsonName, { local, field });
    writeField(w, field, local, scope, locals, type);
  }
  if (type.apiKind)
    writeKindChecks(
      w,
      type,
      scope,
      fieldLocals,
      bound ? KIND_API_VERSION : JSON.stringify(type.apiKind.apiVersion),
    );
  // The rules are written first, so that a nested field they read (`metadata.name`) is read
  // once, into a local declared before them.
  const nestedReads = new Map<string, string>();
  const ctx = ruleContext(scope, locals, fieldLocals, nestedReads);
  const rules = new CodeBlockWriter(w.getOptions());
  for (const rule of type.rules) {
    const write = ruleValidationWriter(rule);
    if (!write) continue;
    const guard =
      rule.on === "create" ? "!c.update" : rule.on === "update" ? "c.update" : undefined;
    const one = new CodeBlockWriter(w.getOptions());
    write(one, ctx);
    const text = one.toString();
    // A block of its own only where the rule declares locals (`const items = ...`).
    if (guard) rules.write(`if (${guard})`).block(() => rules.write(text));
    else if (/^(const|let) /m.test(text)) rules.write("").block(() => rules.write(text));
    else rules.write(text);
  }
  for (const [steps, local] of nestedReads)
    w.writeLine(`const ${local} = ${scope.use("values", "read")}(value, ${steps});`);
  // The rules' errors are about this object (ratcheting keeps them while it changed).
  const text = rules.toString();
  if (text.trim()) w.writeLine("c.ruleAt = path;").write(text).writeLine("c.ruleAt = undefined;");
}

function writeField(
  w: CodeBlockWriter,
  field: Field,
  local: string,
  scope: ModuleScope,
  locals: Locals,
  owner: ObjectType,
): void {
  const own = scope.use("values", "own");
  const child = scope.use("errors", "child");
  // Kubernetes reports some fields' checks on the object that holds them (a list item).
  const path =
    field.error?.path === "parent"
      ? "path"
      : field.error?.path === "list"
        ? `${child}(${scope.use("errors", "unindexed")}(path), ${JSON.stringify(field.jsonName)})`
        : `${child}(path, ${JSON.stringify(field.jsonName)})`;
  w.writeLine(`const ${local} = ${readField(field.jsonName, own)};`);
  const shape = resolvedShape(field.shape, scope.lookup);
  const emptyIsMissing =
    field.required &&
    !field.pointer &&
    (shape.kind === "array" ||
      shape.kind === "map" ||
      (shape.kind === "scalar" && shape.scalar === "string"));
  const hint = `${owner.name}${field.jsonName.charAt(0).toUpperCase()}${field.jsonName.slice(1)}`;
  const site = {
    value: local,
    path,
    hint,
    ...(field.error?.type === "Invalid"
      ? { enumInvalid: field.error.detail ?? "Unsupported value" }
      : {}),
    ...(field.error?.type === "TooLong" ? { countTooLong: true } : {}),
  };
  const isString = shape.kind === "scalar" && shape.scalar === "string";
  if (field.required) {
    const required = scope.use("errors", "required");
    const missing =
      emptyIsMissing && isString
        ? `!${scope.use("values", "filled")}(${local})`
        : `!${scope.use("values", "present")}(${local})${emptyIsMissing ? ` || ${emptyTest(local, shape.kind)}` : ""}`;
    const detail =
      field.error?.detail !== undefined && field.error.type !== "Invalid"
        ? `, ${JSON.stringify(field.error.detail)}`
        : "";
    // Kubernetes checks some required enums with a switch: a missing value is NotSupported.
    // and some required values are checked as Go's zero value: a missing one is Invalid.
    const report =
      field.error?.type === "NotSupported" && shape.kind === "scalar" && shape.enum
        ? `${scope.use("errors", "notSupported")}(c, ${path}, ${local} ?? "", ${scope.enumConstant(
            `${hint.replace(/[a-z](?=[A-Z])/g, "$&_").toUpperCase()}_VALUES`,
            shape.enum.map((e) => e.value),
          )});`
        : field.error?.type === "Invalid"
          ? `${scope.use("errors", "invalid")}(c, ${path}, ${local} ?? null, ${JSON.stringify(field.error.detail ?? "Required value")});`
          : `${required}(c, ${path}${detail});`;
    w.write(`if (${missing})`).block(() => w.writeLine(report));
    writeElseValueChecks(w, scope, locals, field.shape, site);
  } else {
    // Go's zero value: an optional string that is "" is unset, so it has no format to check.
    const given = scope.use("values", !field.pointer && isString ? "filled" : "present");
    // Without a gate check, a value checked by its type alone or by one call is one statement.
    const gated = gateChecked(field, scope);
    const only = gated ? undefined : typeOnlyCheck(scope, locals, field.shape, site);
    if (only) {
      w.writeLine(`if (${given}(${local}) && ${only.test}) ${only.report}`);
      return;
    }
    const object = gated ? undefined : objectCheck(scope, field.shape, site);
    if (object) {
      w.writeLine(`if (${given}(${local})) ${object}`);
      return;
    }
    w.write(`if (${given}(${local}))`).block(() => {
      writeGateCheck(w, field, local, path, scope);
      writeValueChecks(w, scope, locals, field.shape, site);
    });
  }
}

/**
 * A gated field of a configuration that holds a value (not Go's zero value: `false`, `0`, a
 * zero quantity) while its gate is off. Gated structs are checked field by field, as Kubernetes
 * checks the options inside them.
 */
function writeGateCheck(
  w: CodeBlockWriter,
  field: Field,
  local: string,
  path: string,
  scope: ModuleScope,
): void {
  const shape = resolvedShape(field.shape, scope.lookup);
  if (!gateChecked(field, scope)) return;
  const holds =
    shape.kind === "scalar" && shape.scalar === "quantity"
      ? `!${scope.use("quantity", "isZeroQuantity")}(${local})`
      : `${scope.use("values", "isSet")}(${local}, ${field.pointer})`;
  const error = field.gateError ? `, ${JSON.stringify(field.gateError)}` : "";
  w.write(`if (${holds})`).block(() =>
    w.writeLine(
      `${scope.use("feature-gates", "checkGate")}(c, ${JSON.stringify(field.featureGate)}, ${path}, ${local}${error});`,
    ),
  );
}

/** A configuration's gated scalar or list, checked against its gate where it is set. */
function gateChecked(field: Field, scope: ModuleScope): boolean {
  return (
    scope.configuration &&
    field.featureGate !== undefined &&
    !objectTypeOf(resolvedShape(field.shape, scope.lookup), scope.lookup)
  );
}

/** Names an object inherits from Object.prototype: those are read as own properties only. */
const INHERITED = new Set(Object.getOwnPropertyNames(Object.prototype));

/** Reading a field: a plain property read, except for names an object inherits. */
function readField(key: string, own: string): string {
  if (INHERITED.has(key)) return `${own}(value, ${JSON.stringify(key)})`;
  return isIdentifier(key) ? `value.${key}` : `value[${JSON.stringify(key)}]`;
}

function emptyTest(local: string, kind: string): string {
  if (kind === "array") return `(Array.isArray(${local}) && ${local}.length === 0)`;
  if (kind === "map") return `(typeof ${local} === "object" && Object.keys(${local}).length === 0)`;
  return `${local} === ""`;
}

/** apiVersion and kind, when present, name this kind; a served kind's metadata follows its resource. */
function writeKindChecks(
  w: CodeBlockWriter,
  type: ObjectType,
  scope: ModuleScope,
  fields: Map<string, { local: string }>,
  expectedApiVersion: string,
): void {
  const child = scope.use("errors", "child");
  const checkTypeMeta = scope.use("meta", "checkTypeMeta");
  const [apiVersion, kind] = [fields.get("apiVersion")!.local, fields.get("kind")!.local];
  w.writeLine(
    `${checkTypeMeta}(${apiVersion}, ${kind}, path, c, ${expectedApiVersion}, ${JSON.stringify(type.name)});`,
  );
  const resource = type.apiKind!.resource;
  const metadata = fields.get("metadata");
  if (!resource || !metadata) return;
  const check = scope.use("meta", "checkObjectMeta");
  const nameCheck = scope.use("formats", formatFunction(resource.nameFormat));
  w.writeLine(
    `${check}(${metadata.local}, ${child}(path, "metadata"), c, ${resource.scope === "Namespaced"}, ${nameCheck}${resource.finalizerNames === "apimachinery" ? ", false" : ""});`,
  );
}

/** `nestedReads`: the nested fields the rules read, by their steps, each into one local. */
function ruleContext(
  scope: ModuleScope,
  locals: Locals,
  fields: Map<string, { local: string; field: Field }>,
  nestedReads: Map<string, string>,
): RuleWriteContext {
  const valueOf = (p: FieldPath): string => {
    if (p.segments.some((s) => s.each))
      throw new Error(`rule path ${p.text} walks a list; use valuesOf`);
    const first = fields.get(p.segments[0]!.key);
    if (p.segments.length === 1 && first) return first.local;
    const steps = JSON.stringify(p.segments.map((s) => s.key));
    let local = nestedReads.get(steps);
    if (!local) {
      local = locals.name(
        p.segments
          .map((s, i) => (i === 0 ? s.key : s.key.charAt(0).toUpperCase() + s.key.slice(1)))
          .join(""),
      );
      nestedReads.set(steps, local);
    }
    return local;
  };
  return ruleContextReading(scope, locals, valueOf);
}
