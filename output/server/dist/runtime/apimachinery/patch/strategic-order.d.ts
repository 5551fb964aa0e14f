import { type Kind } from "./strategic-core.js";
/** Items of `list` present in `by`, and the others (partitionPrimitivesByPresentInList). */
export declare function partitionPrimitives(list: unknown[], by: unknown[]): [unknown[], unknown[]];
/** Maps of `list` whose merge key value appears in `by`, and the others (partitionMapsByPresentInList). */
export declare function partitionMaps(
  list: unknown[],
  by: unknown[],
  mergeKey: string,
): [unknown[], unknown[]];
/** Items marked `$patch: delete`, split from the others. */
export declare function extractToDelete(list: unknown[]): [unknown[], unknown[]];
/** The position of an item in an order list: by merge key value for maps, by value otherwise (first match). */
export declare function indexer(
  order: unknown[],
  mergeKey: string,
  kind: Kind,
): (item: unknown) => number;
export declare function normalizeSliceOrder(
  toSort: unknown[],
  order: unknown[],
  mergeKey: string,
  kind: Kind,
): unknown[];
/**
 * Patch items and server-only items merged into one list: each keeps its own order, and where
 * both were in the live list, the live order decides (normalizeElementOrder + mergeSortedSlice).
 */
export declare function normalizeElementOrder(
  patchItems: unknown[],
  serverOnly: unknown[],
  patchOrder: unknown[],
  serverOrder: unknown[],
  mergeKey: string,
  kind: Kind,
): unknown[];
/**
 * Go's sort.SliceStable (insertion sort on blocks of 20, then SymMerge), step for step, so an
 * inconsistent `less` (as strategicpatch's is for items missing from the order) orders items
 * exactly as Kubernetes does.
 */
export declare function goSliceStable<T>(data: T[], less: (a: T, b: T) => boolean): void;
