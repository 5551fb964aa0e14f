/** Go []byte fields (base64.StdEncoding, as encoding/json decodes them) and UTF-8 lengths. */
import { describe, expect, it } from "vitest";
import { base64, utf8Length } from "../../templates/runtime/bytes.js";

describe("base64", () => {
  it.each([
    ["", undefined],
    ["YQ==", undefined],
    ["YWI=", undefined],
    ["YWJj", undefined],
    ["YWJjZA==", undefined],
    ["+/+/", undefined],
    ["YW\nJj", undefined], // Go ignores \r and \n
    ["YWJj\r\n", undefined],
    ["YQ=\n=", undefined],
    ["YR==", undefined], // non-zero trailing bits: StdEncoding is not Strict
    ["LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0t", undefined],
    ["YQ", "illegal base64 data at input byte 0"], // padding is required
    ["YWJjZA", "illegal base64 data at input byte 4"],
    ["Y", "illegal base64 data at input byte 0"],
    ["YQ=", "illegal base64 data at input byte 3"],
    ["YQ=a", "illegal base64 data at input byte 2"],
    ["Y===", "illegal base64 data at input byte 1"],
    ["YWJj=", "illegal base64 data at input byte 4"],
    ["YQ==YQ==", "illegal base64 data at input byte 4"],
    ["YWJ*", "illegal base64 data at input byte 3"],
    ["YW-_", "illegal base64 data at input byte 2"], // the URL alphabet is not accepted
    ["é", "illegal base64 data at input byte 0"],
    ["YW Jj", "illegal base64 data at input byte 2"],
    ["LS0t...", "illegal base64 data at input byte 4"],
  ] as const)("%j -> %s", (given, want) => {
    expect(base64(given)).toBe(want);
  });
});

describe("utf8Length", () => {
  it.each([
    ["", 0],
    ["abc", 3],
    ["é", 2],
    ["€", 3],
    ["日本語", 9],
    ["😀", 4],
    ["a😀b", 6],
    ["\ud800", 3], // a lone surrogate is U+FFFD
    ["a\udc00b", 5],
    ["\ud83d", 3],
    ["\u07ff\u0800", 5],
  ] as const)("%j -> %i", (given, want) => {
    expect(utf8Length(given)).toBe(want);
    if (!/[\ud800-\udfff]/.test(given)) expect(utf8Length(given)).toBe(new TextEncoder().encode(given).length);
  });
});
