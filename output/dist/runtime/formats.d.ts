/**
 * The string formats of the spec language, with Kubernetes' semantics and error details
 * (k8s.io/apimachinery/pkg/util/validation and the API validation that uses it). Each check
 * returns undefined when the value is valid, else the detail of a FieldValueInvalid error.
 * When Kubernetes reports several problems for one value, they are joined with "; ".
 */
import { pemCertificates } from "./bytes.js";
import { cidr, hostPort, httpsUrl, ip, url } from "./net-formats.js";
/** The formats of the spec language (specs/README.md), each checked by its FORMAT_CHECKS entry. */
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
  | "lowercase"
  | "container-resource-name"
  | "finalizer-name"
  | "pem-certificates"
  | "non-kubernetes-domain";
export type FormatCheck = (value: string) => string | undefined;
export { cidr, hostPort, httpsUrl, ip, pemCertificates, url };
/** An RFC 1123 label (validation.IsDNS1123Label): at most 63 characters. */
export declare function dnsLabel(value: string): string | undefined;
/** An RFC 1123 subdomain (validation.IsDNS1123Subdomain): at most 253 characters. */
export declare function dnsSubdomain(value: string): string | undefined;
/**
 * A qualified name (validation.IsQualifiedName): an optional DNS subdomain prefix (at most 253)
 * and '/', then a name of at most 63 alphanumerics, '-', '_' and '.', starting and ending
 * with an alphanumeric. Annotation keys, finalizers, condition types.
 */
export declare function qualifiedName(value: string): string | undefined;
/** A finalizer of a built-in kind (core validateKubeFinalizerName): a qualified name, with a domain unless standard. */
export declare function finalizerName(value: string): string | undefined;
/**
 * A container resource name (and a RuntimeClass overhead's), as validateContainerResourceName
 * checks it: a qualified name; without `/`, cpu, memory, ephemeral-storage or hugepages-<size>;
 * with one, native (`kubernetes.io/`) or extended (a qualified name as `requests.<name>`).
 */
export declare function containerResourceName(value: string): string | undefined;
/**
 * A qualified name checked in lower case, as Kubernetes checks annotation keys
 * (ValidateAnnotations lower-cases them) and CSI driver names.
 */
export declare function qualifiedNameCaseless(value: string): string | undefined;
/** A label key (content.IsLabelKey): the same rule as qualifiedName. */
export declare function labelKey(value: string): string | undefined;
/** A label value (validation.IsValidLabelValue): empty, or a name part of at most 63. */
export declare function labelValue(value: string): string | undefined;
/**
 * A name that is safe as a path segment (path.IsValidPathSegmentName): not `.` or `..`, no
 * `/` or `%`. Empty and long names are not this check's concern (as in Kubernetes).
 */
export declare function pathSegmentName(value: string): string | undefined;
/** A ConfigMap or Secret key (validation.IsConfigMapKey). */
export declare function configMapKey(value: string): string | undefined;
/**
 * A strict semantic version 2.0.0 without a leading `v` (blang/semver Parse, as Kubernetes'
 * LeaseCandidate validation uses it).
 */
export declare function semver(value: string): string | undefined;
/**
 * A resource pool name (resource API): one or more DNS subdomains separated by '/', at most
 * 253 bytes in all.
 */
export declare function poolName(value: string): string | undefined;
/**
 * A fully qualified device attribute name (resource API): a domain, '/', and a C identifier
 * of at most 32 characters. The domain is checked as Kubernetes checks driver names: at most
 * 63 bytes, a DNS subdomain once lower-cased. Unlike Kubernetes, a second '/' is rejected
 * (its validation leaves `a/b/c` unchecked, by its own account a gap).
 */
export declare function attributeName(value: string): string | undefined;
/**
 * A domain-prefixed path (validation.IsDomainPrefixedPath, used for extra attribute keys):
 * an RFC 1123 subdomain before the first '/', RFC 3986 path characters after it.
 */
export declare function domainPrefixedPath(value: string): string | undefined;
/**
 * Printable characters only (Go's unicode.IsPrint for every rune, as Kubernetes checks field
 * managers). Reports the first offending character, as Go formats it, with its byte offset.
 */
export declare function printable(value: string): string | undefined;
/** No upper-case letters (Go: value == strings.ToLower(value)). */
export declare function lowercase(value: string): string | undefined;
/** A CEL expression: always valid here; the validators compile CEL separately. */
export declare function cel(_value: string): string | undefined;
/**
 * A container image reference. Kubernetes checks images only for surrounding white space
 * (its container validation); the reference grammar itself is left to the runtime.
 */
export declare function imageReference(value: string): string | undefined;
/**
 * A name whose domain (the part before the first `/`) is not `k8s.io`, `kubernetes.io` or one
 * of their subdomains, which Kubernetes reserves (the API server's isKubernetesDomainPrefix,
 * for the keys of JWT extra mappings). A name without `/` has no domain and passes.
 */
export declare function nonKubernetesDomain(value: string): string | undefined;
/** A UID: any non-empty string (Kubernetes does not check its form). */
export declare function uid(value: string): string | undefined;
/** A file system path: any string. */
export declare const filePath: (_value: string) => string | undefined;
/** Every format's check, by its spec name. */
export declare const FORMAT_CHECKS: Readonly<Record<FormatName, FormatCheck>>;
