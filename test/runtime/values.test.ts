/**
 * The runtime's value helpers: `sizeOf`, what compare rules count (a list's items or a map's
 * entries, nothing else), and `setFieldList`, the bad value of several fields set.
 */
import { describe, expect, it } from "vitest";
import { setFieldList, sizeOf } from "../../templates/runtime/values.js";

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

describe("setFieldList", () => {
  it("lists the fields set in their order, as Kubernetes writes them", () => {
    expect(setFieldList({ nodeName: true, allNodes: true, perDeviceNodeSelection: false })).toBe("{`nodeName`, `allNodes`}");
    expect(setFieldList({ a: false, b: true })).toBe("{`b`}");
    expect(setFieldList({ a: false })).toBe("{}");
  });
});
