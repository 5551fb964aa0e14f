/** Warning headers bounded as Kubernetes' warning recorder bounds them, plus a byte budget for Node clients. */
import { describe, expect, it } from "vitest";
import {
  MAX_WARNING_HEADER_BYTES,
  TRUNCATE_AT_TOTAL_RUNES,
  TRUNCATE_ITEM_RUNES,
  warningHeaders,
} from "../../templates/server/http/warnings.js";

const latin1ToUtf8 = (value: string) => Buffer.from(value, "latin1").toString("utf8");

describe("warningHeaders", () => {
  it("writes each warning once, in order, quoted as Go quotes (warning_test.go: multiple)", () => {
    expect(warningHeaders(["mytext1", "mytext2", "mytext1", "", "mytext3"])).toEqual([
      '299 - "mytext1"',
      '299 - "mytext2"',
      '299 - "mytext3"',
    ]);
    expect(warningHeaders(['say "hi"\\ and\nbye'])).toEqual(['299 - "say \\"hi\\"\\\\ and\\nbye"']);
  });

  it("sends non-ASCII text as UTF-8 bytes", () => {
    expect(warningHeaders(["Iñtërnâtiônàlizætiøn"]).map(latin1ToUtf8)).toEqual([
      '299 - "Iñtërnâtiônàlizætiøn"',
    ]);
  });

  it("past the total, cuts every warning to the item length and adds no more, then says how many were left out", () => {
    const long = "x".repeat(1000);
    const warnings = Array.from({ length: 30 }, (_, i) => `${i}${long}`);
    const headers = warningHeaders(warnings);
    const texts = headers.slice(0, -1).map((h) => JSON.parse(h.slice(6)) as string);
    expect(texts.every((t) => t.length === TRUNCATE_ITEM_RUNES)).toBe(true);
    expect(texts.length).toBe(Math.ceil(TRUNCATE_AT_TOTAL_RUNES / TRUNCATE_ITEM_RUNES));
    expect(headers[headers.length - 1]).toBe(
      `299 - "${30 - texts.length} more warnings were not sent: the warnings are too long"`,
    );
  });

  it("keeps the header lines within the byte budget, then says how many were left out", () => {
    const warnings = Array.from(
      { length: 450 },
      (_, i) => `unknown field "spec.${"€".repeat(40)}${i}"`,
    );
    const headers = warningHeaders(warnings);
    const bytes = headers.reduce((n, h) => n + h.length, 0);
    expect(bytes).toBeLessThanOrEqual(MAX_WARNING_HEADER_BYTES);
    expect(headers[headers.length - 1]).toMatch(
      /^299 - "\d+ more warnings were not sent: the response headers would be too large"$/,
    );
  });
});
