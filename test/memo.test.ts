/**
 * The emitters' memo in a warm process: a part is made again only when its digest changes, and
 * a run drops what it did not ask for, so a long watch session holds one generation's worth.
 */
import { describe, expect, it } from "vitest";
import { endMemoRun, memoized } from "../generator/emit/memo.js";

describe("memoized", () => {
  it("keeps a part while its digest stays, and drops the parts a run did not ask for", () => {
    let made = 0;
    const make = () => ++made;
    expect(memoized("test-a", "1", make)).toBe(1);
    expect(memoized("test-b", "1", make)).toBe(2);
    endMemoRun();
    expect(memoized("test-a", "1", make)).toBe(1); // kept
    expect(memoized("test-a", "2", make)).toBe(3); // its input changed
    endMemoRun(); // test-b was not asked for: dropped
    expect(memoized("test-b", "1", make)).toBe(4);
    expect(memoized("test-a", "2", make)).toBe(3);
    endMemoRun();
  });
});
