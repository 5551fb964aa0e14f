/** The list helpers of strategic merge patch: partitions and the orders `$setElementOrder` asks for (strategicpatch). */
import { has, isObject } from "./values.js";
import { DIRECTIVE, errBadArgType, errNoMergeKey, SmpError, type Kind } from "./strategic-core.js";

/** Items of `list` present in `by`, and the others (partitionPrimitivesByPresentInList). */
export function partitionPrimitives(list: unknown[], by: unknown[]): [unknown[], unknown[]] {
  const present = new Set(by);
  const inPatch: unknown[] = [];
  const serverOnly: unknown[] = [];
  for (const v of list) (present.has(v) ? inPatch : serverOnly).push(v);
  return [inPatch, serverOnly];
}

/** Maps of `list` whose merge key value appears in `by`, and the others (partitionMapsByPresentInList). */
export function partitionMaps(
  list: unknown[],
  by: unknown[],
  mergeKey: string,
): [unknown[], unknown[]] {
  const present = new Set<unknown>();
  by.forEach((item, i) => {
    if (!isObject(item)) throw new SmpError(`value for key ${i} is not a map.`);
    if (has(item, mergeKey)) present.add(item[mergeKey]);
  });
  const inPatch: unknown[] = [];
  const serverOnly: unknown[] = [];
  for (const v of list) {
    if (!isObject(v)) throw errBadArgType("map[string]interface {}", v);
    if (!has(v, mergeKey)) throw errNoMergeKey(v, mergeKey);
    const value = v[mergeKey];
    if (value !== null && typeof value === "object" ? false : present.has(value)) inPatch.push(v);
    else serverOnly.push(v);
  }
  return [inPatch, serverOnly];
}

/** Items marked `$patch: delete`, split from the others. */
export function extractToDelete(list: unknown[]): [unknown[], unknown[]] {
  const keep: unknown[] = [];
  const drop: unknown[] = [];
  for (const v of list) {
    if (!isObject(v)) throw errBadArgType("map[string]interface {}", v);
    (has(v, DIRECTIVE) && v[DIRECTIVE] === "delete" ? drop : keep).push(v);
  }
  return [keep, drop];
}

/** The position of an item in an order list: by merge key value for maps, by value otherwise (first match). */
export function indexer(order: unknown[], mergeKey: string, kind: Kind): (item: unknown) => number {
  const valueOf = (item: unknown): unknown => {
    if (kind !== "map") return item;
    if (!isObject(item) || !has(item, mergeKey)) return null;
    const v = item[mergeKey];
    return v === undefined ? null : v;
  };
  const positions = new Map<unknown, number>();
  order.forEach((item, i) => {
    const v = valueOf(item);
    if (!positions.has(v)) positions.set(v, i);
  });
  return (item) => positions.get(valueOf(item)) ?? -1;
}

export function normalizeSliceOrder(
  toSort: unknown[],
  order: unknown[],
  mergeKey: string,
  kind: Kind,
): unknown[] {
  let toDelete: unknown[] = [];
  if (kind === "map") {
    for (const list of [toSort, order]) {
      for (const item of list) {
        if (!isObject(item)) throw errBadArgType("map[string]interface {}", item);
        if (!has(item, mergeKey)) throw errNoMergeKey(item, mergeKey);
      }
    }
    [toSort, toDelete] = extractToDelete(toSort);
  }
  const index = indexer(order, mergeKey, kind);
  const sorted = toSort.slice();
  goSliceStable(sorted, (a, b) => {
    const ia = index(a);
    if (ia >= 0) {
      const ib = index(b);
      if (ib >= 0) return ia < ib;
    }
    return true;
  });
  return sorted.concat(toDelete);
}

/**
 * Patch items and server-only items merged into one list: each keeps its own order, and where
 * both were in the live list, the live order decides (normalizeElementOrder + mergeSortedSlice).
 */
export function normalizeElementOrder(
  patchItems: unknown[],
  serverOnly: unknown[],
  patchOrder: unknown[],
  serverOrder: unknown[],
  mergeKey: string,
  kind: Kind,
): unknown[] {
  const right = normalizeSliceOrder(patchItems, patchOrder, mergeKey, kind);
  const left = normalizeSliceOrder(serverOnly, serverOrder, mergeKey, kind);
  const index = indexer(serverOrder, mergeKey, kind);
  const out: unknown[] = [];
  let i = 0;
  let j = 0;
  while (i < left.length && j < right.length) {
    const li = index(left[i]);
    const ri = index(right[j]);
    if (li >= 0 && ri >= 0 && li < ri) out.push(left[i++]);
    else out.push(right[j++]);
  }
  while (i < left.length) out.push(left[i++]);
  while (j < right.length) out.push(right[j++]);
  return out;
}

/**
 * Go's sort.SliceStable (insertion sort on blocks of 20, then SymMerge), step for step, so an
 * inconsistent `less` (as strategicpatch's is for items missing from the order) orders items
 * exactly as Kubernetes does.
 */
export function goSliceStable<T>(data: T[], less: (a: T, b: T) => boolean): void {
  const lt = (i: number, j: number): boolean => less(data[i]!, data[j]!);
  const swap = (i: number, j: number): void => {
    const t = data[i]!;
    data[i] = data[j]!;
    data[j] = t;
  };
  const insertionSort = (a: number, b: number): void => {
    for (let i = a + 1; i < b; i++) for (let j = i; j > a && lt(j, j - 1); j--) swap(j, j - 1);
  };
  const swapRange = (a: number, b: number, n: number): void => {
    for (let i = 0; i < n; i++) swap(a + i, b + i);
  };
  const rotate = (a: number, m: number, b: number): void => {
    let i = m - a;
    let j = b - m;
    while (i !== j) {
      if (i > j) {
        swapRange(m - i, m, j);
        i -= j;
      } else {
        swapRange(m - i, m + j - i, i);
        j -= i;
      }
    }
    swapRange(m - i, m, i);
  };
  const symMerge = (a: number, m: number, b: number): void => {
    if (m - a === 1) {
      let i = m;
      let j = b;
      while (i < j) {
        const h = (i + j) >>> 1;
        if (lt(h, a)) i = h + 1;
        else j = h;
      }
      for (let k = a; k < i - 1; k++) swap(k, k + 1);
      return;
    }
    if (b - m === 1) {
      let i = a;
      let j = m;
      while (i < j) {
        const h = (i + j) >>> 1;
        if (!lt(m, h)) i = h + 1;
        else j = h;
      }
      for (let k = m; k > i; k--) swap(k, k - 1);
      return;
    }
    const mid = (a + b) >>> 1;
    const n = mid + m;
    let start: number;
    let r: number;
    if (m > mid) {
      start = n - b;
      r = mid;
    } else {
      start = a;
      r = m;
    }
    const p = n - 1;
    while (start < r) {
      const c = (start + r) >>> 1;
      if (!lt(p - c, c)) start = c + 1;
      else r = c;
    }
    const end = n - start;
    if (start < m && m < end) rotate(start, m, end);
    if (a < start && start < mid) symMerge(a, start, mid);
    if (mid < end && end < b) symMerge(mid, end, b);
  };
  const n = data.length;
  let blockSize = 20;
  let a = 0;
  let b = blockSize;
  while (b <= n) {
    insertionSort(a, b);
    a = b;
    b += blockSize;
  }
  insertionSort(a, n);
  while (blockSize < n) {
    a = 0;
    b = 2 * blockSize;
    while (b <= n) {
      symMerge(a, a + blockSize, b);
      a = b;
      b += 2 * blockSize;
    }
    const m = a + blockSize;
    if (m < n) symMerge(a, m, n);
    blockSize *= 2;
  }
}
