/**
 * The merge of an apply configuration into the live object, as structured-merge-diff merges
 * (merge.Updater.Apply): objects field by field (atomic structs whole), map-lists item by key, set-lists by value
 * (the applied items first, in their order, then the live items the configuration does not
 * name), atomic lists and scalars replaced; and the removal of a path, for fields an applier
 * no longer sets.
 */
import type { PatchMeta } from "../patch/index.js";
import { type PathKey } from "./field-set.js";
/** `config` merged into a copy of `live` (neither is changed). Callers bound the depth (guardDepth). */
export declare function mergeApplied(
  live: unknown,
  config: unknown,
  meta: PatchMeta | undefined,
): unknown;
/**
 * Removes what a path names from `object` (in place): a field, a map-list item, a set-list
 * value; objects the removal leaves empty go too (as structured-merge-diff's removal leaves no
 * empty map behind).
 */
export declare function removePath(
  object: unknown,
  key: PathKey,
  meta: PatchMeta | undefined,
): void;
