/**
 * Specs checked against themselves: each default, example and enum value passes its own
 * field's rules, or loading fails at the value with a stable code (as Kubernetes refuses a CRD
 * whose defaults do not validate against its schema).
 */
import { describe, expect, it } from "vitest";
import { ALL_CODES } from "../generator/load/codes.js";
import { formatDiagnostic } from "../generator/load/diagnostics.js";
import { loadSpecTexts } from "../generator/load/index.js";

const REGISTERED = new Set<string>(ALL_CODES.map((c) => c.code));

const META = `group: meta.core.io
version: v1
types:
  ObjectMeta:
    doc: Metadata.
    fields:
      name: { type: string }
  ListMeta:
    doc: List metadata.
    fields:
      resourceVersion: { type: string }
`;

/** Loads one spec file whose type A has the given fields (YAML flow mappings, one a line). */
function load(fields: Record<string, string>, extra = "") {
  const lines = Object.entries(fields)
    .map(([name, body]) => `      ${name}: ${body}`)
    .join("\n");
  const text = `group: a.core.io\nversion: v1\ntypes:\n  A:\n    doc: x\n    fields:\n${lines}\n${extra}`;
  const inputs = [
    { relative: "meta.yaml", display: "specs/meta.yaml", text: META },
    { relative: "a.yaml", display: "specs/a.yaml", text },
  ];
  const result = loadSpecTexts(inputs);
  if (result.diagnostics.length) expect(result.model).toBeUndefined();
  for (const d of result.diagnostics) expect(REGISTERED, formatDiagnostic(d)).toContain(d.code);
  return {
    codes: result.diagnostics.map((d) => d.code),
    text: result.diagnostics.map(formatDiagnostic),
  };
}

describe("defaults checked against their own field", () => {
  it("refuses a default above the field's maximum, at the default, with its code", () => {
    const r = load({ a: "{ type: int32, default: 30, maximum: 10 }" });
    expect(r.text).toEqual([
      "specs/a.yaml:7:34: default 30 must be less than or equal to 10 [default-invalid]",
    ]);
  });

  it.each([
    ["below the minimum", "{ type: int64, default: 0, minimum: 1 }"],
    ["not above an exclusive minimum", "{ type: float64, default: 0.5, exclusiveMinimum: 0.5 }"],
    ["not below an exclusive maximum", "{ type: int32, default: 3, exclusiveMaximum: 3 }"],
    ["longer than maxLength", '{ type: string, default: "abcdef", maxLength: 5 }'],
    ["shorter than minLength", '{ type: string, default: "", minLength: 1 }'],
    ["longer than maxBytes", '{ type: string, default: "ééé", maxBytes: 5 }'],
    ["not matching the pattern", '{ type: string, default: "ABC", pattern: "^[a-z]+$" }'],
    ["not of the format", '{ type: string, default: "Not_A_Label", format: dns-label }'],
    ["a duration past its maximum", '{ type: duration, default: "2h", maximum: "1h" }'],
    ["not a duration", '{ type: duration, default: "5 minutes" }'],
    ["a quantity below its minimum", '{ type: quantity, default: "1Mi", minimum: "1Gi" }'],
    ["not a quantity", '{ type: quantity, default: "lots" }'],
    ["not an RFC 3339 time", '{ type: time, default: "yesterday" }'],
    ["not base64", '{ type: bytes, default: "!!" }'],
    [
      "a list with too many items",
      "{ type: array, items: { type: string }, default: [a, b, c], maxItems: 2 }",
    ],
    [
      "a list with too few items",
      "{ type: array, items: { type: string }, default: [], minItems: 1 }",
    ],
    [
      "a set with a duplicate",
      "{ type: array, items: { type: string }, listType: set, default: [a, a] }",
    ],
    [
      "a list item breaking the items' pattern",
      '{ type: array, items: { type: string, pattern: "^x" }, default: [x1, y1] }',
    ],
    [
      "a map with too many entries",
      "{ type: map, values: { type: string }, default: { a: x, b: y }, maxProperties: 1 }",
    ],
    [
      "a map value too long",
      "{ type: map, values: { type: string, maxLength: 1 }, default: { a: xy } }",
    ],
    [
      "a map key of the wrong format",
      "{ type: map, keys: { type: string, format: dns-label }, values: { type: string }, default: { A_B: x } }",
    ],
  ])("refuses a default %s", (_, field) => {
    expect(load({ a: field }).codes).toEqual(["default-invalid"]);
  });

  it("refuses an object default that leaves out a required field or breaks a field's rule", () => {
    const types =
      "  B:\n    doc: y\n    fields:\n      n: { type: int32, required: true, maximum: 3 }\n";
    expect(load({ b: "{ type: B, default: {} }" }, types).text).toEqual([
      'specs/a.yaml:7:30: default {} required field "n" is missing [default-invalid]',
    ]);
    expect(load({ b: "{ type: B, default: { n: 4 } }" }, types).text).toEqual([
      'specs/a.yaml:7:30: default {"n":4} n: must be less than or equal to 3 [default-invalid]',
    ]);
    expect(load({ b: "{ type: B, default: { n: 3 } }" }, types).codes).toEqual([]);
  });

  it("checks a default against the limits of an alias type it names", () => {
    const types =
      "  Port:\n    doc: A port.\n    type: int32\n    minimum: 1\n    maximum: 65535\n";
    expect(load({ p: "{ type: Port, default: 0 }" }, types).codes).toEqual(["default-invalid"]);
    expect(load({ p: "{ type: Port, default: 80 }" }, types).codes).toEqual([]);
  });

  it("accepts defaults that pass every rule of their field", () => {
    expect(
      load({
        a: "{ type: int32, default: 10, minimum: 0, maximum: 10 }",
        b: '{ type: string, default: "abc", pattern: "^[a-z]+$", maxLength: 3, format: dns-label }',
        c: '{ type: duration, default: "30s", minimum: "1s", maximum: "1m" }',
        d: '{ type: quantity, default: "1Gi", maximum: "2Gi" }',
        e: "{ type: array, items: { type: int32, minimum: 1 }, default: [1, 2], maxItems: 2, listType: set }",
      }).codes,
    ).toEqual([]);
  });
});

describe("examples and enum values checked against their own field", () => {
  it("refuses an example that breaks its field's rules", () => {
    expect(load({ a: '{ type: string, example: "a b", format: dns-label }' }).codes).toEqual([
      "example-invalid",
    ]);
    expect(load({ a: '{ type: string, example: "a-b", format: dns-label }' }).codes).toEqual([]);
  });

  it("refuses an enum value that breaks the pattern or the length of its field", () => {
    expect(load({ a: '{ type: string, enum: [ok, Bad], pattern: "^[a-z]+$" }' }).text).toEqual([
      "specs/a.yaml:7:37: enum value \"Bad\" must match the regular expression '^[a-z]+$' [enum-value-invalid]",
    ]);
    expect(load({ a: "{ type: int32, enum: [1, 20], maximum: 10 }" }).codes).toEqual([
      "enum-value-invalid",
    ]);
  });
});

describe("the value a defaultWhen rule sets", () => {
  it("must pass the field's rules, reported at the value", () => {
    const rule = (value: string) =>
      `    rules:\n      - defaultWhen: { field: a, when: { field: b, equals: x }, value: ${value} }\n`;
    const r = load({ a: "{ type: int32, maximum: 10 }", b: "{ type: string }" }, rule("30"));
    expect(r.text).toEqual([
      "specs/a.yaml:10:72: default 30 must be less than or equal to 10 [default-invalid]",
    ]);
    expect(
      load({ a: "{ type: int32, maximum: 10 }", b: "{ type: string }" }, rule("3")).codes,
    ).toEqual([]);
  });
});
