/**
 * The neutral check form's TypeScript printer (generator/rules/check.ts): predicates combine
 * and negate the way people write them, and a condition that is an expression of its own is
 * parenthesized exactly where the operators around it would otherwise bind it differently,
 * string literals and brackets included. What the printed checks answer is held to the CEL's
 * on every rule of the specs by test/cel-rules.test.ts.
 */
import { describe, expect, it } from "vitest";
import CodeBlockWriter from "code-block-writer";
import type { Condition, FieldPath, Rule } from "../generator/model/model.js";
import {
  and,
  compares,
  derives,
  FALSE,
  hasItem,
  noDuplicates,
  unchanged,
  wasSet,
  implies,
  isSet,
  mentions,
  not,
  ofFormat,
  oneOf,
  or,
  parentPresent,
  present,
  startsWith,
  TRUE,
  when,
} from "../generator/rules/check.js";
import { tsPredicate, writeRuleChecks } from "../generator/rules/check-ts.js";
import type { RuleWriteContext } from "../generator/rules/context.js";

const path = (text: string): FieldPath =>
  ({ text, segments: text.split(".").map((key) => ({ key })) }) as unknown as FieldPath;
/** A condition whose TypeScript is given as is. */
const cond = (ts: string): Condition => ({ ts }) as unknown as Condition;
const ctx = {
  isSet: (p: FieldPath) => `isSet(${p.text})`,
  valueOf: (p: FieldPath) => p.text,
  valuesOf: (p: FieldPath) => `valuesOf(${p.text})`,
  condition: (c: Condition) => (c as unknown as { ts: string }).ts,
  scope: {
    use: (_module: string, name: string) => name,
    enumConstant: (name: string) => name,
    constant: (name: string) => name,
    factoryCall: (_module: string, name: string, args: string) => `${name}(${args})`,
  },
} as unknown as RuleWriteContext;
const ts = (p: Parameters<typeof tsPredicate>[0]) => tsPredicate(p, ctx);

describe("the neutral form's TypeScript", () => {
  it("folds constants and flattens chains", () => {
    expect(ts(and(TRUE, isSet(path("a")), and(isSet(path("b")), TRUE)))).toBe(
      "isSet(a) && isSet(b)",
    );
    expect(ts(or(FALSE, isSet(path("a"))))).toBe("isSet(a)");
    expect(ts(and(isSet(path("a")), FALSE))).toBe("false");
    expect(ts(or(isSet(path("a")), TRUE))).toBe("true");
  });

  it("pushes a negation inside, as the checks print `guard && !holds`", () => {
    expect(ts(not(implies(parentPresent([path("tls.key")]), isSet(path("tls.key")))))).toBe(
      'isObject(read(value, ["tls"])) && !isSet(tls.key)',
    );
    expect(ts(not(or(isSet(path("a")), and(isSet(path("b")), isSet(path("c"))))))).toBe(
      "!isSet(a) && (!isSet(b) || !isSet(c))",
    );
    expect(ts(parentPresent([path("a"), path("b")]))).toBe("true");
    expect(ts(parentPresent([path("x.a"), path("y.b")]))).toBe("true");
  });

  it("parenthesizes a condition only where it would bind otherwise", () => {
    const typed = when(cond('typeof v === "number" && v > 5'));
    expect(ts(and(typed, isSet(path("a"))))).toBe('typeof v === "number" && v > 5 && isSet(a)');
    expect(ts(or(typed, isSet(path("a"))))).toBe('(typeof v === "number" && v > 5) || isSet(a)');
    expect(ts(not(typed))).toBe('!(typeof v === "number" && v > 5)');
    expect(ts(and(when(cond("a === 1 || b === 2")), isSet(path("c"))))).toBe(
      "(a === 1 || b === 2) && isSet(c)",
    );
    expect(ts(and(when(cond("ok ? a : b")), isSet(path("c"))))).toBe("(ok ? a : b) && isSet(c)");
  });

  it("reads brackets and string literals, escaped quotes included, as one term", () => {
    expect(ts(not(when(cond('hasPrefix(v, "a b")'))))).toBe('!hasPrefix(v, "a b")');
    expect(ts(not(when(cond('!(["x y"] as readonly unknown[]).includes(v)'))))).toBe(
      '(["x y"] as readonly unknown[]).includes(v)',
    );
    expect(ts(or(when(cond('mentions(v, "say \\" || \\" this")')), isSet(path("a"))))).toBe(
      'mentions(v, "say \\" || \\" this") || isSet(a)',
    );
    expect(ts(not(when(cond('v === "a\\" b"'))))).toBe('!(v === "a\\" b")');
  });

  it("tests a value against an enum, a format and a prefix, and reads their negations plainly", () => {
    const name = path("name");
    expect(ts(and(present(path("kind")), not(oneOf(path("kind"), ["A"]))))).toBe(
      "present(kind) && !(KIND_ALLOWED as readonly unknown[]).includes(kind)",
    );
    expect(ts(and(present(name), not(ofFormat(name, "dns-subdomain"))))).toBe(
      'present(name) && typeof name === "string" && dnsSubdomain(name) !== undefined',
    );
    expect(ts(or(ofFormat(name, "dns-subdomain"), isSet(path("a"))))).toBe(
      '(typeof name !== "string" || dnsSubdomain(name) === undefined) || isSet(a)',
    );
    expect(ts(not(startsWith(name, "/")))).toBe('!hasPrefix(name, "/")');
  });

  it("tests one field's text for an identifier, and any item's through lists", () => {
    const items = {
      text: "items[].expression",
      segments: [{ key: "items", each: true }, { key: "expression" }],
    } as unknown as FieldPath;
    const held = not(
      or(
        mentions(path("username"), "claims.email_verified"),
        mentions(items, "claims.email_verified"),
      ),
    );
    expect(ts(held)).toBe(
      '!mentions(username, "claims.email_verified") && !valuesOf(items[].expression).some((text) => mentions(text, "claims.email_verified"))',
    );
  });

  it("asks a list for an item with one of the values at its key", () => {
    expect(ts(not(hasItem(path("status.conditions"), path("type"), ["Complete", "Failed"])))).toBe(
      '!hasItemWith(status.conditions, ["type"], STATUS_CONDITIONS_REQUIRED)',
    );
  });

  it("compares two values, or a count and a literal, through the runtime", () => {
    const pools = { kind: "count", path: path("status.pools") } as const;
    expect(
      ts(not(compares(pools, "<=", { kind: "path", path: path("spec.limit") }, "number"))),
    ).toBe('!compareHolds(sizeOf(status.pools), "<=", spec.limit, "number")');
    expect(
      ts(
        not(
          compares(
            { kind: "path", path: path("timeout") },
            "!=",
            { kind: "value", value: "0s" },
            "duration",
          ),
        ),
      ),
    ).toBe('!compareHolds(timeout, "!=", "0s", "duration")');
    expect(
      ts(not(derives(path("free"), "difference", [path("total"), path("used")], "quantity"))),
    ).toBe('!derivationHolds(free, "difference", [total, used], "quantity")');
  });

  it("asks about the old object in an update check, and only there", () => {
    const update = { ...ctx, old: "old" } as RuleWriteContext;
    const frozen = and(wasSet(path("status.allocation")), not(unchanged(path("spec"))));
    expect(tsPredicate(frozen, update)).toBe(
      'isSet(read(old, ["status","allocation"]), false) && !deepEqual(spec, own(old, "spec"))',
    );
    expect(() => ts(frozen)).toThrow(
      'a "wasSet" check needs the old object: it belongs in an update check',
    );
  });

  it("reports each duplicate through the runtime, or the list once where the rule's error says so", () => {
    const by = { list: path("authorizers"), key: path("name") };
    expect(ts(not(noDuplicates(by)))).toBe("hasDuplicate(authorizers, AUTHORIZERS_NAME_UNIQUE)");
    const check = {
      guard: TRUE,
      holds: noDuplicates(by),
      violation: {
        type: "Duplicate" as const,
        path: path("authorizers"),
        detail: "must be unique",
      },
    };
    const written = (rule: object) => {
      const w = new CodeBlockWriter();
      writeRuleChecks(w, rule as Rule, [check], {
        ...ctx,
        pathOf: (p: FieldPath) => `at(${p.text})`,
      } as RuleWriteContext);
      return w.toString().trim();
    };
    expect(written({ kind: "unique" })).toBe(
      "checkUnique(c, authorizers, path, AUTHORIZERS_NAME_UNIQUE);",
    );
    expect(written({ kind: "unique", error: { type: "Invalid" } })).toBe(
      'if (hasDuplicate(authorizers, AUTHORIZERS_NAME_UNIQUE)) {\n    invalid(c, at(authorizers), authorizers, "must be unique");\n}',
    );
  });
});
