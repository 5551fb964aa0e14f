/**
 * Writes the checks of one value against its shape: its JSON type, then its format, enum
 * and limits, then its items, map entries or nested object. The caller has handled
 * presence: the value here is neither undefined nor null.
 */
import CodeBlockWriter from "code-block-writer";
import type { Scalar, Shape } from "../../model/model.js";
import { objectTypeOf, resolvedShape } from "../../model/queries.js";
import { names, upperSnake } from "../api-names.js";
import { formatFunction } from "../../model/formats.js";
import { nativeSource } from "../../analyze/pattern-js.js";
import { backtrackingSafe } from "../../analyze/pattern-safety.js";
import type { Locals, ModuleScope } from "../code/scope.js";

export interface ValueSite {
  /** An expression holding the value (a local). */
  readonly value: string;
  /** An expression giving its path; evaluated only when needed. */
  readonly path: string;
  /** A readable hint for names of locals and constants. */
  readonly hint: string;
  /** The field's `error` type Invalid: a value outside the enum or past a length limit is Invalid (with this detail for the enum), not NotSupported or TooLong. */
  readonly enumInvalid?: string;
  /** Too many items or entries is TooLong, as Kubernetes reports some maps (the field's `error`), not TooMany. */
  readonly countTooLong?: boolean;
  /** A map key: an empty key is Invalid on the map (Kubernetes has no field to call Required). */
  readonly mapKey?: boolean;
}

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
    w.writeLine(`${typeInvalid}(c, ${site.path}, ${site.value}, "${typeTest.expected}");`);
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
  return { test: test.includes("||") || test.includes("&&") ? `(${test})` : test, report: `${scope.use("errors", "typeInvalid")}(c, ${site.path}, ${site.value}, "${typeTest.expected}");` };
}

type Write = ((w: CodeBlockWriter) => void) & { readonly test?: string; readonly body?: string };

/** The checks after an `if`: `else if` for a sole one-`if` check, else an `else` block, or nothing. */
function writeElse(w: CodeBlockWriter, checks: readonly Write[]): void {
  const [sole] = checks;
  if (checks.length === 1 && sole!.test !== undefined) w.write(` else if (${sole!.test})`).block(() => w.writeLine(sole!.body!));
  else if (checks.length) w.write(" else ").block(() => checks.forEach((write) => write(w)));
  else w.newLine();
}

/** A check that is one `if` with one statement, kept as its parts so that a sole check can follow an `else` as `else if`. */
const ifCheck = (test: string, body: string): Write => Object.assign((w: CodeBlockWriter) => void w.write(`if (${test})`).block(() => w.writeLine(body)), { test, body });

/** The checks of a value already known to have its scalar's JSON type. */
function scalarChecks(scope: ModuleScope, locals: Locals, s: Shape & { kind: "scalar" }, site: ValueSite): Write[] {
  const out: Write[] = [];
  const invalid = () => scope.use("errors", "invalid");
  const v = site.value;
  if (s.scalar === "int32") {
    out.push(ifCheck(`${v} < ${INT32.min} || ${v} > ${INT32.max}`, `${invalid()}(c, ${site.path}, ${v}, "must be a 32-bit integer");`));
  }
  if (s.enum) {
    const name = scope.enumConstant(`${upperSnake(site.hint)}_VALUES`, s.enum.map((e) => e.value));
    const report = site.enumInvalid !== undefined ? `${invalid()}(c, ${site.path}, ${v}, ${JSON.stringify(site.enumInvalid)});` : `${scope.use("errors", "notSupported")}(c, ${site.path}, ${v}, ${name});`;
    const unknown = `!(${name} as readonly unknown[]).includes(${v})`;
    if (s.customValues) {
      // `example.com/name`: a custom value, a qualified name (one Invalid error, as Kubernetes
      // joins the messages); any other value is one of the enum's.
      const check = scope.use("formats", formatFunction("qualified-name"));
      out.push((w) => {
        const problem = locals.name(`${site.hint}Problem`);
        w.write(`if (${v}.includes("/"))`).block(() => {
          w.writeLine(`const ${problem} = ${check}(${v});`);
          w.write(`if (${problem} !== undefined)`).block(() => w.writeLine(`${invalid()}(c, ${site.path}, ${v}, ${problem});`));
        });
        w.write(` else if (${unknown})`).block(() => w.writeLine(report));
      });
    } else {
      out.push(ifCheck(unknown, report));
    }
  }
  const parsed = parsedCheck(scope, locals, s, site);
  if (parsed) out.push(parsed);
  if (s.scalar === "string") out.push(...stringChecks(scope, s, site));
  if (s.scalar === "int-or-string" && s.pattern !== undefined) {
    const strings = stringChecks(scope, s, site);
    out.push((w) => w.write(`if (typeof ${v} === "string")`).block(() => strings.forEach((check) => check(w))));
  }
  if (s.scalar === "int32" || s.scalar === "int64" || s.scalar === "float32" || s.scalar === "float64") out.push(...numberChecks(scope, s, site, v, (x) => String(x)));
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
        const bounds = numberChecks(scope, s, site, ns, (x) => String(scopeDuration(x)));
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
        const bounds = quantityBounds(scope, s, site, q);
        writeElse(w, bounds);
      };
    }
    case "string": {
      if (!s.format) return undefined;
      if (s.format === "cel") {
        const check = scope.use("cel", "celSyntaxError");
        return (w) => {
          const e = locals.name(`${site.hint}Syntax`);
          w.writeLine(`const ${e} = ${check}(${v});`);
          w.write(`if (${e} !== undefined)`).block(() =>
            w.writeLine(`${invalid()}(c, ${site.path}, ${v}, \`compilation failed: ERROR: <input>:\${${e}.line}:\${${e}.column}: \${${e}.message}\`);`),
          );
          if (s.celResult) {
            // Parsed: the result type, as Kubernetes' CEL compiler requires of the field.
            const result = scope.use("cel", "celResultError");
            const t = locals.name(`${site.hint}Result`);
            w.write(" else ").block(() => {
              w.writeLine(`const ${t} = ${result}(${v}, ${JSON.stringify(s.celResult)});`);
              w.write(`if (${t} !== undefined)`).block(() => w.writeLine(`${invalid()}(c, ${site.path}, ${v}, ${t});`));
            });
          }
        };
      }
      return detailCheck(scope.use("formats", formatFunction(s.format)), () => scope.use("errors", "invalidEach"));
    }
    default:
      return undefined;
  }
}

/** Bounds of a quantity, compared as quantities (the bound parsed once, at module level). */
function quantityBounds(scope: ModuleScope, s: Shape, site: ValueSite, q: string): Write[] {
  const out: Write[] = [];
  const compare = () => scope.use("quantity", "compareQuantity");
  const checks = [
    ["minimum", "< 0", "greater than or equal to"],
    ["exclusiveMinimum", "<= 0", "greater than"],
    ["maximum", "> 0", "less than or equal to"],
    ["exclusiveMaximum", ">= 0", "less than"],
  ] as const;
  for (const [key, test, words] of checks) {
    const bound = s[key];
    if (bound === undefined) continue;
    const name = scope.constant(`${upperSnake(site.hint)}_${upperSnake(key)}`, `${scope.factoryCall("quantity", "parseQuantity", JSON.stringify(String(bound)))}!`);
    const invalid = scope.use("errors", "invalid");
    out.push(ifCheck(`${compare()}(${q}, ${name}) ${test}`, `${invalid}(c, ${site.path}, ${site.value}, "must be ${words} ${String(bound)}");`));
  }
  return out;
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

function stringChecks(scope: ModuleScope, s: Shape, site: ValueSite): Write[] {
  const out: Write[] = [];
  const v = site.value;
  if (s.pattern !== undefined) {
    // A native RegExp where backtracking is proven linear, else the linear matcher (as RE2).
    const native = backtrackingSafe(s.pattern) ? nativeSource(s.pattern) : undefined;
    const compiled = native !== undefined ? `/${native}/u` : scope.factoryCall("regexp", "linearRegExp", JSON.stringify(s.pattern));
    const re = scope.constant(`${upperSnake(site.hint)}_PATTERN`, compiled);
    const invalid = scope.use("errors", "invalid");
    out.push(ifCheck(`!${re}.test(${v})`, `${invalid}(c, ${site.path}, ${v}, ${JSON.stringify(`must match the regular expression '${s.pattern}'`)});`));
  }
  if (s.minLength === 1 && !site.mapKey) {
    // An empty string is a missing value to Kubernetes: Required, as for the audiences of a JWT issuer.
    const required = scope.use("errors", "required");
    out.push(ifCheck(`${v} === ""`, `${required}(c, ${site.path});`));
  } else if (s.minLength !== undefined && s.minLength > 0) {
    const invalid = scope.use("errors", "invalid");
    const count = scope.use("values", "charCount");
    out.push(ifCheck(`${v}.length < ${s.minLength} || ${count}(${v}) < ${s.minLength}`, `${invalid}(c, ${site.path}, ${v}, "must be at least ${s.minLength} character${s.minLength === 1 ? "" : "s"}");`));
  }
  if (s.maxLength !== undefined) {
    const count = scope.use("values", "charCount");
    out.push(ifCheck(`${v}.length > ${s.maxLength} && ${count}(${v}) > ${s.maxLength}`, tooLongReport(scope, site, v, s.maxLength, "characters")));
  }
  if (s.maxBytes !== undefined) {
    const bytes = scope.use("bytes", "utf8Length");
    out.push(ifCheck(`${v}.length * 3 > ${s.maxBytes} && ${bytes}(${v}) > ${s.maxBytes}`, tooLongReport(scope, site, v, s.maxBytes, "bytes")));
  }
  return out;
}

function numberChecks(scope: ModuleScope, s: Shape, site: ValueSite, value: string, literal: (bound: number | string) => string): Write[] {
  const out: Write[] = [];
  const bound = (key: "minimum" | "maximum" | "exclusiveMinimum" | "exclusiveMaximum", op: string, words: string) => {
    const b = s[key];
    if (b === undefined) return;
    const invalid = scope.use("errors", "invalid");
    out.push(ifCheck(`${value} ${op} ${literal(b)}`, `${invalid}(c, ${site.path}, ${site.value}, "must be ${words} ${String(b)}");`));
  };
  bound("minimum", "<", "greater than or equal to");
  bound("exclusiveMinimum", "<=", "greater than");
  bound("maximum", ">", "less than or equal to");
  bound("exclusiveMaximum", ">=", "less than");
  return out;
}

function writeArrayChecks(w: CodeBlockWriter, scope: ModuleScope, locals: Locals, s: Shape & { kind: "array" }, site: ValueSite): void {
  const typeInvalid = scope.use("errors", "typeInvalid");
  w.write(`if (!Array.isArray(${site.value}))`).block(() => w.writeLine(`${typeInvalid}(c, ${site.path}, ${site.value}, "a list");`));
  w.write(" else ").block(() => {
    const p = locals.name(`${site.hint}Path`);
    w.writeLine(`const ${p} = ${site.path};`);
    if (s.maxItems !== undefined) {
      w.write(`if (${site.value}.length > ${s.maxItems})`).block(() => w.writeLine(tooManyReport(scope, site, p, `${site.value}.length`, s.maxItems!)));
    }
    if (s.minItems !== undefined && s.minItems > 0) {
      const few = `must have at least ${s.minItems} item${s.minItems === 1 ? "" : "s"}`;
      // The field's `error` type Invalid: too few items is Invalid too (eventratelimit's limits).
      const report = site.enumInvalid !== undefined ? `${scope.use("errors", "invalid")}(c, ${p}, ${site.value}, ${JSON.stringify(site.enumInvalid)});` : `${scope.use("errors", "required")}(c, ${p}, "${few}");`;
      w.write(`if (${site.value}.length < ${s.minItems})`).block(() => w.writeLine(report));
    }
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
    if (s.maxProperties !== undefined) {
      w.write(`if (${keys}.length > ${s.maxProperties})`).block(() => w.writeLine(tooManyReport(scope, site, p, `${keys}.length`, s.maxProperties!)));
    }
    if (s.minProperties !== undefined && s.minProperties > 0) {
      const required = scope.use("errors", "required");
      w.write(`if (${keys}.length < ${s.minProperties})`).block(() => w.writeLine(`${required}(c, ${p}, "must have at least ${s.minProperties} entr${s.minProperties === 1 ? "y" : "ies"}");`));
    }
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
      const entrySite: ValueSite = { value: entry, path: `${keyPath}(${p}, ${k})`, hint: `${site.hint}Value` };
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

/** Too many items or entries: TooMany, or TooLong where the field's `error` says Kubernetes reports that. */
function tooManyReport(scope: ModuleScope, site: ValueSite, path: string, count: string, max: number): string {
  if (site.countTooLong) return `${scope.use("errors", "tooLong")}(c, ${path}, "", ${max}, "bytes");`;
  return `${scope.use("errors", "tooMany")}(c, ${path}, ${count}, ${max});`;
}

/** A string past its length limit: TooLong, or Invalid "can have at most N characters" where the field's `error` says Kubernetes reports that (Events). */
function tooLongReport(scope: ModuleScope, site: ValueSite, value: string, max: number, unit: "characters" | "bytes"): string {
  if (site.enumInvalid !== undefined) return `${scope.use("errors", "invalid")}(c, ${site.path}, ${value}, "can have at most ${max} characters");`;
  return `${scope.use("errors", "tooLong")}(c, ${site.path}, ${value}, ${max}, "${unit}");`;
}
