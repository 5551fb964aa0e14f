/** Request bodies: JSON (Go's grammar and error texts, with positions) and YAML, with duplicate keys as strict field validation reports them. */
import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { Parser } from "yaml";
import { ApiError } from "../../templates/server/apimachinery/status.js";
import { BodySyntaxError, MAX_DEPTH, MAX_DUPLICATES } from "../../templates/readers/json-reader.js";
import { parseJsonBody } from "../../templates/server/http/json-body.js";
import {
  MAX_YAML_BODY_BYTES,
  mediaType,
  parseRequestBody,
} from "../../templates/server/http/request-body.js";
import { MAX_YAML_BODY_TOKENS, parseYamlBody } from "../../templates/server/http/yaml-body.js";
import { MAX_YAML_DEPTH } from "../../templates/readers/yaml-reader.js";
import { runs } from "../helpers/runs.js";

function syntaxError(run: () => unknown): BodySyntaxError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(BodySyntaxError);
    expect(error).toBeInstanceOf(SyntaxError);
    return error as BodySyntaxError;
  }
  throw new Error("no error");
}

async function asyncSyntaxError(run: () => Promise<unknown>): Promise<BodySyntaxError> {
  try {
    await run();
  } catch (error) {
    expect(error).toBeInstanceOf(BodySyntaxError);
    return error as BodySyntaxError;
  }
  throw new Error("no error");
}

describe("parseJsonBody: values and duplicates", () => {
  const table: readonly (readonly [string, string, unknown, string[]])[] = [
    [
      "no duplicates",
      '{"apiVersion":"v1","metadata":{"name":"x"}}',
      { apiVersion: "v1", metadata: { name: "x" } },
      [],
    ],
    ["a top-level duplicate, the last value wins", '{"a":1,"a":2}', { a: 2 }, ["a"]],
    [
      "a nested duplicate",
      '{"metadata":{"name":"x","name":"y"}}',
      { metadata: { name: "y" } },
      ["metadata.name"],
    ],
    [
      "in a list item",
      '{"spec":{"items":[{"name":"a"},{"name":"b","name":"c"}]}}',
      { spec: { items: [{ name: "a" }, { name: "c" }] } },
      ["spec.items[1].name"],
    ],
    ["in nested lists", '{"a":[[{"b":1,"b":2}]]}', { a: [[{ b: 2 }]] }, ["a[0][0].b"]],
    ["in a top-level list", '[{"a":1,"a":1}]', [{ a: 1 }], ["[0].a"]],
    ["a key repeated thrice is reported once", '{"a":1,"a":2,"a":3}', { a: 3 }, ["a"]],
    ["escaped keys are compared decoded", '{"a":1,"\\u0061":2}', { a: 2 }, ["a"]],
    [
      "same key in different objects is no duplicate",
      '{"a":{"x":1},"b":{"x":2}}',
      { a: { x: 1 }, b: { x: 2 } },
      [],
    ],
    [
      "several duplicates in order",
      '{"m":{"a":1,"a":2},"b":1,"b":2}',
      { m: { a: 2 }, b: 2 },
      ["m.a", "b"],
    ],
    [
      "a map key with a dot",
      '{"labels":{"a.b/c":"1","a.b/c":"2"}}',
      { labels: { "a.b/c": "2" } },
      ["labels.a.b/c"],
    ],
    ["scalars at the top", "  42 ", 42, []],
    [
      "strings with escapes",
      '{"s":"a\\"b\\\\c\\/\\b\\f\\n\\r\\t\\u00e9"}',
      { s: 'a"b\\c/\b\f\n\r\té' },
      [],
    ],
    [
      "numbers",
      "[0,-0,1.5,-2e10,3E-2,1e+2,1e308,123456789012345678901234567890]",
      [0, -0, 1.5, -2e10, 3e-2, 1e2, 1e308, 123456789012345678901234567890],
      [],
    ],
    ["literals", "[true,false,null]", [true, false, null], []],
    ["empty containers", '{"a":{},"b":[]}', { a: {}, b: [] }, []],
    ["whitespace", ' \t\r\n{ "a" : [ 1 , 2 ] }\n', { a: [1, 2] }, []],
  ];
  for (const [name, text, value, duplicates] of table) {
    it(name, () => {
      expect(parseJsonBody(text)).toEqual({ value, duplicates });
      expect(parseJsonBody(new TextEncoder().encode(text))).toEqual({ value, duplicates });
    });
  }

  it("keeps __proto__ as an own data property and pollutes nothing", () => {
    const { value, duplicates } = parseJsonBody(
      '{"__proto__":{"polluted":true},"a":{"__proto__":{"x":1},"__proto__":{"y":2}}}',
    );
    const v = value as Record<string, Record<string, unknown>>;
    expect(Object.getPrototypeOf(v)).toBe(Object.prototype);
    expect(Object.prototype.hasOwnProperty.call(v, "__proto__")).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.keys(v)).toEqual(["__proto__", "a"]);
    expect(duplicates).toEqual(["a.__proto__"]);
  });

  it(`keeps at most ${MAX_DUPLICATES} duplicate paths`, () => {
    const body = `{${Array.from({ length: 150 }, (_, i) => `"k${i}":1,"k${i}":2`).join(",")}}`;
    expect(parseJsonBody(body).duplicates).toHaveLength(MAX_DUPLICATES);
  });

  it("parses a 3 MiB body, naming its duplicate key", () => {
    const items = Array.from({ length: 12000 }, (_, i) => ({
      name: `item-${i}`,
      value: "x".repeat(200),
      labels: { a: String(i), b: true },
    }));
    const text = JSON.stringify({ kind: "List", items }).replace(
      '"kind":"List"',
      '"kind":"List","kind":"List"',
    );
    expect(text.length).toBeGreaterThan(3_000_000);
    const parsed = parseJsonBody(text);
    expect(parsed.duplicates).toEqual(["kind"]);
    expect((parsed.value as { items: unknown[] }).items).toHaveLength(12000);
  });

  it(`accepts ${MAX_DEPTH} levels and refuses one more`, () => {
    expect(parseJsonBody("[".repeat(MAX_DEPTH) + "]".repeat(MAX_DEPTH)).duplicates).toEqual([]);
    const e = syntaxError(() =>
      parseJsonBody("[".repeat(MAX_DEPTH + 1) + "]".repeat(MAX_DEPTH + 1)),
    );
    expect(e.detail).toBe("invalid character '[' exceeded max depth");
    expect(e.column).toBe(MAX_DEPTH + 1);
    expect(syntaxError(() => parseJsonBody('{"a":{"b":1}}', 1)).detail).toBe(
      "invalid character '{' exceeded max depth",
    );
  });
});

describe("parseJsonBody: malformed bodies", () => {
  // [body, Go's error text, line, column]
  const table: readonly (readonly [string, string, number, number])[] = [
    ["", "unexpected end of JSON input", 1, 1],
    ["   ", "unexpected end of JSON input", 1, 4],
    ["{", "unexpected end of JSON input", 1, 2],
    ['{"a":', "unexpected end of JSON input", 1, 6],
    ['{"a', "unexpected end of JSON input", 1, 4],
    ['{"a":}', "invalid character '}' looking for beginning of value", 1, 6],
    ['{"a":1,}', "invalid character '}' looking for beginning of object key string", 1, 8],
    ["{,}", "invalid character ',' looking for beginning of object key string", 1, 2],
    ["{a:1}", "invalid character 'a' looking for beginning of object key string", 1, 2],
    ["{'a':1}", "invalid character '\\'' looking for beginning of object key string", 1, 2],
    ["[1,]", "invalid character ']' looking for beginning of value", 1, 4],
    ['{"a" 1}', "invalid character '1' after object key", 1, 6],
    ['{"a":1 "b":2}', "invalid character '\"' after object key:value pair", 1, 8],
    ["[1 2]", "invalid character '2' after array element", 1, 4],
    ["{} x", "invalid character 'x' after top-level value", 1, 4],
    ['{"a":1}\n{', "invalid character '{' after top-level value", 2, 1],
    ["01", "invalid character '1' after top-level value", 1, 2],
    ["[01]", "invalid character '1' after array element", 1, 3],
    ["-", "unexpected end of JSON input", 1, 2],
    ["-a", "invalid character 'a' in numeric literal", 1, 2],
    ["1.", "unexpected end of JSON input", 1, 3],
    ["1.a", "invalid character 'a' after decimal point in numeric literal", 1, 3],
    ["1e", "unexpected end of JSON input", 1, 3],
    ["1e+x", "invalid character 'x' in exponent of numeric literal", 1, 4],
    [".5", "invalid character '.' looking for beginning of value", 1, 1],
    ["+1", "invalid character '+' looking for beginning of value", 1, 1],
    ["tru", "unexpected end of JSON input", 1, 4],
    ["trux", "invalid character 'x' in literal true (expecting 'e')", 1, 4],
    ["nul", "unexpected end of JSON input", 1, 4],
    ["nUll", "invalid character 'U' in literal null (expecting 'u')", 1, 2],
    ["fals3", "invalid character '3' in literal false (expecting 'e')", 1, 5],
    ["NaN", "invalid character 'N' looking for beginning of value", 1, 1],
    ['"a\u0001"', "invalid character '\\x01' in string literal", 1, 3],
    ['"a\nb"', "invalid character '\\n' in string literal", 1, 3],
    ['"\\q"', "invalid character 'q' in string escape code", 1, 3],
    ['"\\u12x4"', "invalid character 'x' in \\u hexadecimal character escape", 1, 6],
    ['"\\u12', "unexpected end of JSON input", 1, 6],
    ['"abc', "unexpected end of JSON input", 1, 5],
    ['{"a":é}', "invalid character 'é' looking for beginning of value", 1, 6],
    ["x", "invalid character 'x' looking for beginning of value", 1, 1],
    ['{\n  "a": 1,\n  "b": ]\n}', "invalid character ']' looking for beginning of value", 3, 8],
    ["\ufeff{}", "invalid character '\ufeff' looking for beginning of value", 1, 1],
    ['{"a":1e400}', "cannot unmarshal number 1e400 into Go value of type float64", 1, 6],
    [
      "-" + "9".repeat(400),
      `cannot unmarshal number -${"9".repeat(400)} into Go value of type float64`,
      1,
      1,
    ],
  ];
  for (const [body, detail, line, column] of table) {
    it(JSON.stringify(body), () => {
      const e = syntaxError(() => parseJsonBody(body));
      expect(e.detail).toBe(detail);
      expect([e.line, e.column]).toEqual([line, column]);
      expect(e.message).toBe(`json parse error at line ${line}, column ${column}: ${detail}`);
    });
  }
});

describe("parseJsonBody agrees with JSON.parse", () => {
  it("on JSON texts and on mutations of them", () => {
    const mutated = fc
      .tuple(
        fc.json(),
        fc.nat(),
        fc.constantFrom(
          "",
          "{",
          "}",
          "[",
          "]",
          ",",
          ":",
          '"',
          "\\",
          "-",
          ".",
          "e",
          "0",
          "t",
          "\u0001",
          " ",
        ),
        fc.boolean(),
      )
      .map(([text, at, ch, insert]) => {
        const i = text.length === 0 ? 0 : at % text.length;
        return text.slice(0, i) + ch + text.slice(insert ? i : i + 1);
      });
    fc.assert(
      fc.property(fc.oneof(fc.json(), mutated), (text) => {
        let expected: unknown;
        let valid = true;
        try {
          expected = JSON.parse(text);
        } catch {
          valid = false;
        }
        // Numbers past float64's range are refused, as Go refuses them.
        const infinite = (v: unknown): boolean =>
          typeof v === "number"
            ? !Number.isFinite(v)
            : v !== null && typeof v === "object" && Object.values(v).some(infinite);
        if (valid && infinite(expected))
          expect(() => parseJsonBody(text)).toThrow(/cannot unmarshal number/);
        else if (valid) {
          const parsed = parseJsonBody(text);
          expect(parsed.value).toEqual(expected);
        } else {
          expect(() => parseJsonBody(text)).toThrow(BodySyntaxError);
        }
      }),
      { numRuns: runs(3000) },
    );
  });
});

describe("parseYamlBody", () => {
  const table: readonly (readonly [string, string, unknown, string[]])[] = [
    [
      "a manifest",
      "apiVersion: v1\nkind: Lease\nmetadata:\n  name: x\n",
      { apiVersion: "v1", kind: "Lease", metadata: { name: "x" } },
      [],
    ],
    ["a duplicate", "a: 1\na: 2\n", { a: 2 }, ["a"]],
    [
      "a nested duplicate",
      "metadata:\n  name: x\n  name: y\n",
      { metadata: { name: "y" } },
      ["metadata.name"],
    ],
    [
      "in a list item",
      "spec:\n  items:\n  - name: a\n  - name: b\n    name: c\n",
      { spec: { items: [{ name: "a" }, { name: "c" }] } },
      ["spec.items[1].name"],
    ],
    ["flow style", '{"a": 1, "a": 2}', { a: 2 }, ["a"]],
    [
      "merge keys are not duplicates",
      "base: &b {x: 1}\nc:\n  <<: *b\n  y: 2\n",
      { base: { x: 1 }, c: { x: 1, y: 2 } },
      [],
    ],
    [
      "YAML 1.2 scalars: yes stays a string",
      "a: yes\nb: true\nc: 0x1F\nd: ~\ne: '1'\n",
      { a: "yes", b: true, c: 31, d: null, e: "1" },
      [],
    ],
    ["an empty body", "", null, []],
    ["comments only", "# nothing\n", null, []],
  ];
  for (const [name, text, value, duplicates] of table) {
    it(name, async () => {
      expect(await parseYamlBody(text)).toEqual({ value, duplicates });
    });
  }

  it("keeps __proto__ as an own data property", async () => {
    const { value } = await parseYamlBody("__proto__:\n  polluted: true\n");
    expect(Object.prototype.hasOwnProperty.call(value, "__proto__")).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  const malformed: readonly (readonly [string, string, number, number])[] = [
    [
      "a: [1, 2\nb: 3",
      "Flow sequence in block collection must be sufficiently indented and end with a ]",
      2,
      1,
    ],
    ["a: b: c", "Nested mappings are not allowed in compact mappings", 1, 4],
    [
      "a: 1\n---\nb: 2\n",
      "Source contains multiple documents; please use YAML.parseAllDocuments()",
      2,
      1,
    ],
    ["a: *x", "Unresolved alias (the anchor must be set before the alias): x", 1, 1],
    ["'abc", "Missing closing 'quote", 1, 5],
    ["a: .inf", ".inf cannot be represented in JSON", 1, 4],
    // go-yaml's refusal: the `yaml` package would expand the alias into a cycle.
    ["a: 1\nb: &x {c: [*x]}", "anchor 'x' value contains itself", 2, 12],
    ["a:\n  b: .nan", ".nan cannot be represented in JSON", 2, 6],
  ];
  for (const [text, detail, line, column] of malformed) {
    it(`malformed: ${JSON.stringify(text)}`, async () => {
      const e = await asyncSyntaxError(() => parseYamlBody(text));
      expect(e.detail).toBe(detail);
      expect([e.line, e.column]).toEqual([line, column]);
      expect(e.message).toBe(`yaml parse error at line ${line}, column ${column}: ${detail}`);
    });
  }

  it(`accepts ${MAX_YAML_DEPTH} levels of nesting and refuses one more, in flow and block style, before composing`, async () => {
    const flow = (n: number) => "[".repeat(n) + "]".repeat(n);
    const block = (n: number) =>
      Array.from({ length: n }, (_, i) => `${" ".repeat(i)}a:`).join("\n") + " 1";
    const sequence = (n: number) => `${"- ".repeat(n)}1`;
    for (const nest of [flow, block, sequence]) {
      await parseYamlBody(nest(MAX_YAML_DEPTH));
      const e = await asyncSyntaxError(() => parseYamlBody(nest(MAX_YAML_DEPTH + 1)));
      expect(e.detail).toBe(`exceeded max depth of ${MAX_YAML_DEPTH}`);
    }
  });

  it("refuses hostile nesting again and again without harm (the second request used to abort the process)", async () => {
    for (let i = 0; i < 5; i++) {
      for (const depth of [1000, 5000, 100_000]) {
        const e = await asyncSyntaxError(() =>
          parseYamlBody("[".repeat(depth) + "]".repeat(depth)),
        );
        expect(e.detail).toBe(`exceeded max depth of ${MAX_YAML_DEPTH}`);
      }
    }
  });

  it("refuses a megabyte of nesting at its first level too many, before reading the rest", async () => {
    // The parser used to build the whole document before its depth was measured: a million
    // levels of `[` took 600 MB and seconds, and killed a server with a small heap.
    const next = vi.spyOn(Parser.prototype, "next");
    try {
      for (const text of [
        "[".repeat(500_000) + "x" + "]".repeat(500_000),
        `${"- ".repeat(500_000)}1`,
      ]) {
        next.mockClear();
        const e = await asyncSyntaxError(() => parseYamlBody(text));
        expect(e.detail).toBe(`exceeded max depth of ${MAX_YAML_DEPTH}`);
        expect([e.line, e.column]).toEqual([
          1,
          text.startsWith("[") ? MAX_YAML_DEPTH + 1 : 2 * MAX_YAML_DEPTH + 1,
        ]);
        expect(next.mock.calls.length).toBeLessThan(4 * MAX_YAML_DEPTH);
      }
    } finally {
      next.mockRestore();
    }
  });

  it("refuses a billion laughs", async () => {
    const levels = ["a: &a [x,x,x,x,x,x,x,x,x]"];
    for (let i = 1; i < 9; i++)
      levels.push(
        `${"abcdefghi"[i]}: &${"abcdefghi"[i]} [${Array(9)
          .fill(`*${"abcdefghi"[i - 1]}`)
          .join(",")}]`,
      );
    const e = await asyncSyntaxError(() => parseYamlBody(levels.join("\n")));
    expect(e.detail).toMatch(/alias/i);
  });
});

describe("parseRequestBody", () => {
  async function apiError(run: () => Promise<unknown>): Promise<ApiError> {
    try {
      await run();
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError);
      return error as ApiError;
    }
    throw new Error("no error");
  }

  it("parses by media type", async () => {
    expect(await parseRequestBody('{"a":1}', "application/json; charset=utf-8")).toEqual({
      value: { a: 1 },
      duplicates: [],
    });
    expect(await parseRequestBody('{"a":1}', "Application/JSON")).toEqual({
      value: { a: 1 },
      duplicates: [],
    });
    expect(await parseRequestBody("a: 1\na: 2\n", "application/yaml")).toEqual({
      value: { a: 2 },
      duplicates: ["a"],
    });
    expect(
      (await parseRequestBody('[{"op":"remove","path":"/a"}]', "application/json-patch+json"))
        .value,
    ).toEqual([{ op: "remove", path: "/a" }]);
    expect((await parseRequestBody('{"a":null}', "application/merge-patch+json")).value).toEqual({
      a: null,
    });
    expect(
      (await parseRequestBody('{"a":null}', "application/strategic-merge-patch+json")).value,
    ).toEqual({ a: null });
  });

  it("415 for other media types", async () => {
    for (const type of ["application/vnd.kubernetes.protobuf", "text/plain", undefined]) {
      const e = await apiError(() => parseRequestBody("{}", type));
      expect(e.code).toBe(415);
      expect(e.message).toBe(
        "the body of the request was in an unknown format - accepted media types include: application/json, application/yaml",
      );
    }
  });

  it("400 for malformed bodies", async () => {
    const e = await apiError(() => parseRequestBody('{"a":}', "application/json"));
    expect(e.status).toEqual({
      kind: "Status",
      apiVersion: "v1",
      metadata: {},
      status: "Failure",
      message:
        "json parse error at line 1, column 6: invalid character '}' looking for beginning of value",
      reason: "BadRequest",
      code: 400,
    });
    expect((await apiError(() => parseRequestBody("a: b: c", "application/yaml"))).code).toBe(400);
  });

  it("413 past the limit, counted in UTF-8 bytes", async () => {
    const e = await apiError(() => parseRequestBody('{"a":"éé"}', "application/json", 10));
    expect(e.code).toBe(413);
    expect(e.message).toBe("Request entity too large: limit is 10");
    expect((await parseRequestBody('{"a":"é"}', "application/json", 10)).value).toEqual({ a: "é" });
    expect(
      (await apiError(() => parseRequestBody(new Uint8Array(11).fill(32), "application/json", 10)))
        .code,
    ).toBe(413);
  });

  it("reads a YAML body written as JSON on the JSON path, and limits other YAML to MAX_YAML_BODY_BYTES", async () => {
    const numbers = `[${Array.from({ length: 300_000 }, (_, i) => i).join(", ")}]`;
    expect(numbers.length).toBeGreaterThan(MAX_YAML_BODY_BYTES);
    expect(((await parseRequestBody(numbers, "application/yaml")).value as number[]).length).toBe(
      300_000,
    );
    const flow = `[${Array.from({ length: 300_000 }, (_, i) => `n${i}`).join(", ")}]`;
    const e = await apiError(() => parseRequestBody(flow, "application/apply-patch+yaml"));
    expect(e.code).toBe(413);
    expect(e.message).toBe(
      `Request entity too large: limit is ${MAX_YAML_BODY_BYTES} for YAML bodies that are not JSON`,
    );
  });

  it(`limits YAML that is not JSON to MAX_YAML_BODY_TOKENS (${MAX_YAML_BODY_TOKENS}) tokens: memory follows tokens, not bytes`, async () => {
    // `- 1\n` is five tokens, after one that starts the document: a 1 MiB body of them held 300 MB.
    const lines = (n: number) => "- 1\n".repeat(n);
    const most = Math.floor((MAX_YAML_BODY_TOKENS - 1) / 5);
    expect(
      ((await parseRequestBody(lines(most), "application/yaml")).value as number[]).length,
    ).toBe(most);
    const past = lines(most + 1);
    expect(past.length).toBeLessThan(MAX_YAML_BODY_BYTES);
    const e = await apiError(() => parseRequestBody(past, "application/yaml"));
    expect(e.code).toBe(413);
    expect(e.message).toBe(
      `Request entity too large: limit is ${MAX_YAML_BODY_TOKENS} tokens for YAML bodies that are not JSON`,
    );
  });

  it("mediaType", () => {
    expect(mediaType(" Application/Merge-Patch+JSON ; charset=UTF-8")).toBe(
      "application/merge-patch+json",
    );
    expect(mediaType(undefined)).toBe("");
  });
});
