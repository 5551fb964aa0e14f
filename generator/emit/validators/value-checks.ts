/**
 * Writes the checks of one value against its shape: its JSON type, then its format, enum
 * and limits, then its items, map entries or nested object. The caller has handled
 * presence: the value here is neither undefined nor null.
 */
import CodeBlockWriter from "code-block-writer";
import type { Shape } from "../../model/model.js";
import { objectTypeOf, resolvedShape } from "../../model/queries.js";
import { names } from "../api-names.js";
import type { Locals, ModuleScope } from "../../code/scope.js";
import { keywordChecks } from "../../keywords/index.js";
import { scalarChecks, TYPE_TESTS, writeElse, writing, type ValueSite } from "./scalar-checks.js";

export type { ValueSite };

export function writeValueChecks(
  w: CodeBlockWriter,
  scope: ModuleScope,
  locals: Locals,
  shape: Shape,
  site: ValueSite,
): void {
  const s = resolvedShape(shape, scope.lookup);
  const object = objectCheck(scope, shape, site);
  if (object) {
    w.writeLine(object);
    return;
  }
  if (s.kind === "array") return writeArrayChecks(w, scope, locals, s, site);
  if (s.kind === "map") return writeMapChecks(w, scope, locals, s, site);
  if (s.kind !== "scalar") return;
  const typeTest = TYPE_TESTS[s.scalar];
  if (!typeTest) return;
  const typeInvalid = scope.use("errors", "typeInvalid");
  w.write(`if (${typeTest.test(site.value)})`).block(() => {
    w.writeLine(
      `${typeInvalid}(c, ${site.typePath ?? site.path}, ${site.value}, "${typeTest.expected}");`,
    );
  });
  writeElse(w, scalarChecks(scope, locals, s, site));
}

/**
 * The checks of a value after an `if` that handled its absence: one statement (an if-else
 * chain, or a call), written as `else if (...)`, or `else { call(...) }`.
 */
export function writeElseValueChecks(
  w: CodeBlockWriter,
  scope: ModuleScope,
  locals: Locals,
  shape: Shape,
  site: ValueSite,
): void {
  const checks = new CodeBlockWriter(w.getOptions());
  writeValueChecks(checks, scope, locals, shape, site);
  const text = checks.toString().trim();
  if (text.startsWith("if (")) w.write(` else ${text}`).newLine();
  else if (text) w.write(" else ").block(() => w.write(text));
  else w.newLine();
}

/** The check of an object: a call of its type's validator (`validateObjectMetaAt(metadata, ...)`). */
export function objectCheck(scope: ModuleScope, shape: Shape, site: ValueSite): string | undefined {
  const object = objectTypeOf(resolvedShape(shape, scope.lookup), scope.lookup);
  return object
    ? `${scope.fn(object.id, names.validateAt(object))}(${site.value}, ${site.path}, c);`
    : undefined;
}

/**
 * A scalar whose only check is its JSON type (a plain string, a boolean, an unbounded integer):
 * the test and the report, for the caller to fold into its presence test on one line.
 */
export function typeOnlyCheck(
  scope: ModuleScope,
  locals: Locals,
  shape: Shape,
  site: ValueSite,
): { test: string; report: string } | undefined {
  const s = resolvedShape(shape, scope.lookup);
  if (s.kind !== "scalar" || objectTypeOf(s, scope.lookup)) return undefined;
  const typeTest = TYPE_TESTS[s.scalar];
  if (!typeTest || scalarChecks(scope, locals, s, site).length > 0) return undefined;
  const test = typeTest.test(site.value);
  return {
    test: test.includes("||") || test.includes("&&") ? `(${test})` : test,
    report: `${scope.use("errors", "typeInvalid")}(c, ${site.typePath ?? site.path}, ${site.value}, "${typeTest.expected}");`,
  };
}

function writeArrayChecks(
  w: CodeBlockWriter,
  scope: ModuleScope,
  locals: Locals,
  s: Shape & { kind: "array" },
  site: ValueSite,
): void {
  const typeInvalid = scope.use("errors", "typeInvalid");
  w.write(`if (!Array.isArray(${site.value}))`).block(() =>
    w.writeLine(`${typeInvalid}(c, ${site.path}, ${site.value}, "a list");`),
  );
  w.write(" else ").block(() => {
    const p = locals.name(`${site.hint}Path`);
    w.writeLine(`const ${p} = ${site.path};`);
    for (const check of keywordChecks(
      s,
      writing(scope, locals, { ...site, path: p, count: `${site.value}.length` }),
      "lists",
    ))
      check(w);
    const seen =
      s.listType === "set" || s.listType === "map" ? locals.name(`${site.hint}Seen`) : undefined;
    if (seen) w.writeLine(`const ${seen} = new Set<unknown>();`);
    const i = locals.name(`${site.hint}Index`);
    const item = locals.name(`${site.hint}Item`);
    const full = scope.use("errors", "full");
    const index = scope.use("errors", "index");
    w.write(`for (let ${i} = 0; ${i} < ${site.value}.length && !${full}(c); ${i}++)`).block(() => {
      w.writeLine(`const ${item}: unknown = ${site.value}[${i}];`);
      // The field's `error` type Invalid covers the values of its items too (audit's omitStages).
      const itemSite: ValueSite = {
        value: item,
        path: `${index}(${p}, ${i})`,
        hint: `${site.hint}Item`,
        ...(site.enumInvalid !== undefined ? { enumInvalid: site.enumInvalid } : {}),
      };
      if (seen) {
        const duplicate = scope.use("errors", "duplicate");
        const identity =
          s.listType === "map"
            ? `${scope.use("values", "listKey")}(${item}, ${JSON.stringify(s.listMapKeys ?? [])})`
            : item;
        const id = locals.name(`${site.hint}Identity`);
        w.writeLine(`const ${id} = ${identity};`);
        w.write(`if (${id} !== undefined && ${seen}.has(${id}))`).block(() =>
          w.writeLine(`${duplicate}(c, ${itemSite.path}, ${item});`),
        );
        w.writeLine(`${seen}.add(${id});`);
      }
      w.write(`if (!${scope.use("values", "present")}(${item}))`).block(() =>
        w.writeLine(`${scope.use("errors", "required")}(c, ${itemSite.path});`),
      );
      writeElseValueChecks(w, scope, locals, s.items, itemSite);
    });
  });
}

function writeMapChecks(
  w: CodeBlockWriter,
  scope: ModuleScope,
  locals: Locals,
  s: Shape & { kind: "map" },
  site: ValueSite,
): void {
  const typeInvalid = scope.use("errors", "typeInvalid");
  const isObject = scope.use("values", "isObject");
  w.write(`if (!${isObject}(${site.value}))`).block(() =>
    w.writeLine(`${typeInvalid}(c, ${site.path}, ${site.value}, "a map");`),
  );
  w.write(" else ").block(() => {
    const p = locals.name(`${site.hint}Path`);
    const keys = locals.name(`${site.hint}Keys`);
    w.writeLine(`const ${p} = ${site.path};`);
    w.writeLine(`const ${keys} = Object.keys(${site.value});`);
    for (const check of keywordChecks(
      s,
      writing(scope, locals, { ...site, path: p, count: `${keys}.length` }),
      "maps",
    ))
      check(w);
    // A total in bytes (annotations): the loop adds lengths in UTF-16 units, and the bytes are
    // counted only when three bytes a unit could pass the limit.
    const total = s.maxTotalBytes !== undefined ? locals.name(`${site.hint}Length`) : undefined;
    if (total) w.writeLine(`let ${total} = 0;`);
    const k = locals.name(`${site.hint}Key`);
    const entry = locals.name(`${site.hint}Value`);
    const full = scope.use("errors", "full");
    const keyPath = scope.use("errors", "key");
    w.write(`for (const ${k} of ${keys})`).block(() => {
      w.writeLine(`if (${full}(c)) break;`);
      w.writeLine(`const ${entry}: unknown = ${site.value}[${k}];`);
      if (total)
        w.writeLine(
          `${total} += ${k}.length + (typeof ${entry} === "string" ? ${entry}.length : 0);`,
        );
      // A key is always a string: only its own checks.
      if (s.keys)
        writeKeyChecks(w, scope, locals, s.keys, {
          value: k,
          path: p,
          hint: `${site.hint}Key`,
          mapKey: true,
        });
      // Label maps: Kubernetes' ValidateLabels reports a bad value on the map, as a bad key.
      const onMap = s.values.kind === "scalar" && s.values.format === "label-value";
      const entryPath = `${keyPath}(${p}, ${k})`;
      const entrySite: ValueSite = onMap
        ? { value: entry, path: p, typePath: entryPath, hint: `${site.hint}Value` }
        : { value: entry, path: entryPath, hint: `${site.hint}Value` };
      w.write(`if (${scope.use("values", "present")}(${entry}))`).block(() =>
        writeValueChecks(w, scope, locals, s.values, entrySite),
      );
    });
    if (total) {
      const tooLong = scope.use("errors", "tooLong");
      const bytes = scope.use("bytes", "mapUtf8Length");
      w.write(
        `if (${total} * 3 > ${s.maxTotalBytes} && ${bytes}(${site.value}) > ${s.maxTotalBytes})`,
      ).block(() => w.writeLine(`${tooLong}(c, ${p}, "", ${s.maxTotalBytes}, "bytes");`));
    }
  });
}

/** The checks of a map's key, which Object.keys gives as a string. */
function writeKeyChecks(
  w: CodeBlockWriter,
  scope: ModuleScope,
  locals: Locals,
  shape: Shape,
  site: ValueSite,
): void {
  const s = resolvedShape(shape, scope.lookup);
  if (s.kind !== "scalar" || s.scalar !== "string")
    return writeValueChecks(w, scope, locals, shape, site);
  for (const write of scalarChecks(scope, locals, s, site)) write(w);
}
