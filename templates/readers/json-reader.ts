/**
 * JSON texts checked against Go encoding/json's grammar, with the duplicate keys that
 * Kubernetes' strict field validation reports (`duplicate field "metadata.name"`), for request
 * bodies (the server's http/json-body.ts) and `corespec validate`.
 *
 * A small scanner checks the text (Go encoding/json's grammar and error texts, with line and
 * column) and collects duplicate keys as paths (`metadata.name`, `spec.items[0].name`, as
 * sigs.k8s.io/json writes them); the engine's JSON.parse then builds the value. Both passes
 * are linear, so a 3 MiB body parses in milliseconds. `__proto__` keys become own data
 * properties; no prototype is ever touched.
 */
import { goQuote } from "./go-quote.js";

/** The deepest nesting Go's decoder accepts. */
export const MAX_DEPTH = 10000;
/** The most duplicate paths kept (sigs.k8s.io/json keeps 100 strict errors). */
export const MAX_DUPLICATES = 100;

/** A JSON or YAML text (a request body, a document) that is not well-formed, with where: 1-based line and column, 0-based offset. */
export class BodySyntaxError extends SyntaxError {
  readonly line: number;
  readonly column: number;
  readonly offset: number;
  /** The error without its position: `invalid character '}' looking for beginning of value`. */
  readonly detail: string;

  constructor(
    format: "json" | "yaml",
    detail: string,
    line: number,
    column: number,
    offset: number,
  ) {
    super(`${format} parse error at line ${line}, column ${column}: ${detail}`);
    this.name = "BodySyntaxError";
    this.detail = detail;
    this.line = line;
    this.column = column;
    this.offset = offset;
  }
}

/** A text given as a string or its UTF-8 bytes, as a string. */
export function decode(input: string | Uint8Array): string {
  return typeof input === "string" ? input : new TextDecoder("utf-8").decode(input);
}

function position(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf("\n"); i !== -1 && i < offset; i = text.indexOf("\n", i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, column: offset - lineStart + 1 };
}

/** Go's quoteChar: a character as encoding/json's errors show it, e.g. `'}'` or `'\n'`. */
function quoteChar(ch: string): string {
  if (ch === "'") return "'\\''";
  if (ch === '"') return "'\"'";
  return `'${goQuote(ch).slice(1, -1)}'`;
}

interface Frame {
  readonly object: boolean;
  /** Keys seen (objects): a short list, a set past 16 keys. */
  keys: string[] | Set<string> | undefined;
  /** The key whose value is being read (objects) or the element index (arrays). */
  key: string;
  index: number;
}

class ScanError extends Error {
  constructor(
    readonly offset: number,
    readonly detail: string,
  ) {
    super(detail);
  }
}

function pathOf(stack: readonly Frame[], key: string): string {
  let path = "";
  for (let i = 0; i < stack.length - 1; i++) {
    const f = stack[i]!;
    if (f.object) path = path === "" ? f.key : `${path}.${f.key}`;
    else path = `${path}[${f.index}]`;
  }
  return path === "" ? key : `${path}.${key}`;
}

/**
 * Checks `text` against JSON's grammar and collects duplicate keys. Throws ScanError at the
 * first error, with Go's message.
 */
function scan(text: string, maxDepth: number): JsonDuplicate[] {
  const n = text.length;
  const stack: Frame[] = [];
  const duplicates: JsonDuplicate[] = [];
  const seen = new Set<string>();
  let i = 0;

  const charAt = (at: number): string => {
    const c = text.codePointAt(at)!;
    return String.fromCodePoint(c);
  };
  const fail = (at: number, context: string): never => {
    if (at >= n) throw new ScanError(n, "unexpected end of JSON input");
    throw new ScanError(at, `invalid character ${quoteChar(charAt(at))} ${context}`);
  };
  const ws = (at: number): number => {
    while (at < n) {
      const c = text.charCodeAt(at);
      if (c === 32 || c === 10 || c === 13 || c === 9) at++;
      else break;
    }
    return at;
  };
  const isHex = (c: number): boolean =>
    (c >= 48 && c <= 57) || (c >= 97 && c <= 102) || (c >= 65 && c <= 70);
  /** Index just past the string starting at `at` (a quote); `escaped` tells whether it has escapes. */
  let escaped = false;
  const string = (at: number): number => {
    escaped = false;
    let j = at + 1;
    for (;;) {
      if (j >= n) fail(n, "");
      const c = text.charCodeAt(j);
      if (c === 34) return j + 1;
      if (c === 92) {
        escaped = true;
        const e = text.charCodeAt(j + 1);
        if (j + 1 >= n) fail(n, "");
        if (
          e === 34 ||
          e === 92 ||
          e === 47 ||
          e === 98 ||
          e === 102 ||
          e === 110 ||
          e === 114 ||
          e === 116
        )
          j += 2;
        else if (e === 117) {
          for (let k = j + 2; k < j + 6; k++) {
            if (k >= n) fail(n, "");
            if (!isHex(text.charCodeAt(k))) fail(k, "in \\u hexadecimal character escape");
          }
          j += 6;
        } else fail(j + 1, "in string escape code");
      } else if (c < 32) fail(j, "in string literal");
      else j++;
    }
  };
  const digits = (at: number): number => {
    while (at < n) {
      const c = text.charCodeAt(at);
      if (c >= 48 && c <= 57) at++;
      else break;
    }
    return at;
  };
  const number = (at: number): number => {
    let j = at;
    if (text.charCodeAt(j) === 45) {
      j++;
      const c = text.charCodeAt(j);
      if (!(c >= 48 && c <= 57)) fail(j, "in numeric literal");
    }
    j = text.charCodeAt(j) === 48 ? j + 1 : digits(j);
    if (text.charCodeAt(j) === 46) {
      j++;
      const c = text.charCodeAt(j);
      if (!(c >= 48 && c <= 57)) fail(j, "after decimal point in numeric literal");
      j = digits(j);
    }
    const e = text.charCodeAt(j);
    if (e === 101 || e === 69) {
      j++;
      const s = text.charCodeAt(j);
      if (s === 43 || s === 45) j++;
      const c = text.charCodeAt(j);
      if (!(c >= 48 && c <= 57)) fail(j, "in exponent of numeric literal");
      j = digits(j);
    }
    // A number past float64's range cannot be decoded (Go: "cannot unmarshal number ...").
    if (j - at > 15 || e === 101 || e === 69) {
      const literal = text.slice(at, j);
      if (!Number.isFinite(Number(literal)))
        throw new ScanError(at, `cannot unmarshal number ${literal} into Go value of type float64`);
    }
    return j;
  };
  const literal = (at: number, word: string): number => {
    for (let k = 1; k < word.length; k++) {
      if (at + k >= n) fail(n, "");
      if (text[at + k] !== word[k])
        fail(at + k, `in literal ${word} (expecting ${quoteChar(word[k]!)})`);
    }
    return at + word.length;
  };
  /** Reads an object key at `at` (a quote expected) and records it; returns the index past the colon. */
  const key = (at: number, frame: Frame): number => {
    if (at >= n || text.charCodeAt(at) !== 34)
      fail(at, "looking for beginning of object key string");
    const end = string(at);
    const k = escaped ? (JSON.parse(text.slice(at, end)) as string) : text.slice(at + 1, end - 1);
    if (frame.keys === undefined) frame.keys = [k];
    else if (Array.isArray(frame.keys) ? frame.keys.includes(k) : frame.keys.has(k)) {
      if (duplicates.length < MAX_DUPLICATES) {
        const path = pathOf(stack, k);
        if (!seen.has(path)) {
          seen.add(path);
          duplicates.push({ path, offset: at });
        }
      }
    } else if (!Array.isArray(frame.keys)) frame.keys.add(k);
    else if (frame.keys.length < 16) frame.keys.push(k);
    else frame.keys = new Set([...frame.keys, k]);
    frame.key = k;
    const colon = ws(end);
    if (colon >= n || text.charCodeAt(colon) !== 58) fail(colon, "after object key");
    return colon + 1;
  };

  for (;;) {
    // A value starts at i.
    i = ws(i);
    if (i >= n) fail(n, "");
    const c = text.charCodeAt(i);
    if (c === 123 || c === 91) {
      if (stack.length >= maxDepth) fail(i, "exceeded max depth");
      const frame: Frame = { object: c === 123, keys: undefined, key: "", index: 0 };
      stack.push(frame);
      i = ws(i + 1);
      if (text.charCodeAt(i) === (c === 123 ? 125 : 93)) {
        stack.pop();
        i++;
      } else {
        if (frame.object) i = key(i, frame);
        continue;
      }
    } else if (c === 34) i = string(i);
    else if (c === 45 || (c >= 48 && c <= 57)) i = number(i);
    else if (c === 116) i = literal(i, "true");
    else if (c === 102) i = literal(i, "false");
    else if (c === 110) i = literal(i, "null");
    else fail(i, "looking for beginning of value");

    // After a value: close containers, or go on to the next element.
    let next = false;
    while (!next) {
      i = ws(i);
      const top = stack[stack.length - 1];
      if (top === undefined) {
        if (i < n) fail(i, "after top-level value");
        return duplicates;
      }
      const d = text.charCodeAt(i);
      if (top.object) {
        if (d === 44) {
          i = key(ws(i + 1), top);
          next = true;
        } else if (d === 125) {
          stack.pop();
          i++;
        } else fail(i, "after object key:value pair");
      } else if (d === 44) {
        top.index++;
        i++;
        next = true;
      } else if (d === 93) {
        stack.pop();
        i++;
      } else fail(i, "after array element");
    }
  }
}

/** A key repeated in an object: its path (`metadata.name`) and the offset of the repetition. */
export interface JsonDuplicate {
  readonly path: string;
  readonly offset: number;
}

/**
 * Checks a JSON text (Go's grammar, at most `maxDepth` levels) and returns its repeated keys
 * with their offsets. Throws BodySyntaxError with Go's message, line and column.
 */
export function scanJson(text: string, maxDepth: number = MAX_DEPTH): JsonDuplicate[] {
  try {
    return scan(text, maxDepth);
  } catch (error) {
    if (!(error instanceof ScanError)) throw error;
    const { line, column } = position(text, error.offset);
    throw new BodySyntaxError("json", error.detail, line, column, error.offset);
  }
}
