/**
 * YAML tags read as Kubernetes reads them: sigs.k8s.io/yaml's YAMLToJSON unmarshals through
 * go-yaml v2, so `!!binary aGVsbG8=` is the string "hello", a `!!timestamp` its text, `!!set`
 * a map of nulls, `!!omap` a list of maps, and a scalar its tag refuses an error. Only JSON
 * values come out of the reader, for request bodies and for `corespec validate` alike.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseDocument } from "../../generator/validate/documents.js";
import { BodySyntaxError } from "../../templates/readers/json-reader.js";
import { parseYamlBody } from "../../templates/server/http/yaml-body.js";
import { goBase64String, goString, taggedScalar } from "../../templates/readers/yaml-scalars.js";
import { runs } from "../helpers/runs.js";

async function bodyError(text: string): Promise<BodySyntaxError> {
  try {
    await parseYamlBody(text);
  } catch (error) {
    expect(error).toBeInstanceOf(BodySyntaxError);
    return error as BodySyntaxError;
  }
  throw new Error(`no error for ${text}`);
}

/** A value JSON holds exactly: null, booleans, finite numbers, strings, arrays and plain objects. */
function isJson(value: unknown): boolean {
  if (value === null || typeof value === "string" || typeof value === "boolean") return true;
  if (typeof value === "number") return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(isJson);
  if (typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype)
    return Object.values(value as object).every(isJson);
  return false;
}

describe("YAML tags as sigs.k8s.io/yaml reads them", () => {
  it.each([
    ["!!binary is its decoded text", "a: !!binary aGVsbG8=", { a: "hello" }],
    [
      "!!binary in a literal block, line breaks ignored",
      "a: !!binary |\n  aGVs\n  bG8=\n",
      { a: "hello" },
    ],
    [
      "!!binary of bytes that are not UTF-8: U+FFFD each, as encoding/json writes them",
      "a: !!binary /+I=",
      { a: "\ufffd\ufffd" },
    ],
    ["!!binary keeps a byte order mark", "a: !!binary 77u/eA==", { a: "\ufeffx" }],
    ["!!binary as a key", "!!binary aGVsbG8=: 1", { hello: 1 }],
    [
      "!!timestamp is its text",
      "a: !!timestamp 2001-12-14t21:59:43.10-05:00",
      { a: "2001-12-14t21:59:43.10-05:00" },
    ],
    ["!!timestamp, date only", "a: !!timestamp 2001-12-14", { a: "2001-12-14" }],
    ["!!set is a map of nulls", "a: !!set {x, y}", { a: { x: null, y: null } }],
    ["!!omap is a list of maps", "a: !!omap [{x: 1}, {y: 2}]", { a: [{ x: 1 }, { y: 2 }] }],
    ["!!pairs is a list of maps", "a: !!pairs\n  - x: 1\n  - x: 2\n", { a: [{ x: 1 }, { x: 2 }] }],
    ["!!float of an integer", "a: !!float 1", { a: 1 }],
    ["!!int in Go's octal", "a: !!int 012", { a: 10 }],
    ["!!int with underscores", "a: !!int 1_000", { a: 1000 }],
    [
      "!!float with underscores between digits, as strconv.ParseFloat reads them",
      "a: !!float .5_0",
      { a: 0.5 },
    ],
    ["!!bool of a YAML 1.1 boolean", "a: !!bool yes", { a: true }],
    ["!!str of a number", "a: !!str 12", { a: "12" }],
    ["!!null", "a: !!null ~", { a: null }],
    ["a local tag is ignored", "a: !foo 12", { a: "12" }],
    ["a tagged quoted scalar", "a: !!int '12'", { a: 12 }],
  ])("%s", async (_, text, want) => {
    const { value } = await parseYamlBody(text);
    expect(value).toEqual(want);
    expect(isJson(value)).toBe(true);
  });

  it.each([
    ["a: !!binary aGVsbG8", "!!binary value contains invalid base64 data"],
    ["a: !!binary aGVs bG8=", "!!binary value contains invalid base64 data"],
    ["a: !!int 1.5", "cannot decode !!float `1.5` as a !!int"],
    ["a: !!int x", "cannot decode !!str `x` as a !!int"],
    ["a: !!bool 'x'", "cannot decode !!str `x` as a !!bool"],
    ["a: !!timestamp foo", "cannot decode !!str `foo` as a !!timestamp"],
    ["a: !!timestamp 2001-02-30", "cannot decode !!str `2001-02-30` as a !!timestamp"],
    ["a: !!null 0", "cannot decode !!int `0` as a !!null"],
    ["a: !!int 1_\u0663", "cannot decode !!str `1_\u0663` as a !!int"],
    ["a: !!float .inf", ".inf cannot be represented in JSON"],
  ])("%s: 400 with go-yaml's reason", async (text, detail) => {
    expect((await bodyError(text)).detail).toBe(detail);
  });

  it("quotes at most 64 characters of a refused scalar", async () => {
    expect((await bodyError(`a: !!int ${"x".repeat(100_000)}`)).detail).toBe(
      `cannot decode !!str \`${"x".repeat(64)}...\` as a !!int`,
    );
  });

  it("reads a 977 KiB !!binary body into one string (it used to be a Uint8Array the apply walked byte by byte)", async () => {
    const bytes = Buffer.alloc(750_000, "corespec ");
    const body = `apiVersion: scheduling.core.io/v1\nkind: PriorityClass\nmetadata: {name: bin}\nvalue: 1\ndescription: !!binary ${bytes.toString("base64")}\n`;
    expect(body.length).toBeGreaterThan(976 * 1024);
    const { value } = await parseYamlBody(body);
    expect((value as { description: unknown }).description).toBe(bytes.toString("latin1"));
  });

  it("gives `corespec validate` the same values and errors", async () => {
    const read = await parseDocument(
      {
        text: "a: !!binary aGVsbG8=\nb: !!set {x}\nc: !!timestamp 2001-12-14\n",
        startLine: 1,
        index: 1,
      },
      false,
    );
    expect(read.value).toEqual({ a: "hello", b: { x: null }, c: "2001-12-14" });
    const bad = await parseDocument({ text: "a: 1\nb: !!int x\n", startLine: 3, index: 2 }, false);
    expect(bad.syntax).toEqual([
      {
        code: "document-syntax",
        line: 4,
        col: 10,
        message: "YAML: cannot decode !!str `x` as a !!int",
      },
    ]);
  });

  it("decodes bytes as a Go string written by encoding/json: each invalid byte U+FFFD", () => {
    // A truncated three-byte sequence is two invalid bytes in Go (WHATWG decoders make it one U+FFFD).
    expect(goString(Uint8Array.of(0xe2, 0x82, 0x41))).toBe("\ufffd\ufffdA");
    // Surrogates and overlong forms are not UTF-8.
    expect(goString(Uint8Array.of(0xed, 0xa0, 0x80))).toBe("\ufffd\ufffd\ufffd");
    expect(goString(Uint8Array.of(0xc0, 0xaf))).toBe("\ufffd\ufffd");
    expect(goString(Uint8Array.of(0xf0, 0x9f, 0x98, 0x80, 0xff))).toBe("\u{1f600}\ufffd");
    expect(goBase64String("aGVsbG8=\r\n")).toBe("hello");
    expect(goBase64String("aGVsbG8==")).toBeUndefined();
  });

  it("gives only JSON values or an error for any tagged scalar", () => {
    const tags = [
      "str",
      "bool",
      "int",
      "float",
      "null",
      "timestamp",
      "binary",
      "set",
      "omap",
      "map",
      "seq",
      "merge",
    ].map((t) => `tag:yaml.org,2002:${t}`);
    const texts = fc.oneof(
      fc.string(),
      fc.constantFrom(
        ".inf",
        "-.Inf",
        ".nan",
        "0x_1F",
        "0b-1",
        "+12",
        "1e400",
        "1e-400",
        "2001-1-2 3:4:5.6",
        "9223372036854775808",
        "18446744073709551616",
        "y",
        "~",
        "",
      ),
    );
    fc.assert(
      fc.property(fc.constantFrom(...tags, "!local"), texts, (tag, text) => {
        const read = taggedScalar(tag, text);
        if (read === undefined || "error" in read) return;
        const { value } = read;
        expect(value === null || ["string", "number", "boolean"].includes(typeof value)).toBe(true);
      }),
      { numRuns: runs(2000) },
    );
  });
});
