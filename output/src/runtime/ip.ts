// Copied by corespec from templates/runtime/ip.ts. DO NOT EDIT: change the template and run `npm run generate`.

/**
 * IP addresses and CIDR prefixes as Kubernetes parses them (k8s.io/utils/net ParseIPSloppy and
 * ParseCIDRSloppy): Go's net.ParseIP / net.ParseCIDR (netip grammar, no zone), except that
 * IPv4 octets may carry leading zeros ("010.0.0.1"), which Kubernetes keeps accepting for
 * values stored before Go 1.17.
 */

export type IPFamily = 4 | 6;

/** The 8 groups of the last IPv6 address parsed; reused so parsing allocates nothing. */
const GROUPS = /* @__PURE__ */ new Uint16Array(8);

function hexValue(c: number): number {
  if (c >= 48 && c <= 57) return c - 48;
  if (c >= 97 && c <= 102) return c - 87;
  if (c >= 65 && c <= 70) return c - 55;
  return -1;
}

/**
 * A dotted-quad IPv4 address filling `s[from, to)`, as a 32-bit unsigned value; -1 when invalid.
 * `sloppy` allows leading zeros in octets (Kubernetes' ParseIPSloppy).
 */
function parseIPv4(s: string, from: number, to: number, sloppy: boolean): number {
  let value = 0;
  let octet = 0;
  let digits = 0;
  let dots = 0;
  for (let i = from; i < to; i++) {
    const c = s.charCodeAt(i);
    if (c >= 48 && c <= 57) {
      if (!sloppy && digits === 1 && octet === 0) return -1; // leading zero
      octet = octet * 10 + (c - 48);
      digits++;
      if (octet > 255) return -1;
    } else if (c === 46) {
      if (digits === 0 || i === to - 1 || dots === 3) return -1;
      value = value * 256 + octet;
      dots++;
      octet = 0;
      digits = 0;
    } else {
      return -1;
    }
  }
  if (dots !== 3 || digits === 0) return -1;
  return value * 256 + octet;
}

/**
 * An IPv6 address filling `s[from, to)` (no zone), with Go netip's grammar: groups of at most
 * 4 hex digits, one `::`, an optional trailing dotted quad. Fills GROUPS.
 */
function parseIPv6(s: string, from: number, to: number, sloppy: boolean): boolean {
  let i = from;
  let ellipsis = -1;
  let g = 0;
  if (to - i >= 2 && s.charCodeAt(i) === 58 && s.charCodeAt(i + 1) === 58) {
    ellipsis = 0;
    i += 2;
    if (i === to) {
      GROUPS.fill(0);
      return true;
    }
  }
  while (g < 8) {
    let off = 0;
    let acc = 0;
    while (i + off < to) {
      const h = hexValue(s.charCodeAt(i + off));
      if (h < 0) break;
      if (off > 3) return false; // more than 4 hex digits
      acc = acc * 16 + h;
      off++;
    }
    if (off === 0) return false;
    if (i + off < to && s.charCodeAt(i + off) === 46) {
      // A trailing IPv4 address: it must replace the last two groups.
      if (ellipsis < 0 && g !== 6) return false;
      if (g + 2 > 8) return false;
      const v4 = parseIPv4(s, i, to, sloppy);
      if (v4 < 0) return false;
      GROUPS[g] = Math.floor(v4 / 65536);
      GROUPS[g + 1] = v4 % 65536;
      g += 2;
      i = to;
      break;
    }
    GROUPS[g++] = acc;
    i += off;
    if (i === to) break;
    if (s.charCodeAt(i) !== 58 || i + 1 === to) return false;
    i++;
    if (s.charCodeAt(i) === 58) {
      if (ellipsis >= 0) return false; // a second ::
      ellipsis = g;
      i++;
      if (i === to) break;
    }
  }
  if (i !== to) return false;
  if (g < 8) {
    if (ellipsis < 0) return false;
    const n = 8 - g;
    for (let j = g - 1; j >= ellipsis; j--) GROUPS[j + n] = GROUPS[j] ?? 0;
    for (let j = ellipsis; j < ellipsis + n; j++) GROUPS[j] = 0;
  } else if (ellipsis >= 0) {
    return false; // :: must stand for at least one group
  }
  return true;
}

/** An IPv4-mapped IPv6 address (::ffff:a.b.c.d), which Go's To4() treats as IPv4. */
function groupsAreIPv4Mapped(): boolean {
  return (
    GROUPS[0] === 0 &&
    GROUPS[1] === 0 &&
    GROUPS[2] === 0 &&
    GROUPS[3] === 0 &&
    GROUPS[4] === 0 &&
    GROUPS[5] === 0xffff
  );
}

/** 4, 6 (or 0 when invalid) for the address `s[from, to)`; the mapped family when `mapped`. */
function addressFamily(s: string, from: number, to: number, sloppy: boolean): 0 | 4 | 6 | 46 {
  for (let i = from; i < to; i++) {
    const c = s.charCodeAt(i);
    if (c === 46) return parseIPv4(s, from, to, sloppy) >= 0 ? 4 : 0;
    if (c === 58) {
      if (!parseIPv6(s, from, to, sloppy)) return 0;
      return groupsAreIPv4Mapped() ? 46 : 6;
    }
    if (c === 37) return 0; // a zone without an address
  }
  return 0;
}

/**
 * The family of an IP address as Kubernetes' IsValidIP accepts it, or undefined when it is not
 * one. An IPv4-mapped IPv6 address (`::ffff:1.2.3.4`) is family 4, as Kubernetes'
 * IPFamilyOf sees it.
 */
export function ipAddressFamily(value: string): IPFamily | undefined {
  const f = addressFamily(value, 0, value.length, true);
  if (f === 0) return undefined;
  return f === 6 ? 6 : 4;
}

/**
 * The family of a CIDR prefix as Kubernetes' IsValidCIDR accepts it (`10.0.0.0/8`,
 * `2001:db8::/64`; host bits may be set), or undefined when it is not one.
 */
export function cidrFamily(value: string): IPFamily | undefined {
  const slash = value.indexOf("/");
  if (slash < 0) return undefined;
  const f = addressFamily(value, 0, slash, true);
  if (f === 0) return undefined;
  // Go's dtoi: decimal digits only, leading zeros allowed.
  const n = value.length;
  if (slash + 1 === n) return undefined;
  let bits = 0;
  for (let i = slash + 1; i < n; i++) {
    const c = value.charCodeAt(i);
    if (c < 48 || c > 57) return undefined;
    bits = bits * 10 + (c - 48);
    if (bits > 128) return undefined;
  }
  if (bits > (f === 4 ? 32 : 128)) return undefined;
  return f === 6 ? 6 : 4;
}

/** The family of an IP address or of a CIDR prefix; undefined when the value is neither. */
export function ipFamily(value: string): IPFamily | undefined {
  return value.indexOf("/") >= 0 ? cidrFamily(value) : ipAddressFamily(value);
}

/**
 * Whether `value` is an IPv6 address under Go's strict netip grammar (no leading zeros in an
 * embedded IPv4 part, no zone). Used for bracketed URL hosts.
 */
export function isStrictIPv6(value: string): boolean {
  return (
    value.indexOf(":") >= 0 && value.indexOf("%") < 0 && parseIPv6(value, 0, value.length, false)
  );
}
