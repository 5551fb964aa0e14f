/** Label and field selectors: Kubernetes' syntax, messages and matching. */
import { describe, expect, it } from "vitest";
import {
  escapeFieldValue,
  fieldValue,
  formatFieldSelector,
  matchesFields,
  parseFieldSelector,
  requiredFieldValue,
} from "../../templates/server/apimachinery/field-selectors.js";
import {
  SelectorError,
  formatLabelSelector,
  labelKeyProblems,
  labelSelectorFromSet,
  labelValueProblems,
  matchesLabels,
  parseLabelSelector,
} from "../../templates/server/apimachinery/selectors.js";

const VALUE_REGEX =
  "a valid label must be an empty string or consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyValue',  or 'my_value',  or '12345', regex used for validation is '(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?')";
const NAME_REGEX =
  "must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyName',  or 'my.name',  or '123-abc', regex used for validation is '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]')";

describe("parseLabelSelector: valid selectors", () => {
  // [input, Kubernetes' String() of the parsed selector (requirements sorted by key)]
  it.each([
    ["", ""],
    ["   ", ""],
    ["a", "a"],
    ["!a", "!a"],
    [" ! a ", "!a"],
    ["a=b", "a=b"],
    ["a==b", "a==b"],
    ["a!=b", "a!=b"],
    ["a = b", "a=b"],
    ["a=", "a="],
    ["a!=", "a!="],
    ["a in (x,y)", "a in (x,y)"],
    ["a notin (y, x)", "a notin (x,y)"],
    ["a in (x,x)", "a in (x)"],
    ["a in ()", "a in ()"],
    ["x in (foo,,baz),y,z notin ()", "x in (,baz,foo),y,z notin ()"],
    ["a in (,b)", "a in (,b)"],
    ["a in (b,)", "a in (,b)"],
    ["  a  in  ( b , c )  ", "a in (b,c)"],
    ["\ta\tin\t(b)\n", "a in (b)"],
    ["a>1", "a>1"],
    ["a<10", "a<10"],
    ["a in (in,notin)", "a in (in,notin)"],
    ["in=notin", "in=notin"],
    ["notin", "notin"],
    ["example.com/a=b", "example.com/a=b"],
    ["a.b-c_d=E.f-G_h", "a.b-c_d=E.f-G_h"],
    ["z=1,a=2,m", "a=2,m,z=1"],
    ["env in (prod,staging),!canary,tier!=db", "!canary,env in (prod,staging),tier!=db"],
    [`a=${"x".repeat(63)}`, `a=${"x".repeat(63)}`],
    [`${"k".repeat(63)}`, `${"k".repeat(63)}`],
  ])("%j", (input, formatted) => {
    expect(formatLabelSelector(parseLabelSelector(input))).toBe(formatted);
  });
});

describe("parseLabelSelector: errors", () => {
  it.each([
    ["a b", "unable to parse requirement: found 'b', expected: in, notin, =, ==, !=, gt, lt"],
    ["a!b", "unable to parse requirement: found '!', expected: in, notin, =, ==, !=, gt, lt"],
    ["a=b c", "found 'c', expected: ',' or 'end of string'"],
    ["a,", "found '', expected: identifier after ','"],
    ["a=b,,c", "found ',', expected: identifier after ','"],
    [",a", "found ',', expected: !, identifier, or 'end of string'"],
    ["=a", "found '=', expected: !, identifier, or 'end of string'"],
    ["(a)", "found '(', expected: !, identifier, or 'end of string'"],
    ["!a=b", "found '=', expected: ',' or 'end of string'"],
    ["!", "unable to parse requirement: found '', expected: identifier"],
    ["a=(b)", "unable to parse requirement: found '(', expected: identifier"],
    ["a>=1", "unable to parse requirement: found '=', expected: identifier"],
    ["a in x", "unable to parse requirement: found 'x' expected: '('"],
    ["a in (x", "unable to parse requirement: found '', expected: ',' or ')'"],
    ["a in (x y)", "unable to parse requirement: found 'y', expected: ',' or ')'"],
    ["a in (=)", "unable to parse requirement: found '=', expected: ',', ')' or identifier"],
    ["a in (x,=)", "unable to parse requirement: found '=', expected: ',', or identifier"],
    [
      "a>b",
      `unable to parse requirement: values[0]: Invalid value: "b": for 'Gt', 'Lt' operators, the value must be an integer`,
    ],
    [
      "a>9223372036854775808",
      `unable to parse requirement: values[0]: Invalid value: "9223372036854775808": for 'Gt', 'Lt' operators, the value must be an integer`,
    ],
    ["a=-b", `unable to parse requirement: values[0][a]: Invalid value: "-b": ${VALUE_REGEX}`],
    ["a<-3", `unable to parse requirement: values[0][a]: Invalid value: "-3": ${VALUE_REGEX}`],
    [
      `a=${"x".repeat(64)}`,
      `unable to parse requirement: values[0][a]: Invalid value: "${"x".repeat(64)}": must be no more than 63 bytes`,
    ],
    // Values are sorted before they are checked, as Kubernetes' sets.String lists them.
    [
      "a in (b,-c,-d)",
      `unable to parse requirement: [values[0][a]: Invalid value: "-c": ${VALUE_REGEX}, values[1][a]: Invalid value: "-d": ${VALUE_REGEX}]`,
    ],
    ["-a", `unable to parse requirement: key: Invalid value: "-a": name part ${NAME_REGEX}`],
    [
      `${"k".repeat(64)}`,
      `unable to parse requirement: key: Invalid value: "${"k".repeat(64)}": name part must be no more than 63 bytes`,
    ],
    ["/a", `unable to parse requirement: key: Invalid value: "/a": prefix part must be non-empty`],
    [
      "a/",
      `unable to parse requirement: key: Invalid value: "a/": name part must be non-empty; name part ${NAME_REGEX}`,
    ],
    [
      "a/b/c",
      `unable to parse requirement: key: Invalid value: "a/b/c": a valid label key ${NAME_REGEX} with an optional DNS subdomain prefix and '/' (e.g. 'example.com/MyName')`,
    ],
    [
      "Example.com/a",
      `unable to parse requirement: key: Invalid value: "Example.com/a": prefix part a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character (e.g. 'example.com', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*')`,
    ],
  ])("%j", (input, message) => {
    let error: unknown;
    try {
      parseLabelSelector(input);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(SelectorError);
    expect((error as Error).message).toBe(message);
  });
});

describe("matchesLabels", () => {
  const labels = { env: "prod", tier: "web", replicas: "3", empty: "" };
  it.each([
    ["", true],
    ["env", true],
    ["missing", false],
    ["!missing", true],
    ["!env", false],
    ["env=prod", true],
    ["env==prod", true],
    ["env=dev", false],
    ["env!=dev", true],
    ["env!=prod", false],
    ["missing!=x", true], // absent labels satisfy != and notin
    ["missing notin (x)", true],
    ["missing in (x)", false],
    ["missing=", false],
    ["empty=", true],
    ["empty in ()", true],
    ["env in (dev,prod)", true],
    ["env in (dev,qa)", false],
    ["env notin (dev,prod)", false],
    ["env notin (dev,qa)", true],
    ["replicas>2", true],
    ["replicas>3", false],
    ["replicas<4", true],
    ["replicas<3", false], // strictly less: 3 is not less than 3
    ["replicas<2", false],
    ["replicas>4", false],
    ["env>1", false], // not an integer
    ["missing<4", false],
    ["env=prod,tier=web", true],
    ["env=prod,tier=db", false],
  ])("%j", (selector, expected) => {
    expect(matchesLabels(parseLabelSelector(selector), labels)).toBe(expected);
  });

  it("treats missing labels as none, and ignores non-string values", () => {
    expect(matchesLabels(parseLabelSelector("!a"), undefined)).toBe(true);
    expect(matchesLabels(parseLabelSelector("a"), undefined)).toBe(false);
    expect(matchesLabels(parseLabelSelector("a"), { a: 1 })).toBe(false);
    expect(matchesLabels(parseLabelSelector("toString"), {})).toBe(false);
  });

  it("builds selectors from sets", () => {
    const s = labelSelectorFromSet({ b: "2", a: "1" });
    expect(formatLabelSelector(s)).toBe("a=1,b=2");
    expect(matchesLabels(s, { a: "1", b: "2", c: "3" })).toBe(true);
    expect(matchesLabels(s, { a: "1" })).toBe(false);
  });

  it("checks keys and values as content.IsLabelKey / IsLabelValue", () => {
    expect(labelKeyProblems("app.kubernetes.io/name")).toEqual([]);
    expect(labelKeyProblems("")).toEqual([
      "name part must be non-empty",
      `name part ${NAME_REGEX}`,
    ]);
    expect(labelValueProblems("")).toEqual([]);
    expect(labelValueProblems("a b")).toEqual([VALUE_REGEX]);
  });
});

describe("parseFieldSelector", () => {
  const allowed = ["spec.holderIdentity", "spec.count"];
  it.each([
    ["", []],
    [",", []],
    ["metadata.name=a", [["metadata.name", "=", "a"]]],
    ["metadata.name==a", [["metadata.name", "==", "a"]]],
    ["metadata.name!=a", [["metadata.name", "!=", "a"]]],
    ["metadata.name=", [["metadata.name", "=", ""]]],
    [
      "metadata.namespace!=b,metadata.name=a",
      [
        ["metadata.name", "=", "a"],
        ["metadata.namespace", "!=", "b"],
      ],
    ],
    ["metadata.name=a,,", [["metadata.name", "=", "a"]]],
    ["spec.holderIdentity=node-1", [["spec.holderIdentity", "=", "node-1"]]],
    ["metadata.name=a\\,b", [["metadata.name", "=", "a,b"]]],
    ["metadata.name=a\\=b\\\\c", [["metadata.name", "=", "a=b\\c"]]],
  ])("%j", (input, expected) => {
    const parsed = parseFieldSelector(input, allowed);
    expect(parsed.requirements.map((r) => [r.field, r.operator, r.value])).toEqual(expected);
  });

  it.each([
    ["a", "invalid selector: 'a'; can't understand 'a'"],
    ["metadata.name=a,b", "invalid selector: 'metadata.name=a,b'; can't understand 'b'"],
    ["metadata.name=a=b", "invalid field selector: unescaped character in value: '='"],
    ["metadata.name=a\\x", "invalid field selector: invalid escape sequence: \\x"],
    ["metadata.name=a\\", "invalid field selector: invalid escape sequence: \\"],
    [
      "spec.x=1",
      '"spec.x" is not a known field selector: only "metadata.name", "metadata.namespace", "spec.holderIdentity", "spec.count"',
    ],
    [
      "=a",
      '"" is not a known field selector: only "metadata.name", "metadata.namespace", "spec.holderIdentity", "spec.count"',
    ],
    [
      "metadata.uid=x",
      '"metadata.uid" is not a known field selector: only "metadata.name", "metadata.namespace", "spec.holderIdentity", "spec.count"',
    ],
  ])("%j fails", (input, message) => {
    expect(() => parseFieldSelector(input, allowed)).toThrow(new SelectorError(message));
  });

  it("lists only the metadata fields when the resource has no others", () => {
    expect(() => parseFieldSelector("spec.x=1", [])).toThrow(
      '"spec.x" is not a known field selector: only "metadata.name", "metadata.namespace"',
    );
    expect(() => parseFieldSelector("spec.x=1", ["metadata.name", "metadata.namespace"])).toThrow(
      '"spec.x" is not a known field selector: only "metadata.name", "metadata.namespace"',
    );
  });

  it("round-trips through its printed form", () => {
    const s = parseFieldSelector("metadata.name=a\\,b\\=c,metadata.namespace!=x", []);
    expect(formatFieldSelector(s)).toBe("metadata.name=a\\,b\\=c,metadata.namespace!=x");
    expect(parseFieldSelector(formatFieldSelector(s), [])).toEqual(s);
    expect(escapeFieldValue("a,b=c\\")).toBe("a\\,b\\=c\\\\");
  });
});

describe("matchesFields", () => {
  const object = {
    metadata: { name: "lease-1", namespace: "kube-system" },
    spec: { holderIdentity: "node-1", count: 3, ready: true, list: [1] },
  };
  const allowed = ["spec.holderIdentity", "spec.count", "spec.ready", "spec.list", "spec.missing"];
  it.each([
    ["", true],
    ["metadata.name=lease-1", true],
    ["metadata.name==lease-1", true],
    ["metadata.name=lease-2", false],
    ["metadata.name!=lease-2", true],
    ["metadata.namespace=kube-system,metadata.name=lease-1", true],
    ["metadata.namespace=kube-system,metadata.name=lease-2", false],
    ["spec.holderIdentity=node-1", true],
    ["spec.count=3", true],
    ["spec.ready=true", true],
    ["spec.list=", true], // not a scalar: compared as ""
    ["spec.missing=", true],
    ["spec.missing!=", false],
  ])("%j", (selector, expected) => {
    expect(matchesFields(parseFieldSelector(selector, allowed), object)).toBe(expected);
  });

  it("reads cluster-scoped objects' namespace as empty", () => {
    const clusterScoped = { metadata: { name: "a" } };
    expect(matchesFields(parseFieldSelector("metadata.namespace=", []), clusterScoped)).toBe(true);
    expect(matchesFields(parseFieldSelector("metadata.namespace=x", []), clusterScoped)).toBe(
      false,
    );
    expect(fieldValue(clusterScoped, "metadata.namespace")).toBe("");
    expect(fieldValue({ metadata: null }, "metadata.name")).toBe("");
  });

  it("finds the value a selector requires", () => {
    const s = parseFieldSelector("metadata.namespace=a,metadata.name!=b", []);
    expect(requiredFieldValue(s, "metadata.namespace")).toBe("a");
    expect(requiredFieldValue(s, "metadata.name")).toBeUndefined();
    expect(requiredFieldValue(undefined, "metadata.name")).toBeUndefined();
  });
});
