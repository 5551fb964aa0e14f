/**
 * Deliberate bugs no test caught (issue 37 s7), each with the test that catches it now. The
 * mutation check (test/mutation/run.ts) applies each bug and runs the narrow tests.
 */
import { describe, expect, it } from "vitest";
import {
  fnv1a64,
  inShard,
  parseShardSelector,
} from "../../output/server/dist/runtime/apimachinery/shard-selector.js";
import { applyDefaults } from "@corespec/api";

describe("a shard range: start inclusive, end exclusive", () => {
  it("an object whose hash is the range's end is outside it, its start inside", () => {
    const uid = "0b6f0fb0-1f1c-4e3a-9c35-6a1a5d1d2d3e";
    const hash = fnv1a64(uid);
    const hex = (n: bigint) => `0x${n.toString(16)}`;
    const object = { metadata: { uid } };
    expect(
      inShard(
        parseShardSelector(`shardRange(object.metadata.uid, '${hex(hash)}', '${hex(hash + 1n)}')`),
        object,
      ),
    ).toBe(true);
    expect(
      inShard(parseShardSelector(`shardRange(object.metadata.uid, '0x0', '${hex(hash)}')`), object),
    ).toBe(false);
  });
});

describe("defaulters", () => {
  it("default an explicit null as they default a missing field (JSON null is Go's nil)", () => {
    const out = applyDefaults({
      apiVersion: "scheduling.core.io/v1",
      kind: "PriorityClass",
      metadata: { name: "x" },
      value: 1,
      preemptionPolicy: null,
    }) as Record<string, unknown>;
    expect(out.preemptionPolicy).toBe("PreemptLowerPriority");
  });
});
