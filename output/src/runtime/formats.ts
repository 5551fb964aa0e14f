// Copied by corespec from templates/runtime/formats.ts. DO NOT EDIT: change the template and run `npm run generate`.

/**
 * The string formats of the spec language, with Kubernetes' semantics and error details
 * (k8s.io/apimachinery/pkg/util/validation and the API validation that uses it). Each check
 * returns undefined when the value is valid, else the detail of a FieldValueInvalid error.
 * When Kubernetes reports several problems for one value, they are joined with "; ".
 */
import { utf8Length } from "./bytes.js";
import { cidrFamily, ipAddressFamily, isStrictIPv6 } from "./ip.js";
import { isSemver } from "./semver.js";

export type FormatName =
  | "dns-label"
  | "dns-subdomain"
  | "qualified-name"
  | "qualified-name-caseless"
  | "label-key"
  | "label-value"
  | "path-segment-name"
  | "configmap-key"
  | "semver"
  | "url"
  | "https-url"
  | "ip"
  | "cidr"
  | "pool-name"
  | "attribute-name"
  | "domain-prefixed-path"
  | "printable"
  | "cel"
  | "image-reference"
  | "uid"
  | "file-path"
  | "host-port"
  | "lowercase";

export type FormatCheck = (value: string) => string | undefined;

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
function maxLenError(length: number): string {
  return `must be no more than ${length} characters`;
}

/** field.TooLong's detail, for the checks Kubernetes reports as FieldValueTooLong. */
function tooLongError(length: number): string {
  return `may not be more than ${length} bytes`;
}

const EMPTY_ERROR = "must be non-empty";

const DNS1123_LABEL_FMT = "[a-z0-9]([-a-z0-9]*[a-z0-9])?";
const DNS1123_SUBDOMAIN_FMT = `${DNS1123_LABEL_FMT}(\\.${DNS1123_LABEL_FMT})*`;
const DNS1123_LABEL_ERROR = regexError(
  "a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character",
  DNS1123_LABEL_FMT,
  "my-name",
  "123-abc",
);
const DNS1123_SUBDOMAIN_ERROR = regexError(
  "a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character",
  DNS1123_SUBDOMAIN_FMT,
  "example.com",
);
const QUALIFIED_NAME_FMT = "([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]";
const QUALIFIED_NAME_ERROR_MSG =
  "must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character";
const QUALIFIED_NAME_ERROR = regexError(
  QUALIFIED_NAME_ERROR_MSG,
  QUALIFIED_NAME_FMT,
  "MyName",
  "my.name",
  "123-abc",
);
const QUALIFIED_NAME_PARTS_SUFFIX =
  " with an optional DNS subdomain prefix and '/' (e.g. 'example.com/MyName')";
const LABEL_VALUE_ERROR = regexError(
  "a valid label must be an empty string or consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character",
  `(${QUALIFIED_NAME_FMT})?`,
  "MyValue",
  "my_value",
  "12345",
);
const CONFIG_MAP_KEY_ERROR = regexError(
  "a valid config key must consist of alphanumeric characters, '-', '_' or '.'",
  "[-._a-zA-Z0-9]+",
  "key.name",
  "KEY_NAME",
  "key-name",
);
const C_IDENTIFIER_ERROR = regexError(
  "a valid C identifier must start with alphabetic character or '_', followed by a string of alphanumeric characters or '_'",
  "[A-Za-z_][A-Za-z0-9_]*",
  "my_name",
  "MY_NAME",
  "MyName",
);
const HTTP_PATH_ERROR = regexError("Invalid path", "[A-Za-z0-9/\\-._~%!$&'()*+,;=:]+");

/** The details of one value, or undefined when there are none after all (slow paths re-check). */
function join(errors: readonly string[]): string | undefined {
  if (errors.length === 0) return undefined;
  return errors.length === 1 ? (errors[0] as string) : errors.join("; ");
}

// ---------------------------------------------------------------------------------------------
// Character scanners (no regular expressions on the hot path).

function isLowerAlnum(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 48 && c <= 57);
}

function isAlnum(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || (c >= 65 && c <= 90);
}

/**
 * s[from, to) matches [a-z0-9]([-a-z0-9]*[a-z0-9])? (any length); upper-case letters too
 * when `caseless`.
 */
function isLabel(s: string, from: number, to: number, caseless = false): boolean {
  const alnum = caseless ? isAlnum : isLowerAlnum;
  if (to <= from || !alnum(s.charCodeAt(from)) || !alnum(s.charCodeAt(to - 1))) return false;
  for (let i = from + 1; i < to - 1; i++) {
    const c = s.charCodeAt(i);
    if (c !== 45 && !alnum(c)) return false;
  }
  return true;
}

/** s[from, to) matches the RFC 1123 subdomain regex (any length), ignoring case when `caseless`. */
function isSubdomain(s: string, from: number, to: number, caseless = false): boolean {
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
function isQualifiedNamePart(s: string, from: number, to: number): boolean {
  if (to <= from || !isAlnum(s.charCodeAt(from)) || !isAlnum(s.charCodeAt(to - 1))) return false;
  for (let i = from + 1; i < to - 1; i++) {
    const c = s.charCodeAt(i);
    if (!isAlnum(c) && c !== 45 && c !== 95 && c !== 46) return false;
  }
  return true;
}

/** s[from, to) matches [A-Za-z_][A-Za-z0-9_]* */
function isCIdentifier(s: string, from = 0, to = s.length): boolean {
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
function byteLength(s: string): number {
  return utf8Length(s);
}

/** validation.IsDNS1123Subdomain's messages. */
function subdomainErrors(s: string, out: string[]): void {
  if (byteLength(s) > 253) out.push(maxLenError(253));
  if (!isSubdomain(s, 0, s.length)) out.push(DNS1123_SUBDOMAIN_ERROR);
}

// ---------------------------------------------------------------------------------------------
// The formats.

/** An RFC 1123 label (validation.IsDNS1123Label): at most 63 characters. */
export function dnsLabel(value: string): string | undefined {
  const n = value.length;
  if (n <= 63 && isLabel(value, 0, n)) return undefined;
  const errors: string[] = [];
  if (byteLength(value) > 63) errors.push(maxLenError(63));
  if (!isLabel(value, 0, n))
    errors.push(isSubdomain(value, 0, n) ? "must not contain dots" : DNS1123_LABEL_ERROR);
  return join(errors);
}

/** An RFC 1123 subdomain (validation.IsDNS1123Subdomain): at most 253 characters. */
export function dnsSubdomain(value: string): string | undefined {
  if (value.length <= 253 && isSubdomain(value, 0, value.length)) return undefined;
  const errors: string[] = [];
  subdomainErrors(value, errors);
  return join(errors);
}

function isValidQualifiedName(value: string): boolean {
  const n = value.length;
  const slash = value.indexOf("/");
  if (slash < 0) return n <= 63 && isQualifiedNamePart(value, 0, n);
  if (value.indexOf("/", slash + 1) >= 0) return false;
  return (
    slash <= 253 &&
    isSubdomain(value, 0, slash) &&
    n - slash - 1 <= 63 &&
    isQualifiedNamePart(value, slash + 1, n)
  );
}

/** validation.IsQualifiedName / content.IsLabelKey, with the given wording for too many '/'. */
function qualifiedNameErrors(value: string, what: string): string | undefined {
  const parts = value.split("/");
  const errors: string[] = [];
  let name: string;
  if (parts.length === 1) {
    name = value;
  } else if (parts.length === 2) {
    const prefix = parts[0] as string;
    name = parts[1] as string;
    if (prefix.length === 0) {
      errors.push(`prefix part ${EMPTY_ERROR}`);
    } else {
      const prefixErrors: string[] = [];
      subdomainErrors(prefix, prefixErrors);
      for (const e of prefixErrors) errors.push(`prefix part ${e}`);
    }
  } else {
    return `${what} ${QUALIFIED_NAME_ERROR}${QUALIFIED_NAME_PARTS_SUFFIX}`;
  }
  if (name.length === 0) errors.push(`name part ${EMPTY_ERROR}`);
  else if (byteLength(name) > 63) errors.push(`name part ${maxLenError(63)}`);
  if (!isQualifiedNamePart(name, 0, name.length)) errors.push(`name part ${QUALIFIED_NAME_ERROR}`);
  return join(errors);
}

/**
 * A qualified name (validation.IsQualifiedName): an optional DNS subdomain prefix (at most 253)
 * and '/', then a name of at most 63 alphanumerics, '-', '_' and '.', starting and ending
 * with an alphanumeric. Annotation keys, finalizers, condition types.
 */
export function qualifiedName(value: string): string | undefined {
  return isValidQualifiedName(value) ? undefined : qualifiedNameErrors(value, "a qualified name");
}

/**
 * A qualified name checked in lower case, as Kubernetes checks annotation keys
 * (ValidateAnnotations lower-cases them) and CSI driver names.
 */
export function qualifiedNameCaseless(value: string): string | undefined {
  return qualifiedName(value.toLowerCase());
}

/** A label key (content.IsLabelKey): the same rule as qualifiedName. */
export function labelKey(value: string): string | undefined {
  return isValidQualifiedName(value) ? undefined : qualifiedNameErrors(value, "a valid label key");
}

/** A label value (validation.IsValidLabelValue): empty, or a name part of at most 63. */
export function labelValue(value: string): string | undefined {
  const n = value.length;
  if (n === 0 || (n <= 63 && isQualifiedNamePart(value, 0, n))) return undefined;
  const errors: string[] = [];
  if (byteLength(value) > 63) errors.push(maxLenError(63));
  if (!isQualifiedNamePart(value, 0, n)) errors.push(LABEL_VALUE_ERROR);
  return join(errors);
}

/**
 * A name that is safe as a path segment (path.IsValidPathSegmentName): not `.` or `..`, no
 * `/` or `%`. Empty and long names are not this check's concern (as in Kubernetes).
 */
export function pathSegmentName(value: string): string | undefined {
  if (value === ".") return "may not be '.'";
  if (value === "..") return "may not be '..'";
  const slash = value.indexOf("/") >= 0;
  const percent = value.indexOf("%") >= 0;
  if (!slash && !percent) return undefined;
  if (slash && percent) return "may not contain '/'; may not contain '%'";
  return slash ? "may not contain '/'" : "may not contain '%'";
}

/** A ConfigMap or Secret key (validation.IsConfigMapKey). */
export function configMapKey(value: string): string | undefined {
  const n = value.length;
  let chars = n > 0;
  for (let i = 0; i < n && chars; i++) {
    const c = value.charCodeAt(i);
    chars = isAlnum(c) || c === 45 || c === 95 || c === 46;
  }
  const dots = n >= 2 && value.charCodeAt(0) === 46 && value.charCodeAt(1) === 46;
  if (chars && n <= 253 && value !== "." && !dots) return undefined;
  const errors: string[] = [];
  if (byteLength(value) > 253) errors.push(maxLenError(253));
  if (!chars) errors.push(CONFIG_MAP_KEY_ERROR);
  if (value === ".") errors.push("must not be '.'");
  else if (value === "..") errors.push("must not be '..'");
  else if (dots) errors.push("must not start with '..'");
  return join(errors);
}

/**
 * A strict semantic version 2.0.0 without a leading `v` (blang/semver Parse, as Kubernetes'
 * LeaseCandidate validation uses it).
 */
export function semver(value: string): string | undefined {
  return isSemver(value) ? undefined : "must be a valid semantic version";
}

// ---------------------------------------------------------------------------------------------
// URLs, parsed as Go's net/url.Parse does.

interface ParsedURL {
  scheme: string;
  /** The host without the port; brackets removed. */
  hostname: string;
  user: boolean;
  rawQuery: string;
  fragment: string;
}

function isHex(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 97 && c <= 102) || (c >= 65 && c <= 70);
}

function hexValue(c: number): number {
  return c <= 57 ? c - 48 : c >= 97 ? c - 87 : c - 55;
}

const ESCAPE_PATH = 0;
const ESCAPE_HOST = 1;
const ESCAPE_ZONE = 2;

/** Go's shouldEscape(c, encodeHost) for an ASCII character. */
function hostCharNeedsEscape(c: number): boolean {
  if (isAlnum(c)) return false;
  switch (c) {
    case 33:
    case 36:
    case 38:
    case 39:
    case 40:
    case 41:
    case 42:
    case 43:
    case 44:
    case 59:
    case 61: // !$&'()*+,;=
    case 58:
    case 91:
    case 93:
    case 60:
    case 62:
    case 34: // : [ ] < > "
    case 45:
    case 95:
    case 46:
    case 126: // - _ . ~
      return false;
    default:
      return true;
  }
}

/** Go's unescape(s, mode) error check; returns the error text, or undefined. */
function checkEscapes(s: string, from: number, to: number, mode: number): string | undefined {
  for (let i = from; i < to;) {
    const c = s.charCodeAt(i);
    if (c === 37) {
      if (i + 2 >= to || !isHex(s.charCodeAt(i + 1)) || !isHex(s.charCodeAt(i + 2))) {
        return `invalid URL escape ${JSON.stringify(s.slice(i, Math.min(i + 3, to)))}`;
      }
      const v = hexValue(s.charCodeAt(i + 1)) * 16 + hexValue(s.charCodeAt(i + 2));
      const isPercent25 = v === 0x25;
      if (mode === ESCAPE_HOST && v < 0x80 && !isPercent25)
        return `invalid URL escape ${JSON.stringify(s.slice(i, i + 3))}`;
      if (
        mode === ESCAPE_ZONE &&
        !isPercent25 &&
        v !== 0x20 &&
        (v >= 0x80 || hostCharNeedsEscape(v))
      ) {
        return `invalid URL escape ${JSON.stringify(s.slice(i, i + 3))}`;
      }
      i += 3;
      continue;
    }
    if (mode !== ESCAPE_PATH && c < 0x80 && hostCharNeedsEscape(c)) {
      return `invalid character ${JSON.stringify(s.charAt(i))} in host name`;
    }
    i++;
  }
  return undefined;
}

function validOptionalPort(s: string, from: number, to: number): boolean {
  if (from === to) return true;
  if (s.charCodeAt(from) !== 58) return false;
  for (let i = from + 1; i < to; i++) {
    const c = s.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
}

/** The result of parseHost: the hostname (no port, no brackets) or Go's error text. */
interface Host {
  hostname: string;
  error: string | undefined;
}

/**
 * Go's parseHost on s[from, to), as of Go 1.24.8 / 1.25.2 (CVE-2025-47912): a '[' only opens
 * the host, and a bracketed host must be an IPv6 address (an IPv4-mapped one included).
 */
function parseHost(s: string, from: number, to: number): Host {
  const open = s.lastIndexOf("[", to - 1);
  if (open > from) return { hostname: "", error: "invalid IP-literal" };
  if (open === from) {
    const close = s.lastIndexOf("]", to - 1);
    if (close < from) return { hostname: "", error: "missing ']' in host" };
    if (!validOptionalPort(s, close + 1, to))
      return { hostname: "", error: "invalid port after host" };
    const zone = s.indexOf("%25", from);
    const addrEnd = zone >= 0 && zone < close ? zone : close;
    const error =
      checkEscapes(s, close + 1, to, ESCAPE_HOST) ??
      checkEscapes(s, from + 1, addrEnd, ESCAPE_HOST) ??
      (addrEnd < close ? checkEscapes(s, addrEnd, close, ESCAPE_ZONE) : undefined);
    if (error !== undefined) return { hostname: "", error };
    const address = s.slice(from + 1, addrEnd);
    if (addrEnd < close && addrEnd + 3 === close) return { hostname: "", error: "invalid host" }; // empty zone
    if (address.indexOf(":") < 0 && ipAddressFamily(address) !== undefined)
      return { hostname: "", error: "invalid IP-literal" };
    if (!isStrictIPv6(address)) return { hostname: "", error: "invalid host" };
    return { hostname: address, error: undefined };
  }
  const colon = s.lastIndexOf(":", to - 1);
  let hostEnd = to;
  if (colon >= from) {
    if (!validOptionalPort(s, colon, to)) return { hostname: "", error: "invalid port after host" };
    hostEnd = colon;
  }
  const error = checkEscapes(s, from, to, ESCAPE_HOST);
  return error !== undefined
    ? { hostname: "", error }
    : { hostname: s.slice(from, hostEnd), error: undefined };
}

function isUserinfoChar(c: number): boolean {
  if (isAlnum(c)) return true;
  switch (c) {
    case 45:
    case 46:
    case 95:
    case 58:
    case 126:
    case 33:
    case 36:
    case 38:
    case 39:
    case 40:
    case 41:
    case 42:
    case 43:
    case 44:
    case 59:
    case 61:
    case 37:
    case 64: // -._:~!$&'()*+,;=%@
      return true;
    default:
      return false;
  }
}

/** Go's url.Parse; the error text when it fails. */
function parseURL(raw: string): ParsedURL | string {
  const result: ParsedURL = { scheme: "", hostname: "", user: false, rawQuery: "", fragment: "" };
  const hash = raw.indexOf("#");
  const end = hash < 0 ? raw.length : hash;
  for (let i = 0; i < end; i++) {
    const c = raw.charCodeAt(i);
    if (c < 0x20 || c === 0x7f) return "net/url: invalid control character in URL";
  }
  if (hash >= 0) {
    const err = checkEscapes(raw, hash + 1, raw.length, ESCAPE_PATH);
    if (err !== undefined) return err;
    result.fragment = raw.slice(hash + 1);
  }
  if (end === 1 && raw.charCodeAt(0) === 42) return result; // "*"
  // getScheme
  let rest = 0;
  for (let i = 0; i < end; i++) {
    const c = raw.charCodeAt(i);
    if ((c >= 97 && c <= 122) || (c >= 65 && c <= 90)) continue;
    if ((c >= 48 && c <= 57) || c === 43 || c === 45 || c === 46) {
      if (i === 0) break;
      continue;
    }
    if (c === 58) {
      if (i === 0) return "missing protocol scheme";
      result.scheme = raw.slice(0, i).toLowerCase();
      rest = i + 1;
    }
    break;
  }
  // The query.
  let pathEnd = end;
  const question = raw.indexOf("?", rest);
  if (question >= 0 && question < end) {
    // "x?" is ForceQuery with an empty RawQuery; otherwise everything after the first '?'.
    pathEnd = question;
    result.rawQuery = raw.slice(question + 1, end);
  }
  const slash = rest < pathEnd && raw.charCodeAt(rest) === 47;
  if (!slash) {
    if (result.scheme !== "") return result; // opaque: no host
    let segEnd = raw.indexOf("/", rest);
    if (segEnd < 0 || segEnd > pathEnd) segEnd = pathEnd;
    const colon = raw.indexOf(":", rest);
    if (colon >= 0 && colon < segEnd) return "first path segment in URL cannot contain colon";
  }
  let pathStart = rest;
  const authority = slash && rest + 1 < pathEnd && raw.charCodeAt(rest + 1) === 47;
  if (
    authority &&
    (result.scheme !== "" || !(rest + 2 < pathEnd && raw.charCodeAt(rest + 2) === 47))
  ) {
    const authStart = rest + 2;
    let authEnd = raw.indexOf("/", authStart);
    if (authEnd < 0 || authEnd > pathEnd) authEnd = pathEnd;
    const at = raw.lastIndexOf("@", authEnd - 1);
    const hostStart = at >= authStart ? at + 1 : authStart;
    const host = parseHost(raw, hostStart, authEnd);
    if (host.error !== undefined) return host.error;
    if (at >= authStart) {
      for (let i = authStart; i < at; i++)
        if (!isUserinfoChar(raw.charCodeAt(i))) return "net/url: invalid userinfo";
      const err = checkEscapes(raw, authStart, at, ESCAPE_PATH);
      if (err !== undefined) return err;
      result.user = true;
    }
    result.hostname = host.hostname;
    pathStart = authEnd;
  }
  const err = checkEscapes(raw, pathStart, pathEnd, ESCAPE_PATH);
  if (err !== undefined) return err;
  return result;
}

/** An absolute URL with a scheme and a host (Go's url.Parse). */
export function url(value: string): string | undefined {
  const u = parseURL(value);
  if (typeof u === "string") return `must be a valid URL: ${u}`;
  if (u.scheme === "")
    return "must be an absolute URL with a scheme and a host (e.g. 'https://example.com')";
  if (u.hostname === "") return "URL must contain a host";
  return undefined;
}

/**
 * An absolute `https` URL with a host and no user info, query or fragment (Kubernetes' JWT
 * issuer URL rule, which also requires a host here).
 */
export function httpsUrl(value: string): string | undefined {
  const u = parseURL(value);
  if (typeof u === "string") return `must be a valid URL: ${u}`;
  if (
    u.scheme === "https" &&
    u.hostname !== "" &&
    !u.user &&
    u.rawQuery === "" &&
    u.fragment === ""
  )
    return undefined;
  const errors: string[] = [];
  if (u.scheme !== "https") errors.push("URL scheme must be https");
  if (u.user) errors.push("URL must not contain a username or password");
  if (u.rawQuery !== "") errors.push("URL must not contain a query");
  if (u.fragment !== "") errors.push("URL must not contain a fragment");
  if (u.hostname === "") errors.push("URL must contain a host");
  return join(errors);
}

// ---------------------------------------------------------------------------------------------
// Addresses.

/** An IPv4 or IPv6 address (validation.IsValidIP; IPv4 octets may have leading zeros). */
export function ip(value: string): string | undefined {
  return ipAddressFamily(value) === undefined
    ? "must be a valid IP address, (e.g. 10.9.8.7 or 2001:db8::ffff)"
    : undefined;
}

/** An IPv4 or IPv6 CIDR prefix (validation.IsValidCIDR). */
export function cidr(value: string): string | undefined {
  return cidrFamily(value) === undefined
    ? "must be a valid CIDR value, (e.g. 10.9.8.0/24 or 2001:db8::/64)"
    : undefined;
}

/**
 * `host:port` as Go's net.SplitHostPort splits it, with a decimal port 0-65535; an IPv6 host
 * is written in brackets (`[::1]:80`) and must be a valid address. The host may be empty
 * (`:8080`, every interface).
 */
export function hostPort(value: string): string | undefined {
  const n = value.length;
  const colon = value.lastIndexOf(":");
  if (colon < 0) return "missing port in address";
  let hostFrom = 0;
  let hostTo = colon;
  let j = 0;
  let k = 0;
  if (value.charCodeAt(0) === 91) {
    const close = value.indexOf("]");
    if (close < 0) return "missing ']' in address";
    if (close + 1 === n) return "missing port in address";
    if (close + 1 !== colon)
      return value.charCodeAt(close + 1) === 58
        ? "too many colons in address"
        : "missing port in address";
    hostFrom = 1;
    hostTo = close;
    j = 1;
    k = close + 1;
  } else if (value.indexOf(":") < colon) {
    return "too many colons in address";
  }
  if (value.indexOf("[", j) >= 0) return "unexpected '[' in address";
  if (value.indexOf("]", k) >= 0) return "unexpected ']' in address";
  let port = 0;
  if (colon + 1 === n || n - colon - 1 > 5) return "port must be between 0 and 65535, inclusive";
  for (let i = colon + 1; i < n; i++) {
    const c = value.charCodeAt(i);
    if (c < 48 || c > 57) return "port must be between 0 and 65535, inclusive";
    port = port * 10 + (c - 48);
  }
  if (port > 65535) return "port must be between 0 and 65535, inclusive";
  if (hostFrom === 1) {
    const host = value.slice(hostFrom, hostTo);
    const percent = host.indexOf("%");
    const address = percent < 0 ? host : host.slice(0, percent);
    if ((percent >= 0 && percent === host.length - 1) || !isStrictIPv6(address)) {
      return "host in brackets must be a valid IPv6 address";
    }
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Kubernetes API names.

/**
 * A resource pool name (resource API): one or more DNS subdomains separated by '/', at most
 * 253 bytes in all.
 */
export function poolName(value: string): string | undefined {
  const n = value.length;
  if (n === 0) return EMPTY_ERROR;
  if (n <= 253) {
    let start = 0;
    let ok = true;
    for (let i = 0; i <= n && ok; i++) {
      if (i === n || value.charCodeAt(i) === 47) {
        ok = isSubdomain(value, start, i);
        start = i + 1;
      }
    }
    if (ok) return undefined;
  }
  const errors: string[] = [];
  if (byteLength(value) > 253) errors.push(tooLongError(253));
  for (const part of value.split("/")) {
    const partErrors: string[] = [];
    subdomainErrors(part, partErrors);
    for (const e of partErrors) if (!errors.includes(e)) errors.push(e);
  }
  return join(errors);
}

/**
 * A fully qualified device attribute name (resource API): a domain, '/', and a C identifier
 * of at most 32 characters. The domain is checked as Kubernetes checks driver names: at most
 * 63 bytes, a DNS subdomain once lower-cased. Unlike Kubernetes, a second '/' is rejected
 * (its validation leaves `a/b/c` unchecked, by its own account a gap).
 */
export function attributeName(value: string): string | undefined {
  const n = value.length;
  const slash = value.indexOf("/");
  if (
    slash > 0 &&
    slash <= 63 &&
    n - slash - 1 <= 32 &&
    isCIdentifier(value, slash + 1, n) &&
    isSubdomain(value, 0, slash, true)
  ) {
    return undefined;
  }
  if (value.length === 0) return "name required";
  const errors: string[] = [];
  if (slash < 0) {
    if (byteLength(value) > 32) errors.push(tooLongError(32));
    if (!isCIdentifier(value)) errors.push(C_IDENTIFIER_ERROR);
    errors.push("a fully qualified name must be a domain and a name separated by a slash");
    return join(errors);
  }
  const domain = value.slice(0, slash);
  const id = value.slice(slash + 1);
  if (domain.length === 0) {
    errors.push("the domain must not be empty");
  } else {
    if (byteLength(domain) > 63) errors.push(tooLongError(63));
    subdomainErrors(domain.toLowerCase(), errors);
  }
  if (id.length === 0) {
    errors.push("the name must not be empty");
  } else {
    if (byteLength(id) > 32) errors.push(tooLongError(32));
    if (!isCIdentifier(id)) errors.push(C_IDENTIFIER_ERROR);
  }
  return join(errors);
}

/** RFC 3986 path characters: [A-Za-z0-9/\-._~%!$&'()*+,;=:] */
function isHttpPathChar(c: number): boolean {
  if (isAlnum(c)) return true;
  switch (c) {
    case 47:
    case 45:
    case 46:
    case 95:
    case 126:
    case 37:
    case 33:
    case 36:
    case 38:
    case 39:
    case 40:
    case 41:
    case 42:
    case 43:
    case 44:
    case 59:
    case 61:
    case 58:
      return true;
    default:
      return false;
  }
}

/**
 * A domain-prefixed path (validation.IsDomainPrefixedPath, used for extra attribute keys):
 * an RFC 1123 subdomain before the first '/', RFC 3986 path characters after it.
 */
export function domainPrefixedPath(value: string): string | undefined {
  const n = value.length;
  if (n === 0) return EMPTY_ERROR;
  const slash = value.indexOf("/");
  if (slash <= 0 || slash === n - 1)
    return 'must be a domain-prefixed path (such as "acme.io/foo")';
  let pathOk = true;
  for (let i = slash + 1; i < n && pathOk; i++) pathOk = isHttpPathChar(value.charCodeAt(i));
  if (pathOk && slash <= 253 && isSubdomain(value, 0, slash)) return undefined;
  const errors: string[] = [];
  subdomainErrors(value.slice(0, slash), errors);
  if (!pathOk) errors.push(HTTP_PATH_ERROR);
  return join(errors);
}

// ---------------------------------------------------------------------------------------------
// Character classes.

/** Letters, marks, numbers, punctuation, symbols, U+0020, and lone surrogates (read by Go as U+FFFD). */
const PRINTABLE = /^[\p{L}\p{M}\p{N}\p{P}\p{S} \uD800-\uDFFF]*$/u;
const PRINTABLE_CHAR = /[\p{L}\p{M}\p{N}\p{P}\p{S} \uD800-\uDFFF]/uy;

/**
 * Printable characters only (Go's unicode.IsPrint for every rune, as Kubernetes checks field
 * managers). Reports the first offending character, as Go formats it, with its byte offset.
 */
export function printable(value: string): string | undefined {
  const n = value.length;
  let ascii = true;
  for (let i = 0; i < n; i++) {
    const c = value.charCodeAt(i);
    if (c >= 0x20 && c < 0x7f) continue;
    if (c < 0x80) return invalidCharacter(c, i); // every character before is ASCII: i is the byte offset
    ascii = false;
    break;
  }
  if (ascii || PRINTABLE.test(value)) return undefined;
  for (let i = 0; i < n;) {
    const cp = value.codePointAt(i) as number;
    PRINTABLE_CHAR.lastIndex = i;
    if (!PRINTABLE_CHAR.test(value)) return invalidCharacter(cp, utf8Length(value.slice(0, i)));
    i += cp > 0xffff ? 2 : 1;
  }
  return undefined;
}

/** Go's fmt %#U of a non-printable rune, with its position. */
function invalidCharacter(codePoint: number, byteOffset: number): string {
  return `invalid character U+${codePoint.toString(16).toUpperCase().padStart(4, "0")} (at position ${byteOffset})`;
}

/** No upper-case letters (Go: value == strings.ToLower(value)). */
export function lowercase(value: string): string | undefined {
  const n = value.length;
  for (let i = 0; i < n; i++) {
    const c = value.charCodeAt(i);
    if (c >= 65 && c <= 90) return "must be lowercase";
    if (c >= 0x80) return value.toLowerCase() === value ? undefined : "must be lowercase";
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Free-form strings.

/** A CEL expression: always valid here; the validators compile CEL separately. */
export function cel(_value: string): string | undefined {
  return undefined;
}

/** Go's unicode.IsSpace. */
function isGoSpace(c: number): boolean {
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

/**
 * A container image reference. Kubernetes checks images only for surrounding white space
 * (its container validation); the reference grammar itself is left to the runtime.
 */
export function imageReference(value: string): string | undefined {
  const n = value.length;
  if (n === 0) return EMPTY_ERROR;
  if (isGoSpace(value.charCodeAt(0)) || isGoSpace(value.charCodeAt(n - 1)))
    return "must not have leading or trailing whitespace";
  return undefined;
}

/** A UID: any non-empty string (Kubernetes does not check its form). */
export function uid(value: string): string | undefined {
  return value.length === 0 ? EMPTY_ERROR : undefined;
}

/** A file system path: any string. */
export function filePath(_value: string): string | undefined {
  return undefined;
}

/** Every format's check, by its spec name. */
export const FORMAT_CHECKS: Readonly<Record<FormatName, FormatCheck>> = Object.freeze({
  "dns-label": dnsLabel,
  "dns-subdomain": dnsSubdomain,
  "qualified-name": qualifiedName,
  "qualified-name-caseless": qualifiedNameCaseless,
  "label-key": labelKey,
  "label-value": labelValue,
  "path-segment-name": pathSegmentName,
  "configmap-key": configMapKey,
  semver,
  url,
  "https-url": httpsUrl,
  ip,
  cidr,
  "pool-name": poolName,
  "attribute-name": attributeName,
  "domain-prefixed-path": domainPrefixedPath,
  printable,
  cel,
  "image-reference": imageReference,
  uid,
  "file-path": filePath,
  "host-port": hostPort,
  lowercase,
});
