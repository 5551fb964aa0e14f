/**
 * Explicitly tagged YAML scalars resolved as Kubernetes reads them. The API server turns YAML
 * into JSON with sigs.k8s.io/yaml (`YAMLToJSON`), which unmarshals through go-yaml v2 into
 * `interface{}`: `resolve` (resolve.go) reads the scalar against its tag, `decoder.scalar`
 * (decode.go) base64-decodes `!!binary` into a Go string and keeps a `!!timestamp` as its
 * text, and `json.Marshal` then writes strings as valid UTF-8, each invalid byte U+FFFD.
 * Every function here costs time linear in the scalar's text and returns only JSON values.
 */
import { Buffer } from "node:buffer";

const TAG = "tag:yaml.org,2002:";

/** What a tagged scalar reads as: its value, or go-yaml's error. */
export type TaggedScalar =
  | { readonly value: string | number | boolean | null }
  | { readonly error: string };

/** The longest value an error message quotes (go-yaml quotes it whole; a body may be megabytes). */
const QUOTED = 64;

const quoted = (text: string): string =>
  text.length > QUOTED ? `${text.slice(0, QUOTED)}...` : text;

type Resolved = { tag: string; value: string | number | boolean | null };

/** The values go-yaml v2 looks up before parsing (resolve.go's resolveMapList: YAML 1.1 booleans). */
const KNOWN = new Map<string, Resolved>();
for (const [value, tag, texts] of [
  [true, "bool", "y Y yes Yes YES true True TRUE on On ON"],
  [false, "bool", "n N no No NO false False FALSE off Off OFF"],
  [null, "null", "~ null Null NULL"],
  [Number.NaN, "float", ".nan .NaN .NAN"],
  [Number.POSITIVE_INFINITY, "float", ".inf .Inf .INF +.inf +.Inf +.INF"],
  [Number.NEGATIVE_INFINITY, "float", "-.inf -.Inf -.INF"],
  ["<<", "merge", "<<"],
] as const) {
  for (const text of texts.split(" ")) KNOWN.set(text, { tag, value });
}
KNOWN.set("", { tag: "null", value: null });

/** resolve.go's resolveTable: the hint a scalar's first character gives. */
function hint(text: string): string {
  if (text === "") return "N";
  const c = text[0]!;
  if (c === "+" || c === "-") return "S";
  if (c >= "0" && c <= "9") return "D";
  if ("yYnNtTfFoO~".includes(c)) return "M";
  return c === "." ? "." : "";
}

const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;
const UINT64_MAX = 2n ** 64n - 1n;
/** Digits no int64 or uint64 can have more of (64 binary digits); leading zeros are dropped first. */
const MAX_INT_DIGITS = 64;

/** Digits of `base` in `text`, as a bigint, or undefined (Go's syntax after its base prefix). */
function digits(text: string, base: 2 | 8 | 10 | 16): bigint | undefined {
  const pattern =
    base === 2 ? /^[01]+$/ : base === 8 ? /^[0-7]+$/ : base === 10 ? /^[0-9]+$/ : /^[0-9a-fA-F]+$/;
  if (!pattern.test(text)) return undefined;
  const significant = text.replace(/^0+(?=.)/, "");
  if (significant.length > MAX_INT_DIGITS) return undefined;
  const prefix = base === 2 ? "0b" : base === 8 ? "0o" : base === 16 ? "0x" : "";
  return BigInt(prefix + significant);
}

/**
 * strconv.ParseInt(text, base, 64), or ParseUint when `unsigned`: the value within range, or
 * undefined. Base 0 reads Go's prefixes (`0x`, `0o`, `0b`, and `0` for octal).
 */
function parseGoInt(text: string, unsigned: boolean, base: 0 | 2 = 0): bigint | undefined {
  let sign = 1n;
  let body = text;
  if (!unsigned && (body[0] === "+" || body[0] === "-")) {
    if (body[0] === "-") sign = -1n;
    body = body.slice(1);
  }
  let magnitude: bigint | undefined;
  const prefix = body.slice(0, 2).toLowerCase();
  if (base === 2) magnitude = digits(body, 2);
  else if (prefix === "0x") magnitude = digits(body.slice(2), 16);
  else if (prefix === "0o") magnitude = digits(body.slice(2), 8);
  else if (prefix === "0b") magnitude = digits(body.slice(2), 2);
  else if (body.length > 1 && body[0] === "0") magnitude = digits(body.slice(1), 8);
  else magnitude = digits(body, 10);
  if (magnitude === undefined) return undefined;
  const value = sign * magnitude;
  if (unsigned) return value <= UINT64_MAX ? value : undefined;
  return value >= INT64_MIN && value <= INT64_MAX ? value : undefined;
}

/** resolve.go's yamlStyleFloat. */
const YAML_FLOAT = /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?$/;
/** What strconv.ParseFloat takes of a text starting with `.`: Go's decimal float syntax. */
const DOT_FLOAT = /^\.[0-9](?:_?[0-9])*(?:[eE][-+]?[0-9](?:_?[0-9])*)?$/;

/**
 * The text without its underscores, or undefined when it holds a character no number has
 * (not ASCII). One pass over bytes: String.replace took 100 ms on a megabyte of `1_`.
 */
function withoutUnderscores(text: string): string | undefined {
  if (!text.includes("_")) return text;
  const out = Buffer.allocUnsafe(text.length);
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c > 0x7f) return undefined;
    if (c !== 0x5f) out[n++] = c;
  }
  return out.toString("latin1", 0, n);
}

/** strconv.ParseFloat of a decimal text: finite, or undefined (Go reports overflow as an error). */
function parseGoFloat(text: string): number | undefined {
  const value = Number(withoutUnderscores(text) ?? Number.NaN);
  return Number.isFinite(value) ? value : undefined;
}

/** The resolution of an int-looking text (the `D` and `S` hints), as resolve.go tries them. */
function number(text: string, tag: string): Resolved | undefined {
  if (tag === "timestamp" && isGoTimestamp(text)) return { tag: "timestamp", value: text };
  const plain = withoutUnderscores(text);
  if (plain === undefined) return undefined;
  const int = parseGoInt(plain, false) ?? parseGoInt(plain, true);
  if (int !== undefined) return { tag: "int", value: Number(int) };
  if (YAML_FLOAT.test(plain)) {
    const float = parseGoFloat(plain);
    if (float !== undefined) return { tag: "float", value: float };
  }
  if (plain.startsWith("0b")) {
    const binary = parseGoInt(plain.slice(2), false, 2) ?? parseGoInt(plain.slice(2), true, 2);
    if (binary !== undefined) return { tag: "int", value: Number(binary) };
  }
  return undefined;
}

/** go-yaml v2's resolve for an explicit tag it resolves (`!!str`, `!!bool`, `!!int`, `!!float`, `!!null`, `!!timestamp`). */
function resolve(tag: string, text: string): Resolved {
  if (tag === "str") return { tag: "str", value: text };
  const h = hint(text);
  if (h === "") return { tag: "str", value: text };
  const known = KNOWN.get(text);
  if (known !== undefined) return known;
  if (h === "." && DOT_FLOAT.test(text)) {
    const float = parseGoFloat(text);
    if (float !== undefined) return { tag: "float", value: float };
  }
  if (h === "D" || h === "S") return number(text, tag) ?? { tag: "str", value: text };
  return { tag: "str", value: text };
}

/** The tags whose scalars go-yaml reads differently from the YAML 1.2 core schema. */
const RESOLVED = new Set(["str", "bool", "int", "float", "null", "timestamp"]);

/**
 * The value of a scalar written with an explicit tag, as go-yaml v2 unmarshals it into
 * `interface{}`, or undefined when the tag is not one of `tag:yaml.org,2002:` go-yaml reads
 * (local tags, `!!set`, `!!omap`, `!!map` on a scalar...: the text, as the caller has it).
 */
export function taggedScalar(tag: string, text: string): TaggedScalar | undefined {
  if (!tag.startsWith(TAG)) return undefined;
  const name = tag.slice(TAG.length);
  if (name === "binary") {
    const decoded = goBase64String(text);
    return decoded === undefined
      ? { error: "!!binary value contains invalid base64 data" }
      : { value: decoded };
  }
  if (!RESOLVED.has(name)) return undefined;
  const resolved = resolve(name, text);
  if (resolved.tag === name) return { value: resolved.tag === "timestamp" ? text : resolved.value };
  if (name === "float" && resolved.tag === "int") return { value: resolved.value };
  return { error: `cannot decode !!${resolved.tag} \`${quoted(text)}\` as a !!${name}` };
}

/**
 * resolve.go's parseTimestamp: `YYYY-M-D`, optionally followed by `T`/`t`/space and
 * `h:m:s[.fraction]`, with a `Z` or `±hh:mm` zone after a `T`/`t`; the fields within range.
 */
const TIMESTAMP =
  /^(\d{4})-(\d\d?)-(\d\d?)(?:([Tt])(\d\d?):(\d\d?):(\d\d?)(?:[.,]\d+)?(Z|[+-]\d\d:\d\d)|( )(\d\d?):(\d\d?):(\d\d?)(?:[.,]\d+)?)?$/;

function isGoTimestamp(text: string): boolean {
  const m = TIMESTAMP.exec(text);
  if (m === null) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = month === 2 ? (leap ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
  if (month < 1 || month > 12 || day < 1 || day > days) return false;
  const clock =
    m[4] !== undefined
      ? [m[5], m[6], m[7]]
      : m[9] !== undefined
        ? [m[10], m[11], m[12]]
        : undefined;
  if (
    clock !== undefined &&
    (Number(clock[0]) > 23 || Number(clock[1]) > 59 || Number(clock[2]) > 59)
  )
    return false;
  const zone = m[8];
  return (
    zone === undefined ||
    zone === "Z" ||
    (Number(zone.slice(1, 3)) <= 24 && Number(zone.slice(4, 6)) <= 60)
  );
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * base64.StdEncoding.DecodeString (line breaks ignored, padding required) and the bytes as
 * encoding/json writes a Go string: valid UTF-8 kept, each invalid byte U+FFFD. Undefined when
 * the text is not base64.
 */
export function goBase64String(text: string): string | undefined {
  const compact = text.includes("\n") || text.includes("\r") ? text.replace(/[\r\n]/g, "") : text;
  if (compact.length % 4 !== 0 || !BASE64.test(compact)) return undefined;
  return goString(Buffer.from(compact, "base64"));
}

const strict = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
const lenient = new TextDecoder("utf-8", { ignoreBOM: true });

/** Whether byte `b` lies in [lo, hi]. */
const within = (b: number | undefined, lo: number, hi: number): boolean =>
  b !== undefined && b >= lo && b <= hi;

/** The length of the valid UTF-8 sequence at `i` (utf8.DecodeRune's acceptance ranges), or 0. */
function sequenceAt(bytes: Uint8Array, i: number): number {
  const b = bytes[i]!;
  if (b < 0x80) return 1;
  if (b < 0xc2 || b > 0xf4) return 0;
  if (b <= 0xdf) return within(bytes[i + 1], 0x80, 0xbf) ? 2 : 0;
  if (b <= 0xef) {
    const lo = b === 0xe0 ? 0xa0 : 0x80;
    const hi = b === 0xed ? 0x9f : 0xbf;
    return within(bytes[i + 1], lo, hi) && within(bytes[i + 2], 0x80, 0xbf) ? 3 : 0;
  }
  const lo = b === 0xf0 ? 0x90 : 0x80;
  const hi = b === 0xf4 ? 0x8f : 0xbf;
  return within(bytes[i + 1], lo, hi) &&
    within(bytes[i + 2], 0x80, 0xbf) &&
    within(bytes[i + 3], 0x80, 0xbf)
    ? 4
    : 0;
}

/** Bytes as a Go string written by encoding/json: each byte not part of valid UTF-8 becomes U+FFFD. */
export function goString(bytes: Uint8Array): string {
  try {
    return strict.decode(bytes);
  } catch {
    // Rewritten into valid UTF-8 in one buffer: U+FFFD is three bytes.
    const out = new Uint8Array(bytes.length * 3);
    let n = 0;
    for (let i = 0; i < bytes.length;) {
      const size = sequenceAt(bytes, i);
      if (size === 0) {
        out[n++] = 0xef;
        out[n++] = 0xbf;
        out[n++] = 0xbd;
        i++;
        continue;
      }
      for (const end = i + size; i < end;) out[n++] = bytes[i++]!;
    }
    return lenient.decode(out.subarray(0, n));
  }
}
