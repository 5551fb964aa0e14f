/** Kubernetes resource quantities: parsing (Kubernetes' grammar and corners), canonical form, arithmetic. */
import { describe, expect, it } from "vitest";
import {
  type Quantity,
  addQuantity,
  compareQuantity,
  isNegative,
  parseQuantity,
  quantityToString,
  subtractQuantity,
} from "../../templates/runtime/quantity.js";

function q(s: string | number): Quantity {
  const parsed = parseQuantity(s);
  if (parsed === undefined) throw new Error(`${s} does not parse`);
  return parsed;
}

describe("parseQuantity and quantityToString", () => {
  // given -> the canonical string Kubernetes prints (Quantity.String()).
  const valid: readonly (readonly [string | number, string])[] = [
    ["0", "0"],
    ["100Mi", "100Mi"],
    ["1Ki", "1Ki"],
    ["2048Ki", "2Mi"],
    ["1.5Gi", "1536Mi"],
    ["0.5Ki", "512"], // binary below 1024 prints as DecimalSI
    ["1.5Ki", "1536"],
    ["1024", "1024"],
    ["1000", "1k"],
    ["1000000", "1M"],
    ["1500000", "1500k"],
    ["1", "1"],
    ["1.5", "1500m"],
    ["1.0", "1"],
    ["1.", "1"],
    [".5", "500m"],
    ["0.001", "1m"],
    [".001", "1m"],
    ["1.001", "1001m"],
    ["0.1m", "100u"],
    ["0.1n", "1n"], // rounded up to the nano
    ["1e-10", "1e-9"], // rounded up; printed in its exponent form
    ["-1e-10", "-1e-9"],
    ["0.0000000001", "1n"],
    ["-0.0000000001", "-1n"],
    ["0.000000000001Ki", "2n"], // 1.024e-9 rounds up, changes format
    ["0.0001Ki", "102400u"],
    ["1n", "1n"],
    ["1u", "1u"],
    ["500m", "500m"],
    ["1k", "1k"],
    ["1M", "1M"],
    ["1G", "1G"],
    ["1T", "1T"],
    ["1P", "1P"],
    ["1E", "1E"],
    ["1.G", "1G"],
    ["1e3", "1e3"],
    ["1E3", "1e3"],
    ["10e3", "10e3"],
    ["1.5e3", "1500"],
    ["12e6", "12e6"],
    ["1e+3", "1e3"],
    ["100e-3", "100e-3"],
    ["1e0003", "1e3"],
    ["-1", "-1"],
    ["+5", "5"],
    ["-0", "0"],
    ["-100Mi", "-100Mi"],
    ["-1.5", "-1500m"],
    ["007", "7"],
    ["00.50", "500m"],
    ["1000E", "1e21"], // above E: the exponent form (Kubernetes' fixed String())
    ["1e21", "1e21"],
    ["9Ei", "9223372036854775807"], // binary is capped at 2^63-1
    ["-9Ei", "-9223372036854775807"],
    ["8Ei", "9223372036854775807"], // 2^63 is over the cap too
    ["7Ei", "7Ei"],
    ["123456789012345678901234567890", "123456789012345678901234567890"],
    ["1e-9223372036854775808", "1"], // Go's int32() of the exponent: 0
    ["1e4294967296", "1"],
    // Corners of Kubernetes' scanner: no digits at all read as zero.
    ["Mi", "0"],
    ["Ki", "0"],
    ["Ti", "0"],
    ["m", "0"],
    ["k", "0"],
    ["e5", "0"],
    ["-", "0"],
    ["+", "0"],
    [".", "0"],
    ["+.", "0"],
    ["0.000", "0"],
    ["0Mi", "0"],
    // JSON strings are trimmed like Quantity.UnmarshalJSON does.
    [" 1Gi ", "1Gi"],
    ["\t2\n", "2"],
    // JSON numbers.
    [1.5, "1500m"],
    [1000, "1k"],
    [0, "0"],
    [-3, "-3"],
    [1e21, "1e21"],
    [1.5e-7, "150e-9"], // String(1.5e-7) is "1.5e-7": DecimalExponent
    [0.5, "500m"],
  ];
  it.each(valid.map(([given, want]) => ({ given, want })))("$given -> $want", ({ given, want }) => {
    expect(quantityToString(q(given))).toBe(want);
  });

  const invalid: readonly (string | number)[] = [
    "",
    "   ",
    "1.1.M",
    "1+1.0M",
    "0.1mi",
    "0.1am",
    "aoeu",
    ".5i",
    "1i",
    "-3.01i",
    "-3.01e-",
    "1K",
    "1ki",
    "1KI",
    "1KiB",
    "1Zi",
    "1µ",
    "1e",
    "1e+",
    "1e1.5",
    "1e.5",
    "1e3k",
    "1E3Ki",
    "1e+-3",
    "1..5",
    "1-",
    "++1",
    "1,5",
    "1_000",
    "0x10",
    "Inf",
    "NaN",
    "1 Ki",
    "1e9223372036854775808",
    "1e99999999999999999999",
    // Without digits, Kubernetes' inf.Dec path rejects these.
    "Pi",
    "Ei",
    "e-10",
    ".e-10",
    Number.NaN,
    Number.POSITIVE_INFINITY,
  ];
  it.each(invalid.map((given) => ({ given })))("rejects $given", ({ given }) => {
    expect(parseQuantity(given)).toBeUndefined();
  });

  it("keeps the format it was written in", () => {
    expect(q("100Mi").format).toBe("BinarySI");
    expect(q("100M").format).toBe("DecimalSI");
    expect(q("1e3").format).toBe("DecimalExponent");
    expect(q("0.0001Ki").format).toBe("DecimalSI");
  });

  it("is exact: mantissa * 10^exponent without trailing zeros", () => {
    expect(q("100Mi")).toEqual({ mantissa: 1048576n, exponent: 2, format: "BinarySI" });
    expect(q("1.5")).toEqual({ mantissa: 15n, exponent: -1, format: "DecimalSI" });
    expect(q("-2k")).toEqual({ mantissa: -2n, exponent: 3, format: "DecimalSI" });
    expect(q("0").mantissa).toBe(0n);
  });

  it("handles huge exponents without materializing them", () => {
    const huge = q("1e999999999");
    expect(quantityToString(huge)).toBe("1e999999999");
    expect(compareQuantity(huge, q("1"))).toBe(1);
    expect(compareQuantity(q("1e-999999999"), q("1n"))).toBe(0);
  });
});

describe("compareQuantity", () => {
  const cases: readonly (readonly [string, string, -1 | 0 | 1])[] = [
    ["1", "1", 0],
    ["1Ki", "1024", 0],
    ["1k", "1000", 0],
    ["1.5", "1500m", 0],
    ["1e3", "1k", 0],
    ["100Mi", "100M", 1],
    ["1Gi", "1G", 1],
    ["500m", "1", -1],
    ["-1", "1", -1],
    ["-2", "-1", -1],
    ["-1Ki", "-1k", -1],
    ["0", "-0", 0],
    ["0", "1n", -1],
    ["0", "-1n", 1],
    ["1e30", "999999999999999999999999999999", 1],
    ["1e30", "1000000000000000000000000000000", 0],
    ["1e-9", "1n", 0],
    ["1e100", "1e99", 1],
    ["-1e100", "-1e99", -1],
  ];
  it.each(cases.map(([x, y, want]) => ({ x, y, want })))("$x vs $y is $want", ({ x, y, want }) => {
    expect(compareQuantity(q(x), q(y))).toBe(want);
    expect(compareQuantity(q(y), q(x))).toBe(want === 0 ? 0 : -want);
  });
});

describe("addQuantity and subtractQuantity", () => {
  const cases: readonly (readonly [string, string, string, string])[] = [
    // a, b, a + b, a - b
    ["1", "1", "2", "0"],
    ["1Gi", "512Mi", "1536Mi", "512Mi"],
    ["1", "500m", "1500m", "500m"],
    ["100Mi", "100M", "204857600", "4857600"],
    ["1k", "1Ki", "2024", "-24"],
    ["1n", "1", "1000000001n", "-999999999n"],
    ["-1", "1", "0", "-2"],
    ["1e3", "1", "1001", "999"],
    ["0.1", "0.2", "300m", "-100m"],
  ];
  it.each(cases.map(([x, y, plus, minus]) => ({ x, y, plus, minus })))(
    "$x and $y",
    ({ x, y, plus, minus }) => {
      expect(quantityToString(addQuantity(q(x), q(y)))).toBe(plus);
      expect(quantityToString(subtractQuantity(q(x), q(y)))).toBe(minus);
    },
  );

  it("keeps a's format, or b's when a is zero (Quantity.Add / Sub)", () => {
    expect(addQuantity(q("1Gi"), q("1G")).format).toBe("BinarySI");
    expect(addQuantity(q("0"), q("1Gi")).format).toBe("BinarySI");
    expect(subtractQuantity(q("0"), q("1Gi")).format).toBe("BinarySI");
    expect(quantityToString(subtractQuantity(q("0"), q("1Gi")))).toBe("-1Gi");
    expect(addQuantity(q("1Gi"), q("0"))).toEqual(q("1Gi"));
  });

  it("stays cheap and ordered for terms of wildly different magnitude", () => {
    const big = q("1e999999999");
    const sum = addQuantity(big, q("1"));
    expect(compareQuantity(sum, big)).toBe(1);
    const diff = subtractQuantity(big, q("1"));
    expect(compareQuantity(diff, big)).toBe(-1);
    expect(isNegative(subtractQuantity(q("1"), big))).toBe(true);
  });
});

describe("isNegative", () => {
  it.each([
    ["-1", true],
    ["-1n", true],
    ["-1e-10", true],
    ["0", false],
    ["-0", false],
    ["1", false],
  ] as const)("%s -> %s", (given, want) => {
    expect(isNegative(q(given))).toBe(want);
  });
});
