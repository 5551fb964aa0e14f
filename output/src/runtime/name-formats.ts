// Copied by corespec from templates/runtime/name-formats.ts. DO NOT EDIT: change the template and run `npm run generate`.

/**
 * The name formats of the spec language: DNS labels and subdomains, qualified names, label
 * keys and values, and the API names built on them, with the details Kubernetes gives
 * (k8s.io/apimachinery/pkg/util/validation). Re-exported by formats.ts.
 */
import { isSemver } from "./semver.js";
import {
  byteLength,
  C_IDENTIFIER_ERROR,
  CONFIG_MAP_KEY_ERROR,
  DNS1123_LABEL_ERROR,
  DNS1123_SUBDOMAIN_ERROR,
  EMPTY_ERROR,
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

/** An RFC 1123 label (validation.IsDNS1123Label): at most 63 characters. */
export function dnsLabel(value: string): string | undefined {
  const n = value.length;
  const label = isLabel(value, 0, n);
  if (label && n <= 63) return undefined;
  return lengthAndPattern(
    value,
    63,
    MAX_LEN_63,
    label,
    label || !isSubdomain(value, 0, n) ? DNS1123_LABEL_ERROR : "must not contain dots",
  );
}

/** An RFC 1123 subdomain (validation.IsDNS1123Subdomain): at most 253 characters. */
export function dnsSubdomain(value: string): string | undefined {
  return lengthAndPattern(
    value,
    253,
    MAX_LEN_253,
    isSubdomain(value, 0, value.length),
    DNS1123_SUBDOMAIN_ERROR,
  );
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
  if (
    problem !== undefined ||
    value.includes("/") ||
    ["kubernetes", "orphan", "foregroundDeletion"].includes(value)
  )
    return problem;
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
  if (!value.includes("/"))
    return ["cpu", "memory", "ephemeral-storage"].includes(value) || value.startsWith("hugepages-")
      ? undefined
      : "must be a standard resource for containers";
  if (value.includes("kubernetes.io/")) return undefined;
  return value.startsWith("requests.") || qualifiedName(`requests.${value}`) !== undefined
    ? "doesn't follow extended resource name standard"
    : undefined;
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
  return n === 0
    ? undefined
    : lengthAndPattern(value, 63, MAX_LEN_63, isQualifiedNamePart(value, 0, n), LABEL_VALUE_ERROR);
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
    for (const e of partErrors)
      if (!errors.includes(e) && !(tooLong && parts.length === 1 && e === MAX_LEN_253))
        errors.push(e);
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
