/** IP families of addresses and CIDR prefixes, as Kubernetes' net utilities see them. */
import { describe, expect, it } from "vitest";
import { cidrFamily, ipAddressFamily, ipFamily, isStrictIPv6 } from "../../templates/runtime/ip.js";

describe("ipFamily", () => {
  it.each([
    ["10.0.0.1", 4],
    ["::1", 6],
    ["2001:db8::1", 6],
    ["10.0.0.0/8", 4],
    ["2001:db8::/64", 6],
    ["::/0", 6],
    ["010.0.0.1", 4],
    ["::ffff:1.2.3.4", 4], // IPv4-mapped: IPv4 for Kubernetes (To4() != nil)
    ["::ffff:102:304", 4],
    ["::ffff:1.2.3.4/120", 4],
    ["64:ff9b::1.2.3.4", 6],
    ["::1.2.3.4", 6],
    ["2001:db8::/129", undefined],
    ["10.0.0.0/33", undefined],
    ["10.0.0.256", undefined],
    ["", undefined],
    ["/", undefined],
    ["localhost", undefined],
    ["fe80::1%eth0", undefined],
  ] as const)("%s -> %s", (given, want) => {
    expect(ipFamily(given)).toBe(want);
  });

  it("separates addresses from prefixes", () => {
    expect(ipAddressFamily("10.0.0.0/8")).toBeUndefined();
    expect(cidrFamily("10.0.0.1")).toBeUndefined();
    expect(ipAddressFamily("::1")).toBe(6);
    expect(cidrFamily("::1/128")).toBe(6);
  });

  it("is strict about IPv6 literals in URLs", () => {
    expect(isStrictIPv6("::1")).toBe(true);
    expect(isStrictIPv6("::ffff:1.2.3.4")).toBe(true);
    expect(isStrictIPv6("::ffff:01.2.3.4")).toBe(false);
    expect(isStrictIPv6("1.2.3.4")).toBe(false);
    expect(isStrictIPv6("fe80::1%en0")).toBe(false);
  });
});
