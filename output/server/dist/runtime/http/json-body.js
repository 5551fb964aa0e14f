// Copied by corespec from templates/server/http/json-body.ts. DO NOT EDIT: change the template and run `npm run generate`.
import { goQuote } from "../apimachinery/go-quote.js";
export const MAX_DEPTH = 1e4;
export const MAX_DUPLICATES = 100;
export class BodySyntaxError extends SyntaxError {
  line;
  column;
  offset;
  /** The error without its position: `invalid character '}' looking for beginning of value`. */
  detail;
  constructor(format, detail, line, column, offset) {
    super(`${format} parse error at line ${line}, column ${column}: ${detail}`);
    this.name = "BodySyntaxError";
    this.detail = detail;
    this.line = line;
    this.column = column;
    this.offset = offset;
  }
}
export function decode(input) {
  return typeof input === "string" ? input : new TextDecoder("utf-8").decode(input);
}
function position(text, offset) {
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf("\n"); i !== -1 && i < offset; i = text.indexOf("\n", i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, column: offset - lineStart + 1 };
}
function quoteChar(ch) {
  if (ch === "'") return "'\\''";
  if (ch === '"') return `'"'`;
  return `'${goQuote(ch).slice(1, -1)}'`;
}
class ScanError extends Error {
  constructor(offset, detail) {
    super(detail);
    this.offset = offset;
    this.detail = detail;
  }
  offset;
  detail;
}
function pathOf(stack, key) {
  let path = "";
  for (let i = 0; i < stack.length - 1; i++) {
    const f = stack[i];
    if (f.object) path = path === "" ? f.key : `${path}.${f.key}`;
    else path = `${path}[${f.index}]`;
  }
  return path === "" ? key : `${path}.${key}`;
}
function scan(text, maxDepth) {
  const n = text.length;
  const stack = [];
  const duplicates = [];
  const seen = /* @__PURE__ */ new Set();
  let i = 0;
  const charAt = (at) => {
    const c = text.codePointAt(at);
    return String.fromCodePoint(c);
  };
  const fail = (at, context) => {
    if (at >= n) throw new ScanError(n, "unexpected end of JSON input");
    throw new ScanError(at, `invalid character ${quoteChar(charAt(at))} ${context}`);
  };
  const ws = (at) => {
    while (at < n) {
      const c = text.charCodeAt(at);
      if (c === 32 || c === 10 || c === 13 || c === 9) at++;
      else break;
    }
    return at;
  };
  const isHex = (c) => c >= 48 && c <= 57 || c >= 97 && c <= 102 || c >= 65 && c <= 70;
  let escaped = false;
  const string = (at) => {
    escaped = false;
    let j = at + 1;
    for (; ; ) {
      if (j >= n) fail(n, "");
      const c = text.charCodeAt(j);
      if (c === 34) return j + 1;
      if (c === 92) {
        escaped = true;
        const e = text.charCodeAt(j + 1);
        if (j + 1 >= n) fail(n, "");
        if (e === 34 || e === 92 || e === 47 || e === 98 || e === 102 || e === 110 || e === 114 || e === 116) j += 2;
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
  const digits = (at) => {
    while (at < n) {
      const c = text.charCodeAt(at);
      if (c >= 48 && c <= 57) at++;
      else break;
    }
    return at;
  };
  const number = (at) => {
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
    if (j - at > 15 || e === 101 || e === 69) {
      const literal2 = text.slice(at, j);
      if (!Number.isFinite(Number(literal2))) throw new ScanError(at, `cannot unmarshal number ${literal2} into Go value of type float64`);
    }
    return j;
  };
  const literal = (at, word) => {
    for (let k = 1; k < word.length; k++) {
      if (at + k >= n) fail(n, "");
      if (text[at + k] !== word[k]) fail(at + k, `in literal ${word} (expecting ${quoteChar(word[k])})`);
    }
    return at + word.length;
  };
  const key = (at, frame) => {
    if (at >= n || text.charCodeAt(at) !== 34) fail(at, "looking for beginning of object key string");
    const end = string(at);
    const k = escaped ? JSON.parse(text.slice(at, end)) : text.slice(at + 1, end - 1);
    if (frame.keys === void 0) frame.keys = [k];
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
    else frame.keys = /* @__PURE__ */ new Set([...frame.keys, k]);
    frame.key = k;
    const colon = ws(end);
    if (colon >= n || text.charCodeAt(colon) !== 58) fail(colon, "after object key");
    return colon + 1;
  };
  for (; ; ) {
    i = ws(i);
    if (i >= n) fail(n, "");
    const c = text.charCodeAt(i);
    if (c === 123 || c === 91) {
      if (stack.length >= maxDepth) fail(i, "exceeded max depth");
      const frame = { object: c === 123, keys: void 0, key: "", index: 0 };
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
    else if (c === 45 || c >= 48 && c <= 57) i = number(i);
    else if (c === 116) i = literal(i, "true");
    else if (c === 102) i = literal(i, "false");
    else if (c === 110) i = literal(i, "null");
    else fail(i, "looking for beginning of value");
    let next = false;
    while (!next) {
      i = ws(i);
      const top = stack[stack.length - 1];
      if (top === void 0) {
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
export function scanJson(text, maxDepth = MAX_DEPTH) {
  try {
    return scan(text, maxDepth);
  } catch (error) {
    if (!(error instanceof ScanError)) throw error;
    const { line, column } = position(text, error.offset);
    throw new BodySyntaxError("json", error.detail, line, column, error.offset);
  }
}
export function parseJsonBody(input, maxDepth = MAX_DEPTH) {
  const text = decode(input);
  const duplicates = scanJson(text, maxDepth).map((d) => d.path);
  try {
    return { value: JSON.parse(text), duplicates };
  } catch (error) {
    throw new BodySyntaxError("json", error.message, 1, 1, 0);
  }
}
