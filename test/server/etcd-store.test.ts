/**
 * The etcd store on its own, without the cache above it (issue 37 s3): its lists read etcd
 * (selectors applied in chunks, pages at one revision), its watches are etcd's (initial events
 * from one read, then the changes), and its watches answer a progress request with a BOOKMARK
 * once every change up to etcd's revision was delivered (what the cacher's consistent reads wait on).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EtcdStore } from "../../templates/server/storage/etcd/etcd-store.js";
import type {
  BookmarkEvent,
  ResourceKey,
  StoredObject,
  StoreEvent,
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
const lease = (name: string, holder: string): StoredObject => ({
  metadata: { name, namespace: "default" },
  spec: { holderIdentity: holder },
});
const holderOf = (object: StoredObject): unknown =>
  (object as { spec: { holderIdentity: string } }).spec.holderIdentity;
const nameOf = (object: StoredObject): unknown =>
  (object as { metadata: { name: string } }).metadata.name;

async function until(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 500 && !condition(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(condition()).toBe(true);
}

describe.runIf(WITH_ETCD)("the etcd store without a cache", () => {
  let etcd: EtcdProcess;
  let store: EtcdStore;
  const prefix = uniquePrefix();
  beforeAll(async () => {
    etcd = await startEtcd();
    store = new EtcdStore({ endpoints: [etcd.endpoint], prefix });
    for (const [name, holder] of [
      ["a", "x"],
      ["b", "y"],
      ["c", "x"],
      ["d", "y"],
      ["e", "x"],
    ] as const)
      await store.create(LEASES, lease(name, holder));
  }, 60_000);
  afterAll(async () => {
    await store?.close();
    await etcd?.destroy();
  });

  it("lists every object, or pages of those a selector takes, all at the first page's revision", async () => {
    expect((await store.list(LEASES, {})).items.map(nameOf)).toEqual(["a", "b", "c", "d", "e"]);
    const select = (o: StoredObject) => holderOf(o) === "x";
    const first = await store.list(LEASES, { select, limit: 2 });
    expect(first.items.map(nameOf)).toEqual(["a", "c"]);
    expect(first.remainingItemCount).toBeUndefined();
    await store.update(LEASES, lease("e", "y"));
    const next = await store.list(LEASES, { select, limit: 2, continue: first.continue! });
    expect([next.items.map(nameOf), next.resourceVersion, next.continue]).toEqual([
      ["e"],
      first.resourceVersion,
      undefined,
    ]);
    const page = await store.list(LEASES, { limit: 2 });
    expect([page.items.map(nameOf), page.remainingItemCount]).toEqual([["a", "b"], 3]);
  });

  it("reads etcd's current revision fresh, past every revision it has seen itself; a get not older than a revision etcd has not reached is 504", async () => {
    const twin = new EtcdStore({ endpoints: [etcd.endpoint], prefix });
    try {
      const written = await twin.create(CLASSES, { metadata: { name: "elsewhere" }, value: 1 });
      const at = Number(
        (written as { metadata: { resourceVersion: string } }).metadata.resourceVersion,
      );
      expect(Number(store.resourceVersion())).toBeLessThan(at);
      expect(Number(await store.currentRevision(LEASES))).toBeGreaterThanOrEqual(at);
      expect(
        holderOf((await store.get(LEASES, "default", "a", { resourceVersion: String(at) }))!),
      ).toBeDefined();
      const ahead = String(at + 1000);
      const error = await store.get(LEASES, "default", "a", { resourceVersion: ahead }).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toMatchObject({
        code: 504,
        reason: "Timeout",
        message: expect.stringMatching(
          new RegExp(`^Too large resource version: ${ahead}, current: \\d+$`),
        ),
      });
    } finally {
      await twin.close();
    }
  });

  it("watches: the objects of one read, the end of initial events, the changes; progress on request", async () => {
    const events: (StoreEvent | BookmarkEvent)[] = [];
    const watcher = store.watch(
      LEASES,
      { sendInitialEvents: true },
      (e) => events.push(e),
      () => undefined,
    );
    await until(() => events.length === 6);
    expect(
      events
        .slice(0, 5)
        .map((e) => (e.type === "BOOKMARK" ? e.type : `${e.type} ${String(nameOf(e.object))}`)),
    ).toEqual(["ADDED a", "ADDED b", "ADDED c", "ADDED d", "ADDED e"]);
    expect(events[5]).toMatchObject({ type: "BOOKMARK", initialEventsEnd: true });
    await store.update(LEASES, lease("a", "z"));
    await until(() => events.length === 7);
    expect(events[6]).toMatchObject({
      type: "MODIFIED",
      object: { spec: { holderIdentity: "z" } },
    });
    // A write of another resource: nothing for this watch, but a progress request now reaches its revision.
    const other = await store.create(CLASSES, { metadata: { name: "p" }, value: 1 });
    const at = (other as { metadata: { resourceVersion: string } }).metadata.resourceVersion;
    await until(() => {
      watcher.requestProgress?.();
      return events.some(
        (e) =>
          e.type === "BOOKMARK" &&
          Number(e.resourceVersion) >= Number(at) &&
          e.initialEventsEnd === undefined,
      );
    });
    watcher.stop();
  });
});
