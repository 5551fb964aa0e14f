/**
 * The checks of a scalar value: its JSON type test, the 32-bit bound of int32, and its
 * keywords (format, enum, limits), with durations and quantities parsed once for their bounds.
 * value-checks.ts writes them in its walk over a value.
 */
import CodeBlockWriter from "code-block-writer";
import type { Scalar, Shape } from "../../model/model.js";
import type { Locals, ModuleScope } from "../../code/scope.js";
import { ifCheck, type Write } from "../../code/write.js";
import { numberChecks, quantityBounds } from "../../keywords/bound-checks.js";
import { keywordChecks } from "../../keywords/index.js";
import type { KeywordSite, KeywordWriteContext } from "../../keywords/keyword.js";

/** Where a value is checked (the keywords' site), and where a value of the wrong JSON type is reported when not at `path`. */
export interface ValueSite extends KeywordSite {
  readonly typePath?: string;
}

export const writing = (
  scope: ModuleScope,
  locals: Locals,
  site: KeywordSite,
): KeywordWriteContext => ({ scope, locals, site });

export const TYPE_TESTS: Readonly<
  Record<Scalar, { test: (v: string) => string; expected: string } | undefined>
> = {
  string: { test: (v) => `typeof ${v} !== "string"`, expected: "a string" },
  boolean: { test: (v) => `typeof ${v} !== "boolean"`, expected: "a boolean" },
  int32: {
    test: (v) => `typeof ${v} !== "number" || !Number.isInteger(${v})`,
    expected: "an integer",
  },
  int64: {
    test: (v) => `typeof ${v} !== "number" || !Number.isInteger(${v})`,
    expected: "an integer",
  },
  float32: {
    test: (v) => `typeof ${v} !== "number" || !Number.isFinite(${v})`,
    expected: "a number",
  },
  float64: {
    test: (v) => `typeof ${v} !== "number" || !Number.isFinite(${v})`,
    expected: "a number",
  },
  bytes: { test: (v) => `typeof ${v} !== "string"`, expected: "a base64 string" },
  duration: {
    test: (v) => `typeof ${v} !== "string"`,
    expected: 'a duration string such as \\"1m30s\\"',
  },
  time: { test: (v) => `typeof ${v} !== "string"`, expected: "an RFC 3339 time string" },
  microtime: {
    test: (v) => `typeof ${v} !== "string"`,
    expected: "an RFC 3339 time string with microseconds",
  },
  quantity: {
    test: (v) => `typeof ${v} !== "string" && typeof ${v} !== "number"`,
    expected: "a quantity string or number",
  },
  "int-or-string": {
    test: (v) => `typeof ${v} !== "string" && !Number.isInteger(${v})`,
    expected: "an integer or a string",
  },
  object: { test: (v) => `typeof ${v} !== "object" || Array.isArray(${v})`, expected: "an object" },
  any: undefined,
};

const INT32 = { min: -2147483648, max: 2147483647 };

/** The checks after an `if`: `else if` for a sole one-`if` check, else an `else` block, or nothing. */
export function writeElse(w: CodeBlockWriter, checks: readonly Write[]): void {
  const [sole] = checks;
  if (checks.length === 1 && sole!.test !== undefined)
    w.write(` else if (${sole!.test})`).block(() => w.writeLine(sole!.body!));
  else if (checks.length) w.write(" else ").block(() => checks.forEach((write) => write(w)));
  else w.newLine();
}

/** The checks of a value already known to have its scalar's JSON type: its range, its keywords, its syntax, its bounds. */
export function scalarChecks(
  scope: ModuleScope,
  locals: Locals,
  s: Shape & { kind: "scalar" },
  site: ValueSite,
): Write[] {
  const out: Write[] = [];
  const v = site.value;
  const ctx = writing(scope, locals, site);
  if (s.scalar === "int32") {
    out.push(
      ifCheck(
        `${v} < ${INT32.min} || ${v} > ${INT32.max}`,
        `${scope.use("errors", "invalid")}(c, ${site.path}, ${v}, "must be a 32-bit integer");`,
      ),
    );
  }
  out.push(...keywordChecks(s, ctx, "scalars"));
  const parsed = parsedCheck(scope, locals, s, site);
  if (parsed) out.push(parsed);
  if (s.scalar === "string") out.push(...keywordChecks(s, ctx, "strings"));
  if (s.scalar === "int-or-string" && s.pattern !== undefined) {
    const strings = keywordChecks(s, ctx, "strings");
    out.push((w) =>
      w.write(`if (typeof ${v} === "string")`).block(() => strings.forEach((check) => check(w))),
    );
  }
  if (
    s.scalar === "int32" ||
    s.scalar === "int64" ||
    s.scalar === "float32" ||
    s.scalar === "float64"
  )
    out.push(...numberChecks(s, ctx, v, (x) => String(x)));
  return out;
}

/** Scalars stored as strings with a syntax of their own: formats, times, durations, quantities, bytes. */
function parsedCheck(
  scope: ModuleScope,
  locals: Locals,
  s: Shape & { kind: "scalar" },
  site: ValueSite,
): Write | undefined {
  const v = site.value;
  const invalid = () => scope.use("errors", "invalid");
  // A format's problems are one error each (`report` invalidEach); a time's or bytes' one.
  const detailCheck =
    (fn: string, report = invalid): Write =>
    (w) => {
      const d = locals.name(`${site.hint}Problem`);
      w.writeLine(`const ${d} = ${fn}(${v});`);
      w.write(`if (${d} !== undefined)`).block(() =>
        w.writeLine(`${report()}(c, ${site.path}, ${v}, ${d});`),
      );
    };
  switch (s.scalar) {
    case "time":
      return detailCheck(scope.use("time", "rfc3339Time"));
    case "microtime":
      return detailCheck(scope.use("time", "rfc3339MicroTime"));
    case "bytes":
      return detailCheck(scope.use("bytes", "base64"));
    case "duration": {
      const parse = scope.use("duration", "parseDuration");
      return (w) => {
        const ns = locals.name(`${site.hint}Nanos`);
        w.writeLine(`const ${ns} = ${parse}(${v});`);
        w.write(`if (${ns} === undefined)`).block(() =>
          w.writeLine(
            `${invalid()}(c, ${site.path}, ${v}, "must be a duration such as \\"1m30s\\"");`,
          ),
        );
        const bounds = numberChecks(s, writing(scope, locals, site), ns, (x) =>
          String(scopeDuration(x)),
        );
        writeElse(w, bounds);
      };
    }
    case "quantity": {
      const parse = scope.use("quantity", "parseQuantity");
      return (w) => {
        const q = locals.name(`${site.hint}Quantity`);
        w.writeLine(`const ${q} = ${parse}(${v});`);
        w.write(`if (${q} === undefined)`).block(() =>
          w.writeLine(
            `${invalid()}(c, ${site.path}, ${v}, "quantities must match the regular expression '^([+-]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$'");`,
          ),
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
  const units: Record<string, number> = {
    ns: 1,
    us: 1e3,
    µs: 1e3,
    μs: 1e3,
    ms: 1e6,
    s: 1e9,
    m: 60e9,
    h: 3600e9,
  };
  let total = 0;
  for (const m of text.matchAll(/([0-9.]+)(ns|us|µs|μs|ms|s|m|h)/g))
    total += Number(m[1]) * units[m[2]!]!;
  return text.startsWith("-") ? -total : total;
}
