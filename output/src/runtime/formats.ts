// Copied by corespec from templates/runtime/formats.ts. DO NOT EDIT: change the template and run `npm run generate`.

/**
 * The string formats of the spec language, with Kubernetes' semantics and error details
 * (k8s.io/apimachinery/pkg/util/validation and the API validation that uses it). Each check
 * returns undefined when the value is valid, else the detail of a FieldValueInvalid error.
 * When Kubernetes reports several problems for one value, they are joined with "; ".
 */
import { pemCertificates, utf8Length } from "./bytes.js";
import { isSemver } from "./semver.js";
import {
  byteLength,
  C_IDENTIFIER_ERROR,
  CONFIG_MAP_KEY_ERROR,
  DNS1123_LABEL_ERROR,
  DNS1123_SUBDOMAIN_ERROR,
  EMPTY_ERROR,
  HTTP_PATH_ERROR,
  isAlnum,
  isCIdentifier,
  isLabel,
  isQualifiedNamePart,
  isSubdomain,
  isValidQualifiedName,
  join,
  LABEL_VALUE_ERROR,
  lengthAndPattern,
  MAX_LEN_253,
  MAX_LEN_63,
  qualifiedNameErrors,
  subdomainErrors,
  tooLongError,
} from "./format-text.js";
import { cidr, hostPort, httpsUrl, ip, url } from "./net-formats.js";

/** The formats of the spec language (specs/README.md), each checked by its FORMAT_CHECKS entry. */
export type FormatName =
  | "dns-label" | "dns-subdomain" | "qualified-name" | "qualified-name-caseless" | "label-key"
  | "label-value" | "path-segment-name" | "configmap-key" | "semver" | "url" | "https-url"
  | "ip" | "cidr" | "pool-name" | "attribute-name" | "domain-prefixed-path" | "printable"
  | "cel" | "image-reference" | "uid" | "file-path" | "host-port" | "lowercase" | "container-resource-name"
  | "finalizer-name" | "pem-certificates" | "non-kubernetes-domain";

export type FormatCheck = (value: string) => string | undefined;

export { cidr, hostPort, httpsUrl, ip, pemCertificates, url };

// ---------------------------------------------------------------------------------------------
// The formats.

/** An RFC 1123 label (validation.IsDNS1123Label): at most 63 characters. */
export function dnsLabel(value: string): string | undefined {
  const n = value.length;
  const label = isLabel(value, 0, n);
  if (label && n <= 63) return undefined;
  return lengthAndPattern(value, 63, MAX_LEN_63, label, label || !isSubdomain(value, 0, n) ? DNS1123_LABEL_ERROR : "must not contain dots");
}

/** An RFC 1123 subdomain (validation.IsDNS1123Subdomain): at most 253 characters. */
export function dnsSubdomain(value: string): string | undefined {
  return lengthAndPattern(value, 253, MAX_LEN_253, isSubdomain(value, 0, value.length), DNS1123_SUBDOMAIN_ERROR);
}

/**
 * A qualified name (validation.IsQualifiedName): an optional DNS subdomain prefix (at most 253)
 * and '/', then a name of at most 63 alphanumerics, '-', '_' and '.', starting and ending
 * with an alphanumeric. Annotation keys, finalizers, condition types.
 */
export function qualifiedName(value: string): string | undefined {
  return isValidQualifiedName(value) ? undefined : qualifiedNameErrors(value, "a qualified name");
}

/** A finalizer of a built-in kind (core validateKubeFinalizerName): a qualified name, with a domain unless standard. */
export function finalizerName(value: string): string | undefined {
  const problem = qualifiedName(value);
  if (problem !== undefined || value.includes("/") || ["kubernetes", "orphan", "foregroundDeletion"].includes(value)) return problem;
  return "name is neither a standard finalizer name nor is it fully qualified";
}

/**
 * A container resource name (and a RuntimeClass overhead's), as validateContainerResourceName
 * checks it: a qualified name; without `/`, cpu, memory, ephemeral-storage or hugepages-<size>;
 * with one, native (`kubernetes.io/`) or extended (a qualified name as `requests.<name>`).
 */
export function containerResourceName(value: string): string | undefined {
  const problem = qualifiedName(value);
  if (problem !== undefined) return problem;
  if (!value.includes("/")) return ["cpu", "memory", "ephemeral-storage"].includes(value) || value.startsWith("hugepages-") ? undefined : "must be a standard resource for containers";
  if (value.includes("kubernetes.io/")) return undefined;
  return value.startsWith("requests.") || qualifiedName(`requests.${value}`) !== undefined ? "doesn't follow extended resource name standard" : undefined;
}

/**
 * A qualified name checked in lower case, as Kubernetes checks annotation keys
 * (ValidateAnnotations lower-cases them) and CSI driver names.
 */
export function qualifiedNameCaseless(value: string): string | undefined {
  // An ASCII name valid in any case is valid lower-cased: no copy then. Any other goes through
  // toLowerCase, as Go's strings.ToLower (which maps the Kelvin sign to 'k', for one).
  return isValidQualifiedName(value, true) ? undefined : qualifiedName(value.toLowerCase());
}

/** A label key (content.IsLabelKey): the same rule as qualifiedName. */
export function labelKey(value: string): string | undefined {
  return isValidQualifiedName(value) ? undefined : qualifiedNameErrors(value, "a valid label key");
}

/** A label value (validation.IsValidLabelValue): empty, or a name part of at most 63. */
export function labelValue(value: string): string | undefined {
  const n = value.length;
  return n === 0 ? undefined : lengthAndPattern(value, 63, MAX_LEN_63, isQualifiedNamePart(value, 0, n), LABEL_VALUE_ERROR);
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
  if (byteLength(value) > 253) errors.push(MAX_LEN_253);
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
  const tooLong = byteLength(value) > 253;
  const errors: string[] = tooLong ? [tooLongError(253)] : [];
  const parts = value.split("/");
  for (const part of parts) {
    const partErrors: string[] = [];
    subdomainErrors(part, partErrors);
    // A name of one part too long is one finding (its length), said once.
    for (const e of partErrors) if (!errors.includes(e) && !(tooLong && parts.length === 1 && e === MAX_LEN_253)) errors.push(e);
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
  if (slash > 0 && slash <= 63 && n - slash - 1 <= 32 && isCIdentifier(value, slash + 1, n) && isSubdomain(value, 0, slash, true)) {
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
    case 47: case 45: case 46: case 95: case 126: case 37: case 33: case 36: case 38: case 39: case 40: case 41: case 42:
    case 43: case 44: case 59: case 61: case 58:
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
  if (slash <= 0 || slash === n - 1) return 'must be a domain-prefixed path (such as "acme.io/foo")';
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
  return (printableRegExps ??= { whole: new RegExp(`^${PRINTABLE_CLASS}*$`, "u"), char: new RegExp(PRINTABLE_CLASS, "uy") });
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
  for (let i = 0; i < n; ) {
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

/** Go's unicode.IsSpace. */
function isGoSpace(c: number): boolean {
  if (c <= 0x20) return c === 0x20 || (c >= 0x09 && c <= 0x0d);
  if (c < 0x85) return false;
  return c === 0x85 || c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000;
}

/**
 * A container image reference. Kubernetes checks images only for surrounding white space
 * (its container validation); the reference grammar itself is left to the runtime.
 */
export function imageReference(value: string): string | undefined {
  const n = value.length;
  if (n === 0) return EMPTY_ERROR;
  if (isGoSpace(value.charCodeAt(0)) || isGoSpace(value.charCodeAt(n - 1))) return "must not have leading or trailing whitespace";
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
  return domain.endsWith(".k8s.io") || domain.endsWith(".kubernetes.io") ? "k8s.io, kubernetes.io and their subdomains are reserved for Kubernetes use" : undefined;
}

/** A UID: any non-empty string (Kubernetes does not check its form). */
export function uid(value: string): string | undefined {
  return value.length === 0 ? EMPTY_ERROR : undefined;
}

/** A file system path: any string. */
export const filePath = (_value: string): string | undefined => undefined;

/** Every format's check, by its spec name. */
export const FORMAT_CHECKS: Readonly<Record<FormatName, FormatCheck>> = /* @__PURE__ */ Object.freeze({
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
  "container-resource-name": containerResourceName,
  "finalizer-name": finalizerName,
  "pem-certificates": pemCertificates,
  "non-kubernetes-domain": nonKubernetesDomain,
});
