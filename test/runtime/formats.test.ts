/**
 * The format checks of the runtime: Kubernetes' semantics and error details, value by value.
 * `want: undefined` means valid; a string is the exact detail; a RegExp a part of it.
 */
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import {
  FORMAT_FUNCTIONS,
  FORMAT_REGISTRY,
  FORMATS,
  formatFunction,
} from "../../generator/keywords/formats/index.js";
import * as runtimeFormats from "../../templates/runtime/formats.js";
import { ROOT } from "../helpers/paths.js";
import {
  FORMAT_CHECKS,
  type FormatName,
  attributeName,
  cel,
  cidr,
  configMapKey,
  dnsLabel,
  dnsSubdomain,
  domainPrefixedPath,
  filePath,
  hostPort,
  httpsUrl,
  imageReference,
  ip,
  labelKey,
  labelValue,
  lowercase,
  pathSegmentName,
  poolName,
  printable,
  qualifiedName,
  qualifiedNameCaseless,
  semver,
  uid,
  url,
} from "../../templates/runtime/formats.js";

type Want = undefined | string | RegExp;
type Case = readonly [given: string, want: Want];

function table(check: (v: string) => string | undefined, cases: readonly Case[]): void {
  it.each(cases.map(([given, want]) => ({ given, want })))("$given", ({ given, want }) => {
    const got = check(given);
    if (want === undefined) expect(got).toBeUndefined();
    else if (typeof want === "string") expect(got).toBe(want);
    else expect(got).toMatch(want);
  });
}

const LABEL_MSG =
  "a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character (e.g. 'my-name',  or '123-abc', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?')";
const SUBDOMAIN_MSG =
  "a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character (e.g. 'example.com', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*')";
const NAME_MSG =
  "must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyName',  or 'my.name',  or '123-abc', regex used for validation is '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]')";
const C_ID_MSG =
  "a valid C identifier must start with alphabetic character or '_', followed by a string of alphanumeric characters or '_' (e.g. 'my_name',  or 'MY_NAME',  or 'MyName', regex used for validation is '[A-Za-z_][A-Za-z0-9_]*')";

const a = (n: number): string => "a".repeat(n);
/** A valid subdomain of exactly n characters (labels of at most 64). */
function subdomainOf(n: number): string {
  const s = `${a(63)}.`.repeat(Math.ceil(n / 64)).slice(0, n);
  return s.endsWith(".") ? `${s.slice(0, -1)}b` : s;
}

describe("FORMAT_CHECKS", () => {
  it("is the one list of formats: the meta-schema, the registry and the generated imports follow it", () => {
    const names: readonly FormatName[] = FORMATS;
    expect(names).toEqual(Object.keys(FORMAT_CHECKS));
    expect(Object.keys(FORMAT_REGISTRY).sort()).toEqual([...names].sort());
    const core = JSON.parse(
      readFileSync(`${ROOT}generator/load/spec-core.schema.json`, "utf8"),
    ) as { $defs: { format: { enum?: unknown } } };
    expect(core.$defs.format.enum).toBeUndefined(); // the meta-schema takes FORMATS when it is assembled (test/meta-schema.test.ts)
    // Each format's function is exported by the runtime under the name generated code imports.
    for (const format of names.filter((f) => f !== "cel")) {
      const name = formatFunction(format as Exclude<FormatName, "cel">);
      expect((runtimeFormats as Record<string, unknown>)[name]).toBe(FORMAT_CHECKS[format]);
      expect(FORMAT_FUNCTIONS).toContain(name);
    }
  });

  it("each format is documented in specs/README.md", () => {
    const readme = readFileSync(`${ROOT}specs/README.md`, "utf8");
    const rows = readme.split("\n").filter((l) => /^\| `[a-z-]+`/.test(l));
    for (const format of FORMATS)
      expect(
        rows.some((row) => row.split("|")[1]!.includes(`\`${format}\``)),
        format,
      ).toBe(true);
  });
  it("maps names to the exported checks", () => {
    expect(FORMAT_CHECKS["dns-label"]).toBe(dnsLabel);
    expect(FORMAT_CHECKS["host-port"]).toBe(hostPort);
    expect(FORMAT_CHECKS["https-url"]).toBe(httpsUrl);
    expect(Object.isFrozen(FORMAT_CHECKS)).toBe(true);
  });
});

describe("dnsLabel", () => {
  table(dnsLabel, [
    ["my-name", undefined],
    ["123-abc", undefined],
    ["a", undefined],
    ["0", undefined],
    [a(63), undefined],
    [a(64), "must be no more than 63 characters"],
    [`${a(63)}-`, `must be no more than 63 characters; ${LABEL_MSG}`],
    ["", LABEL_MSG],
    ["-a", LABEL_MSG],
    ["a-", LABEL_MSG],
    ["A", LABEL_MSG],
    ["my_name", LABEL_MSG],
    ["a.b", "must not contain dots"],
    [`${a(63)}.b`, "must be no more than 63 characters; must not contain dots"],
    [".", LABEL_MSG],
    ["..", LABEL_MSG],
    ["a..b", LABEL_MSG],
    ["é", LABEL_MSG],
    ["é".repeat(32), `must be no more than 63 characters; ${LABEL_MSG}`], // 64 bytes, as Go's len()
  ]);
});

describe("dnsSubdomain", () => {
  table(dnsSubdomain, [
    ["example.com", undefined],
    ["a", undefined],
    ["a-b.c-d.e", undefined],
    ["1.2.3.4", undefined],
    [a(64), undefined], // labels are not limited to 63 by Kubernetes' subdomain check
    [subdomainOf(253), undefined],
    [subdomainOf(254), "must be no more than 253 characters"],
    [`${subdomainOf(253)}A`, `must be no more than 253 characters; ${SUBDOMAIN_MSG}`],
    ["", SUBDOMAIN_MSG],
    [".", SUBDOMAIN_MSG],
    ["..", SUBDOMAIN_MSG],
    ["a..b", SUBDOMAIN_MSG],
    [".a", SUBDOMAIN_MSG],
    ["a.", SUBDOMAIN_MSG],
    ["a-.b", SUBDOMAIN_MSG],
    ["-a", SUBDOMAIN_MSG],
    ["Example.com", SUBDOMAIN_MSG],
    ["a_b", SUBDOMAIN_MSG],
  ]);
  it("is the exact subdomain message of Kubernetes", () => {
    expect(dnsSubdomain("A")).toBe(
      "a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character (e.g. 'example.com', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*')",
    );
  });
});

describe("qualifiedName", () => {
  table(qualifiedName, [
    ["MyName", undefined],
    ["my.name", undefined],
    ["123-abc", undefined],
    ["a", undefined],
    ["example.com/MyName", undefined],
    ["k8s.io/a_b-c.d", undefined],
    [a(63), undefined],
    [`${subdomainOf(253)}/${a(63)}`, undefined],
    [a(64), "name part must be no more than 63 characters"],
    [`x/${a(64)}`, "name part must be no more than 63 characters"],
    ["", `name part must be non-empty; name part ${NAME_MSG}`],
    ["/a", "prefix part must be non-empty"],
    ["a/", `name part must be non-empty; name part ${NAME_MSG}`],
    ["-a", `name part ${NAME_MSG}`],
    ["a-", `name part ${NAME_MSG}`],
    ["a b", `name part ${NAME_MSG}`],
    ["Example.com/a", `prefix part ${SUBDOMAIN_MSG}`],
    [`${subdomainOf(254)}/a`, "prefix part must be no more than 253 characters"],
    [
      `${subdomainOf(253)}A/a`,
      `prefix part must be no more than 253 characters; prefix part ${SUBDOMAIN_MSG}`,
    ],
    [
      "a/b/c",
      `a qualified name ${NAME_MSG} with an optional DNS subdomain prefix and '/' (e.g. 'example.com/MyName')`,
    ],
  ]);
});

describe("qualifiedNameCaseless (annotation keys: lower-cased first, as ValidateAnnotations does)", () => {
  table(qualifiedNameCaseless, [
    ["Example.COM/MyName", undefined],
    ["EXAMPLE.com/a_b", undefined],
    ["\u212Aube.io/a", undefined], // the Kelvin sign lower-cases to 'k' in Go's strings.ToLower and in JS
    ["Ex_ample.com/a", `prefix part ${SUBDOMAIN_MSG}`],
    ["-A.com/a", `prefix part ${SUBDOMAIN_MSG}`],
    ["\u00C9xample.com/a", `prefix part ${SUBDOMAIN_MSG}`],
    [
      "A/B/C",
      `a qualified name ${NAME_MSG} with an optional DNS subdomain prefix and '/' (e.g. 'example.com/MyName')`,
    ],
    ["bad key!", `name part ${NAME_MSG}`],
  ]);
});

describe("labelKey", () => {
  table(labelKey, [
    ["app", undefined],
    ["app.kubernetes.io/name", undefined],
    [
      "a/b/c",
      `a valid label key ${NAME_MSG} with an optional DNS subdomain prefix and '/' (e.g. 'example.com/MyName')`,
    ],
    ["_a", `name part ${NAME_MSG}`],
  ]);
});

describe("labelValue", () => {
  const msg =
    "a valid label must be an empty string or consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyValue',  or 'my_value',  or '12345', regex used for validation is '(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?')";
  table(labelValue, [
    ["", undefined],
    ["MyValue", undefined],
    ["my_value", undefined],
    ["12345", undefined],
    ["a.b-c_d", undefined],
    [a(63), undefined],
    [a(64), "must be no more than 63 characters"],
    ["-a", msg],
    ["a.", msg],
    ["a/b", msg],
    ["a b", msg],
    [`${a(63)}.`, `must be no more than 63 characters; ${msg}`],
  ]);
});

describe("pathSegmentName", () => {
  table(pathSegmentName, [
    ["name", undefined],
    ["", undefined], // not this check's concern, as in Kubernetes
    ["...", undefined],
    [".a", undefined],
    ["UPPER case", undefined],
    [".", "may not be '.'"],
    ["..", "may not be '..'"],
    ["a/b", "may not contain '/'"],
    ["50%", "may not contain '%'"],
    ["a/%", "may not contain '/'; may not contain '%'"],
  ]);
});

describe("configMapKey", () => {
  const msg =
    "a valid config key must consist of alphanumeric characters, '-', '_' or '.' (e.g. 'key.name',  or 'KEY_NAME',  or 'key-name', regex used for validation is '[-._a-zA-Z0-9]+')";
  table(configMapKey, [
    ["key.name", undefined],
    ["KEY_NAME", undefined],
    ["key-name", undefined],
    [".dotfile", undefined],
    ["-", undefined],
    ["a..b", undefined],
    [a(253), undefined],
    [a(254), "must be no more than 253 characters"],
    ["", msg],
    ["a/b", msg],
    ["a b", msg],
    [".", "must not be '.'"],
    ["..", "must not be '..'"],
    ["..a", "must not start with '..'"],
    ["../a", `${msg}; must not start with '..'`],
  ]);
});

describe("semver", () => {
  const msg = "must be a valid semantic version";
  table(semver, [
    ["1.2.3", undefined],
    ["0.0.0", undefined],
    ["1.2.3-rc.1+build", undefined],
    ["1.2.3-alpha", undefined],
    ["1.2.3-0.3.7", undefined],
    ["1.2.3-x.7.z.92", undefined],
    ["1.2.3+20130313144700", undefined],
    ["1.2.3-beta+exp.sha.5114f85", undefined],
    ["1.0.0-0a", undefined],
    ["1.0.0--", undefined],
    ["1.2.3+001", undefined], // build identifiers may have leading zeros
    ["18446744073709551615.0.0", undefined],
    ["v1.2.3", msg],
    ["1.2", msg],
    ["1", msg],
    ["", msg],
    ["1.2.3.4", msg],
    ["01.2.3", msg],
    ["1.02.3", msg],
    ["1.2.03", msg],
    ["1.2.3-01", msg],
    ["1.2.3-", msg],
    ["1.2.3+", msg],
    ["1.2.3-a..b", msg],
    ["1.2.3-a_b", msg],
    ["1.2.3+a+b", msg],
    [" 1.2.3", msg],
    ["1.2.-3", msg],
    ["18446744073709551616.0.0", msg], // beyond uint64, as blang/semver
  ]);
});

describe("url", () => {
  table(url, [
    ["https://example.com", undefined],
    ["http://127.0.0.1:8131", undefined],
    ["https://user:pass@example.com/path?q=1#frag", undefined],
    ["HTTPS://EXAMPLE.COM", undefined],
    ["grpc://[::1]:9000", undefined],
    ["https://[fe80::1%25en0]:80/", undefined],
    ["socks5://proxy.local:1080", undefined],
    ["https://example.com/%41", undefined],
    ["", /absolute URL/],
    ["example.com", /absolute URL/],
    ["/path", /absolute URL/],
    ["//example.com", /absolute URL/],
    ["mailto:user@example.com", "URL must contain a host"],
    ["https://", "URL must contain a host"],
    ["https:///path", "URL must contain a host"],
    ["https://:443", "URL must contain a host"],
    ["://example.com", "must be a valid URL: missing protocol scheme"],
    ["https://exa mple.com", 'must be a valid URL: invalid character " " in host name'],
    ["https://example.com:http", "must be a valid URL: invalid port after host"],
    ["https://[::1", "must be a valid URL: missing ']' in host"],
    // Bracketed hosts as Go >= 1.24.8 / 1.25.2 checks them (CVE-2025-47912).
    ["https://[1.2.3.4]/", "must be a valid URL: invalid IP-literal"],
    ["https://[example.com]/", "must be a valid URL: invalid host"],
    ["https://[fe80::1%25]/", "must be a valid URL: invalid host"],
    ["https://a[b]/", "must be a valid URL: invalid IP-literal"],
    ["https://[::ffff:1.2.3.4]:443/", undefined],
    ["https://!weird$host/", undefined], // sub-delims are allowed in a Go host
    ["https://example.com/%zz", 'must be a valid URL: invalid URL escape "%zz"'],
    ["https://example.com/a\nb", "must be a valid URL: net/url: invalid control character in URL"],
    ["https://a b@example.com", "must be a valid URL: net/url: invalid userinfo"],
    ["a:b/c", "URL must contain a host"],
    ["1a:b", "must be a valid URL: first path segment in URL cannot contain colon"],
  ]);
});

describe("httpsUrl", () => {
  table(httpsUrl, [
    ["https://example.com", undefined],
    ["https://example.com/", undefined],
    ["https://example.com:8443/path/to", undefined],
    ["https://example.com?", undefined], // Go: ForceQuery, no RawQuery
    ["https://example.com#", undefined], // empty fragment
    ["https://[2001:db8::1]:443", undefined],
    ["http://example.com", "URL scheme must be https"],
    // Kubernetes' validateURL checks the scheme and no host: one problem.
    ["example.com", "URL scheme must be https"],
    ["", "URL scheme must be https"],
    ["https://user@example.com", "URL must not contain a username or password"],
    ["https://@example.com", "URL must not contain a username or password"],
    ["https://example.com?a=b", "URL must not contain a query"],
    ["https://example.com#frag", "URL must not contain a fragment"],
    ["https://example.com/%zz", 'must be a valid URL: invalid URL escape "%zz"'],
    ["https:example.com", "URL must contain a host"],
    [
      "http://u:p@h?q#f",
      "URL scheme must be https; URL must not contain a username or password; URL must not contain a query; URL must not contain a fragment",
    ],
  ]);
});

describe("ip", () => {
  const msg = "must be a valid IP address, (e.g. 10.9.8.7 or 2001:db8::ffff)";
  table(ip, [
    ["10.9.8.7", undefined],
    ["0.0.0.0", undefined],
    ["255.255.255.255", undefined],
    ["010.009.008.007", undefined], // leading zeros: Kubernetes' ParseIPSloppy
    ["::1", undefined],
    ["::", undefined],
    ["2001:db8::ffff", undefined],
    ["2001:DB8:0:0:0:0:0:1", undefined],
    ["::ffff:1.2.3.4", undefined],
    ["::ffff:01.2.3.4", undefined],
    ["1:2:3:4:5:6:1.2.3.4", undefined],
    ["1:2:3:4:5:6:7::", undefined],
    ["::2:3:4:5:6:7:8", undefined],
    ["", msg],
    ["1.2.3", msg],
    ["1.2.3.4.5", msg],
    ["256.1.1.1", msg],
    ["1.2.3.4/8", msg],
    [" 1.2.3.4", msg],
    ["1.2..3", msg],
    ["a.b.c.d", msg],
    [":::", msg],
    ["1::2::3", msg],
    ["12345::", msg],
    ["1:2:3:4:5:6:7:8:9", msg],
    ["1:2:3:4:5:6:7:8::", msg],
    ["1:2:3:4:5:6:7", msg],
    ["fe80::1%eth0", msg],
    ["1:2:3:4:5:1.2.3.4", msg],
    ["::1.2.3", msg],
    ["g::", msg],
    [":1", msg],
    ["1:", msg],
  ]);
});

describe("cidr", () => {
  const msg = "must be a valid CIDR value, (e.g. 10.9.8.0/24 or 2001:db8::/64)";
  table(cidr, [
    ["10.0.0.0/8", undefined],
    ["10.9.8.7/24", undefined], // host bits may be set
    ["0.0.0.0/0", undefined],
    ["1.2.3.4/32", undefined],
    ["010.0.0.0/08", undefined],
    ["2001:db8::/64", undefined],
    ["::/0", undefined],
    ["2001:db8::/128", undefined],
    ["::ffff:1.2.3.4/120", undefined],
    ["10.0.0.0", msg],
    ["10.0.0.0/", msg],
    ["10.0.0.0/33", msg],
    ["10.0.0.0/-1", msg],
    ["10.0.0.0/+8", msg],
    ["10.0.0.0/8/8", msg],
    ["2001:db8::/129", msg],
    ["/8", msg],
    ["fe80::%eth0/64", msg],
  ]);
});

describe("hostPort", () => {
  const port = "port must be between 0 and 65535, inclusive";
  table(hostPort, [
    ["example.com:80", undefined],
    ["127.0.0.1:0", undefined],
    ["localhost:65535", undefined],
    ["[::1]:8080", undefined],
    ["[fe80::1%eth0]:80", undefined],
    [":10257", undefined],
    ["example.com", "missing port in address"],
    ["example.com:", port],
    ["example.com:65536", port],
    ["example.com:http", port],
    ["example.com:-1", port],
    ["::1:80", "too many colons in address"],
    ["[::1]", "missing port in address"],
    ["[::1]80", "missing port in address"],
    ["[::1]:80:80", "too many colons in address"],
    ["[::1:80", "missing ']' in address"],
    ["a[b:80", "unexpected '[' in address"],
    ["a]b:80", "unexpected ']' in address"],
    ["[example.com]:80", "host in brackets must be a valid IPv6 address"],
    ["[1.2.3.4]:80", "host in brackets must be a valid IPv6 address"],
  ]);
});

describe("poolName", () => {
  table(poolName, [
    ["pool", undefined],
    ["node-1", undefined],
    ["example.com/pool-a", undefined],
    ["a/b/c.d", undefined],
    [subdomainOf(253), undefined],
    [`${a(126)}/${a(126)}`, undefined],
    ["", "must be non-empty"],
    [`${a(127)}/${a(126)}`, "may not be more than 253 bytes"],
    ["Pool", SUBDOMAIN_MSG],
    ["a//b", SUBDOMAIN_MSG],
    ["/a", SUBDOMAIN_MSG],
    ["a/", SUBDOMAIN_MSG],
    ["a/B/C", SUBDOMAIN_MSG], // reported once
    [`${a(254)}/x`, `may not be more than 253 bytes; must be no more than 253 characters`],
    // One part too long: its length, said once (the boundary table's one error).
    [a(254), "may not be more than 253 bytes"],
  ]);
});

describe("attributeName", () => {
  table(attributeName, [
    ["gpu.example.com/profile", undefined],
    ["example.com/_x1", undefined],
    ["dra.example/Model_Name", undefined],
    [`example.com/${a(32)}`, undefined],
    ["GPU.Example.com/memory", undefined], // the domain is checked lower-cased, like a driver name
    [`${subdomainOf(63)}/x`, undefined],
    ["", "name required"],
    ["profile", "a fully qualified name must be a domain and a name separated by a slash"],
    [
      "gpu.example.com",
      `${C_ID_MSG}; a fully qualified name must be a domain and a name separated by a slash`,
    ],
    [`example.com/${a(33)}`, "may not be more than 32 bytes"],
    [`${subdomainOf(64)}/x`, "may not be more than 63 bytes"],
    ["/x", "the domain must not be empty"],
    ["example.com/", "the name must not be empty"],
    ["example.com/1abc", C_ID_MSG],
    ["example.com/a-b", C_ID_MSG],
    ["exa_mple.com/a", SUBDOMAIN_MSG],
    ["-GPU.example.com/a", SUBDOMAIN_MSG], // lower-cased or not, a label starts and ends with a letter or digit
    ["GPU-.example.com/a", SUBDOMAIN_MSG],
    ["G-P-U.example.com/a", undefined],
    ["a/b/c", C_ID_MSG], // Kubernetes leaves a second '/' unchecked; rejected here
  ]);
});

describe("domainPrefixedPath", () => {
  const shape = 'must be a domain-prefixed path (such as "acme.io/foo")';
  const path = "Invalid path (regex used for validation is '[A-Za-z0-9/\\-._~%!$&'()*+,;=:]+')";
  table(domainPrefixedPath, [
    ["acme.io/foo", undefined],
    ["example.org/foo/bar", undefined],
    ["example.org/a-b_c.d~e%20!$&'()*+,;=:", undefined],
    ["example.org/Foo", undefined], // case is the lowercase format's concern
    ["", "must be non-empty"],
    ["foo", shape],
    ["/foo", shape],
    ["acme.io/", shape],
    ["Acme.io/foo", SUBDOMAIN_MSG],
    ["acme.io/foo bar", path],
    ["acme.io/a@b", path],
    ["acme.io/a?b", path],
    ["ac_me/a b", `${SUBDOMAIN_MSG}; ${path}`],
  ]);
  it("quotes Kubernetes' path regex with its backslash", () => {
    expect(domainPrefixedPath("a.io/ ")).toBe(
      String.raw`Invalid path (regex used for validation is '[A-Za-z0-9/\-._~%!$&'()*+,;=:]+')`,
    );
  });
});

describe("printable", () => {
  table(printable, [
    ["", undefined],
    ["kubectl-client-side-apply", undefined],
    ["with space and ~!@#$%^&*()", undefined],
    ["héllo wörld", undefined],
    ["日本語", undefined],
    ["emoji 😀", undefined],
    ["\u0301", undefined], // a combining mark
    ["\ud800", undefined], // a lone surrogate reaches Go as U+FFFD, which is printable
    ["tab\there", "invalid character U+0009 (at position 3)"],
    ["\u0000", "invalid character U+0000 (at position 0)"],
    ["a\u007f", "invalid character U+007F (at position 1)"],
    ["é\u00a0", "invalid character U+00A0 (at position 2)"], // no-break space; é is 2 bytes
    ["😀\u200b", "invalid character U+200B (at position 4)"],
    ["x\u2028", "invalid character U+2028 (at position 1)"],
    ["x\u{e0001}", "invalid character U+E0001 (at position 1)"],
  ]);
});

describe("lowercase", () => {
  table(lowercase, [
    ["", undefined],
    ["example.org/foo", undefined],
    ["123-_.", undefined],
    ["ß", undefined],
    ["é", undefined],
    ["Foo", "must be lowercase"],
    ["fOo", "must be lowercase"],
    ["É", "must be lowercase"],
    ["éA", "must be lowercase"],
  ]);
});

describe("imageReference", () => {
  table(imageReference, [
    ["nginx", undefined],
    ["myrepo/myimage:v1", undefined],
    ["registry.example.com:5000/team/app@sha256:0123456789abcdef", undefined],
    ["", "must be non-empty"],
    [" nginx", "must not have leading or trailing whitespace"],
    ["nginx\n", "must not have leading or trailing whitespace"],
    ["nginx\u00a0", "must not have leading or trailing whitespace"],
  ]);
});

describe("free-form formats", () => {
  it("cel accepts anything (compiled elsewhere)", () => {
    for (const v of ["", "claims.sub", "((("]) expect(cel(v)).toBeUndefined();
  });
  it("filePath accepts any string", () => {
    for (const v of ["", "/etc/kubernetes/pki/ca.crt", "relative/path", "C:\\x"])
      expect(filePath(v)).toBeUndefined();
  });
  it("uid accepts any non-empty string", () => {
    expect(uid("6b5c4e3a-0d1f-4a2b-9c8d-7e6f5a4b3c2d")).toBeUndefined();
    expect(uid("anything")).toBeUndefined();
    expect(uid("")).toBe("must be non-empty");
  });
});
