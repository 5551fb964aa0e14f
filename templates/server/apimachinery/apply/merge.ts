/**
 * The merge of an apply configuration into the live object, as structured-merge-diff merges
 * (merge.Updater.Apply): objects field by field (atomic structs whole), map-lists item by key, set-lists by value
 * (the applied items first, in their order, then the live items the configuration does not
 * name), atomic lists and scalars replaced; and the removal of a path, for fields an applier
 * no longer sets.
 */
import type { PatchMeta } from "../patch/index.js";
import { isObject, setOwn } from "../patch/values.js";
import {
  childMeta,
  elementsOf,
  keyElement,
  listKind,
  valueElement,
  type PathKey,
} from "./field-set.js";

type Json = { [key: string]: unknown };

/** `config` merged into a copy of `live` (neither is changed). Callers bound the depth (guardDepth). */
export function mergeApplied(live: unknown, config: unknown, meta: PatchMeta | undefined): unknown {
  if (isObject(config) && meta?.atomic !== true) {
    const out: Json = {};
    const base = isObject(live) ? live : {};
    for (const k of Object.keys(base)) setOwn(out, k, base[k]);
    for (const k of Object.keys(config)) {
      // A null in an apply configuration leaves the field unset, as Kubernetes' apply reads it.
      if (config[k] === null) delete out[k];
      else setOwn(out, k, mergeApplied(base[k], config[k], childMeta(meta, k)));
    }
    return out;
  }
  if (Array.isArray(config) && Array.isArray(live) && listKind(meta) !== "atomic") {
    const element = (item: unknown) =>
      listKind(meta) === "map" ? keyElement(item, meta!.listMapKeys!) : valueElement(item);
    const liveByElement = new Map(live.map((item) => [element(item), item] as const));
    const named = new Set<string>();
    const out: unknown[] = [];
    for (const item of config) {
      const e = element(item);
      if (named.has(e)) continue;
      named.add(e);
      out.push(
        listKind(meta) === "map" ? mergeApplied(liveByElement.get(e), item, meta!.items) : item,
      );
    }
    for (const item of live) if (!named.has(element(item))) out.push(item);
    return out;
  }
  return config;
}

/**
 * Removes what a path names from `object` (in place): a field, a map-list item, a set-list
 * value; objects the removal leaves empty go too (as structured-merge-diff's removal leaves no
 * empty map behind).
 */
export function removePath(object: unknown, key: PathKey, meta: PatchMeta | undefined): void {
  const elements = elementsOf(key);
  const parents: [Json, string][] = [];
  let node: unknown = object;
  let m = meta;
  for (let i = 0; i < elements.length; i++) {
    const element = elements[i]!;
    const last = i === elements.length - 1;
    if (element.startsWith("f:")) {
      if (!isObject(node)) return;
      const field = element.slice(2);
      if (last) {
        delete node[field];
        break;
      }
      parents.push([node, field]);
      node = node[field];
      m = childMeta(m, field);
    } else {
      if (!Array.isArray(node)) return;
      const list: unknown[] = node;
      const at = list.findIndex(
        (item) =>
          (element.startsWith("k:")
            ? keyElement(item, m?.listMapKeys ?? [])
            : valueElement(item)) === element,
      );
      if (at < 0) return;
      if (last) {
        list.splice(at, 1);
        return;
      }
      parents.length = 0;
      node = list[at];
      m = m?.items;
    }
  }
  for (let i = parents.length - 1; i >= 0; i--) {
    const [parent, field] = parents[i]!;
    const child = parent[field];
    if (!isObject(child) || Object.keys(child).length > 0) return;
    delete parent[field];
  }
}
