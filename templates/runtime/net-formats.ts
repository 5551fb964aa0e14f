/** The network formats: URLs (parsed as Go's net/url.Parse does), IP addresses, CIDR prefixes and `host:port`. */
import { cidrFamily, ipAddressFamily, isStrictIPv6 } from "./ip.js";
import { isAlnum, join } from "./format-text.js";

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
  // Kubernetes' validateURL checks no host; an https URL without one is refused here, alone.
  if (u.hostname === "" && u.scheme === "https") errors.push("URL must contain a host");
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
