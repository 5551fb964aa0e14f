/**
 * The watch cache as a layer of its own (issue 37 s3): the cacher over a Storage, here the
 * memory store (and etcd's, where etcd is installed) with a gate between them that holds the
 * events the cache fills from, so that the cache lags on purpose. What it must do, as
 * Kubernetes' cacher and delegator do: hand requests to the storage while its cache is not
 * filled, 429 where Kubernetes answers it, serve from the cache once filled, wait for freshness
 * on a consistent read, and leave every write's precondition to the storage's own state.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Cacher, type CacherOptions } from "../../templates/server/storage/cache/cacher.js";
import { EtcdStore } from "../../templates/server/storage/etcd/etcd-store.js";
import { MemoryStore } from "../../templates/server/storage/memory-store.js";
import {
  StoreError,
  type ListQuery,
  type ResourceKey,
  type Storage,
  type StoredObject,
} from "../../templates/server/storage/storage.js";
import { startEtcd, uniquePrefix, WITH_ETCD, type EtcdProcess } from "../helpers/etcd.js";

const LEASES: ResourceKey = {
  group: "coordination.core.io",
  version: "v1",
  resource: "leases",
  namespaced: true,
};
const CLASSES: ResourceKey = {
  group: "scheduling.core.io",
  version: "v1",
  resource: "priorityclasses",
  namespaced: false,
};

const lease = (name: string, holder = "a", resourceVersion?: string): StoredObject => ({
  apiVersion: "coordination.core.io/v1",
  kind: "Lease",
  metadata: {
    name,
    namespace: "default",
    ...(resourceVersion !== undefined ? { resourceVersion } : {}),
  },
  spec: { holderIdentity: holder },
});
/** A get the cache may answer as it is (resourceVersion=0). */
const CACHED = { resourceVersion: "0" } as const;
const rvOf = (object: StoredObject | undefined): string =>
  String((object as { metadata: { resourceVersion: string } }).metadata.resourceVersion);
const holderOf = (object: StoredObject | undefined): unknown =>
  (object as { spec: { holderIdentity: string } } | undefined)?.spec.holderIdentity;

/** A storage passing everything to `inner`, whose watches' events wait while it is paused (a lagging cache); its first list waits for `fill()`. */
class Gate implements Storage {
  private paused = false;
  private held: (() => void)[] = [];
  private filling: Promise<void>;
  fill: () => void = () => undefined;

  constructor(
    readonly inner: Storage,
    blockFill = false,
  ) {
    this.filling = blockFill ? new Promise((resolve) => (this.fill = resolve)) : Promise.resolve();
  }
  pause(): void {
    this.paused = true;
  }
  resume(): void {
    this.paused = false;
    for (const deliver of this.held.splice(0)) deliver();
  }
  create = (k: ResourceKey, o: StoredObject) => this.inner.create(k, o);
  get: Storage["get"] = (k, ns, n, o) => this.inner.get(k, ns, n, o);
  update: Storage["update"] = (k, o, p, s) => this.inner.update(k, o, p, s);
  delete: Storage["delete"] = (k, ns, n, p) => this.inner.delete(k, ns, n, p);
  list = async (k: ResourceKey, q: ListQuery) => {
    // The reflector lists in pages of 500: only its list waits for fill().
    if (q.limit === 500) await this.filling;
    return this.inner.list(k, q);
  };
  watch: Storage["watch"] = (k, q, onEvent, onEnd) =>
    this.inner.watch(
      k,
      q,
      (e) => (this.paused ? this.held.push(() => onEvent(e)) : onEvent(e)),
      onEnd,
    );
  resourceVersion = () => this.inner.resourceVersion();
  currentRevision = (k: ResourceKey) =>
    this.inner.currentRevision?.(k) ?? Promise.resolve(this.inner.resourceVersion());
}

async function rejection(promise: Promise<unknown>): Promise<StoreError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(StoreError);
  return error as StoreError;
}

/** A few turns of the event loop. */
const turns = async (n = 20) => {
  for (let i = 0; i < n; i++) await new Promise((r) => setImmediate(r));
};

function cacherOver(
  inner: Storage,
  options: CacherOptions & { blockFill?: boolean } = {},
): { cacher: Cacher; gate: Gate } {
  const gate = new Gate(inner, options.blockFill);
  return { cacher: new Cacher(gate, { bookmarkIntervalMs: 0, ...options }), gate };
}

describe("the cacher while its cache is not filled", () => {
  it("hands gets, writes and lists with a limit and no selector to the storage; a watch and any other list get 429 (KEP-4568)", async () => {
    const memory = new MemoryStore();
    await memory.create(LEASES, lease("one"));
    const { cacher, gate } = cacherOver(memory, { blockFill: true });
    void cacher.start([LEASES]);
    expect(rvOf(await cacher.get(LEASES, "default", "one"))).toBe(memory.resourceVersion());
    const created = await cacher.create(LEASES, lease("two"));
    expect(rvOf(await memory.get(LEASES, "default", "two"))).toBe(rvOf(created));
    const page = await cacher.list(LEASES, { limit: 1 });
    expect(page.items).toHaveLength(1);
    expect(page.continue).toBeDefined();

    for (const query of [{}, { limit: 1, select: () => true }]) {
      const refused = await rejection(cacher.list(LEASES, query));
      expect([refused.code, refused.reason, refused.message]).toEqual([
        429,
        "TooManyRequests",
        "storage is (re)initializing",
      ]);
      expect(refused.details?.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    }
    expect(() =>
      cacher.watch(
        LEASES,
        {},
        () => undefined,
        () => undefined,
      ),
    ).toThrow(expect.objectContaining({ code: 429, reason: "TooManyRequests" }));

    gate.fill();
    await cacher.start([LEASES]);
    expect(
      (await cacher.list(LEASES, {})).items.map(
        (o) => (o as { metadata: { name: string } }).metadata.name,
      ),
    ).toEqual(["one", "two"]);
    await cacher.close();
  });
});

describe("the cacher once filled", () => {
  it("a get without resourceVersion reads the storage; with 0, the cache as it is; with a revision, the cache once it has reached it", async () => {
    const memory = new MemoryStore();
    const { cacher, gate } = cacherOver(memory, { cacheWaitMs: 60_000 });
    await cacher.start([LEASES]);
    await cacher.create(LEASES, lease("one"));
    gate.pause();
    const moved = await memory.update(LEASES, lease("one", "b"));
    // Kubernetes' delegator Get: no resourceVersion is a consistent read, from the storage below.
    expect(holderOf(await cacher.get(LEASES, "default", "one"))).toBe("b");
    // resourceVersion=0 is any state: the cache's, which has not seen the change yet.
    expect(holderOf(await cacher.get(LEASES, "default", "one", { resourceVersion: "0" }))).toBe(
      "a",
    );
    // A revision: not older than it (NotOlderThan), so the get waits for the cache to reach it.
    let answered = false;
    const waited = cacher
      .get(LEASES, "default", "one", { resourceVersion: rvOf(moved) })
      .then((o) => ((answered = true), o));
    await turns();
    expect(answered).toBe(false);
    gate.resume();
    expect(holderOf(await waited)).toBe("b");
    expect(holderOf(await cacher.get(LEASES, "default", "one", { resourceVersion: "0" }))).toBe(
      "b",
    );
    await cacher.close();
  });

  it("a get at a revision the cache does not reach in time is 504, as Kubernetes' waitUntilFreshAndBlock answers", async () => {
    const memory = new MemoryStore();
    const { cacher, gate } = cacherOver(memory, { cacheWaitMs: 100 });
    await cacher.start([LEASES]);
    await cacher.create(LEASES, lease("one"));
    gate.pause();
    const moved = await memory.update(LEASES, lease("one", "b"));
    const error = await rejection(
      cacher.get(LEASES, "default", "one", { resourceVersion: rvOf(moved) }),
    );
    expect([error.code, error.reason]).toEqual([504, "Timeout"]);
    expect(error.message).toMatch(/^Too large resource version: \d+, current: \d+$/);
    gate.resume();
    await cacher.close();
  });

  it("a consistent list waits until the cache has caught up with the storage's revision, then answers at it", async () => {
    const memory = new MemoryStore();
    const { cacher, gate } = cacherOver(memory, { cacheWaitMs: 60_000 });
    await cacher.start([LEASES, CLASSES]);
    gate.pause();
    const written = await memory.create(LEASES, lease("late"));
    let answered = false;
    const listed = cacher.list(LEASES, {}).then((result) => ((answered = true), result));
    await turns();
    expect(answered).toBe(false);
    gate.resume();
    const result = await listed;
    expect(result.items.map(rvOf)).toEqual([rvOf(written)]);
    expect(Number(result.resourceVersion)).toBeGreaterThanOrEqual(Number(rvOf(written)));

    // A write of another resource moves the revision: the cache of this one catches up through
    // the storage's progress (a BOOKMARK), without a change of its own.
    await memory.create(CLASSES, {
      apiVersion: "scheduling.core.io/v1",
      kind: "PriorityClass",
      metadata: { name: "c" },
      value: 1,
    });
    expect((await cacher.list(LEASES, {})).resourceVersion).toBe(memory.resourceVersion());
    await cacher.close();
  });

  it("a consistent list whose cache cannot catch up in time (its watch stalled) reads the storage: it never misses an acknowledged write", async () => {
    const memory = new MemoryStore();
    const { cacher, gate } = cacherOver(memory, { cacheWaitMs: 100 });
    await cacher.start([LEASES]);
    await cacher.create(LEASES, lease("before"));
    // The cache's watch delivers nothing any more (etcd restarted, the watch not back yet): no event, no progress.
    gate.pause();
    const written = await cacher.create(LEASES, lease("after"));
    expect(rvOf(await memory.get(LEASES, "default", "after"))).toBe(rvOf(written));
    const listed = await cacher.list(LEASES, {});
    expect(listed.items.map((o) => (o as { metadata: { name: string } }).metadata.name)).toEqual([
      "after",
      "before",
    ]);
    expect(Number(listed.resourceVersion)).toBeGreaterThanOrEqual(Number(rvOf(written)));
    // A list at a revision the cache has (not a consistent read) is still the cache's.
    expect((await cacher.list(LEASES, { resourceVersion: "0" })).items).toHaveLength(1);
    gate.resume();
    await cacher.close();
  });

  it("a list or a watch from a revision the cache has not reached waits for it, then 504", async () => {
    const memory = new MemoryStore();
    const { cacher } = cacherOver(memory, { cacheWaitMs: 100 });
    await cacher.start([LEASES]);
    const ahead = String(Number(memory.resourceVersion()) + 5);
    const error = await rejection(cacher.list(LEASES, { resourceVersion: ahead }));
    expect([error.code, error.reason]).toEqual([504, "Timeout"]);
    await cacher.close();
  });

  it("a watch from a revision older than the cache keeps is the storage's own: 410 when the storage no longer has it either", async () => {
    const memory = new MemoryStore();
    const { cacher } = cacherOver(memory, { historySize: 1 });
    await cacher.start([LEASES]);
    const first = await cacher.create(LEASES, lease("one"));
    await cacher.update(LEASES, lease("one", "b"));
    await cacher.update(LEASES, lease("one", "c"));
    const events: string[] = [];
    // The memory store below still has the changes after `first`: it replays them.
    cacher.watch(
      LEASES,
      { resourceVersion: rvOf(first) },
      (e) => events.push(e.type === "BOOKMARK" ? e.type : String(holderOf(e.object))),
      () => undefined,
    );
    await turns();
    expect(events).toEqual(["b", "c"]);
    memory.compact();
    const ended = await new Promise<StoreError | undefined>((resolve) =>
      cacher.watch(LEASES, { resourceVersion: rvOf(first) }, () => undefined, resolve),
    );
    expect(ended?.code).toBe(410);
    await cacher.close();
  });
});

/** The writes' preconditions against the storage's own state, over the memory store and over etcd. */
function lagging(name: string, open: () => Promise<Storage>): void {
  describe(`writes through a lagging cache (${name})`, () => {
    async function setup(): Promise<{
      cacher: Cacher;
      gate: Gate;
      below: Storage;
      first: StoredObject;
    }> {
      const below = await open();
      const { cacher, gate } = cacherOver(below, { cacheWaitMs: 50 });
      await cacher.start([LEASES]);
      const first = await cacher.create(LEASES, lease("one"));
      // The cache has it (a write waits for its cache only cacheWaitMs), then lags.
      while ((await cacher.get(LEASES, "default", "one", CACHED)) === undefined)
        await new Promise((r) => setTimeout(r, 10));
      gate.pause();
      return { cacher, gate, below, first };
    }

    it("an update of a key deleted below, which the cache still holds, is 404 NotFound (GuaranteedUpdate's answer), not 409", async () => {
      const { cacher, below, first } = await setup();
      await below.delete(LEASES, "default", "one");
      expect(rvOf(await cacher.get(LEASES, "default", "one", CACHED))).toBe(rvOf(first));
      expect(await cacher.get(LEASES, "default", "one")).toBeUndefined();
      for (const precondition of [undefined, { resourceVersion: rvOf(first) }]) {
        const error = await rejection(cacher.update(LEASES, lease("one", "z"), precondition));
        expect([error.code, error.reason]).toEqual([404, "NotFound"]);
      }
      await cacher.close();
    });

    it("an update's precondition is checked against the storage, not the lagging cache", async () => {
      const { cacher, below, first } = await setup();
      const moved = await below.update(LEASES, lease("one", "b"));
      expect(rvOf(await cacher.get(LEASES, "default", "one", CACHED))).toBe(rvOf(first));
      // The cache's revision is stale: the storage's decides.
      const stale = await rejection(
        cacher.update(LEASES, lease("one", "y", rvOf(first)), { resourceVersion: rvOf(first) }),
      );
      expect([stale.code, stale.reason]).toEqual([409, "Conflict"]);
      const updated = await cacher.update(LEASES, lease("one", "c", rvOf(moved)), {
        resourceVersion: rvOf(moved),
      });
      expect(holderOf(updated)).toBe("c");
      expect(holderOf(await below.get(LEASES, "default", "one"))).toBe("c");
      await cacher.close();
    });
  });
}

lagging("memory", async () => new MemoryStore());

describe.runIf(WITH_ETCD)("over etcd", () => {
  let etcd: EtcdProcess;
  beforeAll(async () => {
    etcd = await startEtcd();
  }, 60_000);
  afterAll(async () => {
    await etcd?.destroy();
  });
  lagging(
    "etcd",
    async () =>
      new EtcdStore({ endpoints: [etcd.endpoint], prefix: uniquePrefix(), requestTimeoutMs: 3000 }),
  );

  it("a consistent list and a get without resourceVersion see a write made through another server's store, the cache lagging", async () => {
    const prefix = uniquePrefix();
    const mine = new EtcdStore({ endpoints: [etcd.endpoint], prefix, requestTimeoutMs: 3000 });
    const other = new EtcdStore({ endpoints: [etcd.endpoint], prefix, requestTimeoutMs: 3000 });
    const { cacher, gate } = cacherOver(mine, { cacheWaitMs: 200 });
    try {
      await cacher.start([LEASES]);
      await cacher.create(LEASES, lease("mine"));
      while ((await cacher.get(LEASES, "default", "mine", CACHED)) === undefined)
        await new Promise((r) => setTimeout(r, 10));
      gate.pause();
      // Written through the other server: this one's store has not seen its revision, only etcd has.
      const theirs = await other.create(LEASES, lease("theirs"));
      expect(Number(mine.resourceVersion())).toBeLessThan(Number(rvOf(theirs)));
      const names = (result: { items: StoredObject[] }) =>
        result.items.map((o) => (o as { metadata: { name: string } }).metadata.name);
      // The list waits for etcd's current revision (read fresh), which the paused cache does not reach: the storage answers.
      const listed = await cacher.list(LEASES, {});
      expect(names(listed)).toEqual(["mine", "theirs"]);
      expect(Number(listed.resourceVersion)).toBeGreaterThanOrEqual(Number(rvOf(theirs)));
      expect(rvOf(await cacher.get(LEASES, "default", "theirs"))).toBe(rvOf(theirs));
      // resourceVersion=0 reads the lagging cache as it is.
      expect(names(await cacher.list(LEASES, { resourceVersion: "0" }))).toEqual(["mine"]);
      expect(await cacher.get(LEASES, "default", "theirs", CACHED)).toBeUndefined();
      // Once its watch delivers again, the cache catches up and serves the consistent list itself.
      gate.resume();
      expect(names(await cacher.list(LEASES, {}))).toEqual(["mine", "theirs"]);
      expect(names(await cacher.list(LEASES, { resourceVersion: "0" }))).toEqual([
        "mine",
        "theirs",
      ]);
    } finally {
      await cacher.close();
      await other.close();
    }
  });
});

describe("the memory store needs no cache", () => {
  it("reads at its current revision: a consistent list shows every write and answers at the store's revision, pages and Exact lists at theirs", async () => {
    const store = new MemoryStore();
    const first = await store.create(LEASES, lease("a"));
    await store.create(LEASES, lease("b"));
    await store.create(CLASSES, {
      apiVersion: "scheduling.core.io/v1",
      kind: "PriorityClass",
      metadata: { name: "c" },
      value: 1,
    });
    const listed = await store.list(LEASES, {});
    expect(listed.resourceVersion).toBe(store.resourceVersion());
    expect(listed.items.map((o) => holderOf(o))).toEqual(["a", "a"]);
    const page = await store.list(LEASES, { limit: 1 });
    await store.update(LEASES, lease("b", "changed"));
    const next = await store.list(LEASES, { limit: 1, continue: page.continue! });
    expect(next.resourceVersion).toBe(page.resourceVersion);
    expect(holderOf(next.items[0])).toBe("a");
    const exact = await store.list(LEASES, {
      resourceVersion: rvOf(first),
      resourceVersionMatch: "Exact",
    });
    expect(exact.items.map(rvOf)).toEqual([rvOf(first)]);
    expect(holderOf(await store.get(LEASES, "default", "b"))).toBe("changed");
  });
});
