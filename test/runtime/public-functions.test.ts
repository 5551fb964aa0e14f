/**
 * The runtime's makers of the public functions every generated module exports
 * (templates/runtime/total.ts `validator`, `updateValidator`; values.ts `defaulter`).
 */
import { describe, expect, it } from "vitest";
import { invalid, type Collector } from "../../output/src/runtime/errors.js";
import { updateValidator, validator } from "../../output/src/runtime/total.js";
import { defaulter } from "../../output/src/runtime/values.js";

const positive = (value: unknown, path: string, c: Collector) => {
  if (typeof value !== "number" || value <= 0) invalid(c, path, value, "must be positive");
};
const noSmaller = (value: unknown, old: unknown, path: string, c: Collector) => {
  if ((value as number) < (old as number)) invalid(c, `${path}(update)`, value, "may not decrease");
};

describe("validator", () => {
  it("runs the check from the root and returns its errors", () => {
    expect(validator(positive)(3)).toEqual({ valid: true, errors: [] });
    expect(validator(positive)(-1).errors).toEqual([
      { type: "FieldValueInvalid", field: "", badValue: -1, detail: "must be positive" },
    ]);
  });

  it("never throws, even when the check does on the caller's value", () => {
    const throwing = (value: unknown, path: string, c: Collector) =>
      positive((value as { n: number }).n, path, c);
    const hostile = new Proxy(
      {},
      {
        get: () => {
          throw new Error("no");
        },
      },
    );
    expect(() => validator(throwing)(hostile)).not.toThrow();
  });
});

describe("updateValidator", () => {
  it("runs the check and the update check", () => {
    const check = updateValidator(positive, noSmaller);
    expect(check(5, 3).valid).toBe(true);
    expect(check(2, 3).errors.map((e) => e.detail)).toEqual(["may not decrease"]);
    expect(check(-4, 3).errors.map((e) => `${e.field}: ${e.detail}`)).toEqual([
      ": must be positive",
      "(update): may not decrease",
    ]);
  });
});

describe("defaulter", () => {
  it("defaults a copy and leaves the input as it was", () => {
    const input = { spec: { replicas: undefined as number | undefined } };
    const out = defaulter((v) => {
      (v as typeof input).spec.replicas = 1;
    })(input);
    expect(out).toEqual({ spec: { replicas: 1 } });
    expect(input.spec.replicas).toBeUndefined();
    expect(out.spec).not.toBe(input.spec);
  });

  it("without defaults is a copy", () => {
    const input = { a: [1, { b: 2 }] };
    const out = defaulter()(input);
    expect(out).toEqual(input);
    expect(out.a).not.toBe(input.a);
  });
});
