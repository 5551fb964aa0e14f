/**
 * Feature gates on the server (--feature-gates, ServerOptions.featureGates): alpha fields
 * dropped on write while their gate is off (kept when the stored object uses them), and the
 * shardSelector of lists and watches, applied over the 64-bit FNV-1a hash only behind
 * ShardedListAndWatch. On both stores.
 */
import { readdirSync, readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DEFAULT_FEATURE_GATES,
  FeatureGates,
  parseFeatureGates,
} from "../../output/server/dist/index.js";
import {
  fnv1a64,
  parseShardSelector,
} from "../../output/server/dist/runtime/apimachinery/shard-selector.js";
import { storeVariants } from "./stores.js";
import { call, expectFailure, start, WatchStream, type Started } from "./http.js";
import { ROOT } from "../helpers/paths.js";

type Obj = { [key: string]: any };
const leases = (ns: string) => `/apis/coordination.core.io/v1/namespaces/${ns}/leases`;
const MERGE = "application/merge-patch+json";
const HALF = "0x8000000000000000";
const END = "0x10000000000000000";
const lease = (name: string, spec: Obj = {}): Obj => ({
  apiVersion: "coordination.core.io/v1",
  kind: "Lease",
  metadata: { name },
  spec: { holderIdentity: "node-1", ...spec },
});

describe("feature gates and shard selectors, as values", () => {
  it("knows every gate the specs name, with Kubernetes' defaults (alpha off, DRA's beta gates on), and parses --feature-gates as Kubernetes does", () => {
    const named = new Set<string>();
    for (const file of readdirSync(`${ROOT}specs`, { recursive: true })
      .map(String)
      .filter((f) => f.endsWith(".yaml"))) {
      for (const m of readFileSync(`${ROOT}specs/${file}`, "utf8").matchAll(
        /featureGate: ([A-Za-z]+)/g,
      ))
        named.add(m[1]!);
    }
    expect(Object.keys(DEFAULT_FEATURE_GATES).sort()).toEqual([...named].sort());
    // Beta and on by default since Kubernetes 1.36 (KEP-4815 partitionable devices, KEP-5075 consumable capacity); the rest are alpha.
    expect(
      Object.keys(DEFAULT_FEATURE_GATES).filter((gate) => DEFAULT_FEATURE_GATES[gate]),
    ).toEqual([
      "DRAConsumableCapacity",
      "DRAPartitionableDevices",
      "StructuredAuthenticationConfigurationEgressSelector",
    ]);
    expect(parseFeatureGates("ShardedListAndWatch=true, CoordinatedLeaderElection=false")).toEqual({
      ShardedListAndWatch: true,
      CoordinatedLeaderElection: false,
    });
    expect(() => parseFeatureGates("NoSuchGate=true")).toThrow(
      "unrecognized feature gate: NoSuchGate",
    );
    expect(() => parseFeatureGates("ShardedListAndWatch")).toThrow(
      "missing bool value for ShardedListAndWatch",
    );
    expect(() => parseFeatureGates("ShardedListAndWatch=yes")).toThrow(
      "invalid value of ShardedListAndWatch=yes",
    );
    expect(() => new FeatureGates({ Bogus: true })).toThrow("unrecognized feature gate: Bogus");
  });

  it("hashes with 64-bit FNV-1a and parses shardRange terms, naming the position of a problem", () => {
    // Reference values of FNV-1a 64 (the empty string is the offset basis).
    expect(fnv1a64("")).toBe(0xcbf29ce484222325n);
    expect(fnv1a64("a")).toBe(0xaf63dc4c8601ec8cn);
    expect(fnv1a64("foobar")).toBe(0x85944171f73967e8n);
    expect(
      parseShardSelector(
        `shardRange(object.metadata.uid, '0x0', '${HALF}') || shardRange(object.metadata.namespace, '${HALF}', '${END}')`,
      ),
    ).toEqual([
      { field: "uid", start: 0n, end: 1n << 63n },
      { field: "namespace", start: 1n << 63n, end: 1n << 64n },
    ]);
    const problem = (text: string) => {
      try {
        parseShardSelector(text);
        return "parsed";
      } catch (error) {
        return (error as Error).message;
      }
    };
    expect(problem("shardRange(object.metadata.name, '0x0', '0x1')")).toBe(
      'unsupported path "object.metadata.name": must be object.metadata.uid or object.metadata.namespace at position 11',
    );
    expect(problem("shardRange(object.metadata.uid, 0x0, '0x1')")).toBe(
      "expected a single-quoted hex string with a 0x prefix at position 32",
    );
    expect(problem("shardRange(object.metadata.uid, '0x5', '0x1')")).toBe(
      "the start of a range must be less than its end at position 32",
    );
    expect(problem("shardRange(object.metadata.uid, '0x0', '0x1') && x")).toBe(
      'expected "||" at position 46',
    );
    expect(problem(`shardRange(object.metadata.uid, '0x0', '0x10000000000000001')`)).toBe(
      "hex value out of range: at most 0x10000000000000000 at position 39",
    );
  });
});

describe.each(storeVariants())("on the $name store", (variant) => {
  let off: Started;
  let on: Started;
  beforeAll(async () => {
    const storage = await variant.create();
    off = await start({ storage });
    on = await start({
      storage,
      featureGates: { ShardedListAndWatch: true, CoordinatedLeaderElection: true },
    });
  }, 60_000);
  afterAll(async () => {
    await off?.app.close();
    await on?.app.close();
    await variant.dispose();
  });

  it("drops an alpha field while its gate is off, keeps it when on, and keeps it on updates of an object that uses it", async () => {
    const dropped = await call(off.base, "POST", leases("g"), {
      body: lease("off", { strategy: "OldestEmulationVersion" }),
    });
    expect(dropped.status, dropped.text).toBe(201);
    expect(dropped.json.spec.strategy).toBeUndefined();
    const kept = await call(on.base, "POST", leases("g"), {
      body: lease("on", { strategy: "OldestEmulationVersion" }),
    });
    expect(kept.status, kept.text).toBe(201);
    expect(kept.json.spec.strategy).toBe("OldestEmulationVersion");
    // In use: an update through the gated-off server keeps it (dropDisabledFields checks the old object).
    const updated = await call(off.base, "PATCH", `${leases("g")}/on`, {
      body: { spec: { holderIdentity: "node-2" } },
      type: MERGE,
    });
    expect(updated.json.spec).toMatchObject({
      holderIdentity: "node-2",
      strategy: "OldestEmulationVersion",
    });
    // Not in use: an update cannot add it.
    const added = await call(off.base, "PATCH", `${leases("g")}/off`, {
      body: { spec: { strategy: "OldestEmulationVersion" } },
      type: MERGE,
    });
    expect(added.status, added.text).toBe(200);
    expect(added.json.spec.strategy).toBeUndefined();
  });

  it("applies a shard selector only with ShardedListAndWatch: two halves of the hash space partition a list", async () => {
    for (let i = 0; i < 24; i++)
      expect((await call(on.base, "POST", leases("shards"), { body: lease(`l${i}`) })).status).toBe(
        201,
      );
    const all = (await call(on.base, "GET", leases("shards"))).json.items
      .map((i: Obj) => i.metadata.name)
      .sort();
    const shard = (low: string, high: string) =>
      encodeURIComponent(`shardRange(object.metadata.uid, '${low}', '${high}')`);
    const first = (
      await call(on.base, "GET", `${leases("shards")}?shardSelector=${shard("0x0", HALF)}`)
    ).json;
    const second = (
      await call(on.base, "GET", `${leases("shards")}?shardSelector=${shard(HALF, END)}`)
    ).json;
    expect(first.metadata.shardInfo).toEqual({
      selector: `shardRange(object.metadata.uid, '0x0', '${HALF}')`,
    });
    const names = (list: Obj) => list.items.map((i: Obj) => i.metadata.name);
    expect([...names(first), ...names(second)].sort()).toEqual(all);
    expect(names(first).length).toBeGreaterThan(0);
    expect(names(second).length).toBeGreaterThan(0);
    for (const item of first.items) expect(fnv1a64(item.metadata.uid) < 1n << 63n).toBe(true);
    // Gate off: the parameter is dropped; the whole list, no shardInfo.
    const ignored = (
      await call(off.base, "GET", `${leases("shards")}?shardSelector=${shard("0x0", HALF)}`)
    ).json;
    expect(names(ignored).sort()).toEqual(all);
    expect(ignored.metadata.shardInfo).toBeUndefined();
    // A selector that does not parse: 422 on ListOptions, naming the position.
    const bad = expectFailure(
      await call(
        on.base,
        "GET",
        `${leases("shards")}?shardSelector=${encodeURIComponent("shardRange(object.metadata.name, '0x0', '0x1')")}`,
      ),
      422,
      "Invalid",
    );
    expect(bad.details.causes[0]).toMatchObject({
      field: "shardSelector",
      reason: "FieldValueInvalid",
    });
    expect(bad.details.causes[0].message).toContain("at position 11");
  });

  it("filters a watch by its shard", async () => {
    const rv = (await call(on.base, "GET", leases("shard-watch"))).json.metadata.resourceVersion;
    const selector = encodeURIComponent(`shardRange(object.metadata.uid, '0x0', '${HALF}')`);
    const watch = await new WatchStream(
      on.base,
      `${leases("shard-watch")}?watch=true&resourceVersion=${rv}&shardSelector=${selector}`,
    ).ready();
    try {
      const made: Obj[] = [];
      for (let i = 0; i < 12; i++)
        made.push(
          (await call(on.base, "POST", leases("shard-watch"), { body: lease(`w${i}`) })).json,
        );
      const expected = made
        .filter((o) => fnv1a64(o.metadata.uid) < 1n << 63n)
        .map((o) => o.metadata.name);
      const events = await watch.waitFor(expected.length);
      expect(events.map((e) => e.object.metadata.name)).toEqual(expected);
    } finally {
      watch.close();
    }
  });
});
