/** Go durations: time.ParseDuration's accepted values, results and errors (Go's own test table). */
import { describe, expect, it } from "vitest";
import { parseDuration } from "../../templates/runtime/duration.js";

const S = 1e9;

describe("parseDuration", () => {
  const valid: readonly (readonly [string, number])[] = [
    ["0", 0],
    ["-0", 0],
    ["+0", 0],
    ["0s", 0],
    ["5s", 5 * S],
    ["30s", 30 * S],
    ["1478s", 1478 * S],
    ["-5s", -5 * S],
    ["+5s", 5 * S],
    ["-0s", 0],
    ["5.0s", 5 * S],
    ["5.6s", 5.6 * S],
    ["5.s", 5 * S],
    [".5s", 0.5 * S],
    ["1.0s", S],
    ["1.00s", S],
    ["1.004s", 1.004 * S],
    ["1.0040s", 1.004 * S],
    ["100.00100s", 100.001 * S],
    ["10ns", 10],
    ["11us", 11e3],
    ["12µs", 12e3], // U+00B5
    ["12μs", 12e3], // U+03BC
    ["13ms", 13e6],
    ["14s", 14 * S],
    ["15m", 15 * 60 * S],
    ["16h", 16 * 3600 * S],
    ["1m30s", 90 * S],
    ["3h30m", 3.5 * 3600 * S],
    ["10.5s4m", 250.5 * S],
    ["-2m3.4s", -123.4 * S],
    ["1h2m3s4ms5us6ns", 3723004005006],
    ["39h9m14.425s", 140954425000000],
    ["-1.5h", -5400 * S],
    ["1h1h", 7200 * S], // Go accepts a unit twice
    ["52763797000ns", 52763797000],
    ["0.3333333333333333333h", 1200000000000],
    ["9007199254740993ns", 9007199254740993], // 2^53+1: precision is lost in the number
    ["9223372036854775807ns", 9223372036854775807],
    ["9223372036854775.807us", 9223372036854775807],
    ["9223372036854ms775us807ns", 9223372036854775807],
    ["-9223372036854775808ns", -9223372036854775808],
    ["-9223372036854775.808us", -9223372036854775808],
    ["-2562047h47m16.854775808s", -9223372036854775808],
    ["0.100000000000000000000h", 360 * S],
    ["0.830103483285477580700h", 2988372539827],
    ["0000000000000000001s", S],
  ];
  it.each(valid.map(([given, want]) => ({ given, want })))("$given", ({ given, want }) => {
    expect(parseDuration(given)).toBe(want);
  });

  const invalid: readonly string[] = [
    "",
    "3",
    "-",
    "+",
    "s",
    ".",
    "-.",
    ".s",
    "+.s",
    "1d",
    "1",
    "1.5",
    "00",
    "1h 30m",
    " 1s",
    "1s ",
    "1S",
    "1H",
    "1sec",
    "1hx",
    "+-1s",
    "--1s",
    "1e3s",
    "\u0085\u0085",
    "9223372036854775808ns",
    "9223372036854775.808us",
    "9223372036854ms775us808ns",
    "-9223372036854775809ns",
    "2562048h",
    "99999999999999999999s",
  ];
  it.each(invalid.map((given) => ({ given })))("rejects $given", ({ given }) => {
    expect(parseDuration(given)).toBeUndefined();
  });

  it("never returns -0", () => {
    expect(Object.is(parseDuration("-0"), 0)).toBe(true);
    expect(Object.is(parseDuration("-0s"), 0)).toBe(true);
    expect(Object.is(parseDuration("-0.0h"), 0)).toBe(true);
  });
});
