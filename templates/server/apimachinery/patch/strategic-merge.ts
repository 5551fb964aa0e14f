/**
 * `application/strategic-merge-patch+json`: k8s.io/apimachinery strategicpatch
 * (StrategicMergeMapPatch) over the PatchMeta the generator writes per kind.
 */
import { ApiError, badRequest, unprocessableEntity } from "../status.js";
import {
  DIRECTIVE,
  DELETE_FROM_PRIMITIVE_LIST,
  SET_ELEMENT_ORDER,
  ERR_NO_LIST_OF_LISTS,
  errBadArgType,
  errBadPatchType,
  errNoMergeKey,
  kindOf,
  SmpError,
  type Kind,
} from "./strategic-core.js";
import {
  extractToDelete,
  normalizeElementOrder,
  partitionMaps,
  partitionPrimitives,
} from "./strategic-order.js";
import {
  clone,
  goValue,
  guardDepth,
  has,
  isObject,
  jsonKind,
  setOwn,
  type JsonObject,
  type PatchMeta,
} from "./values.js";
import {
  applyRetainKeys,
  directiveInMap,
  extractKey,
  fieldMeta,
  removeDirectives,
  strategyOf,
  takePatchValue,
} from "./strategic-directives.js";

function mergeMap(
  original: JsonObject | null,
  patch: JsonObject,
  meta: PatchMeta | undefined,
): JsonObject {
  if (has(patch, DIRECTIVE)) return directiveInMap(patch[DIRECTIVE], patch);
  const out = original ?? {};
  applyRetainKeys(out, patch);
  mergeSetElementOrder(out, patch, meta);
  for (const k of Object.keys(patch)) {
    const patchV = patch[k];
    let key = k;
    let isDeleteList = false;
    if (k.startsWith(DELETE_FROM_PRIMITIVE_LIST)) {
      key = extractKey(k, DELETE_FROM_PRIMITIVE_LIST);
      isDeleteList = true;
    }
    if (patchV === null) {
      delete out[key];
      continue;
    }
    if (!has(out, key)) {
      if (!isDeleteList) takePatchValue(out, key, patchV);
      continue;
    }
    const originalV = out[key];
    const kind = kindOf(originalV);
    if (kind !== kindOf(patchV)) {
      if (!isDeleteList) takePatchValue(out, key, patchV);
      continue;
    }
    const child = fieldMeta(meta, key);
    if (kind === "map") {
      setOwn(
        out,
        key,
        strategyOf(child) === "replace"
          ? patchV
          : mergeMap(originalV as JsonObject, patchV as JsonObject, child),
      );
    } else if (kind === "slice") {
      setOwn(
        out,
        key,
        mergeSliceHandler(originalV as unknown[], patchV as unknown[], child, isDeleteList),
      );
    } else {
      const [v, keep] = removeDirectives(patchV);
      if (keep) setOwn(out, key, v);
      else delete out[key];
    }
  }
  return out;
}
function mergeSetElementOrder(
  original: JsonObject,
  patch: JsonObject,
  meta: PatchMeta | undefined,
): void {
  for (const key of Object.keys(patch)) {
    if (!key.startsWith(SET_ELEMENT_ORDER)) continue;
    const order = patch[key];
    delete patch[key];
    if (!Array.isArray(order)) throw errBadArgType("[]interface {}", order);
    const listKey = extractKey(key, SET_ELEMENT_ORDER);
    const foundOriginal = has(original, listKey);
    const foundPatch = has(patch, listKey);
    const originalList = foundOriginal ? original[listKey] : [];
    const patchList = foundPatch ? patch[listKey] : [];
    if (!Array.isArray(originalList)) throw errBadArgType("[]interface {}", originalList);
    if (!Array.isArray(patchList)) throw errBadArgType("[]interface {}", patchList);
    const child = fieldMeta(meta, listKey);
    const mergeKey = child?.mergeKey ?? "";
    validateWithSetOrder(patchList, order, mergeKey);
    const view: BackingArray = { items: originalList.slice(), len: originalList.length };
    let merged: unknown[];
    if (foundOriginal && !foundPatch) merged = originalList;
    else if (!foundOriginal && foundPatch) merged = removeDirectives(patchList)[0] as unknown[];
    else if (foundOriginal && foundPatch)
      merged = mergeSliceHandler(originalList, patchList, child, false, view);
    else continue;
    if (originalList.length === 0 && patchList.length === 0) {
      setOwn(original, listKey, merged);
      delete patch[listKey];
      continue;
    }
    const [patchItems, serverOnly] =
      mergeKey === "" ? partitionPrimitives(merged, order) : partitionMaps(merged, order, mergeKey);
    const kind = elementKind(originalList, patchList);
    // The live order is the original list as Go sees it after the merge wrote into its array.
    setOwn(
      original,
      listKey,
      normalizeElementOrder(patchItems, serverOnly, order, view.items, mergeKey, kind),
    );
    delete patch[listKey];
  }
}

function containsDirective(item: unknown): boolean {
  return isObject(item) && has(item, DIRECTIVE);
}

function mergeKeyValueEqual(left: unknown, right: unknown, mergeKey: string): boolean {
  if (mergeKey === "") return left === right;
  if (!isObject(left)) throw errBadArgType("map[string]interface {}", left);
  if (!isObject(right)) throw errBadArgType("map[string]interface {}", right);
  if (!has(left, mergeKey)) throw errNoMergeKey(left, mergeKey);
  if (!has(right, mergeKey)) throw errNoMergeKey(right, mergeKey);
  return left[mergeKey] === right[mergeKey];
}

/** The patch list's items must come in the order `$setElementOrder` gives (deletions aside). */
function validateWithSetOrder(patchList: unknown[], order: unknown[], mergeKey: string): void {
  if (order.length === 0 || patchList.length === 0) return;
  const nonDelete = mergeKey !== "" ? extractToDelete(patchList)[0] : patchList;
  let p = 0;
  let s = 0;
  while (p < nonDelete.length && s < order.length) {
    if (containsDirective(nonDelete[p])) {
      p++;
      continue;
    }
    if (mergeKeyValueEqual(nonDelete[p], order[s], mergeKey)) p++;
    s++;
  }
  if (p < nonDelete.length && s >= order.length) {
    throw new SmpError(
      `the order in patch list:\n${goValue(patchList)}\n doesn't match ${SET_ELEMENT_ORDER} list:\n${goValue(order)}`,
    );
  }
}

function mergeSliceHandler(
  original: unknown[],
  patch: unknown[],
  meta: PatchMeta | undefined,
  isDeleteList: boolean,
  view?: BackingArray,
): unknown[] {
  if (strategyOf(meta) === "merge" || isDeleteList)
    return mergeSlice(original, patch, meta?.items, meta?.mergeKey ?? "", isDeleteList, view);
  return patch;
}

/**
 * The array behind a Go slice of the original list, as the caller's slice header sees it.
 * strategicpatch deletes list items in place (`append(s[:k], s[k+1:]...)`) and appends new
 * ones into the freed room, so a caller still holding the original slice (the
 * `$setElementOrder` pass) sees the survivors, then the first appended items, then stale
 * entries; that view decides the final order there, so it is kept here too.
 */
interface BackingArray {
  items: unknown[];
  len: number;
}

/** Deletes, one by one, every item whose merge key has `value` (deleteMatchingEntries), as Go shifts the array. */
function deleteMatching(view: BackingArray, mergeKey: string, value: unknown): void {
  const n = view.len;
  if (n === 0) return;
  const last = view.items[n - 1];
  let kept = 0;
  for (let i = 0; i < n; i++) {
    const item = view.items[i];
    if (isObject(item) && has(item, mergeKey) && item[mergeKey] === value) continue;
    view.items[kept++] = item;
  }
  // Each single deletion leaves the array's last slot as it was: the tail keeps the old last item.
  for (let i = kept; i < n; i++) view.items[i] = last;
  view.len = kept;
}

/** The kind of the elements of lists, which must all be alike and not lists (sliceElementType). */
function elementKind(...lists: unknown[][]): Kind {
  let kind: Kind | undefined;
  for (const list of lists) {
    for (const v of list) {
      const k = kindOf(v);
      if (kind === undefined) {
        if (k === "slice") throw new SmpError(ERR_NO_LIST_OF_LISTS, true);
        kind = k;
      } else if (k !== kind)
        throw new SmpError(`list element types are not identical: ${goValue(lists)}`);
    }
  }
  if (kind === undefined) throw new SmpError("no elements in any of the given slices");
  if (kind === "nil") throw new SmpError(`list element types are not identical: ${goValue(lists)}`);
  return kind;
}

function mergeSlice(
  original: unknown[],
  patch: unknown[],
  itemMeta: PatchMeta | undefined,
  mergeKey: string,
  isDeleteList: boolean,
  view?: BackingArray,
): unknown[] {
  if (original.length === 0 && patch.length === 0) return original;
  const kind = elementKind(original, patch);
  let merged: unknown[];
  if (kind !== "map") {
    if (isDeleteList) {
      const drop = new Set(patch);
      return original.filter((v) => !drop.has(v));
    }
    merged = [...new Set([...original, ...patch])];
  } else {
    if (mergeKey === "") throw new SmpError("cannot merge lists without merge key for type map");
    const backing = view ?? { items: original.slice(), len: original.length };
    let replaced: boolean;
    [original, patch, replaced] = mergeSpecialElements(backing, patch as JsonObject[], mergeKey);
    merged = mergeWithoutSpecialElements(
      original,
      patch as JsonObject[],
      mergeKey,
      itemMeta,
      replaced ? undefined : backing,
    );
  }
  const [patchItems, serverOnly] =
    mergeKey === "" ? partitionPrimitives(merged, patch) : partitionMaps(merged, patch, mergeKey);
  return normalizeElementOrder(patchItems, serverOnly, patch, original, mergeKey, kind);
}

/**
 * `$patch: delete` items delete by merge key, `$patch: replace` replaces the list
 * (mergeSliceWithSpecialElements). Returns the original left, the plain patch items, and
 * whether the list was replaced.
 */
function mergeSpecialElements(
  original: BackingArray,
  patch: JsonObject[],
  mergeKey: string,
): [unknown[], JsonObject[], boolean] {
  const plain: JsonObject[] = [];
  let replace = false;
  for (const v of patch) {
    if (!has(v, DIRECTIVE)) {
      plain.push(v);
      continue;
    }
    const directive = v[DIRECTIVE];
    if (directive === "delete") {
      if (!has(v, mergeKey)) throw errNoMergeKey(v, mergeKey);
      deleteMatching(original, mergeKey, v[mergeKey]);
    } else if (directive === "replace") replace = true;
    else if (directive === "merge")
      throw new SmpError("merging lists cannot yet be specified in the patch");
    else throw errBadPatchType(directive, v);
  }
  return replace ? [plain, [], true] : [original.items.slice(0, original.len), plain, false];
}

/**
 * Merges each patch item into the original item of the same merge key, or appends it
 * (mergeSliceWithoutSpecialElements); appends go into `backing` while it has room, as Go's do.
 */
function mergeWithoutSpecialElements(
  original: unknown[],
  patch: JsonObject[],
  mergeKey: string,
  itemMeta: PatchMeta | undefined,
  backing: BackingArray | undefined,
): unknown[] {
  const out = original.slice();
  const positions = new Map<unknown, number>();
  out.forEach((item, i) => {
    if (!isObject(item)) throw new SmpError(`value for key ${i} is not a map.`);
    if (has(item, mergeKey) && !positions.has(item[mergeKey])) positions.set(item[mergeKey], i);
  });
  for (const v of patch) {
    if (!has(v, mergeKey)) throw errNoMergeKey(v, mergeKey);
    const value = v[mergeKey];
    const at = value !== null && typeof value === "object" ? undefined : positions.get(value);
    if (at !== undefined) out[at] = mergeMap(out[at] as JsonObject, v, itemMeta);
    else {
      out.push(v);
      if (!positions.has(value)) positions.set(value, out.length - 1);
      if (backing !== undefined) {
        if (backing.len < backing.items.length) backing.items[backing.len] = v;
        backing.len++;
      }
    }
  }
  return out;
}

/** Strategic merge patch on a copy of `current`, with the kind's PatchMeta (none: maps merge, lists replace). */
export function applyStrategicMergePatch(
  current: object,
  patch: unknown,
  meta: PatchMeta | undefined,
): object {
  guardDepth(current, patch);
  if (patch === null) return clone(current);
  if (!isObject(patch))
    throw badRequest(
      `json: cannot unmarshal ${jsonKind(patch)} into Go value of type map[string]interface {}`,
    );
  try {
    return mergeMap(clone(current) as JsonObject, clone(patch), meta);
  } catch (error) {
    if (!(error instanceof SmpError)) throw error;
    throw smpError(error);
  }
}

function smpError(error: SmpError): ApiError {
  return error.invalid ? unprocessableEntity(error.message) : badRequest(error.message);
}
