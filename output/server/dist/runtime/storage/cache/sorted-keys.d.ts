/**
 * The sorted keys of a resource (namespace, then name: the etcd key order). Keys added and
 * removed since the last read are merged on the next read, so writes cost O(1) and pages are
 * found by binary search.
 */
export declare function compare(a: string, b: string): number;
/** The first index whose key is >= `key`. */
export declare function lowerBound(keys: readonly string[], key: string): number;
/** The first index whose key is > `key`. */
export declare function upperBound(keys: readonly string[], key: string): number;
export declare class SortedKeys {
  private readonly present;
  /** Sorted; may hold keys removed since, and miss keys added since, until the next read. */
  private sorted;
  private added;
  private removed;
  /** `present` tells which keys exist now (the resource's object map). */
  constructor(present: (key: string) => boolean);
  add(key: string): void;
  remove(key: string): void;
  /** Every present key, sorted. */
  read(): readonly string[];
  /** Forgets every key (the resource's objects were replaced). */
  reset(keys: readonly string[]): void;
}
