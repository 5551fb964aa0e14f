// Copied by corespec from templates/runtime/text-formats.ts. DO NOT EDIT: change the template and run `npm run generate`.

/**
 * The text formats of the spec language: paths, printable and lower-case text, image
 * references, domains, UIDs. Re-exported by formats.ts.
 */
import { utf8Length } from "./bytes.js";
import {
  EMPTY_ERROR,
  HTTP_PATH_ERROR,
  isAlnum,
  isGoSpace,
  isSubdomain,
  join,
  subdomainErrors,
} from "./format-text.js";

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
const PRINTABLE_CLASS = "[\\p{L}\\p{M}\\p{N}\\p{P}\\p{S} \\uD800-\\uDFFF]";
let printableRegExps: { readonly whole: RegExp; readonly char: RegExp } | undefined;

/**
 * The class as a whole-value test and a one-character one, made at the first value that is not
 * all printable ASCII. Their Unicode classes take V8 about 4 ms to compile: written as regular
 * expression literals, they took that from every cold start of the package (half the runtime's).
 */
function printableRegExp(): { readonly whole: RegExp; readonly char: RegExp } {
  return (printableRegExps ??= {
    whole: new RegExp(`^${PRINTABLE_CLASS}*$`, "u"),
    char: new RegExp(PRINTABLE_CLASS, "uy"),
  });
}

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
  if (ascii) return undefined;
  const { whole, char } = printableRegExp();
  if (whole.test(value)) return undefined;
  for (let i = 0; i < n;) {
    const cp = value.codePointAt(i) as number;
    char.lastIndex = i;
    if (!char.test(value)) return invalidCharacter(cp, utf8Length(value.slice(0, i)));
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

/**
 * A name whose domain (the part before the first `/`) is not `k8s.io`, `kubernetes.io` or one
 * of their subdomains, which Kubernetes reserves (the API server's isKubernetesDomainPrefix,
 * for the keys of JWT extra mappings). A name without `/` has no domain and passes.
 */
export function nonKubernetesDomain(value: string): string | undefined {
  const slash = value.indexOf("/");
  if (slash < 0) return undefined;
  const domain = `.${value.slice(0, slash)}`;
  return domain.endsWith(".k8s.io") || domain.endsWith(".kubernetes.io")
    ? "k8s.io, kubernetes.io and their subdomains are reserved for Kubernetes use"
    : undefined;
}

/** A UID: any non-empty string (Kubernetes does not check its form). */
export function uid(value: string): string | undefined {
  return value.length === 0 ? EMPTY_ERROR : undefined;
}

/** A file system path: any string. */
export const filePath = (_value: string): string | undefined => undefined;
