/**
 * The runtime's value helpers: `sizeOf`, what compare rules count (a list's items or a map's
 * entries, nothing else), `setFieldList`, the bad value of several fields set, and
 * `hasItemWith`, what a listContains rule asks of a list.
 */
import { describe, expect, it } from "vitest";
import { hasItemWith, setFieldList, sizeOf } from "../../templates/runtime/values.js";

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
    expect(setFieldList({ nodeName: true, allNodes: true, perDeviceNodeSelection: false })).toBe(
      "{`nodeName`, `allNodes`}",
    );
    expect(setFieldList({ a: false, b: true })).toBe("{`b`}");
    expect(setFieldList({ a: false })).toBe("{}");
  });
});

describe("hasItemWith", () => {
  it("finds an item whose value at the key path is one of the values", () => {
    const conditions = [{ type: "Pending" }, { type: "Complete", status: "True" }];
    expect(hasItemWith(conditions, ["type"], ["Complete", "Failed"])).toBe(true);
    expect(hasItemWith(conditions, ["type"], ["Failed"])).toBe(false);
    expect(hasItemWith([{ spec: { kind: "A" } }], ["spec", "kind"], ["A"])).toBe(true);
  });

  it("finds nothing in what is not a list, or in items without the key", () => {
    for (const list of [
      undefined,
      null,
      {},
      "Complete",
      [null, 1, "Complete", { other: "Complete" }],
    ])
      expect(hasItemWith(list, ["type"], ["Complete"])).toBe(false);
  });
});
