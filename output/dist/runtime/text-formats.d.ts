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
