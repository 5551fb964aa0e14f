/** An absolute URL with a scheme and a host (Go's url.Parse). */
export declare function url(value: string): string | undefined;
/**
 * An absolute `https` URL with a host and no user info, query or fragment (Kubernetes' JWT
 * issuer URL rule, which also requires a host here).
 */
export declare function httpsUrl(value: string): string | undefined;
/** An IPv4 or IPv6 address (validation.IsValidIP; IPv4 octets may have leading zeros). */
export declare function ip(value: string): string | undefined;
/** An IPv4 or IPv6 CIDR prefix (validation.IsValidCIDR). */
export declare function cidr(value: string): string | undefined;
/**
 * `host:port` as Go's net.SplitHostPort splits it, with a decimal port 0-65535; an IPv6 host
 * is written in brackets (`[::1]:80`) and must be a valid address. The host may be empty
 * (`:8080`, every interface).
 */
export declare function hostPort(value: string): string | undefined;
