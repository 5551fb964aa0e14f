/**
 * The pool status computation of the ResourcePoolStatusRequest controller
 * (templates/server/controllers/pool-status.ts), case by case from KEP-5677's test plan
 * (kubernetes/enhancements keps/sig-scheduling/5677, "Unit tests": the partitionSummary walk,
 * the fresh-device cap, cost mismatches, attribute resolution, taints, shareable summaries,
 * generations, incomplete pools, limit and poolCount). No claim is allocated on this server,
 * so the KEP's "nothing in use" states are the ones that apply.
 */
import { describe, expect, it } from "vitest";
import {
  computePoolStatus,
  computePoolStatusInSlices,
  type PoolStatusRequestSpec,
} from "../../templates/server/controllers/pool-status.js";

type Obj = { [key: string]: any };

const DRIVER = "gpu.example.com";

function slice(name: string, pool: string, spec: Obj = {}, generation = 1, count = 1): Obj {
  return {
    metadata: { name },
    spec: {
      driver: DRIVER,
      nodeName: pool,
      pool: { name: pool, generation, resourceSliceCount: count },
      ...spec,
    },
  };
}

const consumes = (memory: string, set = "gpu-0") => [
  { counterSet: set, counters: { memory: { value: memory } } },
];
const partition = (
  name: string,
  type: string,
  memory: string,
  attribute = "gpu.example.com/profile",
): Obj => ({
  name,
  attributes: { [attribute]: { string: type } },
  consumesCounters: consumes(memory),
});
const counters = (memory: string, name = "gpu-0") => [
  { name, counters: { memory: { value: memory } } },
];

/** The KEP's pool: one Full partition (80Gi) or two Half ones (40Gi), over an 80Gi counter. */
const migSlice = (
  memory = "80Gi",
  spec: Obj = { partitionTypeAttribute: "gpu.example.com/profile" },
) =>
  slice("node-1-gpu", "node-1", {
    ...spec,
    sharedCounters: counters(memory),
    devices: [
      partition("full", "Full", "80Gi"),
      partition("half-1", "Half", "40Gi"),
      partition("half-2", "Half", "40Gi"),
    ],
  });

function pools(spec: PoolStatusRequestSpec, slices: Obj[]): Obj[] {
  const result = computePoolStatus(spec, slices);
  if (!result.complete) throw new Error(`incomplete: ${result.incomplete.join(", ")}`);
  return (result.status.pools as Obj[] | undefined) ?? [];
}

describe("partitionSummary", () => {
  it("nothing in use: allocatable Full 1, Half 2 (alternatives, not a sum)", () => {
    expect(pools({ driver: DRIVER }, [migSlice()])[0]!.partitionSummary).toEqual([
      { attribute: "gpu.example.com/profile", type: "Full", total: 1, allocatable: 1 },
      { attribute: "gpu.example.com/profile", type: "Half", total: 2, allocatable: 2 },
    ]);
  });

  it("the fresh-device cap binds first: an 800Gi counter still gives 1 and 2, not 10 and 20", () => {
    expect(
      pools({ driver: DRIVER }, [migSlice("800Gi")])[0]!.partitionSummary.map(
        (e: Obj) => e.allocatable,
      ),
    ).toEqual([1, 2]);
  });

  it("the counters bind: a 60Gi counter fits no Full and one Half", () => {
    expect(
      pools({ driver: DRIVER }, [migSlice("60Gi")])[0]!.partitionSummary.map(
        (e: Obj) => e.allocatable,
      ),
    ).toEqual([0, 1]);
  });

  it("a counter set the pool does not publish fits nothing", () => {
    const s = slice("s", "node-1", {
      partitionTypeAttribute: "gpu.example.com/profile",
      sharedCounters: counters("80Gi", "other"),
      devices: [partition("full", "Full", "80Gi")],
    });
    expect(pools({ driver: DRIVER }, [s])[0]!.partitionSummary).toEqual([
      { attribute: "gpu.example.com/profile", type: "Full", total: 1, allocatable: 0 },
    ]);
  });

  it("a group drawing from two counter sets is bounded by the tightest counter", () => {
    const device = (name: string): Obj => ({
      name,
      attributes: { profile: { string: "Dual" } },
      consumesCounters: [...consumes("10Gi", "a"), ...consumes("30Gi", "b")],
    });
    const s = slice("s", "node-1", {
      partitionTypeAttribute: "gpu.example.com/profile",
      sharedCounters: [...counters("100Gi", "a"), ...counters("60Gi", "b")],
      devices: [device("d1"), device("d2"), device("d3")],
    });
    expect(pools({ driver: DRIVER }, [s])[0]!.partitionSummary).toEqual([
      { attribute: "gpu.example.com/profile", type: "Dual", total: 3, allocatable: 2 },
    ]);
  });

  it("the request's defaultPartitionTypeAttribute applies when no slice declares one", () => {
    const summary = pools(
      { driver: DRIVER, defaultPartitionTypeAttribute: "gpu.example.com/profile" },
      [migSlice("80Gi", {})],
    )[0]!.partitionSummary;
    expect(summary.map((e: Obj) => [e.type, e.allocatable])).toEqual([
      ["Full", 1],
      ["Half", 2],
    ]);
  });

  it("a slice's declaration governs the pool and suppresses the request's default", () => {
    const declared = slice(
      "a",
      "node-1",
      {
        partitionTypeAttribute: "gpu.example.com/shape",
        sharedCounters: counters("80Gi"),
        devices: [partition("x", "Big", "80Gi", "gpu.example.com/shape")],
      },
      1,
      2,
    );
    const undeclared = slice("b", "node-1", { devices: [partition("y", "Half", "40Gi")] }, 1, 2);
    const summary = pools(
      { driver: DRIVER, defaultPartitionTypeAttribute: "gpu.example.com/profile" },
      [declared, undeclared],
    )[0]!.partitionSummary;
    expect(summary).toEqual([
      { attribute: "gpu.example.com/shape", type: "Big", total: 1, allocatable: 1 },
    ]);
  });

  it("no attribute from either side: no partitionSummary", () => {
    expect(pools({ driver: DRIVER }, [migSlice("80Gi", {})])[0]!.partitionSummary).toBeUndefined();
  });

  it("devices that consume no counters are not partitions", () => {
    const s = slice("s", "node-1", {
      partitionTypeAttribute: "gpu.example.com/profile",
      sharedCounters: counters("80Gi"),
      devices: [
        partition("full", "Full", "80Gi"),
        { name: "plain", attributes: { profile: { string: "Plain" } } },
      ],
    });
    expect(pools({ driver: DRIVER }, [s])[0]!.partitionSummary.map((e: Obj) => e.type)).toEqual([
      "Full",
    ]);
  });

  it("different costs in one group: PartitionCostMismatch, the summary cleared, the counts kept", () => {
    const s = slice("s", "node-1", {
      partitionTypeAttribute: "gpu.example.com/profile",
      sharedCounters: counters("160Gi"),
      devices: [partition("a", "Full", "80Gi"), partition("b", "Full", "60Gi")],
    });
    const pool = pools({ driver: DRIVER }, [s])[0]!;
    expect(pool.validationError).toMatch(/^PartitionCostMismatch: /);
    expect(pool.partitionSummary).toBeUndefined();
    expect(pool.totalDevices).toBe(2);
  });

  it("a grouped device without the attribute (or with a non-string one): PartitionTypeMissing", () => {
    const missing = slice("s", "node-1", {
      partitionTypeAttribute: "gpu.example.com/profile",
      sharedCounters: counters("80Gi"),
      devices: [{ name: "a", consumesCounters: consumes("10Gi") }],
    });
    expect(pools({ driver: DRIVER }, [missing])[0]!.validationError).toMatch(
      /^PartitionTypeMissing: device a /,
    );
    const numeric = slice("s", "node-1", {
      partitionTypeAttribute: "gpu.example.com/profile",
      sharedCounters: counters("80Gi"),
      devices: [
        { name: "a", attributes: { profile: { int: 1 } }, consumesCounters: consumes("10Gi") },
      ],
    });
    expect(pools({ driver: DRIVER }, [numeric])[0]!.validationError).toMatch(
      /^PartitionTypeMissing: /,
    );
  });

  it("an attribute resolved without sharedCounters in the pool: PartitionTypeMissing", () => {
    const s = slice("s", "node-1", {
      partitionTypeAttribute: "gpu.example.com/profile",
      devices: [partition("full", "Full", "80Gi")],
    });
    expect(pools({ driver: DRIVER }, [s])[0]!.validationError).toMatch(
      /^PartitionTypeMissing: .*no sharedCounters/,
    );
  });

  it("a bare attribute name resolves only in the driver's own domain", () => {
    const s = slice("s", "node-1", {
      partitionTypeAttribute: "other.example.com/profile",
      sharedCounters: counters("80Gi"),
      devices: [partition("a", "Full", "80Gi", "profile")],
    });
    expect(pools({ driver: DRIVER }, [s])[0]!.validationError).toMatch(/^PartitionTypeMissing: /);
  });

  it("more than 32 partition types: PartitionSummaryOverCap instead of a truncated list", () => {
    const devices = Array.from({ length: 33 }, (_, i) => partition(`d${i}`, `T${i}`, "1Gi"));
    const s = slice("s", "node-1", {
      partitionTypeAttribute: "gpu.example.com/profile",
      sharedCounters: counters("80Gi"),
      devices,
    });
    const pool = pools({ driver: DRIVER }, [s])[0]!;
    expect(pool.validationError).toMatch(/^PartitionSummaryOverCap: /);
    expect(pool.partitionSummary).toBeUndefined();
  });
});

describe("device counts", () => {
  it("NoSchedule and NoExecute taints make a device unavailable; None does not", () => {
    const taint = (effect: string) => [{ key: "example.com/t", effect }];
    const s = slice("s", "node-1", {
      devices: [
        { name: "a", taints: taint("NoSchedule") },
        { name: "b", taints: taint("NoExecute") },
        { name: "c", taints: taint("None") },
        { name: "d" },
      ],
    });
    expect(pools({ driver: DRIVER }, [s])[0]).toMatchObject({
      totalDevices: 4,
      allocatedDevices: 0,
      unavailableDevices: 2,
      availableDevices: 2,
      resourceSliceCount: 1,
    });
  });

  it("a plain pool has neither partitionSummary nor shareableSummary", () => {
    const pool = pools({ driver: DRIVER }, [
      slice("s", "node-1", { devices: [{ name: "a" }] }),
    ])[0]!;
    expect(pool).toEqual({
      driver: DRIVER,
      poolName: "node-1",
      nodeName: "node-1",
      generation: 1,
      resourceSliceCount: 1,
      totalDevices: 1,
      allocatedDevices: 0,
      availableDevices: 1,
      unavailableDevices: 0,
    });
  });

  it("shareable devices: fully available, capacity summed per key over the devices that carry it", () => {
    const s = slice("s", "node-1", {
      devices: [
        {
          name: "nic-0",
          allowMultipleAllocations: true,
          capacity: { bandwidth: { value: "10Gi" } },
        },
        {
          name: "nic-1",
          allowMultipleAllocations: true,
          capacity: { bandwidth: { value: "10Gi" } },
        },
        {
          name: "nic-2",
          allowMultipleAllocations: true,
          capacity: { "packets-per-sec": { value: "1M" } },
        },
        { name: "plain", capacity: { bandwidth: { value: "99Gi" } } },
      ],
    });
    expect(pools({ driver: DRIVER }, [s])[0]!.shareableSummary).toEqual({
      fullyAvailableDevices: 3,
      partiallyAvailableDevices: 0,
      capacity: [
        { name: "bandwidth", total: "20Gi", consumed: "0", available: "20Gi" },
        { name: "packets-per-sec", total: "1M", consumed: "0", available: "1M" },
      ],
    });
  });
});

describe("pools", () => {
  it("only the latest generation counts; older slices are ignored", () => {
    const old = slice("old", "node-1", { devices: [{ name: "a" }, { name: "b" }] }, 1);
    const current = slice("new", "node-1", { devices: [{ name: "a" }] }, 2);
    expect(pools({ driver: DRIVER }, [current, old])[0]).toMatchObject({
      generation: 2,
      totalDevices: 1,
      resourceSliceCount: 1,
    });
  });

  it("a pool spanning nodes has no nodeName", () => {
    const a = slice("a", "pool", { nodeName: "node-1", devices: [{ name: "a" }] }, 1, 2);
    const b = slice("b", "pool", { nodeName: "node-2", devices: [{ name: "b" }] }, 1, 2);
    const pool = pools({ driver: DRIVER }, [a, b])[0]!;
    expect(pool.nodeName).toBeUndefined();
    expect(pool.resourceSliceCount).toBe(2);
  });

  it("fewer slices than declared: incomplete, nothing to write", () => {
    const result = computePoolStatus({ driver: DRIVER }, [slice("a", "node-1", {}, 3, 2)]);
    expect(result).toEqual({
      complete: false,
      incomplete: ["node-1: 1 of 2 slices of generation 3"],
    });
  });

  it("other drivers' slices and other pools (with poolName) are left out; pools sorted by name", () => {
    const other = {
      ...slice("x", "node-0"),
      spec: { ...slice("x", "node-0").spec, driver: "nic.example.com" },
    };
    const all = [slice("c", "node-3"), slice("a", "node-1"), other, slice("b", "node-2")];
    expect(pools({ driver: DRIVER }, all).map((p) => p.poolName)).toEqual([
      "node-1",
      "node-2",
      "node-3",
    ]);
    expect(pools({ driver: DRIVER, poolName: "node-2" }, all).map((p) => p.poolName)).toEqual([
      "node-2",
    ]);
  });

  it("limit truncates the list; poolCount counts every matching pool; the message counts them", () => {
    const all = Array.from({ length: 5 }, (_, i) => slice(`s${i}`, `node-${i}`));
    const result = computePoolStatus({ driver: DRIVER, limit: 2 }, all);
    expect(result.complete && result.status.poolCount).toBe(5);
    expect(result.complete && (result.status.pools as Obj[]).map((p) => p.poolName)).toEqual([
      "node-0",
      "node-1",
    ]);
    expect(result.complete && result.message).toBe("Calculated status for 5 pools");
  });

  it("no matching pool: poolCount 0 and no pools", () => {
    const result = computePoolStatus({ driver: "none.example.com" }, [slice("a", "node-1")]);
    expect(result).toEqual({
      complete: true,
      status: { poolCount: 0 },
      message: "Calculated status for 0 pools",
    });
  });

  it("pools with view errors are counted in the message", () => {
    const bad = slice("s", "node-1", {
      partitionTypeAttribute: "gpu.example.com/profile",
      devices: [partition("full", "Full", "80Gi")],
    });
    const result = computePoolStatus({ driver: DRIVER }, [bad, slice("t", "node-2")]);
    expect(result.complete && result.message).toBe("Calculated status for 2 pools (1 incomplete)");
  });
});

describe("computed in slices (the controller's way)", () => {
  it("gives what the one-piece computation gives, and lets the event loop run between slices", async () => {
    const devices = Array.from({ length: 128 }, (_, i) => ({
      name: `d-${i}`,
      ...(i % 10 === 0 ? { taints: [{ key: "k", effect: "NoExecute" }] } : {}),
    }));
    const slices = Array.from({ length: 600 }, (_, i) =>
      slice(`s-${i}`, `pool-${i % 3}`, { devices }, 1, 200),
    );
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 0);
    const sliced = await computePoolStatusInSlices({ driver: DRIVER }, slices, 0);
    clearInterval(ticker);
    expect(sliced).toEqual(computePoolStatus({ driver: DRIVER }, slices));
    expect(ticks).toBeGreaterThan(0);
  });
});
