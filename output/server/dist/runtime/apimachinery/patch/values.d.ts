/** Strategic merge metadata of a type: what `patchStrategy`/`patchMergeKey` tags say in Kubernetes. */
export interface PatchMeta {
  /** Struct fields. */
  fields?: Record<string, PatchMeta>;
  /** The element of a list. */
  items?: PatchMeta;
  /** The values of a map (map[string]T). */
  values?: PatchMeta;
  /** The key lists of objects merge by (`name`, `type`). */
  mergeKey?: string;
  strategy?: "merge" | "replace" | "retainKeys" | "merge,retainKeys";
  listType?: "atomic" | "set" | "map";
  listMapKeys?: string[];
  /** An atomic struct (+structType=atomic): server-side apply owns and replaces it whole. */
  atomic?: true;
  /** A map or pointer struct: an update that adds it owns it too (FieldsV1 `.`), as Kubernetes' field manager records. */
  member?: true;
}
/** The deepest nesting a patch or patched object may have. */
export declare const MAX_PATCH_DEPTH = 1000;
export type JsonObject = {
  [key: string]: unknown;
};
export declare function isObject(value: unknown): value is JsonObject;
export declare function has(object: object, key: string): boolean;
/** Sets an own data property, even for `__proto__`. */
export declare function setOwn(object: JsonObject, key: string, value: unknown): void;
export declare function clone<T>(value: T): T;
/** The nesting depth of a JSON value, counted without recursion. */
export declare function depthOf(value: unknown): number;
/** The name Go's json errors give a JSON value's type. */
export declare function jsonKind(value: unknown): string;
/** Go's %v of a decoded JSON value (`map[a:1 b:[x y]]`), cut past 1024 characters so errors stay small. */
export declare function goValue(value: unknown): string;
export declare function goFormat(value: unknown, depth: number): string;
/** Rejects values nested past MAX_PATCH_DEPTH, so the recursive merges cannot overflow the stack. */
export declare function guardDepth(current: unknown, patch: unknown): void;
