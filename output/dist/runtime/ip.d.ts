/**
 * IP addresses and CIDR prefixes as Kubernetes parses them (k8s.io/utils/net ParseIPSloppy and
 * ParseCIDRSloppy): Go's net.ParseIP / net.ParseCIDR (netip grammar, no zone), except that
 * IPv4 octets may carry leading zeros ("010.0.0.1"), which Kubernetes keeps accepting for
 * values stored before Go 1.17.
 */
export type IPFamily = 4 | 6;
/**
 * The family of an IP address as Kubernetes' IsValidIP accepts it, or undefined when it is not
 * one. An IPv4-mapped IPv6 address (`::ffff:1.2.3.4`) is family 4, as Kubernetes'
 * IPFamilyOf sees it.
 */
export declare function ipAddressFamily(value: string): IPFamily | undefined;
/**
 * The family of a CIDR prefix as Kubernetes' IsValidCIDR accepts it (`10.0.0.0/8`,
 * `2001:db8::/64`; host bits may be set), or undefined when it is not one.
 */
export declare function cidrFamily(value: string): IPFamily | undefined;
/** The family of an IP address or of a CIDR prefix; undefined when the value is neither. */
export declare function ipFamily(value: string): IPFamily | undefined;
/**
 * Whether `value` is an IPv6 address under Go's strict netip grammar (no leading zeros in an
 * embedded IPv4 part, no zone). Used for bracketed URL hosts.
 */
export declare function isStrictIPv6(value: string): boolean;
