import { type JsonObject, type PatchMeta } from "./values.js";
/** The meta of a field or map value. */
export declare function fieldMeta(meta: PatchMeta | undefined, key: string): PatchMeta | undefined;
/** The patch strategy without `retainKeys` (extractRetainKeysPatchStrategy). */
export declare function strategyOf(meta: PatchMeta | undefined): string;
export declare function extractKey(key: string, prefix: string): string;
/** Drops maps holding `$patch` (and list items that are such maps), at any depth; false when `value` itself is one. */
export declare function removeDirectives(value: unknown): [unknown, boolean];
export declare function discardNulls(value: unknown): void;
/** Takes a patch value into the result where the original has none (or one of another type). */
export declare function takePatchValue(original: JsonObject, key: string, value: unknown): void;
export declare function directiveInMap(directive: unknown, patch: JsonObject): JsonObject;
export declare function applyRetainKeys(original: JsonObject, patch: JsonObject): void;
/** `$setElementOrder/<list>` with the list it orders (mergePatchIntoOriginal). */
