/** The Storage contract, on the in-memory store: CRUD, revisions, consistent pages, watches. */
import { describe, expect, it } from "vitest";
import { DEFAULT_HISTORY_BYTES, MemoryStore } from "../../templates/server/storage/memory-store.js";
import { predicateOf } from "../../templates/server/apimachinery/selection.js";
import { parseFieldSelector } from "../../templates/server/apimachinery/field-selectors.js";
import { parseLabelSelector } from "../../templates/server/apimachinery/selectors.js";
import {
  StoreError,
  isStoreError,
  type BookmarkEvent,
  type ResourceKey,
  type StoredObject,
  type StoreEvent,
  type Watcher,
} from "../../templates/server/storage/storage.js";

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

/** A store predicate of a label selector, and of a field selector. */
const labels = (selector: string) => predicateOf(parseLabelSelector(selector), undefined)!;
const fields = (selector: string, selectable: readonly string[]) =>
  predicateOf(undefined, parseFieldSelector(selector, selectable))!;

type Meta = {
  name: string;
  namespace?: string;
  resourceVersion: string;
  uid?: string;
  labels?: Record<string, string>;
};

function meta(object: StoredObject | undefined): Meta {
  return (object as { metadata: Meta }).metadata;
}

function lease(
  namespace: string,
  name: string,
  extra: { labels?: Record<string, string>; holder?: string; uid?: string } = {},
): StoredObject {
  return {
    apiVersion: "coordination.core.io/v1",
    kind: "Lease",
    metadata: {
      name,
      namespace,
      uid: extra.uid ?? `uid-${namespace}-${name}`,
      ...(extra.labels ? { labels: extra.labels } : {}),
    },
    spec: { holderIdentity: extra.holder ?? "node-1" },
  };
}

function changed(
  object: StoredObject,
  change: (copy: { metadata: Meta; spec: { holderIdentity: string } }) => void,
): StoredObject {
  const copy = structuredClone(object) as { metadata: Meta; spec: { holderIdentity: string } };
  change(copy);
  return copy as unknown as StoredObject;
}

async function rejection(promise: Promise<unknown>): Promise<StoreError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(StoreError);
    return error as StoreError;
  }
  throw new Error("expected a rejection");
}

type Seen = StoreEvent | BookmarkEvent;

/** A watch recording what it receives. */
function record(
  store: MemoryStore,
  key: ResourceKey,
  query: Parameters<MemoryStore["watch"]>[1],
): { events: Seen[]; errors: StoreError[]; watcher: Watcher } {
  const events: Seen[] = [];
  const errors: StoreError[] = [];
  const watcher = store.watch(
    key,
    query,
    (e) => events.push(e),
    (e) => e && errors.push(e),
  );
  return { events, errors, watcher };
}

function summary(events: readonly Seen[]): string[] {
  return events.map((e) =>
    e.type === "BOOKMARK"
      ? `BOOKMARK ${e.resourceVersion}${e.initialEventsEnd ? " end" : ""}`
      : `${e.type} ${meta(e.object).name}@${e.resourceVersion}`,
  );
}

const tick = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

describe("create, get, update, delete", () => {
  it("sets resourceVersion from one global increasing counter", async () => {
    const store = new MemoryStore();
    expect(store.resourceVersion()).toBe("1");
    const a = await store.create(LEASES, lease("ns", "a"));
    const b = await store.create(CLASSES, { metadata: { name: "high" }, value: 1000 });
    const c = await store.create(LEASES, lease("other", "a"));
    expect([meta(a).resourceVersion, meta(b).resourceVersion, meta(c).resourceVersion]).toEqual([
      "2",
      "3",
      "4",
    ]);
    expect(store.resourceVersion()).toBe("4");
    const updated = await store.update(
      LEASES,
      changed(a, (o) => (o.spec.holderIdentity = "node-2")),
    );
    expect(meta(updated).resourceVersion).toBe("5");
    const deleted = await store.delete(CLASSES, undefined, "high");
    expect(meta(deleted).resourceVersion).toBe("6");
    expect(store.resourceVersion()).toBe("6");
  });

  it("stores a frozen copy and reads it back", async () => {
    const store = new MemoryStore();
    const input = lease("ns", "a");
    const created = await store.create(LEASES, input);
    expect(meta(input).resourceVersion).toBeUndefined(); // the input is not changed
    expect(Object.isFrozen(created)).toBe(true);
    expect(Object.isFrozen(created.spec)).toBe(true);
    expect(() => {
      (created.spec as { holderIdentity: string }).holderIdentity = "x";
    }).toThrow(TypeError);
    expect(await store.get(LEASES, "ns", "a")).toBe(created);
    expect(await store.get(LEASES, "other", "a")).toBeUndefined();
    expect(await store.get(CLASSES, undefined, "a")).toBeUndefined();
  });

  it("keys cluster-scoped objects by name alone", async () => {
    const store = new MemoryStore();
    await store.create(CLASSES, { metadata: { name: "high" }, value: 1000 });
    expect(await store.get(CLASSES, undefined, "high")).toMatchObject({ value: 1000 });
    expect(await store.get(CLASSES, "ignored", "high")).toMatchObject({ value: 1000 });
  });

  it("answers AlreadyExists, NotFound and Invalid", async () => {
    const store = new MemoryStore();
    await store.create(LEASES, lease("ns", "a"));
    const exists = await rejection(store.create(LEASES, lease("ns", "a")));
    expect([exists.reason, exists.code, exists.details]).toEqual([
      "AlreadyExists",
      409,
      { name: "a", group: "coordination.core.io", kind: "leases" },
    ]);
    const missing = await rejection(store.update(LEASES, lease("ns", "b")));
    expect([missing.reason, missing.code, missing.details?.name]).toEqual(["NotFound", 404, "b"]);
    expect((await rejection(store.delete(LEASES, "ns", "b"))).reason).toBe("NotFound");
    const noName = await rejection(store.create(LEASES, { metadata: { namespace: "ns" } }));
    expect([noName.reason, noName.code]).toEqual(["Invalid", 422]);
    expect(noName.details?.causes?.map((c) => c.field)).toEqual(["metadata.name"]);
    const noNamespace = await rejection(store.create(LEASES, { metadata: { name: "x" } }));
    expect(noNamespace.details?.causes?.map((c) => c.field)).toEqual(["metadata.namespace"]);
    expect(store.resourceVersion()).toBe("2"); // failed writes take no revision
  });

  it("checks resourceVersion and uid preconditions on update (409 Conflict)", async () => {
    const store = new MemoryStore();
    const a = await store.create(LEASES, lease("ns", "a"));
    const stale = await rejection(
      store.update(
        LEASES,
        changed(a, (o) => (o.spec.holderIdentity = "x")),
        { resourceVersion: "1" },
      ),
    );
    expect([stale.reason, stale.code, stale.message]).toEqual([
      "Conflict",
      409,
      "the object has been modified; please apply your changes to the latest version and try again",
    ]);
    const wrongUid = await rejection(
      store.update(
        LEASES,
        changed(a, (o) => (o.spec.holderIdentity = "x")),
        { uid: "other" },
      ),
    );
    expect(wrongUid.message).toBe(
      "Precondition failed: UID in precondition: other, UID in object meta: uid-ns-a",
    );
    const ok = await store.update(
      LEASES,
      changed(a, (o) => (o.spec.holderIdentity = "x")),
      { resourceVersion: meta(a).resourceVersion, uid: "uid-ns-a" },
    );
    expect(meta(ok).resourceVersion).toBe("3");
    // The old revision is now stale.
    expect(
      (await rejection(store.update(LEASES, a, { resourceVersion: meta(a).resourceVersion })))
        .reason,
    ).toBe("Conflict");
  });

  it("keeps the revision of an update that changes nothing", async () => {
    const store = new MemoryStore();
    const a = await store.create(LEASES, lease("ns", "a"));
    const { events } = record(store, LEASES, { resourceVersion: store.resourceVersion() });
    const same = await store.update(
      LEASES,
      changed(a, (o) => (o.metadata.resourceVersion = "")),
    );
    expect(same).toBe(a);
    expect(store.resourceVersion()).toBe("2");
    await tick();
    expect(events).toEqual([]);
  });

  it("checks delete preconditions and answers the last state at the deletion's revision", async () => {
    const store = new MemoryStore();
    const a = await store.create(LEASES, lease("ns", "a"));
    const badRv = await rejection(store.delete(LEASES, "ns", "a", { resourceVersion: "7" }));
    expect([badRv.reason, badRv.message]).toEqual([
      "Conflict",
      "Precondition failed: ResourceVersion in precondition: 7, ResourceVersion in object meta: 2",
    ]);
    const badUid = await rejection(store.delete(LEASES, "ns", "a", { uid: "x" }));
    expect(badUid.message).toBe(
      "Precondition failed: UID in precondition: x, UID in object meta: uid-ns-a",
    );
    const deleted = await store.delete(LEASES, "ns", "a", {
      resourceVersion: "2",
      uid: "uid-ns-a",
    });
    expect(meta(deleted).resourceVersion).toBe("3");
    expect(deleted.spec).toBe(a.spec); // structure shared with the stored object, not copied
    expect(await store.get(LEASES, "ns", "a")).toBeUndefined();
    // The name can be taken again.
    expect(meta(await store.create(LEASES, lease("ns", "a"))).resourceVersion).toBe("4");
  });
});

describe("list", () => {
  async function seeded(store: MemoryStore, count: number): Promise<void> {
    for (let i = 0; i < count; i++) {
      await store.create(
        LEASES,
        lease(`ns-${i % 3}`, `l-${String(i).padStart(3, "0")}`, {
          labels: { parity: i % 2 ? "odd" : "even" },
          holder: `node-${i % 4}`,
        }),
      );
    }
  }
  const names = (items: readonly StoredObject[]): string[] =>
    items.map((o) => `${meta(o).namespace}/${meta(o).name}`);

  it("sorts by namespace then name, and filters by namespace and selectors", async () => {
    const store = new MemoryStore();
    for (const [ns, name] of [
      ["b", "x"],
      ["a", "y"],
      ["a-b", "z"],
      ["a", "x"],
      ["b", "a"],
    ] as const)
      await store.create(LEASES, lease(ns, name));
    const all = await store.list(LEASES, {});
    // etcd key order: "a-b/" sorts before "a/" ('-' < '/').
    expect(names(all.items)).toEqual(["a-b/z", "a/x", "a/y", "b/a", "b/x"]);
    expect(all.resourceVersion).toBe(store.resourceVersion());
    expect(all.continue).toBeUndefined();
    expect(names((await store.list(LEASES, { namespace: "a" })).items)).toEqual(["a/x", "a/y"]);
    expect(
      names((await store.list(LEASES, { select: fields("metadata.namespace=b", []) })).items),
    ).toEqual(["b/a", "b/x"]);
    expect(
      names((await store.list(LEASES, { select: fields("metadata.name!=x", []) })).items),
    ).toEqual(["a-b/z", "a/y", "b/a"]);
    expect((await store.list(LEASES, { namespace: "none" })).items).toEqual([]);
    expect((await store.list(CLASSES, {})).items).toEqual([]);
  });

  it("filters by label and selectable fields", async () => {
    const store = new MemoryStore();
    await seeded(store, 12);
    const odd = await store.list(LEASES, { select: labels("parity=odd") });
    expect(odd.items).toHaveLength(6);
    expect(odd.items.every((o) => meta(o).labels?.parity === "odd")).toBe(true);
    const held = await store.list(LEASES, {
      select: fields("spec.holderIdentity=node-1", ["spec.holderIdentity"]),
    });
    expect(held.items.map((o) => meta(o).name).sort()).toEqual(["l-001", "l-005", "l-009"]);
  });

  it("pages with limit and continue, with remainingItemCount", async () => {
    const store = new MemoryStore();
    await seeded(store, 10);
    const full = names((await store.list(LEASES, {})).items);
    const seen: string[] = [];
    let page = await store.list(LEASES, { limit: 4 });
    const remaining: (number | undefined)[] = [page.remainingItemCount];
    seen.push(...names(page.items));
    while (page.continue !== undefined) {
      page = await store.list(LEASES, { limit: 4, continue: page.continue });
      remaining.push(page.remainingItemCount);
      seen.push(...names(page.items));
    }
    expect(seen).toEqual(full);
    expect(remaining).toEqual([6, 2, undefined]);
  });

  it("pages a namespace, and pages with selectors (no remainingItemCount)", async () => {
    const store = new MemoryStore();
    await seeded(store, 30);
    const want = names(
      (await store.list(LEASES, { namespace: "ns-1", select: labels("parity=even") })).items,
    );
    const seen: string[] = [];
    let token: string | undefined;
    do {
      const page = await store.list(LEASES, {
        namespace: "ns-1",
        select: labels("parity=even"),
        limit: 2,
        ...(token ? { continue: token } : {}),
      });
      expect(page.remainingItemCount).toBeUndefined();
      seen.push(...names(page.items));
      token = page.continue;
    } while (token !== undefined);
    expect(seen).toEqual(want);
    expect(want).toHaveLength(5);
  });

  it("reads every page at the first page's revision while writes happen between pages", async () => {
    const store = new MemoryStore();
    await seeded(store, 40);
    const before = await store.list(LEASES, {});
    const expected = before.items.map(
      (o) => `${meta(o).namespace}/${meta(o).name}@${meta(o).resourceVersion}`,
    );
    const seen: string[] = [];
    let page = await store.list(LEASES, { limit: 7 });
    expect(page.resourceVersion).toBe(before.resourceVersion);
    let round = 0;
    while (true) {
      seen.push(
        ...page.items.map((o) => `${meta(o).namespace}/${meta(o).name}@${meta(o).resourceVersion}`),
      );
      if (page.continue === undefined) break;
      // Between pages: create before and after the cursor, update and delete everywhere.
      round++;
      await store.create(LEASES, lease("ns-0", `a-new-${round}`));
      await store.create(LEASES, lease("ns-2", `z-new-${round}`));
      await store.create(LEASES, lease("ns-9", `new-${round}`));
      const victims = (await store.list(LEASES, {})).items.filter((o) =>
        meta(o).name.startsWith("l-"),
      );
      const toUpdate = victims[(round * 5) % victims.length]!;
      await store.update(
        LEASES,
        changed(toUpdate, (o) => (o.spec.holderIdentity = `moved-${round}`)),
      );
      await store.delete(
        LEASES,
        meta(victims[(round * 11) % victims.length]).namespace,
        meta(victims[(round * 11) % victims.length]).name,
      );
      page = await store.list(LEASES, { limit: 7, continue: page.continue });
      expect(page.resourceVersion).toBe(before.resourceVersion);
      if (page.continue !== undefined)
        expect(page.remainingItemCount).toBe(expected.length - seen.length - page.items.length);
    }
    expect(seen).toEqual(expected);
    expect(round).toBeGreaterThan(3);
  });

  it("answers 410 Expired with a fresh token when a continue token is older than the TTL", async () => {
    let now = 1_000_000;
    const store = new MemoryStore({ continueTtlMs: 1000, now: () => now });
    await seeded(store, 9);
    const first = await store.list(LEASES, { limit: 3 });
    now += 500;
    const second = await store.list(LEASES, { limit: 3, continue: first.continue! });
    await store.create(LEASES, lease("ns-2", "zz-late")); // after the cursor: the fresh token sees it
    await store.delete(LEASES, "ns-2", "l-008");
    now += 600; // 1100 ms after the first page
    const expired = await rejection(store.list(LEASES, { limit: 3, continue: second.continue! }));
    expect([expired.reason, expired.code]).toEqual(["Expired", 410]);
    expect(expired.message).toMatch(
      /^The provided continue parameter is too old to display a consistent list result\./,
    );
    expect(expired.continueToken).toBeDefined();
    // The fresh token continues after the same key, in the latest state.
    const rest = await store.list(LEASES, { limit: 100, continue: expired.continueToken! });
    expect(rest.resourceVersion).toBe(store.resourceVersion());
    expect(names(rest.items)).toEqual(["ns-2/l-002", "ns-2/l-005", "ns-2/zz-late"]);
    expect(names(second.items)).toEqual(["ns-1/l-001", "ns-1/l-004", "ns-1/l-007"]);
  });

  it("answers 410 Expired for tokens whose revision was compacted, and 400 for tokens it did not issue", async () => {
    const store = new MemoryStore();
    await seeded(store, 6);
    const first = await store.list(LEASES, { limit: 2 });
    await store.create(LEASES, lease("ns-0", "zzz"));
    store.compact();
    const expired = await rejection(store.list(LEASES, { limit: 2, continue: first.continue! }));
    expect(expired.reason).toBe("Expired");
    const next = await store.list(LEASES, { limit: 2, continue: expired.continueToken! });
    expect(names(next.items)).toEqual(["ns-0/zzz", "ns-1/l-001"]);

    const garbage = await rejection(store.list(LEASES, { continue: "not a token!" }));
    expect([garbage.reason, garbage.code]).toEqual(["BadRequest", 400]);
    expect(
      (
        await rejection(
          store.list(LEASES, { continue: Buffer.from('{"v":1}').toString("base64url") }),
        )
      ).reason,
    ).toBe("BadRequest");
    const withRv = await rejection(
      store.list(LEASES, { continue: first.continue!, resourceVersion: "3" }),
    );
    expect([withRv.reason, withRv.message]).toEqual([
      "BadRequest",
      "specifying resource version is not allowed when using continue",
    ]);
    const otherNamespace = await rejection(
      store.list(LEASES, { namespace: "ns-2", continue: next.continue! }),
    );
    expect(otherNamespace.reason).toBe("BadRequest");
  });

  it("treats tokens from a revision the store never reached (a restarted store) as expired", async () => {
    const old = new MemoryStore();
    await seeded(old, 20);
    const token = (await old.list(LEASES, { limit: 2 })).continue!;
    const restarted = new MemoryStore();
    await seeded(restarted, 3);
    const expired = await rejection(restarted.list(LEASES, { limit: 2, continue: token }));
    expect(expired.reason).toBe("Expired");
    expect(
      names((await restarted.list(LEASES, { continue: expired.continueToken! })).items),
    ).toEqual(["ns-1/l-001", "ns-2/l-002"]);
  });

  it("serves resourceVersion and resourceVersionMatch as Kubernetes", async () => {
    const store = new MemoryStore();
    await store.create(LEASES, lease("ns", "a")); // 2
    const b = await store.create(LEASES, lease("ns", "b")); // 3
    const at3 = store.resourceVersion();
    await store.update(
      LEASES,
      changed(b, (o) => (o.spec.holderIdentity = "node-9")),
    ); // 4
    await store.delete(LEASES, "ns", "a"); // 5
    await store.create(LEASES, lease("ns", "c")); // 6
    const current = ["ns/b", "ns/c"];

    expect(names((await store.list(LEASES, {})).items)).toEqual(current);
    expect(names((await store.list(LEASES, { resourceVersion: "0" })).items)).toEqual(current);
    const notOlder = await store.list(LEASES, {
      resourceVersion: at3,
      resourceVersionMatch: "NotOlderThan",
    });
    expect([names(notOlder.items), notOlder.resourceVersion]).toEqual([current, "6"]);
    const legacy = await store.list(LEASES, { resourceVersion: at3 }); // no limit: NotOlderThan
    expect(names(legacy.items)).toEqual(current);

    const exact = await store.list(LEASES, { resourceVersion: at3, resourceVersionMatch: "Exact" });
    expect(exact.resourceVersion).toBe("3");
    expect(names(exact.items)).toEqual(["ns/a", "ns/b"]);
    expect((exact.items[1]!.spec as { holderIdentity: string }).holderIdentity).toBe("node-1");
    expect(meta(exact.items[1]).resourceVersion).toBe("3");
    const legacyPaged = await store.list(LEASES, { resourceVersion: at3, limit: 1 }); // limit: Exact
    expect([
      names(legacyPaged.items),
      legacyPaged.resourceVersion,
      legacyPaged.remainingItemCount,
    ]).toEqual([["ns/a"], "3", 1]);
    const page2 = await store.list(LEASES, { limit: 1, continue: legacyPaged.continue! });
    expect([names(page2.items), page2.continue]).toEqual([["ns/b"], undefined]);
    expect(
      names(
        (await store.list(LEASES, { resourceVersion: "1", resourceVersionMatch: "Exact" })).items,
      ),
    ).toEqual([]);

    const tooLarge = await rejection(
      store.list(LEASES, { resourceVersion: "99", resourceVersionMatch: "NotOlderThan" }),
    );
    expect([tooLarge.reason, tooLarge.code, tooLarge.message]).toEqual([
      "Timeout",
      504,
      "Too large resource version: 99, current: 6",
    ]);
    expect(tooLarge.details?.causes).toEqual([
      { reason: "ResourceVersionTooLarge", message: "Too large resource version" },
    ]);
    expect((await rejection(store.list(LEASES, { resourceVersion: "abc" }))).reason).toBe(
      "BadRequest",
    );
    expect(
      (await rejection(store.list(LEASES, { resourceVersion: "0", resourceVersionMatch: "Exact" })))
        .reason,
    ).toBe("Invalid");
    expect(
      (await rejection(store.list(LEASES, { resourceVersionMatch: "NotOlderThan" }))).reason,
    ).toBe("Invalid");

    store.compact(5);
    const old = await rejection(
      store.list(LEASES, { resourceVersion: at3, resourceVersionMatch: "Exact" }),
    );
    expect([old.reason, old.code, old.message]).toEqual([
      "Expired",
      410,
      "The resourceVersion for the provided list is too old.",
    ]);
    expect(
      names(
        (await store.list(LEASES, { resourceVersion: "5", resourceVersionMatch: "Exact" })).items,
      ),
    ).toEqual(["ns/b"]);
  });

  it("lists 100,000 objects, holding each object once", async () => {
    const store = new MemoryStore();
    const EVENTS: ResourceKey = {
      group: "events.core.io",
      version: "v1",
      resource: "events",
      namespaced: true,
    };
    for (let i = 0; i < 100_000; i++) {
      await store.create(EVENTS, {
        metadata: { name: `e-${i}`, namespace: `ns-${i % 20}`, labels: { app: `a${i % 10}` } },
        note: "pulled",
      });
    }
    const all = await store.list(EVENTS, {});
    expect(all.items).toHaveLength(100_000);
    const again = await store.list(EVENTS, {});
    expect(again.items[500]).toBe(all.items[500]); // the same frozen objects, not copies
    const ns = await store.list(EVENTS, { namespace: "ns-3", limit: 50 });
    expect([ns.items.length, ns.remainingItemCount]).toEqual([50, 4950]);
    const selected = await store.list(EVENTS, { select: labels("app in (a1,a2)") });
    expect(selected.items).toHaveLength(20_000);
  });
});

describe("watch", () => {
  it("delivers every change after a resourceVersion, in order", async () => {
    const store = new MemoryStore();
    const a = await store.create(LEASES, lease("ns", "a"));
    const from = store.resourceVersion();
    const b = await store.create(LEASES, lease("ns", "b"));
    await store.update(
      LEASES,
      changed(a, (o) => (o.spec.holderIdentity = "x")),
    );
    const { events, errors } = record(store, LEASES, { resourceVersion: from });
    // Changes right after watch() returns, before anything was delivered, are not missed
    // (the memory store writes synchronously; the promises only report).
    const writes = [store.delete(LEASES, "ns", "b"), store.create(LEASES, lease("other", "c"))];
    expect(events).toEqual([]); // never called inside watch(), nor before the caller's code goes on
    await Promise.all(writes);
    await tick();
    await store
      .update(
        LEASES,
        changed(b, (o) => (o.metadata.name = "b")),
      )
      .catch(() => undefined); // NotFound: no event
    expect(summary(events)).toEqual(["ADDED b@3", "MODIFIED a@4", "DELETED b@5", "ADDED c@6"]);
    expect(errors).toEqual([]);
    const deleted = events[2] as StoreEvent;
    expect(meta(deleted.object).resourceVersion).toBe("5");
  });

  it("watches one namespace, or one object", async () => {
    const store = new MemoryStore();
    const from = store.resourceVersion();
    const ns = record(store, LEASES, { resourceVersion: from, namespace: "a" });
    const one = record(store, LEASES, { resourceVersion: from, namespace: "a", name: "x" });
    await store.create(LEASES, lease("a", "x"));
    await store.create(LEASES, lease("a", "y"));
    await store.create(LEASES, lease("a-b", "x"));
    await store.create(LEASES, lease("b", "x"));
    await tick();
    expect(summary(ns.events)).toEqual(["ADDED x@2", "ADDED y@3"]);
    expect(summary(one.events)).toEqual(["ADDED x@2"]);
  });

  it("bounds the kept history by bytes as well as by count: large changes are dropped sooner (410 for older revisions)", async () => {
    const store = new MemoryStore({ historyBytes: 1_000_000 });
    const annotation = "x".repeat(240 * 1024);
    const a = await store.create(LEASES, lease("ns", "big"));
    let last = a;
    for (let i = 0; i < 50; i++)
      last = await store.update(LEASES, {
        ...changed(last, () => undefined),
        metadata: { ...meta(last), annotations: { big: `${i}${annotation}` } },
      } as StoredObject);
    const usage = store.historyUsage(LEASES);
    expect(usage.bytes).toBeLessThanOrEqual(1_000_000);
    expect(usage.changes).toBeLessThan(5);
    const old = record(store, LEASES, { resourceVersion: meta(a).resourceVersion });
    const recent = record(store, LEASES, {
      resourceVersion: String(Number(meta(last).resourceVersion) - 1),
    });
    await tick();
    expect(old.errors.map((e) => e.code)).toEqual([410]);
    expect(recent.events).toHaveLength(1);
    // The default budget holds far more than this, far less than 8,000 such updates.
    const defaults = new MemoryStore();
    let d = await defaults.create(LEASES, lease("ns", "big"));
    for (let i = 0; i < 400; i++)
      d = await defaults.update(LEASES, {
        ...changed(d, () => undefined),
        metadata: { ...meta(d), annotations: { big: `${i}${annotation}` } },
      } as StoredObject);
    expect(defaults.historyUsage(LEASES).bytes).toBeLessThanOrEqual(DEFAULT_HISTORY_BYTES);
    expect(defaults.historyUsage(LEASES).changes).toBeLessThan(400);
  });

  it("fails with 410 Expired when the revision is older than the kept history", async () => {
    const store = new MemoryStore({ historySize: 3 });
    const a = await store.create(LEASES, lease("ns", "a")); // 2
    for (let i = 0; i < 4; i++)
      await store.update(
        LEASES,
        changed(a, (o) => (o.spec.holderIdentity = `n-${i}`)),
      ); // 3..6
    // Kept: 4, 5, 6. From 3 every later change is kept; from 2 the change 3 is gone.
    const ok = record(store, LEASES, { resourceVersion: "3" });
    const old = record(store, LEASES, { resourceVersion: "2" });
    await tick();
    expect(summary(ok.events)).toEqual(["MODIFIED a@4", "MODIFIED a@5", "MODIFIED a@6"]);
    expect(old.events).toEqual([]);
    expect(old.errors).toHaveLength(1);
    expect([old.errors[0]!.reason, old.errors[0]!.code, old.errors[0]!.message]).toEqual([
      "Expired",
      410,
      "too old resource version: 2 (3)",
    ]);
    // A watch that failed is over: stop() is harmless.
    old.watcher.stop();
    // Other resources keep their own history.
    const other = record(store, CLASSES, { resourceVersion: "2" });
    await store.create(CLASSES, { metadata: { name: "p" } });
    await tick();
    expect(summary(other.events)).toEqual(["ADDED p@7"]);
  });

  it("fails with 504 for a revision the store has not reached, and 400 for a malformed one", async () => {
    const store = new MemoryStore();
    const future = record(store, LEASES, { resourceVersion: "50" });
    const bad = record(store, LEASES, { resourceVersion: "x" });
    await tick();
    expect(future.errors.map((e) => [e.reason, e.code])).toEqual([["Timeout", 504]]);
    expect(bad.errors.map((e) => e.reason)).toEqual(["BadRequest"]);
  });

  it("turns selector matches into ADDED and DELETED, as the watch cache does", async () => {
    const store = new MemoryStore();
    const a = await store.create(LEASES, lease("ns", "a", { labels: { app: "web" } }));
    const byLabel = record(store, LEASES, {
      resourceVersion: store.resourceVersion(),
      select: labels("app=web"),
    });
    const byField = record(store, LEASES, {
      resourceVersion: store.resourceVersion(),
      select: fields("spec.holderIdentity=node-1", ["spec.holderIdentity"]),
    });
    const moved = await store.update(
      LEASES,
      changed(a, (o) => (o.metadata.labels = { app: "db" })),
    ); // 3: leaves app=web
    const back = await store.update(
      LEASES,
      changed(moved, (o) => (o.metadata.labels = { app: "web" })),
    ); // 4: returns
    const relabeled = await store.update(
      LEASES,
      changed(back, (o) => (o.spec.holderIdentity = "node-2")),
    ); // 5: modified (label), leaves (field)
    await store.create(LEASES, lease("ns", "other", { labels: { app: "db" } })); // 6: never matches the label
    await store.delete(LEASES, "ns", "a"); // 7
    await tick();
    expect(summary(byLabel.events)).toEqual([
      "DELETED a@3",
      "ADDED a@4",
      "MODIFIED a@5",
      "DELETED a@7",
    ]);
    // An object leaving the selection is its previous state at the new revision.
    const left = byLabel.events[0] as StoreEvent;
    expect(meta(left.object).labels).toEqual({ app: "web" });
    expect(meta(left.object).resourceVersion).toBe("3");
    expect(summary(byField.events)).toEqual([
      "MODIFIED a@3",
      "MODIFIED a@4",
      "DELETED a@5",
      "ADDED other@6",
    ]);
    expect((byField.events[2] as StoreEvent).object.spec).toEqual({ holderIdentity: "node-1" });
    expect(meta(relabeled).resourceVersion).toBe("5");
  });

  it("replays selector changes from history the same way", async () => {
    const store = new MemoryStore();
    const from = store.resourceVersion();
    const a = await store.create(LEASES, lease("ns", "a", { labels: { app: "web" } }));
    await store.update(
      LEASES,
      changed(a, (o) => (o.metadata.labels = { app: "db" })),
    );
    const w = record(store, LEASES, { resourceVersion: from, select: labels("app=web") });
    await tick();
    expect(summary(w.events)).toEqual(["ADDED a@2", "DELETED a@3"]);
  });

  it("sends initial events: synthetic ADDED, then a bookmark for sendInitialEvents", async () => {
    const store = new MemoryStore();
    await store.create(LEASES, lease("ns", "b", { labels: { app: "web" } }));
    await store.create(LEASES, lease("ns", "a", { labels: { app: "web" } }));
    await store.create(LEASES, lease("ns", "c", { labels: { app: "db" } }));
    const initial = record(store, LEASES, { sendInitialEvents: true, select: labels("app=web") });
    const fromRv = record(store, LEASES, { sendInitialEvents: true, resourceVersion: "2" });
    const legacy = record(store, LEASES, {}); // no resourceVersion: synthetic ADDED, no bookmark
    const any = record(store, LEASES, { resourceVersion: "0" });
    const none = record(store, LEASES, { sendInitialEvents: false });
    await store.create(LEASES, lease("ns", "d", { labels: { app: "web" } }));
    await tick();
    expect(summary(initial.events)).toEqual([
      "ADDED a@3",
      "ADDED b@2",
      "BOOKMARK 4 end",
      "ADDED d@5",
    ]);
    expect(summary(fromRv.events)).toEqual([
      "ADDED a@3",
      "ADDED b@2",
      "ADDED c@4",
      "BOOKMARK 4 end",
      "ADDED d@5",
    ]);
    expect(summary(legacy.events)).toEqual(["ADDED a@3", "ADDED b@2", "ADDED c@4", "ADDED d@5"]);
    expect(summary(any.events)).toEqual(summary(legacy.events));
    expect(summary(none.events)).toEqual(["ADDED d@5"]);
  });

  it("sends bookmarks at the current revision to running watches", async () => {
    const store = new MemoryStore({ bookmarkIntervalMs: 0 });
    const w = record(store, LEASES, { resourceVersion: store.resourceVersion() });
    store.sendBookmarks(); // still starting: nothing yet
    await tick();
    await store.create(CLASSES, { metadata: { name: "p" } });
    store.sendBookmarks();
    expect(summary(w.events)).toEqual(["BOOKMARK 2"]);
  });

  it("sends bookmarks every bookmarkIntervalMs while watches run", async () => {
    const store = new MemoryStore({ bookmarkIntervalMs: 20 });
    const w = record(store, LEASES, { resourceVersion: store.resourceVersion() });
    await new Promise((resolve) => setTimeout(resolve, 70));
    expect(w.events.length).toBeGreaterThanOrEqual(2);
    expect(w.events.every((e) => e.type === "BOOKMARK")).toBe(true);
    w.watcher.stop();
    const count = w.events.length;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(w.events.length).toBe(count);
  });

  it("stops: no event after stop(), including queued ones", async () => {
    const store = new MemoryStore();
    const w = record(store, LEASES, { resourceVersion: store.resourceVersion() });
    const created = store.create(LEASES, lease("ns", "a")); // queued for the watcher's first delivery
    w.watcher.stop();
    await created;
    w.watcher.stop();
    await tick();
    await store.create(LEASES, lease("ns", "b"));
    expect(w.events).toEqual([]);
  });

  it("keeps revision order when a listener writes, and isolates a throwing listener", async () => {
    const store = new MemoryStore();
    const order: string[][] = [[], []];
    const first = store.watch(
      LEASES,
      { resourceVersion: store.resourceVersion() },
      (e) => {
        if (e.type === "BOOKMARK") return;
        order[0]!.push(`${e.type} ${meta(e.object).name}@${e.resourceVersion}`);
        if (meta(e.object).name === "a") void store.create(LEASES, lease("ns", "from-listener"));
      },
      () => undefined,
    );
    store.watch(
      LEASES,
      { resourceVersion: store.resourceVersion() },
      (e) =>
        e.type !== "BOOKMARK" &&
        order[1]!.push(`${e.type} ${meta(e.object).name}@${e.resourceVersion}`),
      () => undefined,
    );
    let thrown = 0;
    store.watch(
      LEASES,
      { resourceVersion: store.resourceVersion() },
      () => {
        thrown++;
        throw new Error("listener failure");
      },
      () => undefined,
    );
    await tick();
    await store.create(LEASES, lease("ns", "a"));
    await store.create(LEASES, lease("ns", "b"));
    expect(order[0]).toEqual(["ADDED a@2", "ADDED from-listener@3", "ADDED b@4"]);
    expect(order[1]).toEqual(order[0]);
    expect(thrown).toBe(1);
    first.stop();
  });

  it("fans one change out to 1,000 watchers quickly and correctly", async () => {
    const store = new MemoryStore();
    await store.create(LEASES, lease("ns-0", "seed"));
    const from = store.resourceVersion();
    const received: Seen[][] = [];
    for (let i = 0; i < 1000; i++) {
      const events: Seen[] = [];
      received.push(events);
      const query =
        i % 4 === 0
          ? { resourceVersion: from, select: labels("app=web") }
          : i % 4 === 1
            ? { resourceVersion: from, namespace: `ns-${i % 3}` }
            : { resourceVersion: from };
      store.watch(
        LEASES,
        query,
        (e) => events.push(e),
        () => undefined,
      );
    }
    await tick();
    await store.create(LEASES, lease("ns-1", "x", { labels: { app: "web" } }));
    await store.create(LEASES, lease("ns-2", "y", { labels: { app: "db" } }));
    for (let i = 0; i < 1000; i++) {
      const got = summary(received[i]!);
      if (i % 4 === 0) expect(got).toEqual(["ADDED x@3"]);
      else if (i % 4 === 1)
        expect(got).toEqual(i % 3 === 1 ? ["ADDED x@3"] : i % 3 === 2 ? ["ADDED y@4"] : []);
      else expect(got).toEqual(["ADDED x@3", "ADDED y@4"]);
    }
    // Every watcher got the same event object: nothing is copied per watcher.
    expect(received[2]![0]).toBe(received[3]![0]);
    store.close();
  });
});

describe("history", () => {
  it("stays bounded, and compact() drops it", async () => {
    const store = new MemoryStore({ historySize: 100 });
    const a = await store.create(LEASES, lease("ns", "a"));
    let current = a;
    for (let i = 0; i < 5000; i++)
      current = await store.update(
        LEASES,
        changed(current, (o) => (o.spec.holderIdentity = `n-${i}`)),
      );
    const tooOld = record(store, LEASES, { resourceVersion: "4000" });
    const recent = record(store, LEASES, { resourceVersion: String(5002 - 100) });
    await tick();
    expect(tooOld.errors.map((e) => e.reason)).toEqual(["Expired"]);
    expect(recent.events).toHaveLength(100);
    recent.watcher.stop();
    store.compact();
    const afterCompaction = record(store, LEASES, { resourceVersion: String(5000) });
    await tick();
    expect(afterCompaction.errors.map((e) => e.message)).toEqual([
      "too old resource version: 5000 (5002)",
    ]);
    expect(isStoreError(afterCompaction.errors[0], "Expired")).toBe(true);
  });
});
