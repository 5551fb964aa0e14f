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
