/** Go []byte fields (base64.StdEncoding, as encoding/json decodes them) and UTF-8 lengths. */
import { describe, expect, it } from "vitest";
import {
  base64,
  mapUtf8Length,
  pemCertificates,
  utf8Length,
} from "../../templates/runtime/bytes.js";
import { TEST_CERTIFICATE } from "../helpers/certificate.js";

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
    if (!/[\ud800-\udfff]/.test(given))
      expect(utf8Length(given)).toBe(new TextEncoder().encode(given).length);
  });
});

describe("mapUtf8Length", () => {
  it("totals the bytes of every key and string value, and nothing for other values", () => {
    expect(mapUtf8Length({})).toBe(0);
    expect(mapUtf8Length({ a: "b", é: "€", "😀": 1, n: null })).toBe(2 + 5 + 4 + 1);
  });
});

const CERT = TEST_CERTIFICATE;
const KEY_BLOCK =
  "-----BEGIN PRIVATE KEY-----\nMIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQg\n-----END PRIVATE KEY-----";
const NO_CERTS = "data does not contain any valid RSA or ECDSA certificates";

describe("pemCertificates (certutil.NewPoolFromBytes)", () => {
  it.each([
    ["a certificate", CERT, undefined],
    [
      "a bundle of two, with text around them",
      `issuer CA\n${CERT}\n\n${CERT}\ntrailing`,
      undefined,
    ],
    ["a key block beside a certificate", `${KEY_BLOCK}\n${CERT}`, undefined],
    ["a placeholder", "<PEM encoded CA certificates>", NO_CERTS],
    ["only a key block", KEY_BLOCK, NO_CERTS],
    [
      "a certificate block that is not base64",
      "-----BEGIN CERTIFICATE-----\nnot base64!\n-----END CERTIFICATE-----",
      NO_CERTS,
    ],
    [
      "a certificate block without its END line",
      CERT.replace("-----END CERTIFICATE-----", ""),
      NO_CERTS,
    ],
    [
      "a certificate block that is not DER",
      "-----BEGIN CERTIFICATE-----\nYWJj\n-----END CERTIFICATE-----",
      "x509: malformed certificate",
    ],
    ["empty", "", NO_CERTS],
  ])("%s", (_name, value, want) => expect(pemCertificates(value)).toBe(want));

  it("reads a megabyte of unterminated BEGIN lines in linear time", () => {
    const hostile = "-----BEGIN CERTIFICATE-----\n".repeat(40_000);
    const started = performance.now();
    expect(pemCertificates(hostile)).toBe(NO_CERTS);
    // Not a timing test of speed: a quadratic scan of this input takes minutes, a linear one milliseconds.
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});
