/**
 * The runtime of the spec's `compare` and `derived` rules (templates/runtime/compare.ts): what
 * the generated checks answer for each kind of value, and that nothing missing, of another
 * type or unparsable is compared. test/cel-rules.test.ts holds the same answers to the CEL.
 */
import { describe, expect, it } from "vitest";
import { compareHolds, derivationHolds } from "../../templates/runtime/compare.js";

describe("compareHolds", () => {
  it("compares numbers and strings with each operator", () => {
    expect([1, 2, 3].map((x) => compareHolds(x, "<=", 2, "number"))).toEqual([true, true, false]);
    expect([1, 2, 3].map((x) => compareHolds(x, "<", 2, "number"))).toEqual([true, false, false]);
    expect([1, 2, 3].map((x) => compareHolds(x, "==", 2, "number"))).toEqual([false, true, false]);
    expect([1, 2, 3].map((x) => compareHolds(x, "!=", 2, "number"))).toEqual([true, false, true]);
    expect([1, 2, 3].map((x) => compareHolds(x, ">=", 2, "number"))).toEqual([false, true, true]);
    expect([1, 2, 3].map((x) => compareHolds(x, ">", 2, "number"))).toEqual([false, false, true]);
    expect(compareHolds("https://a", "!=", "https://a", "string")).toBe(false);
    expect(compareHolds("https://a", "!=", "https://b", "string")).toBe(true);
  });

  it("compares nothing that is missing or of another type: the field's own check reports it", () => {
    expect(compareHolds(undefined, "<=", 2, "number")).toBe(true);
    expect(compareHolds(null, "==", 2, "number")).toBe(true);
    expect(compareHolds("3", "<=", 2, "number")).toBe(true);
    expect(compareHolds(3, "==", "3", "string")).toBe(true);
  });

  it("orders durations, quantities and semantic versions by value, not text", () => {
    expect(compareHolds("90s", "<=", "1m", "duration")).toBe(false);
    expect(compareHolds("59s", "<=", "1m", "duration")).toBe(true);
    expect(compareHolds("0s", "!=", "0s", "duration")).toBe(false);
    expect(compareHolds("1500m", "==", "1.5", "quantity")).toBe(true);
    expect(compareHolds("1Gi", ">", "1G", "quantity")).toBe(true);
    expect(compareHolds(2, "<", "1500m", "quantity")).toBe(false);
    expect(compareHolds("1.10.0", "<=", "1.9.0", "semver")).toBe(false);
    expect(compareHolds("1.9.0", "<=", "1.10.0", "semver")).toBe(true);
  });

  it("skips a duration or quantity that does not parse, and counts a version that does not as equal", () => {
    expect(compareHolds("soon", "<=", "1m", "duration")).toBe(true);
    expect(compareHolds("lots", ">", "1", "quantity")).toBe(true);
    expect(compareHolds("one", "<=", "1.0.0", "semver")).toBe(true);
    expect(compareHolds("one", "<", "1.0.0", "semver")).toBe(false);
  });

  it("tells IP families apart, of addresses and of CIDRs", () => {
    expect(compareHolds("10.0.0.0/8", "!=", "fd00::/8", "ip-family")).toBe(true);
    expect(compareHolds("10.0.0.0/8", "!=", "192.168.0.1", "ip-family")).toBe(false);
    expect(compareHolds("10.0.0.0/8", "!=", "not an address", "ip-family")).toBe(true);
  });
});

describe("derivationHolds", () => {
  it("folds a difference left to right, and a sum", () => {
    expect(derivationHolds(3, "difference", [10, 5, 2], "number")).toBe(true);
    expect(derivationHolds(7, "difference", [10, 5, 2], "number")).toBe(false);
    expect(derivationHolds(17, "sum", [10, 5, 2], "number")).toBe(true);
  });

  it("computes quantities exactly, whatever their suffixes", () => {
    expect(derivationHolds("512Mi", "difference", ["1Gi", "512Mi"], "quantity")).toBe(true);
    expect(derivationHolds("0.5Gi", "difference", ["1Gi", 536870912], "quantity")).toBe(true);
    expect(derivationHolds("500M", "difference", ["1Gi", "512Mi"], "quantity")).toBe(false);
  });

  it("checks nothing when a value is missing or does not parse", () => {
    expect(derivationHolds(undefined, "sum", [1, 2], "number")).toBe(true);
    expect(derivationHolds(3, "sum", [1, "2"], "number")).toBe(true);
    expect(derivationHolds("1", "difference", ["lots", "1"], "quantity")).toBe(true);
  });
});
