/**
 * The stores every server suite runs against: the in-memory store, and the etcd store over
 * an etcd of the suite's own (skipped outside CI when etcd is not installed, see
 * helpers/etcd.ts). One suite, two stores: the same tests, the same expectations.
 */
import {
  Cacher,
  EtcdStore,
  MemoryStore,
  type CacherOptions,
  type EtcdStoreOptions,
  type MemoryStoreOptions,
} from "../../output/server/dist/index.js";
import { startEtcd, uniquePrefix, WITH_ETCD, type EtcdProcess } from "../helpers/etcd.js";

/** What the suites ask of a store besides the Storage interface. */
export type TestStore = (MemoryStore | Cacher) & {
  compact(revision?: number): void | Promise<void>;
};

export interface StoreVariant {
  readonly name: "memory" | "etcd";
  /** A new, empty store (each its own key space). */
  create(options?: MemoryStoreOptions): Promise<TestStore>;
  /**
   * A store on the key space of one made by create(), as a second server on the same data
   * sees it: the same memory store, or another etcd client on the same prefix.
   */
  twin(store: TestStore): Promise<TestStore>;
  /** Closes the stores it made, and stops its etcd. */
  dispose(): Promise<void>;
}

function memory(): StoreVariant {
  const made: MemoryStore[] = [];
  return {
    name: "memory",
    create: async (options) => {
      const store = new MemoryStore(options);
      made.push(store);
      return store;
    },
    twin: async (store) => store,
    dispose: async () => {
      for (const store of made) store.close();
    },
  };
}

function etcd(): StoreVariant {
  let process: Promise<EtcdProcess> | undefined;
  const made: Cacher[] = [];
  const prefixes = new WeakMap<object, string>();
  const open = async (prefix: string, options?: MemoryStoreOptions) => {
    process ??= startEtcd();
    const store = etcdStore({ ...options, endpoints: [(await process).endpoint], prefix });
    made.push(store);
    prefixes.set(store, prefix);
    return store;
  };
  return {
    name: "etcd",
    create: (options) => open(uniquePrefix(), options),
    twin: (store) => open(prefixes.get(store)!),
    dispose: async () => {
      await Promise.all(made.map((s) => s.close()));
      if (process) await (await process).destroy();
    },
  };
}

/** The etcd store under its watch cache, as the server runs it: the options of both. */
export function etcdStore(options: EtcdStoreOptions & CacherOptions): Cacher {
  return new Cacher(new EtcdStore(options), options);
}

/** The stores to run a suite against. */
export function storeVariants(): StoreVariant[] {
  return WITH_ETCD ? [memory(), etcd()] : [memory()];
}
