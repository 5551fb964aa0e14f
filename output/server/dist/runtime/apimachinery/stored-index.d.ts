/**
 * What a server plugin derives from the objects of a few resources it stores, kept current as
 * Kubernetes' plugins keep theirs from informers: the RBAC authorizer's roles and bindings, the
 * admission webhooks' configurations. The objects are listed, the index built, and the resources
 * watched; any event, or a watch that ends, makes the index stale, and the next call builds it
 * again. While no watch runs (a watch cache still filling refuses them), every call lists.
 */
import type { ResourceKey, Storage, StoredObject } from "../storage/storage.js";
export declare class StoredIndex<T> {
  private readonly storage;
  private readonly keys;
  private readonly build;
  private index?;
  /** Bumped by every change the watches see; the index is current when built at the latest. */
  private generation;
  private builtGeneration;
  private watchers;
  private building?;
  /** `build` gets the objects of each key, in the order of `keys`. */
  constructor(
    storage: Storage,
    keys: readonly ResourceKey[],
    build: (lists: readonly StoredObject[][]) => T,
  );
  /** The index, without waiting when it is current. */
  current(): T | Promise<T>;
  /** Watches the resources from now on; any event makes the index stale, an ended watch too. */
  private watch;
  private rebuild;
  /**
   * Every stored object, in pages of 500 as client-go's reflector lists: a paged list goes to the
   * storage below while the watch cache fills, where an unpaged one would get a 429.
   */
  private listAll;
}
