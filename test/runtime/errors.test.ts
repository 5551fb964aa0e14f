/**
 * The collector of a validation's errors: a verdict (type, field, bad value) two checks reach
 * is reported once, however many errors came before it (past a few dozen the collector looks
 * an earlier verdict up by field and value instead of scanning every error), and a validation
 * stops at MAX_ERRORS.
 */
import { describe, expect, it } from "vitest";
import {
  forbidden,
  invalid,
  invalidEach,
  MAX_ERRORS,
  newCollector,
  required,
  type Collector,
} from "../../templates/runtime/errors.js";

const verdicts = (c: Collector) =>
  c.errors.map((e) => `${e.type} ${e.field} ${String(e.badValue)} ${e.detail}`);

describe("the error collector", () => {
  it.each([0, 5, 200, 900])(
    "reports a verdict once after %i other errors on the same field",
    (before) => {
      const c = newCollector();
      for (let i = 0; i < before; i++) invalid(c, "metadata.labels", `key ${i}`, "bad key");
      invalid(c, "metadata.labels", "again", "bad key");
      invalid(c, "metadata.labels", "again", "worded otherwise");
      required(c, "metadata.labels", "is required");
      required(c, "metadata.labels", "is required");
      invalid(c, "metadata.annotations", "again", "bad key");
      forbidden(c, "metadata.labels", "not here");
      expect(verdicts(c).slice(before)).toEqual([
        "FieldValueInvalid metadata.labels again bad key",
        "FieldValueRequired metadata.labels undefined is required",
        "FieldValueInvalid metadata.annotations again bad key",
        "FieldValueForbidden metadata.labels undefined not here",
      ]);
    },
  );

  it("keeps each of a value's problems, and finds them as earlier verdicts past the scan", () => {
    const c = newCollector();
    for (let i = 0; i < 300; i++) invalidEach(c, "spec.name", `v${i}`, "too long; bad characters");
    invalid(c, "spec.name", "v7", "a third check");
    invalid(c, "spec.name", "v300", "new");
    expect(c.errors).toHaveLength(601);
    expect(verdicts(c).slice(0, 2)).toEqual([
      "FieldValueInvalid spec.name v0 too long",
      "FieldValueInvalid spec.name v0 bad characters",
    ]);
    expect(verdicts(c).at(-1)).toBe("FieldValueInvalid spec.name v300 new");
  });

  it("reports every problem of a value, in order, an empty one too, with the bad value cut as for one", () => {
    const c = newCollector();
    const long = "x".repeat(300);
    invalidEach(c, "a", long, "first; second; ; last");
    expect(c.errors.map((e) => e.detail)).toEqual(["first", "second", "", "last"]);
    expect(new Set(c.errors.map((e) => e.badValue))).toEqual(new Set([`${"x".repeat(256)}...`]));
    invalidEach(c, "b", "v", "only; ");
    expect(c.errors.slice(4).map((e) => e.detail)).toEqual(["only", ""]);
  });

  it("stops at MAX_ERRORS", () => {
    const c = newCollector();
    for (let i = 0; i < MAX_ERRORS + 50; i++) invalidEach(c, "metadata.labels", `key ${i}`, "a; b");
    expect(c.errors).toHaveLength(MAX_ERRORS);
  });
});
