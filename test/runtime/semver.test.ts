/** Semver 2.0.0 precedence (blang/semver, as Kubernetes compares LeaseCandidate versions). */
import { describe, expect, it } from "vitest";
import { compareSemver, isSemver } from "../../templates/runtime/semver.js";

describe("compareSemver", () => {
  it("orders the semver.org precedence example", () => {
    const ordered = [
      "1.0.0-alpha",
      "1.0.0-alpha.1",
      "1.0.0-alpha.beta",
      "1.0.0-beta",
      "1.0.0-beta.2",
      "1.0.0-beta.11",
      "1.0.0-rc.1",
      "1.0.0",
      "1.0.1",
      "1.1.0",
      "1.10.0",
      "2.0.0",
    ];
    for (let i = 0; i < ordered.length; i++) {
      for (let j = 0; j < ordered.length; j++) {
        const want = i === j ? 0 : i < j ? -1 : 1;
        expect(
          compareSemver(ordered[i] as string, ordered[j] as string),
          `${ordered[i]} vs ${ordered[j]}`,
        ).toBe(want);
      }
    }
  });

  const cases: readonly (readonly [string, string, -1 | 0 | 1 | undefined])[] = [
    ["1.2.3", "1.2.3", 0],
    ["1.2.3+build.1", "1.2.3+build.2", 0], // build metadata does not count
    ["1.2.3-rc.1+build", "1.2.3-rc.1", 0],
    ["1.2.3-rc.1+build", "1.2.3", -1],
    ["1.2.3", "1.2.10", -1],
    ["2.0.0", "10.0.0", -1],
    ["1.0.0-2", "1.0.0-10", -1], // numeric identifiers by value
    ["1.0.0-a", "1.0.0-1", 1], // alphanumeric above numeric
    ["1.0.0-B", "1.0.0-a", -1], // ASCII order
    ["1.0.0-a.b", "1.0.0-a", 1],
    ["1.0.0-a-b", "1.0.0-a", 1],
    ["18446744073709551615.0.0", "18446744073709551614.0.0", 1],
    ["1.0.0-18446744073709551615", "1.0.0-9", 1],
    ["v1.2.3", "1.2.3", undefined],
    ["1.2.3", "1.2", undefined],
    ["1.2.3", "", undefined],
  ];
  it.each(cases.map(([a, b, want]) => ({ a, b, want })))("$a vs $b is $want", ({ a, b, want }) => {
    expect(compareSemver(a, b)).toBe(want);
    if (want !== undefined) expect(compareSemver(b, a)).toBe(want === 0 ? 0 : -want);
  });
});

describe("isSemver", () => {
  it.each([
    ["1.2.3", true],
    ["1.2.3-rc.1+build", true],
    ["1.0.0-alpha.0valid", true],
    ["1.0.0-alpha-a.b-c-somethinglong+build.1-aef.1-its-okay", true],
    ["v1.2.3", false],
    ["1.2", false],
    ["1.2.3-00", false],
    ["1.0.0-18446744073709551616", false],
    ["1.2.3-rc.1+", false],
  ] as const)("%s -> %s", (given, want) => {
    expect(isSemver(given)).toBe(want);
  });
});
