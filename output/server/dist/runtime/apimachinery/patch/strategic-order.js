// Copied by corespec from templates/server/apimachinery/patch/strategic-order.ts. DO NOT EDIT: change the template and run `npm run generate`.
import { has, isObject } from "./values.js";
import { DIRECTIVE, errBadArgType, errNoMergeKey, SmpError } from "./strategic-core.js";
export function partitionPrimitives(list, by) {
  const present = new Set(by);
  const inPatch = [];
  const serverOnly = [];
  for (const v of list) (present.has(v) ? inPatch : serverOnly).push(v);
  return [inPatch, serverOnly];
}
export function partitionMaps(list, by, mergeKey) {
  const present = /* @__PURE__ */ new Set();
  by.forEach((item, i) => {
    if (!isObject(item)) throw new SmpError(`value for key ${i} is not a map.`);
    if (has(item, mergeKey)) present.add(item[mergeKey]);
  });
  const inPatch = [];
  const serverOnly = [];
  for (const v of list) {
    if (!isObject(v)) throw errBadArgType("map[string]interface {}", v);
    if (!has(v, mergeKey)) throw errNoMergeKey(v, mergeKey);
    const value = v[mergeKey];
    (value !== null && typeof value === "object" ? false : present.has(value)) ? inPatch.push(v) : serverOnly.push(v);
  }
  return [inPatch, serverOnly];
}
export function extractToDelete(list) {
  const keep = [];
  const drop = [];
  for (const v of list) {
    if (!isObject(v)) throw errBadArgType("map[string]interface {}", v);
    (has(v, DIRECTIVE) && v[DIRECTIVE] === "delete" ? drop : keep).push(v);
  }
  return [keep, drop];
}
export function indexer(order, mergeKey, kind) {
  const valueOf = (item) => {
    if (kind !== "map") return item;
    if (!isObject(item) || !has(item, mergeKey)) return null;
    const v = item[mergeKey];
    return v === void 0 ? null : v;
  };
  const positions = /* @__PURE__ */ new Map();
  order.forEach((item, i) => {
    const v = valueOf(item);
    if (!positions.has(v)) positions.set(v, i);
  });
  return (item) => positions.get(valueOf(item)) ?? -1;
}
export function normalizeSliceOrder(toSort, order, mergeKey, kind) {
  let toDelete = [];
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
export function normalizeElementOrder(patchItems, serverOnly, patchOrder, serverOrder, mergeKey, kind) {
  const right = normalizeSliceOrder(patchItems, patchOrder, mergeKey, kind);
  const left = normalizeSliceOrder(serverOnly, serverOrder, mergeKey, kind);
  const index = indexer(serverOrder, mergeKey, kind);
  const out = [];
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
export function goSliceStable(data, less) {
  const lt = (i, j) => less(data[i], data[j]);
  const swap = (i, j) => {
    const t = data[i];
    data[i] = data[j];
    data[j] = t;
  };
  const insertionSort = (a2, b2) => {
    for (let i = a2 + 1; i < b2; i++) for (let j = i; j > a2 && lt(j, j - 1); j--) swap(j, j - 1);
  };
  const swapRange = (a2, b2, n2) => {
    for (let i = 0; i < n2; i++) swap(a2 + i, b2 + i);
  };
  const rotate = (a2, m, b2) => {
    let i = m - a2;
    let j = b2 - m;
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
  const symMerge = (a2, m, b2) => {
    if (m - a2 === 1) {
      let i = m;
      let j = b2;
      while (i < j) {
        const h = i + j >>> 1;
        if (lt(h, a2)) i = h + 1;
        else j = h;
      }
      for (let k = a2; k < i - 1; k++) swap(k, k + 1);
      return;
    }
    if (b2 - m === 1) {
      let i = a2;
      let j = m;
      while (i < j) {
        const h = i + j >>> 1;
        if (!lt(m, h)) i = h + 1;
        else j = h;
      }
      for (let k = m; k > i; k--) swap(k, k - 1);
      return;
    }
    const mid = a2 + b2 >>> 1;
    const n2 = mid + m;
    let start;
    let r;
    if (m > mid) {
      start = n2 - b2;
      r = mid;
    } else {
      start = a2;
      r = m;
    }
    const p = n2 - 1;
    while (start < r) {
      const c = start + r >>> 1;
      if (!lt(p - c, c)) start = c + 1;
      else r = c;
    }
    const end = n2 - start;
    if (start < m && m < end) rotate(start, m, end);
    if (a2 < start && start < mid) symMerge(a2, start, mid);
    if (mid < end && end < b2) symMerge(mid, end, b2);
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
