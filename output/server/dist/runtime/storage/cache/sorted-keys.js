// Copied by corespec from templates/server/storage/cache/sorted-keys.ts. DO NOT EDIT: change the template and run `npm run generate`.
/**
 * The sorted keys of a resource (namespace, then name: the etcd key order). Keys added and
 * removed since the last read are merged on the next read, so writes cost O(1) and pages are
 * found by binary search.
 */
export function compare(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}
/** The first index whose key is >= `key`. */
export function lowerBound(keys, key) {
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (keys[mid] < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
/** The first index whose key is > `key`. */
export function upperBound(keys, key) {
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (keys[mid] <= key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
export class SortedKeys {
  present;
  /** Sorted; may hold keys removed since, and miss keys added since, until the next read. */
  sorted = [];
  added = [];
  removed = [];
  /** `present` tells which keys exist now (the resource's object map). */
  constructor(present) {
    this.present = present;
  }
  add(key) {
    this.added.push(key);
  }
  remove(key) {
    this.removed.push(key);
  }
  /** Every present key, sorted. */
  read() {
    const pending = this.added.length + this.removed.length;
    if (pending === 0) return this.sorted;
    const sorted = this.sorted;
    if (pending <= 64 + (sorted.length >>> 6)) {
      // A few writes since the last read: edit in place (splice moves memory natively).
      for (const key of this.removed) {
        if (this.present(key)) continue;
        const at = lowerBound(sorted, key);
        if (sorted[at] === key) sorted.splice(at, 1);
      }
      for (const key of this.added) {
        if (!this.present(key)) continue;
        const at = lowerBound(sorted, key);
        if (sorted[at] !== key) sorted.splice(at, 0, key);
      }
    } else {
      // Many: one merge of the sorted additions.
      const added = this.added.sort(compare);
      const merged = [];
      let i = 0;
      let j = 0;
      while (i < sorted.length || j < added.length) {
        let key;
        if (j >= added.length || (i < sorted.length && sorted[i] <= added[j])) key = sorted[i++];
        else key = added[j++];
        if (merged.length > 0 && merged[merged.length - 1] === key) continue;
        if (this.present(key)) merged.push(key);
      }
      this.sorted = merged;
    }
    this.added = [];
    this.removed = [];
    return this.sorted;
  }
  /** Forgets every key (the resource's objects were replaced). */
  reset(keys) {
    this.sorted = [...keys].sort(compare);
    this.added = [];
    this.removed = [];
  }
}
