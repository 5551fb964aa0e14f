/**
 * Flow control of watches (issue 8, item 4): the queue between a store and a watch's consumer,
 * and the memory store's watches paused and resumed by their consumer.
 */
import { describe, expect, it } from "vitest";
import { MemoryStore } from "../../templates/server/storage/memory-store.js";
import type {
  BookmarkEvent,
  ResourceKey,
  StoredObject,
  StoreError,
  StoreEvent,
  Watcher,
} from "../../templates/server/storage/storage.js";
import { WatchQueue } from "../../templates/server/storage/watch-queue.js";

const LEASES: ResourceKey = {
  group: "coordination.core.io",
  version: "v1",
  resource: "leases",
  namespaced: true,
};

const lease = (name: string, note = ""): StoredObject => ({
  apiVersion: "coordination.core.io/v1",
  kind: "Lease",
  metadata: { name, namespace: "ns", annotations: { note } },
  spec: { holderIdentity: "node-1" },
});

const tick = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** A queue of numbers whose consumer records what it gets. */
function queue(
  maxBytes: number,
  started = true,
): { q: WatchQueue<number>; got: number[]; overflows: () => number } {
  const got: number[] = [];
  let overflows = 0;
  const q = new WatchQueue<number>(
    (n) => got.push(n),
    () => overflows++,
    maxBytes,
    started,
  );
  return { q, got, overflows: () => overflows };
}

describe("WatchQueue", () => {
  it("hands live events on at once while the consumer takes them", () => {
    const { q, got } = queue(100);
    q.push(1, 10);
    q.push(2, 10);
    expect(got).toEqual([1, 2]);
    expect(q.idle).toBe(true);
  });

  it("holds events while paused and hands them on in order once resumed", () => {
    const { q, got } = queue(100);
    q.push(1, 10);
    q.pause();
    q.push(2, 10);
    q.push(3, 10);
    expect(got).toEqual([1]);
    expect(q.idle).toBe(false);
    q.resume();
    expect(got).toEqual([1, 2, 3]);
    q.push(4, 10);
    expect(got).toEqual([1, 2, 3, 4]);
  });

  it("stops handing on as soon as the consumer pauses from within, and goes on where it stopped", () => {
    const got: number[] = [];
    const q: WatchQueue<number> = new WatchQueue<number>(
      (n) => {
        got.push(n);
        if (n % 2 === 0) q.pause();
      },
      () => undefined,
      100,
      false,
    );
    for (let i = 1; i <= 5; i++) q.hold(i);
    q.start();
    expect(got).toEqual([1, 2]);
    q.push(6, 10); // a live change waits behind the initial events
    q.resume();
    expect(got).toEqual([1, 2, 3, 4]);
    q.resume();
    expect(got).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("does not count initial events against the bound, however many", () => {
    const { q, got, overflows } = queue(100, false);
    for (let i = 0; i < 10_000; i++) q.hold(i);
    q.pause();
    q.start();
    expect(got).toEqual([]);
    q.resume();
    expect(got).toHaveLength(10_000);
    expect(overflows()).toBe(0);
  });

  it("ends once the live events waiting pass the bound: they are dropped and nothing more is taken", () => {
    const { q, got, overflows } = queue(100);
    q.pause();
    for (let i = 0; i < 10; i++) q.push(i, 10);
    expect(overflows()).toBe(0);
    q.push(10, 1);
    expect(overflows()).toBe(1);
    q.push(11, 10);
    q.resume();
    expect(got).toEqual([]);
    expect(overflows()).toBe(1);
    expect(q.idle).toBe(false);
  });

  it("frees the bytes of what it handed on", () => {
    const { q, overflows } = queue(100);
    for (let round = 0; round < 50; round++) {
      q.pause();
      for (let i = 0; i < 9; i++) q.push(i, 10);
      q.resume();
    }
    expect(overflows()).toBe(0);
  });
});

/** A watch of the memory store whose consumer pauses it whenever `full()` says so. */
function pausingWatch(
  store: MemoryStore,
  query: Parameters<MemoryStore["watch"]>[1],
  full: () => boolean,
) {
  const events: (StoreEvent | BookmarkEvent)[] = [];
  const ends: (StoreError | undefined)[] = [];
  const watcher: Watcher = store.watch(
    LEASES,
    query,
    (e) => {
      events.push(e);
      if (full()) watcher.pause!();
    },
    (error) => ends.push(error),
  );
  return { events, ends, watcher };
}

describe("memory store watches under flow control", () => {
  it("delivers every initial event at the consumer's pace, then the changes made meanwhile", async () => {
    const store = new MemoryStore({ watchQueueBytes: 1000 });
    for (let i = 0; i < 50; i++)
      await store.create(LEASES, lease(`l${String(i).padStart(2, "0")}`));
    const w = pausingWatch(store, {}, () => true); // pauses after every event
    await tick();
    expect(w.events).toHaveLength(1);
    await store.update(LEASES, lease("l00", "changed"));
    for (let i = 0; i < 60; i++) w.watcher.resume!();
    expect(w.events.map((e) => e.type)).toEqual([...Array(50).fill("ADDED"), "MODIFIED"]);
    expect(w.ends).toEqual([]);
    w.watcher.stop();
  });

  it("ends a paused watch without an error once the live changes waiting pass the bound", async () => {
    const store = new MemoryStore({ watchQueueBytes: 4096 });
    await store.create(LEASES, lease("a"));
    const w = pausingWatch(store, { resourceVersion: store.resourceVersion() }, () => true);
    await tick();
    await store.create(LEASES, lease("b", "x".repeat(1000)));
    expect(w.events).toHaveLength(1); // delivered, then paused
    for (let i = 0; i < 3; i++) await store.create(LEASES, lease(`c${i}`, "x".repeat(1000)));
    expect(w.ends).toEqual([]);
    await store.create(LEASES, lease("d", "x".repeat(1000)));
    expect(w.ends).toEqual([undefined]);
    w.watcher.resume!();
    expect(w.events).toHaveLength(1);
    // The store goes on, and a new watch works.
    const again = pausingWatch(store, { resourceVersion: store.resourceVersion() }, () => false);
    await tick();
    await store.create(LEASES, lease("e"));
    expect(again.events.map((e) => e.type)).toEqual(["ADDED"]);
  });

  it("sends progress bookmarks only to a watch with nothing waiting", async () => {
    const store = new MemoryStore({ bookmarkIntervalMs: 0 });
    await store.create(LEASES, lease("a"));
    let full = false;
    const w = pausingWatch(store, { resourceVersion: store.resourceVersion() }, () => full);
    await tick();
    store.sendBookmarks();
    expect(w.events.map((e) => e.type)).toEqual(["BOOKMARK"]);
    full = true;
    await store.create(LEASES, lease("b"));
    store.sendBookmarks();
    await store.create(LEASES, lease("c"));
    expect(w.events.map((e) => e.type)).toEqual(["BOOKMARK", "ADDED"]);
    full = false;
    w.watcher.resume!();
    store.sendBookmarks();
    expect(w.events.map((e) => e.type)).toEqual(["BOOKMARK", "ADDED", "ADDED", "BOOKMARK"]);
    w.watcher.stop();
  });
});
