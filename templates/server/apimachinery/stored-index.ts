/**
 * What a server plugin derives from the objects of a few resources it stores, kept current as
 * Kubernetes' plugins keep theirs from informers: the RBAC authorizer's roles and bindings, the
 * admission webhooks' configurations. The objects are listed, the index built, and the resources
 * watched; any event, or a watch that ends, makes the index stale, and the next call builds it
 * again. While no watch runs (a watch cache still filling refuses them), every call lists.
 */
import type { ResourceKey, Storage, StoredObject, Watcher } from "../storage/storage.js";

export class StoredIndex<T> {
  private index?: T;
  /** Bumped by every change the watches see; the index is current when built at the latest. */
  private generation = 0;
  private builtGeneration = -1;
  private watchers: Watcher[] = [];
  private building?: Promise<T>;

  /** `build` gets the objects of each key, in the order of `keys`. */
  constructor(
    private readonly storage: Storage,
    private readonly keys: readonly ResourceKey[],
    private readonly build: (lists: readonly StoredObject[][]) => T,
  ) {}

  /** The index, without waiting when it is current. */
  current(): T | Promise<T> {
    if (this.watchers.length === 0) this.watch();
    if (
      this.index !== undefined &&
      this.watchers.length === this.keys.length &&
      this.builtGeneration === this.generation
    )
      return this.index;
    this.building ??= this.rebuild().finally(() => (this.building = undefined));
    return this.building;
  }

  /** Watches the resources from now on; any event makes the index stale, an ended watch too. */
  private watch(): void {
    const ended = () => {
      for (const w of this.watchers.splice(0)) w.stop();
      this.generation++;
    };
    for (const key of this.keys) {
      try {
        this.watchers.push(
          this.storage.watch(key, { sendInitialEvents: false }, () => this.generation++, ended),
        );
      } catch {
        // A cache still filling refuses watches (429): every call lists until a later call's
        // watches start.
        ended();
        return;
      }
    }
  }

  private async rebuild(): Promise<T> {
    const generation = this.generation;
    const lists = await Promise.all(this.keys.map((key) => this.listAll(key)));
    this.index = this.build(lists);
    this.builtGeneration = generation;
    return this.index;
  }

  /**
   * Every stored object, in pages of 500 as client-go's reflector lists: a paged list goes to the
   * storage below while the watch cache fills, where an unpaged one would get a 429.
   */
  private async listAll(key: ResourceKey): Promise<StoredObject[]> {
    const items: StoredObject[] = [];
    let token: string | undefined;
    do {
      const page = await this.storage.list(key, {
        limit: 500,
        ...(token !== undefined ? { continue: token } : {}),
      });
      items.push(...page.items);
      token = page.continue;
    } while (token !== undefined && token !== "");
    return items;
  }
}
