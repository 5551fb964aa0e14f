// Copied by corespec from templates/runtime/format-text.ts. DO NOT EDIT: change the template and run `npm run generate`.

/**
 * The text of format checks: error messages worded as apimachinery's validation package words
 * them, and the character scanners the checks use instead of regular expressions.
 */
import { utf8Length } from "./bytes.js";

// ---------------------------------------------------------------------------------------------
// Messages, worded as apimachinery's validation package words them.

/** validation.RegexError */
function regexError(msg: string, fmt: string, ...examples: string[]): string {
  if (examples.length === 0) return `${msg} (regex used for validation is '${fmt}')`;
  let out = `${msg} (e.g. `;
  for (let i = 0; i < examples.length; i++) {
    if (i > 0) out += " or ";
    out += `'${examples[i]}', `;
  }
  return `${out}regex used for validation is '${fmt}')`;
}

/** validation.MaxLenError */
export function maxLenError(length: number): string {
  return `must be no more than ${length} characters`;
}

/** maxLenError's details of the two limits every name format has, made once. */
export const MAX_LEN_63: string = /* @__PURE__ */ maxLenError(63);
export const MAX_LEN_253: string = /* @__PURE__ */ maxLenError(253);

/** field.TooLong's detail, for the checks Kubernetes reports as FieldValueTooLong. */
export function tooLongError(length: number): string {
  return `may not be more than ${length} bytes`;
}

export const EMPTY_ERROR: string = "must be non-empty";

const DNS1123_LABEL_FMT = "[a-z0-9]([-a-z0-9]*[a-z0-9])?";
const DNS1123_SUBDOMAIN_FMT = `${DNS1123_LABEL_FMT}(\\.${DNS1123_LABEL_FMT})*`;
export const DNS1123_LABEL_ERROR: string = /* @__PURE__ */ regexError(
  "a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character",
  DNS1123_LABEL_FMT,
  "my-name",
  "123-abc",
);
export const DNS1123_SUBDOMAIN_ERROR: string = /* @__PURE__ */ regexError(
  "a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character",
  DNS1123_SUBDOMAIN_FMT,
  "example.com",
);
const QUALIFIED_NAME_FMT = "([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]";
const QUALIFIED_NAME_ERROR_MSG =
  "must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character";
export const QUALIFIED_NAME_ERROR: string = /* @__PURE__ */ regexError(
  QUALIFIED_NAME_ERROR_MSG,
  QUALIFIED_NAME_FMT,
  "MyName",
  "my.name",
  "123-abc",
);
export const QUALIFIED_NAME_PARTS_SUFFIX: string =
  " with an optional DNS subdomain prefix and '/' (e.g. 'example.com/MyName')";
export const LABEL_VALUE_ERROR: string = /* @__PURE__ */ regexError(
  "a valid label must be an empty string or consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character",
  `(${QUALIFIED_NAME_FMT})?`,
  "MyValue",
  "my_value",
  "12345",
);
export const CONFIG_MAP_KEY_ERROR: string = /* @__PURE__ */ regexError(
  "a valid config key must consist of alphanumeric characters, '-', '_' or '.'",
  "[-._a-zA-Z0-9]+",
  "key.name",
  "KEY_NAME",
  "key-name",
);
export const C_IDENTIFIER_ERROR: string = /* @__PURE__ */ regexError(
  "a valid C identifier must start with alphabetic character or '_', followed by a string of alphanumeric characters or '_'",
  "[A-Za-z_][A-Za-z0-9_]*",
  "my_name",
  "MY_NAME",
  "MyName",
);
export const HTTP_PATH_ERROR: string = /* @__PURE__ */ regexError(
  "Invalid path",
  "[A-Za-z0-9/\\-._~%!$&'()*+,;=:]+",
);

/** The details of one value, or undefined when there are none after all (slow paths re-check). */
export function join(errors: readonly string[]): string | undefined {
  if (errors.length === 0) return undefined;
  return errors.length === 1 ? (errors[0] as string) : errors.join("; ");
}

// ---------------------------------------------------------------------------------------------
// Character scanners (no regular expressions on the hot path).

function isLowerAlnum(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 48 && c <= 57);
}

export function isAlnum(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || (c >= 65 && c <= 90);
}

/**
 * s[from, to) matches [a-z0-9]([-a-z0-9]*[a-z0-9])? (any length); upper-case letters too
 * when `caseless`.
 */
export function isLabel(s: string, from: number, to: number, caseless = false): boolean {
  if (to <= from) return false;
  // One test per character, inlined: choosing the character test as a function value kept
  // this loop, run for every name, subdomain and qualified-name prefix, from being inlined.
  for (let i = from; i < to; i++) {
    const c = s.charCodeAt(i);
    if (isLowerAlnum(c) || (caseless && c >= 65 && c <= 90)) continue;
    if (c !== 45 || i === from || i === to - 1) return false;
  }
  return true;
}

/** s[from, to) matches the RFC 1123 subdomain regex (any length), ignoring case when `caseless`. */
export function isSubdomain(s: string, from: number, to: number, caseless = false): boolean {
  let start = from;
  for (let i = from; i <= to; i++) {
    if (i === to || s.charCodeAt(i) === 46) {
      if (!isLabel(s, start, i, caseless)) return false;
      start = i + 1;
    }
  }
  return true;
}

/** s[from, to) matches ([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9] (any length). */
export function isQualifiedNamePart(s: string, from: number, to: number): boolean {
  if (to <= from || !isAlnum(s.charCodeAt(from)) || !isAlnum(s.charCodeAt(to - 1))) return false;
  for (let i = from + 1; i < to - 1; i++) {
    const c = s.charCodeAt(i);
    if (!isAlnum(c) && c !== 45 && c !== 95 && c !== 46) return false;
  }
  return true;
}

/** s[from, to) matches [A-Za-z_][A-Za-z0-9_]* */
export function isCIdentifier(s: string, from: number = 0, to: number = s.length): boolean {
  if (to <= from) return false;
  const c0 = s.charCodeAt(from);
  if (!((c0 >= 65 && c0 <= 90) || (c0 >= 97 && c0 <= 122) || c0 === 95)) return false;
  for (let i = from + 1; i < to; i++) {
    const c = s.charCodeAt(i);
    if (!isAlnum(c) && c !== 95) return false;
  }
  return true;
}

/** Length in bytes, as Go's len(): the string's length when it is ASCII. */
export function byteLength(s: string): number {
  return utf8Length(s);
}

/** validation.IsDNS1123Subdomain's messages. */
export function subdomainErrors(s: string, out: string[]): void {
  if (byteLength(s) > 253) out.push(MAX_LEN_253);
  if (!isSubdomain(s, 0, s.length)) out.push(DNS1123_SUBDOMAIN_ERROR);
}

/**
 * The details of a value Kubernetes checks for a length and a pattern (IsDNS1123Label and its
 * kin), given the pattern's verdict: none, one, or both joined with "; ". A value that matches
 * the pattern is ASCII, so its length is its byte length; another is measured in bytes.
 */
export function lengthAndPattern(
  value: string,
  max: number,
  tooLong: string,
  matches: boolean,
  mismatch: string,
): string | undefined {
  if (matches) return value.length > max ? tooLong : undefined;
  return byteLength(value) > max ? `${tooLong}; ${mismatch}` : mismatch;
}

// ---------------------------------------------------------------------------------------------
// Qualified names: the scan, and Kubernetes' details of what is wrong with one.

/** Whether a qualified name is valid; `caseless`: its prefix may hold upper-case letters too. */
export function isValidQualifiedName(value: string, caseless = false): boolean {
  const n = value.length;
  const slash = value.indexOf("/");
  if (slash < 0) return n <= 63 && isQualifiedNamePart(value, 0, n);
  if (value.indexOf("/", slash + 1) >= 0) return false;
  return (
    slash <= 253 &&
    isSubdomain(value, 0, slash, caseless) &&
    n - slash - 1 <= 63 &&
    isQualifiedNamePart(value, slash + 1, n)
  );
}

// The details of a qualified name's parts, made once: an error then costs no concatenation.
const PREFIX_PART_EMPTY = `prefix part ${EMPTY_ERROR}`;
const PREFIX_PART_TOO_LONG = `prefix part ${MAX_LEN_253}`;
const PREFIX_PART_INVALID = `prefix part ${DNS1123_SUBDOMAIN_ERROR}`;
const NAME_PART_EMPTY = `name part ${EMPTY_ERROR}`;
const NAME_PART_TOO_LONG = `name part ${MAX_LEN_63}`;
const NAME_PART_INVALID = `name part ${QUALIFIED_NAME_ERROR}`;

/** validation.IsQualifiedName / content.IsLabelKey, with the given wording for too many '/'. */
export function qualifiedNameErrors(value: string, what: string): string | undefined {
  const slash = value.indexOf("/");
  // The details joined with "; " as they come: most invalid names have one, and then no list.
  let errors: string | undefined;
  let name: string;
  if (slash < 0) {
    name = value;
  } else if (value.indexOf("/", slash + 1) < 0) {
    const prefix = value.slice(0, slash);
    name = value.slice(slash + 1);
    if (prefix.length === 0) {
      errors = PREFIX_PART_EMPTY;
    } else {
      if (byteLength(prefix) > 253) errors = PREFIX_PART_TOO_LONG;
      if (!isSubdomain(prefix, 0, prefix.length)) errors = also(errors, PREFIX_PART_INVALID);
    }
  } else {
    return `${what} ${QUALIFIED_NAME_ERROR}${QUALIFIED_NAME_PARTS_SUFFIX}`;
  }
  if (name.length === 0) errors = also(errors, NAME_PART_EMPTY);
  else if (byteLength(name) > 63) errors = also(errors, NAME_PART_TOO_LONG);
  if (!isQualifiedNamePart(name, 0, name.length)) errors = also(errors, NAME_PART_INVALID);
  return errors;
}

/** `errors; detail`, or the detail alone. */
function also(errors: string | undefined, detail: string): string {
  return errors === undefined ? detail : `${errors}; ${detail}`;
}

/** Go's unicode.IsSpace. */
export function isGoSpace(c: number): boolean {
  if (c <= 0x20) return c === 0x20 || (c >= 0x09 && c <= 0x0d);
  if (c < 0x85) return false;
  return (
    c === 0x85 ||
    c === 0xa0 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000
  );
}
