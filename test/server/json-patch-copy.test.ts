/**
 * The bytes a JSON patch's `copy` operations may add (Kubernetes' JSONPatchMaxCopyBytes, set
 * as evanphx/json-patch's AccumulatedCopySizeLimit): a copy can double a value, so a few
 * dozen operations would otherwise need more memory than any machine has.
 */
import { describe, expect, it } from "vitest";
import { ApiError } from "../../templates/server/apimachinery/status.js";
import {
  applyJsonPatch,
  MAX_JSON_PATCH_COPY_BYTES,
} from "../../templates/server/apimachinery/patch/index.js";

/** Kubernetes answers a patch that does not apply with a generic 422 whose cause says why. */
function cause(error: ApiError): string {
  expect(error.code).toBe(422);
  return error.status.details?.causes?.[0]?.message ?? "";
}

function apiError(run: () => unknown): ApiError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error("no error");
}

describe("JSON patch copy budget", () => {
  it("is Kubernetes' 3 MiB", () => {
    expect(MAX_JSON_PATCH_COPY_BYTES).toBe(3 * 1024 * 1024);
  });

  it("stops a patch that copies a value into itself again and again, with evanphx/json-patch's message (422)", () => {
    const current = { metadata: { annotations: { a: "x".repeat(1000) } } };
    const patch = Array.from({ length: 40 }, (_, i) => ({
      op: "copy",
      from: "/metadata/annotations",
      path: `/metadata/annotations/k${i}`,
    }));
    const message = cause(apiError(() => applyJsonPatch(current, patch)));
    expect(message).toMatch(
      /^Unable to complete the copy, the accumulated size increase of copy is \d+, exceeding the limit 3145728$/,
    );
    const accumulated = Number(/is (\d+),/.exec(message)![1]);
    expect(accumulated).toBeGreaterThan(MAX_JSON_PATCH_COPY_BYTES);
    expect(accumulated).toBeLessThan(2 * MAX_JSON_PATCH_COPY_BYTES);
    expect(current.metadata.annotations).toEqual({ a: "x".repeat(1000) });
  });

  it("counts every copy of the patch, as JSON bytes (quotes and multi-byte characters included)", () => {
    // "é" is two bytes: a copied string of n of them counts 2n + 2.
    const value = "é".repeat(256 * 1024);
    const current = { spec: { v: value } };
    const copies = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ op: "copy", from: "/spec/v", path: `/spec/c${i}` }));
    // Five copies of 512 KiB + 2 bytes fit in 3 MiB; six do not.
    const patched = applyJsonPatch(current, copies(5)) as { spec: Record<string, string> };
    expect(Object.keys(patched.spec)).toHaveLength(6);
    expect(patched.spec.c4).toBe(value);
    expect(cause(apiError(() => applyJsonPatch(current, copies(6))))).toBe(
      `Unable to complete the copy, the accumulated size increase of copy is ${6 * (2 * value.length + 2)}, exceeding the limit 3145728`,
    );
  });

  it("leaves other operations and small copies alone", () => {
    const current = { spec: { a: [1, 2, 3], b: "x".repeat(1024) } };
    const patch = [
      ...Array.from({ length: 1000 }, () => ({ op: "copy", from: "/spec/b", path: "/spec/c" })),
      { op: "move", from: "/spec/a", path: "/spec/d" },
      { op: "add", path: "/spec/e", value: "y".repeat(2 * 1024 * 1024) },
    ];
    const patched = applyJsonPatch(current, patch) as { spec: Record<string, unknown> };
    expect(patched.spec.c).toBe(current.spec.b);
    expect(patched.spec.d).toEqual([1, 2, 3]);
  });
});
