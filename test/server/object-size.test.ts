/**
 * The largest object a store keeps (etcd's default --max-request-bytes, which bounds every
 * object of a Kubernetes cluster): writes past it fail as Kubernetes answers etcd's refusal,
 * so that writes that each fit the body limit cannot grow an object without end.
 */
import { describe, expect, it } from "vitest";
import { MemoryStore } from "../../templates/server/storage/memory-store.js";
import { MAX_OBJECT_BYTES } from "../../templates/server/storage/objects.js";
import {
  StoreError,
  type ResourceKey,
  type StoredObject,
} from "../../templates/server/storage/storage.js";
import { storeErrorOf } from "../../templates/server/storage/etcd/etcd-errors.js";

const CLASSES: ResourceKey = {
  group: "scheduling.core.io",
  version: "v1",
  resource: "priorityclasses",
  namespaced: false,
};

/** A PriorityClass whose stored JSON is exactly `bytes` long (ASCII), or made of `char`s. */
function sized(name: string, bytes: number, char = "x"): StoredObject {
  const shell = JSON.stringify({
    apiVersion: "scheduling.core.io/v1",
    kind: "PriorityClass",
    metadata: { name },
    value: 1,
    description: "",
  });
  const perChar = Buffer.byteLength(char);
  return {
    apiVersion: "scheduling.core.io/v1",
    kind: "PriorityClass",
    metadata: { name },
    value: 1,
    description: char.repeat(Math.floor((bytes - shell.length) / perChar)),
  };
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

describe("the largest object a store keeps", () => {
  it("is etcd's default request limit, 1.5 MiB", () => {
    expect(MAX_OBJECT_BYTES).toBe(1_572_864);
  });

  it("keeps an object of exactly the limit, and refuses one byte more as Kubernetes answers etcd's refusal (500, no reason)", async () => {
    const store = new MemoryStore();
    await store.create(CLASSES, sized("at", MAX_OBJECT_BYTES));
    const error = await rejection(store.create(CLASSES, sized("over", MAX_OBJECT_BYTES + 1)));
    expect({ code: error.code, reason: error.reason, message: error.message }).toEqual({
      code: 500,
      reason: "",
      message: "etcdserver: request is too large",
    });
    expect(await store.get(CLASSES, undefined, "over")).toBeUndefined();
  });

  it("refuses an update that grows an object past it, and keeps the object as it was", async () => {
    const store = new MemoryStore();
    const created = await store.create(CLASSES, sized("grow", 1024));
    const error = await rejection(store.update(CLASSES, sized("grow", MAX_OBJECT_BYTES + 10)));
    expect(error.message).toBe("etcdserver: request is too large");
    expect(await store.get(CLASSES, undefined, "grow")).toBe(created);
    expect(store.resourceVersion()).toBe(
      (created.metadata as { resourceVersion: string }).resourceVersion,
    );
  });

  it("counts UTF-8 bytes, not characters", async () => {
    const store = new MemoryStore();
    // "é" is two bytes, "€" three: as characters these objects are half or a third of the limit.
    await store.create(CLASSES, sized("accents", MAX_OBJECT_BYTES, "é"));
    for (const [name, char] of [
      ["more-accents", "é"],
      ["euros", "€"],
    ] as const) {
      const object = sized(name, MAX_OBJECT_BYTES + 3, char);
      expect(JSON.stringify(object).length).toBeLessThan(MAX_OBJECT_BYTES);
      expect((await rejection(store.create(CLASSES, object))).message).toBe(
        "etcdserver: request is too large",
      );
    }
  });

  it("maps etcd's own refusal (its limit may be set lower) to the same error", () => {
    // What the etcd3 client rejects with (measured against an etcd run with --max-request-bytes 100000).
    const mapped = storeErrorOf(
      new Error("3 INVALID_ARGUMENT: etcdserver: request is too large"),
      CLASSES,
      "create",
    );
    expect(mapped).toBeInstanceOf(StoreError);
    expect((mapped as StoreError).message).toBe("etcdserver: request is too large");
    expect((mapped as StoreError).code).toBe(500);
  });
});
