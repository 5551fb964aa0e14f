/** The runtime's value helpers that compare rules count with: `sizeOf` a list's items or a map's entries, nothing else. */
import { describe, expect, it } from "vitest";
import { sizeOf } from "../../templates/runtime/values.js";

describe("sizeOf", () => {
  it("counts a list's items and a map's entries", () => {
    expect(sizeOf([])).toBe(0);
    expect(sizeOf([1, null, "x"])).toBe(3);
    expect(sizeOf({})).toBe(0);
    expect(sizeOf({ a: 1, b: undefined })).toBe(2);
  });

  it("has no size for anything else", () => {
    for (const value of [undefined, null, 0, 3, "abc", true]) expect(sizeOf(value)).toBeUndefined();
  });
});
