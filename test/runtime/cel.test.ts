/**
 * The CEL syntax check of `cel` fields (templates/runtime/cel.ts): real Kubernetes expressions
 * parse, broken ones give cel-go's kind of error at the right line and column. Then the
 * evaluation helper of test/helpers/cel-eval.ts on nested JSON, Kubernetes style.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { celSyntaxError } from "../../templates/runtime/cel.js";
import { evaluateCel, type CelLibrary } from "../helpers/cel-eval.js";
import { realDocuments } from "../helpers/realworld.js";

describe("celSyntaxError accepts", () => {
  const valid = [
    // AuthenticationConfiguration: claim mappings, claim and user validation rules, extra
    "claims.sub",
    "'prefix:' + claims.username",
    'claims.username + ":external-user"',
    "claims.email_verified == true",
    "has(claims.groups) ? claims.groups : []",
    'claims.roles.split(",")',
    "claims.exp - claims.nbf <= 86400",
    "(has(claims.email_verified) && claims.email_verified) ? claims.email : ''",
    "claims.?email_verified.orValue(true) == true",
    "claims.?foo.orValue('x')",
    "claims[?'foo'].orValue('x')",
    "user.username.startsWith('system:')",
    "!user.username.startsWith('system:')",
    "user.groups.all(group, !group.startsWith('system:'))",
    "'https://' + claims.hd + '/' + claims.sub",
    "claims.email_verified == true &&\n  claims.email.endsWith('@example.com')",
    // AuthorizationConfiguration and admission webhook matchConditions
    "has(request.resourceAttributes)",
    "request.resourceAttributes.namespace == 'kube-system'",
    "!('system:serviceaccounts:kube-system' in request.groups)",
    "request.resourceAttributes.verb in ['get', 'list', 'watch']",
    "request.userInfo.username != 'system:serviceaccount:kube-system:generic-garbage-collector'",
    "!(request.resource.group == 'rbac.authorization.k8s.io' && request.resource.resource.startsWith('roles'))",
    "has(object.metadata.annotations) && object.metadata.annotations['example.com/skip'] == 'true'",
    "authorizer.group('').resource('pods').namespace(request.namespace).check('get').allowed()",
    // x-kubernetes-validations style
    "self.minReplicas <= self.maxReplicas",
    "!has(oldSelf.x) || self.x == oldSelf.x",
    "size(self.name) <= 63 && self.name.matches('^[a-z0-9]([-a-z0-9]*[a-z0-9])?$')",
    "self.items.exists_one(i, i.primary) && self.items.map(i, i.name).filter(n, n != '').size() > 0",
    "cel.bind(n, self.name, n.lowerAscii() == n)",
    "isSemver(self.version) && semver(self.version).isGreaterThan(semver('1.0.0'))",
    "quantity(self.limit).compareTo(quantity('1Gi')) <= 0",
    "duration(self.timeout) < duration('1h')",
    "[1, 2, 3,] == [1, 2, 3] && {'a': 1,}.size() == 1",
    "b'\\xff' != b'' && r'\\d+' != '''multi\nline''' && 1u < 2u && 1.5e3 > 0x10",
    "// a comment\nself.x == -9223372036854775808",
    "null.x",
    "has(self.ports[0].name) && has(self.?a.b)",
  ];
  it.each(valid)("%s", (expression) => {
    expect(celSyntaxError(expression)).toBeUndefined();
  });

  it("every CEL expression of the real documents", () => {
    const found: string[] = [];
    const walk = (v: unknown, key: string): void => {
      if (typeof v === "string" && (key === "expression" || key === "valueExpression"))
        found.push(v);
      else if (Array.isArray(v)) v.forEach((x) => walk(x, key));
      else if (v !== null && typeof v === "object")
        for (const [k, x] of Object.entries(v)) walk(x, k);
    };
    for (const doc of realDocuments()) if (doc.status === "VALID") walk(doc.documents, "");
    expect(found.length).toBeGreaterThan(10);
    for (const expression of found) expect(celSyntaxError(expression), expression).toBeUndefined();
  });
});

describe("celSyntaxError reports", () => {
  const invalid: [string, number, number, string][] = [
    ["claims.", 1, 8, "Syntax error: mismatched input '<EOF>' expecting IDENTIFIER"],
    ["'prefix:' +", 1, 12, "Syntax error: mismatched input '<EOF>' expecting an expression"],
    ["claims..sub", 1, 8, "Syntax error: mismatched input '.' expecting IDENTIFIER"],
    ["(claims.sub", 1, 12, "Syntax error: mismatched input '<EOF>' expecting ')'"],
    ["claims.sub)", 1, 11, "Syntax error: extraneous input ')' expecting <EOF>"],
    ["claims.sub = 'x'", 1, 12, "Syntax error: token recognition error at: '='"],
    ["claims.a &&& claims.b", 1, 12, "Syntax error: token recognition error at: '&'"],
    ["foo bar", 1, 5, "Syntax error: extraneous input 'bar' expecting <EOF>"],
    ["1 +* 2", 1, 4, "Syntax error: mismatched input '*' expecting an expression"],
    ["a ? b", 1, 6, "Syntax error: mismatched input '<EOF>' expecting ':'"],
    ["[1, 2", 1, 6, "Syntax error: mismatched input '<EOF>' expecting ']'"],
    ["{'a': }", 1, 7, "Syntax error: mismatched input '}' expecting an expression"],
    ["x.in", 1, 3, "Syntax error: mismatched input 'in' expecting IDENTIFIER"],
    ["", 1, 1, "Syntax error: mismatched input '<EOF>' expecting an expression"],
    ["'unterminated", 1, 1, "Syntax error: unterminated string"],
    ["'a\nb'", 1, 3, "Syntax error: newlines not allowed in single-quoted strings"],
    ['"\\q"', 1, 2, "Syntax error: invalid escape sequence: \\q"],
    ["1.5e", 1, 5, "Syntax error: invalid exponent"],
    ["9223372036854775808", 1, 1, "invalid int literal"],
    ["has(claims)", 1, 5, "invalid argument to has() macro"],
    ["self.items.all(i, has(i[0]))", 1, 23, "invalid argument to has() macro"],
    ["self.items.all(1, true)", 1, 16, "all(var, predicate) invalid predicate iteration variable"],
  ];
  it.each(invalid)("%j at %i:%i", (expression, line, column, message) => {
    expect(celSyntaxError(expression)).toEqual({ message, line, column });
  });

  it("lines and columns past a newline, columns in code points", () => {
    expect(celSyntaxError("claims.sub ==\n  claims.x +")).toMatchObject({ line: 2, column: 13 });
    expect(
      celSyntaxError("claims.email_verified == true &&\n  claims.email.endsWith('x'"),
    ).toMatchObject({ line: 2, column: 28 });
    // é is one code point, 😀 two UTF-16 units: both count one column, as in cel-go.
    expect(celSyntaxError("'é😀' + )")).toMatchObject({ line: 1, column: 8 });
    expect(celSyntaxError("'x' + 😀")).toEqual({
      message: "Syntax error: token recognition error at: '😀'",
      line: 1,
      column: 7,
    });
  });

  it("deep nesting as an error, not a crash", () => {
    expect(celSyntaxError("(".repeat(300) + "a" + ")".repeat(300))).toMatchObject({
      message: "exceeded maxDepth (250)",
    });
    expect(celSyntaxError("!".repeat(100_000) + "a")).toMatchObject({
      message: "expression recursion limit exceeded",
    });
  });

  it("cuts a long offending token", () => {
    const e = celSyntaxError(`a ${"b".repeat(200)}`);
    expect(e?.message).toBe(
      `Syntax error: extraneous input '${"b".repeat(40)}...' expecting <EOF>`,
    );
  });

  it("needs nothing from Node: the module imports only the CEL library", () => {
    const source = readFileSync(new URL("../../templates/runtime/cel.ts", import.meta.url), "utf8");
    const imports = [...source.matchAll(/^import .* from "([^"]+)";$/gm)].map((m) => m[1]);
    expect(imports).toEqual(["@marcbachmann/cel-js"]);
  });
});

describe("evaluateCel on nested JSON", () => {
  const self = {
    name: "web-1",
    replicas: 3,
    ratio: 0.5,
    labels: { app: "web", tier: "front" },
    ports: [
      { name: "http", port: 80, protocol: "TCP" },
      { name: "https", port: 443, protocol: "TCP" },
    ],
    version: "1.2.3",
  };
  const oldSelf = { ...self, replicas: 2 };
  const cases: [string, unknown][] = [
    ["has(self.labels) && has(self.labels.app) && !has(self.labels.missing)", true],
    ["self.ports.all(p, p.port > 0 && p.port < 65536)", true],
    ["self.ports.exists(p, p.name == 'https')", true],
    ["self.ports.exists_one(p, p.protocol == 'TCP')", false],
    ["self.ports.map(p, p.name)", ["http", "https"]],
    ["self.ports.filter(p, p.port > 100).map(p, p.port)", [443n]],
    ["size(self.ports) == 2 && self.labels.size() == 2 && size(self.name) == 5", true],
    ["self.name.matches('^[a-z0-9]([-a-z0-9]*[a-z0-9])?$')", true],
    ["self.name.startsWith('web') && self.name < 'weba' && 'a' < 'b'", true],
    ["self.replicas * 2 + 1 == 7 && self.replicas / 2 == 1 && self.replicas % 2 == 1", true],
    ["self.ratio < 1.0", true],
    ["self.replicas >= oldSelf.replicas", true],
    ["self.labels.all(k, k.size() > 2)", true],
    ["'tier' in self.labels && self.labels['tier'] == 'front'", true],
    ["self.?spec.?replicas.orValue(1)", 1n],
    ["cel.bind(p, self.ports[0], has(p.name))", true],
  ];
  it.each(cases)("%s", (expression, expected) => {
    expect(evaluateCel(expression, { self, oldSelf })).toEqual(expected);
  });

  it("throws on a missing key, an overflow and a type mismatch, as cel-go does", () => {
    expect(() => evaluateCel("self.spec.replicas", { self })).toThrow(/No such key: spec/);
    expect(() => evaluateCel("9223372036854775807 + self.replicas", { self })).toThrow(/overflow/);
    expect(() => evaluateCel("self.name + 1", { self })).toThrow(/no such overload/);
    // A library limit: has() wants a selection rooted at a variable; cel-go takes any operand.
    expect(() => evaluateCel("has(self.ports[0].name)", { self })).toThrow(
      /has\(\) invalid argument/,
    );
  });

  it("custom functions and types", () => {
    class Semver {
      constructor(readonly parts: readonly number[]) {}
      compare(other: Semver): bigint {
        for (let i = 0; i < 3; i++) {
          const d = (this.parts[i] ?? 0) - (other.parts[i] ?? 0);
          if (d !== 0) return d < 0 ? -1n : 1n;
        }
        return 0n;
      }
    }
    const pattern = /^(\d+)\.(\d+)\.(\d+)$/;
    const library: CelLibrary = {
      types: { Semver },
      functions: {
        "isSemver(string): bool": (s: string) => pattern.test(s),
        "semver(string): Semver": (s: string) => new Semver(s.split(".").map(Number)),
        "Semver.compareTo(Semver): int": (a: Semver, b: Semver) => a.compare(b),
        "Semver.isLessThan(Semver): bool": (a: Semver, b: Semver) => a.compare(b) < 0n,
        "ipFamily(string): int": (s: string) => (s.includes(":") ? 6n : 4n),
      },
    };
    const vars = { self: { ...self, ip: "fd00::1" } };
    expect(
      evaluateCel(
        "isSemver(self.version) && semver(self.version).isLessThan(semver('1.10.0'))",
        vars,
        library,
      ),
    ).toBe(true);
    expect(evaluateCel("semver('2.0.0').compareTo(semver(self.version))", vars, library)).toBe(1n);
    expect(evaluateCel("ipFamily(self.ip) == 6", vars, library)).toBe(true);
    // The standard environment stays without them.
    expect(() => evaluateCel("isSemver(self.version)", vars)).toThrow();
  });
});
