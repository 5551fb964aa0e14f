/**
 * Writes the checks of one value against its shape: its JSON type, then its format, enum
 * and limits, then its items, map entries or nested object. The caller has handled
 * presence: the value here is neither undefined nor null.
 */
import CodeBlockWriter from "code-block-writer";
import type { Scalar, Shape } from "../../model/model.js";
import { objectTypeOf, resolvedShape } from "../../model/queries.js";
import { names } from "../api-names.js";
import type { Locals, ModuleScope } from "../../code/scope.js";
import { ifCheck, type Write } from "../../code/write.js";
import { numberChecks, quantityBounds } from "../../keywords/bound-checks.js";
import { keywordChecks } from "../../keywords/index.js";
import type { KeywordSite, KeywordWriteContext } from "../../keywords/keyword.js";

/** Where a value is checked (the keywords' site), and where a value of the wrong JSON type is reported when not at `path`. */
export interface ValueSite extends KeywordSite {
  readonly typePath?: string;
}

const writing = (scope: ModuleScope, locals: Locals, site: KeywordSite): KeywordWriteContext => ({ scope, locals, site });

const TYPE_TESTS: Readonly<Record<Scalar, { test: (v: string) => string; expected: string } | undefined>> = {
  string: { test: (v) => `typeof ${v} !== "string"`, expected: "a string" },
  boolean: { test: (v) => `typeof ${v} !== "boolean"`, expected: "a boolean" },
  int32: { test: (v) => `typeof ${v} !== "number" || !Number.isInteger(${v})`, expected: "an integer" },
  int64: { test: (v) => `typeof ${v} !== "number" || !Number.isInteger(${v})`, expected: "an integer" },
  float32: { test: (v) => `typeof ${v} !== "number" || !Number.isFinite(${v})`, expected: "a number" },
  float64: { test: (v) => `typeof ${v} !== "number" || !Number.isFinite(${v})`, expected: "a number" },
  bytes: { test: (v) => `typeof ${v} !== "string"`, expected: "a base64 string" },
  duration: { test: (v) => `typeof ${v} !== "string"`, expected: "a duration string such as \\\"1m30s\\\"" },
  time: { test: (v) => `typeof ${v} !== "string"`, expected: "an RFC 3339 time string" },
  microtime: { test: (v) => `typeof ${v} !== "string"`, expected: "an RFC 3339 time string with microseconds" },
  quantity: { test: (v) => `typeof ${v} !== "string" && typeof ${v} !== "number"`, expected: "a quantity string or number" },
  "int-or-string": { test: (v) => `typeof ${v} !== "string" && !Number.isInteger(${v})`, expected: "an integer or a string" },
  object: { test: (v) => `typeof ${v} !== "object" || Array.isArray(${v})`, expected: "an object" },
  any: undefined,
};

const INT32 = { min: -2147483648, max: 2147483647 };

export function writeValueChecks(w: CodeBlockWriter, scope: ModuleScope, locals: Locals, shape: Shape, site: ValueSite): void {
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
    w.writeLine(`${typeInvalid}(c, ${site.typePath ?? site.path}, ${site.value}, "${typeTest.expected}");`);
  });
  writeElse(w, scalarChecks(scope, locals, s, site));
}

/**
 * The checks of a value after an `if` that handled its absence: one statement (an if-else
 * chain, or a call), written as `else if (...)`, or `else { call(...) }`.
 */
export function writeElseValueChecks(w: CodeBlockWriter, scope: ModuleScope, locals: Locals, shape: Shape, site: ValueSite): void {
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
  return object ? `${scope.fn(object.id, names.validateAt(object))}(${site.value}, ${site.path}, c);` : undefined;
}

/**
 * A scalar whose only check is its JSON type (a plain string, a boolean, an unbounded integer):
 * the test and the report, for the caller to fold into its presence test on one line.
 */
export function typeOnlyCheck(scope: ModuleScope, locals: Locals, shape: Shape, site: ValueSite): { test: string; report: string } | undefined {
  const s = resolvedShape(shape, scope.lookup);
  if (s.kind !== "scalar" || objectTypeOf(s, scope.lookup)) return undefined;
  const typeTest = TYPE_TESTS[s.scalar];
  if (!typeTest || scalarChecks(scope, locals, s, site).length > 0) return undefined;
  const test = typeTest.test(site.value);
  return { test: test.includes("||") || test.includes("&&") ? `(${test})` : test, report: `${scope.use("errors", "typeInvalid")}(c, ${site.typePath ?? site.path}, ${site.value}, "${typeTest.expected}");` };
}


/** The checks after an `if`: `else if` for a sole one-`if` check, else an `else` block, or nothing. */
function writeElse(w: CodeBlockWriter, checks: readonly Write[]): void {
  const [sole] = checks;
  if (checks.length === 1 && sole!.test !== undefined) w.write(` else if (${sole!.test})`).block(() => w.writeLine(sole!.body!));
  else if (checks.length) w.write(" else ").block(() => checks.forEach((write) => write(w)));
  else w.newLine();
}


/** The checks of a value already known to have its scalar's JSON type: its range, its keywords, its syntax, its bounds. */
function scalarChecks(scope: ModuleScope, locals: Locals, s: Shape & { kind: "scalar" }, site: ValueSite): Write[] {
  const out: Write[] = [];
  const v = site.value;
  const ctx = writing(scope, locals, site);
  if (s.scalar === "int32") {
    out.push(ifCheck(`${v} < ${INT32.min} || ${v} > ${INT32.max}`, `${scope.use("errors", "invalid")}(c, ${site.path}, ${v}, "must be a 32-bit integer");`));
  }
  out.push(...keywordChecks(s, ctx, "scalars"));
  const parsed = parsedCheck(scope, locals, s, site);
  if (parsed) out.push(parsed);
  if (s.scalar === "string") out.push(...keywordChecks(s, ctx, "strings"));
  if (s.scalar === "int-or-string" && s.pattern !== undefined) {
    const strings = keywordChecks(s, ctx, "strings");
    out.push((w) => w.write(`if (typeof ${v} === "string")`).block(() => strings.forEach((check) => check(w))));
  }
  if (s.scalar === "int32" || s.scalar === "int64" || s.scalar === "float32" || s.scalar === "float64") out.push(...numberChecks(s, ctx, v, (x) => String(x)));
  return out;
}

/** Scalars stored as strings with a syntax of their own: formats, times, durations, quantities, bytes. */
function parsedCheck(scope: ModuleScope, locals: Locals, s: Shape & { kind: "scalar" }, site: ValueSite): Write | undefined {
  const v = site.value;
  const invalid = () => scope.use("errors", "invalid");
  // A format's problems are one error each (`report` invalidEach); a time's or bytes' one.
  const detailCheck = (fn: string, report = invalid): Write => (w) => {
    const d = locals.name(`${site.hint}Problem`);
    w.writeLine(`const ${d} = ${fn}(${v});`);
    w.write(`if (${d} !== undefined)`).block(() => w.writeLine(`${report()}(c, ${site.path}, ${v}, ${d});`));
  };
  switch (s.scalar) {
    case "time": return detailCheck(scope.use("time", "rfc3339Time"));
    case "microtime": return detailCheck(scope.use("time", "rfc3339MicroTime"));
    case "bytes": return detailCheck(scope.use("bytes", "base64"));
    case "duration": {
      const parse = scope.use("duration", "parseDuration");
      return (w) => {
        const ns = locals.name(`${site.hint}Nanos`);
        w.writeLine(`const ${ns} = ${parse}(${v});`);
        w.write(`if (${ns} === undefined)`).block(() => w.writeLine(`${invalid()}(c, ${site.path}, ${v}, "must be a duration such as \\"1m30s\\"");`));
        const bounds = numberChecks(s, writing(scope, locals, site), ns, (x) => String(scopeDuration(x)));
        writeElse(w, bounds);
      };
    }
    case "quantity": {
      const parse = scope.use("quantity", "parseQuantity");
      return (w) => {
        const q = locals.name(`${site.hint}Quantity`);
        w.writeLine(`const ${q} = ${parse}(${v});`);
        w.write(`if (${q} === undefined)`).block(() =>
          w.writeLine(`${invalid()}(c, ${site.path}, ${v}, "quantities must match the regular expression '^([+-]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$'");`),
        );
        const bounds = quantityBounds(s, writing(scope, locals, site), q);
        writeElse(w, bounds);
      };
    }
    default:
      return undefined;
  }
}


function scopeDuration(text: number | string): number {
  return typeof text === "number" ? text : parseGoDuration(text);
}

/** Nanoseconds of a Go duration written in a spec (already checked by the loader). */
function parseGoDuration(text: string): number {
  const units: Record<string, number> = { ns: 1, us: 1e3, "µs": 1e3, "μs": 1e3, ms: 1e6, s: 1e9, m: 60e9, h: 3600e9 };
  let total = 0;
  for (const m of text.matchAll(/([0-9.]+)(ns|us|µs|μs|ms|s|m|h)/g)) total += Number(m[1]) * units[m[2]!]!;
  return text.startsWith("-") ? -total : total;
}

function writeArrayChecks(w: CodeBlockWriter, scope: ModuleScope, locals: Locals, s: Shape & { kind: "array" }, site: ValueSite): void {
  const typeInvalid = scope.use("errors", "typeInvalid");
  w.write(`if (!Array.isArray(${site.value}))`).block(() => w.writeLine(`${typeInvalid}(c, ${site.path}, ${site.value}, "a list");`));
  w.write(" else ").block(() => {
    const p = locals.name(`${site.hint}Path`);
    w.writeLine(`const ${p} = ${site.path};`);
    for (const check of keywordChecks(s, writing(scope, locals, { ...site, path: p, count: `${site.value}.length` }), "lists")) check(w);
    const seen = s.listType === "set" || s.listType === "map" ? locals.name(`${site.hint}Seen`) : undefined;
    if (seen) w.writeLine(`const ${seen} = new Set<unknown>();`);
    const i = locals.name(`${site.hint}Index`);
    const item = locals.name(`${site.hint}Item`);
    const full = scope.use("errors", "full");
    const index = scope.use("errors", "index");
    w.write(`for (let ${i} = 0; ${i} < ${site.value}.length && !${full}(c); ${i}++)`).block(() => {
      w.writeLine(`const ${item}: unknown = ${site.value}[${i}];`);
      // The field's `error` type Invalid covers the values of its items too (audit's omitStages).
      const itemSite: ValueSite = { value: item, path: `${index}(${p}, ${i})`, hint: `${site.hint}Item`, ...(site.enumInvalid !== undefined ? { enumInvalid: site.enumInvalid } : {}) };
      if (seen) {
        const duplicate = scope.use("errors", "duplicate");
        const identity = s.listType === "map" ? `${scope.use("values", "listKey")}(${item}, ${JSON.stringify(s.listMapKeys ?? [])})` : item;
        const id = locals.name(`${site.hint}Identity`);
        w.writeLine(`const ${id} = ${identity};`);
        w.write(`if (${id} !== undefined && ${seen}.has(${id}))`).block(() => w.writeLine(`${duplicate}(c, ${itemSite.path}, ${item});`));
        w.writeLine(`${seen}.add(${id});`);
      }
      w.write(`if (!${scope.use("values", "present")}(${item}))`).block(() => w.writeLine(`${scope.use("errors", "required")}(c, ${itemSite.path});`));
      writeElseValueChecks(w, scope, locals, s.items, itemSite);
    });
  });
}

function writeMapChecks(w: CodeBlockWriter, scope: ModuleScope, locals: Locals, s: Shape & { kind: "map" }, site: ValueSite): void {
  const typeInvalid = scope.use("errors", "typeInvalid");
  const isObject = scope.use("values", "isObject");
  w.write(`if (!${isObject}(${site.value}))`).block(() => w.writeLine(`${typeInvalid}(c, ${site.path}, ${site.value}, "a map");`));
  w.write(" else ").block(() => {
    const p = locals.name(`${site.hint}Path`);
    const keys = locals.name(`${site.hint}Keys`);
    w.writeLine(`const ${p} = ${site.path};`);
    w.writeLine(`const ${keys} = Object.keys(${site.value});`);
    for (const check of keywordChecks(s, writing(scope, locals, { ...site, path: p, count: `${keys}.length` }), "maps")) check(w);
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
      if (total) w.writeLine(`${total} += ${k}.length + (typeof ${entry} === "string" ? ${entry}.length : 0);`);
      // A key is always a string: only its own checks.
      if (s.keys) writeKeyChecks(w, scope, locals, s.keys, { value: k, path: p, hint: `${site.hint}Key`, mapKey: true });
      // Label maps: Kubernetes' ValidateLabels reports a bad value on the map, as a bad key.
      const onMap = s.values.kind === "scalar" && s.values.format === "label-value";
      const entryPath = `${keyPath}(${p}, ${k})`;
      const entrySite: ValueSite = onMap ? { value: entry, path: p, typePath: entryPath, hint: `${site.hint}Value` } : { value: entry, path: entryPath, hint: `${site.hint}Value` };
      w.write(`if (${scope.use("values", "present")}(${entry}))`).block(() => writeValueChecks(w, scope, locals, s.values, entrySite));
    });
    if (total) {
      const tooLong = scope.use("errors", "tooLong");
      const bytes = scope.use("bytes", "mapUtf8Length");
      w.write(`if (${total} * 3 > ${s.maxTotalBytes} && ${bytes}(${site.value}) > ${s.maxTotalBytes})`).block(() => w.writeLine(`${tooLong}(c, ${p}, "", ${s.maxTotalBytes}, "bytes");`));
    }
  });
}

/** The checks of a map's key, which Object.keys gives as a string. */
function writeKeyChecks(w: CodeBlockWriter, scope: ModuleScope, locals: Locals, shape: Shape, site: ValueSite): void {
  const s = resolvedShape(shape, scope.lookup);
  if (s.kind !== "scalar" || s.scalar !== "string") return writeValueChecks(w, scope, locals, shape, site);
  for (const write of scalarChecks(scope, locals, s, site)) write(w);
}
