/** Query parameters decoded as Kubernetes' runtime.Convert_Slice_string_To_* functions decode them. */
import { describe, expect, it } from "vitest";
import {
  parseInt64,
  parseQuery,
  parseQueryBool,
  queryError,
  type QueryParamType,
  type RawQuery,
} from "../../templates/server/http/query.js";

const declared: Record<string, QueryParamType> = {
  limit: "integer",
  timeoutSeconds: "integer",
  watch: "boolean",
  allowWatchBookmarks: "boolean",
  labelSelector: "string",
  continue: "string",
  dryRun: "list",
};

describe("parseQuery", () => {
  const valid: readonly (readonly [
    string,
    RawQuery,
    Record<string, string | boolean | number>,
    Record<string, string[]>?,
  ])[] = [
    ["nothing sent", {}, {}],
    ["an integer", { limit: "10" }, { limit: 10 }],
    ["a negative integer", { timeoutSeconds: "-3" }, { timeoutSeconds: -3 }],
    ["a signed integer", { limit: "+4" }, { limit: 4 }],
    ["leading zeros", { limit: "007" }, { limit: 7 }],
    ["the largest int64", { limit: "9223372036854775807" }, { limit: 9223372036854775807 }],
    ["the smallest int64", { limit: "-9223372036854775808" }, { limit: -9223372036854775808 }],
    ["a repeated integer: the first wins", { limit: ["5", "7"] }, { limit: 5 }],
    ["a repeated integer: only the first is parsed", { limit: ["5", "x"] }, { limit: 5 }],
    ["true", { watch: "true" }, { watch: true }],
    ["false", { watch: "false" }, { watch: false }],
    ["FALSE", { watch: "FALSE" }, { watch: false }],
    ["False", { watch: "False" }, { watch: false }],
    ["0", { watch: "0" }, { watch: false }],
    ["1", { watch: "1" }, { watch: true }],
    ["an empty value is true (?watch)", { watch: "" }, { watch: true }],
    ["yes is true", { watch: "yes" }, { watch: true }],
    ["no is true too", { watch: "no" }, { watch: true }],
    [
      "a repeated boolean: the first wins",
      { allowWatchBookmarks: ["false", "true"] },
      { allowWatchBookmarks: false },
    ],
    ["a string", { labelSelector: "a=b" }, { labelSelector: "a=b" }],
    ["an empty string", { continue: "" }, { continue: "" }],
    [
      "a repeated string: the first wins",
      { labelSelector: ["a=b", "c=d"] },
      { labelSelector: "a=b" },
    ],
    ["a list keeps every value", { dryRun: ["All", "All"] }, {}, { dryRun: ["All", "All"] }],
    ["a list of one", { dryRun: "All" }, {}, { dryRun: ["All"] }],
    ["undeclared parameters are ignored", { pretty: "true", foo: "bar" }, {}],
    ["an absent value", { limit: undefined }, {}],
    ["an empty repetition", { limit: [] }, {}],
    [
      "several at once",
      { limit: "1", watch: "", labelSelector: "x" },
      { limit: 1, watch: true, labelSelector: "x" },
    ],
  ];
  for (const [name, query, values, lists] of valid) {
    it(name, () => {
      expect(parseQuery(query, declared)).toEqual({ values, lists: lists ?? {}, errors: [] });
    });
  }

  const malformed: readonly (readonly [string, string, string])[] = [
    ["abc", "abc", 'strconv.ParseInt: parsing "abc": invalid syntax'],
    ["empty", "", 'strconv.ParseInt: parsing "": invalid syntax'],
    ["space", " 1", 'strconv.ParseInt: parsing " 1": invalid syntax'],
    ["fraction", "1.5", 'strconv.ParseInt: parsing "1.5": invalid syntax'],
    ["exponent", "1e3", 'strconv.ParseInt: parsing "1e3": invalid syntax'],
    ["hex", "0x10", 'strconv.ParseInt: parsing "0x10": invalid syntax'],
    ["underscore", "1_000", 'strconv.ParseInt: parsing "1_000": invalid syntax'],
    ["sign alone", "-", 'strconv.ParseInt: parsing "-": invalid syntax'],
    [
      "past int64",
      "9223372036854775808",
      'strconv.ParseInt: parsing "9223372036854775808": value out of range',
    ],
    [
      "below int64",
      "-9223372036854775809",
      'strconv.ParseInt: parsing "-9223372036854775809": value out of range',
    ],
  ];
  for (const [name, raw, detail] of malformed) {
    it(`malformed integer: ${name}`, () => {
      const parsed = parseQuery({ limit: raw, watch: "1" }, declared);
      expect(parsed.values).toEqual({ watch: true });
      expect(parsed.errors).toEqual([
        { type: "FieldValueInvalid", field: "limit", badValue: raw, detail },
      ]);
      const error = queryError(parsed.errors);
      expect(error.code).toBe(400);
      expect(error.status).toEqual({
        kind: "Status",
        apiVersion: "v1",
        metadata: {},
        status: "Failure",
        message: detail,
        reason: "BadRequest",
        code: 400,
      });
    });
  }

  it("reports every malformed parameter; the 400 names the first", () => {
    const parsed = parseQuery({ limit: "x", timeoutSeconds: "y" }, declared);
    expect(parsed.errors.map((e) => e.field)).toEqual(["limit", "timeoutSeconds"]);
    expect(queryError(parsed.errors).message).toBe('strconv.ParseInt: parsing "x": invalid syntax');
  });

  it("ignores inherited names", () => {
    const query = Object.create({ limit: "5" }) as RawQuery;
    expect(parseQuery(query, declared).values).toEqual({});
    expect(
      parseQuery({}, { toString: "string", valueOf: "integer" } as Record<string, QueryParamType>)
        .values,
    ).toEqual({});
  });
});

describe("conversions", () => {
  it("parseInt64 and parseQueryBool", () => {
    expect(parseInt64("42")).toBe(42);
    expect(parseInt64("4x")).toBe('strconv.ParseInt: parsing "4x": invalid syntax');
    expect(parseQueryBool("faLSe")).toBe(false);
    expect(parseQueryBool("t")).toBe(true);
  });
});
