// Copied by corespec from templates/server/apimachinery/stored-index.ts. DO NOT EDIT: change the template and run `npm run generate`.
export class StoredIndex {
  storage;
  keys;
  build;
  index;
  /** Bumped by every change the watches see; the index is current when built at the latest. */
  generation = 0;
  builtGeneration = -1;
  watchers = [];
  building;
  /** `build` gets the objects of each key, in the order of `keys`. */
  constructor(storage, keys, build) {
    this.storage = storage;
    this.keys = keys;
    this.build = build;
  }
  /** The index, without waiting when it is current. */
  current() {
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
  watch() {
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
  async rebuild() {
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
  async listAll(key) {
    const items = [];
    let token;
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
