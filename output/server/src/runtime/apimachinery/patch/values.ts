// Copied by corespec from templates/server/apimachinery/patch/values.ts. DO NOT EDIT: change the template and run `npm run generate`.

/** What every patch type shares: JSON value helpers, the depth guard, and Go's way of printing values in errors. */
import { badRequest } from "../status.js";

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
export const MAX_PATCH_DEPTH = 1000;

export type JsonObject = { [key: string]: unknown };

export function isObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function has(object: object, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(object, key);
}

/** Sets an own data property, even for `__proto__`. */
export function setOwn(object: JsonObject, key: string, value: unknown): void {
  if (key === "__proto__")
    Object.defineProperty(object, key, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  else object[key] = value;
}

export function clone<T>(value: T): T {
  if (value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((v) => clone(v) as unknown) as T;
  const out: JsonObject = {};
  for (const k of Object.keys(value)) setOwn(out, k, clone((value as JsonObject)[k]));
  return out as T;
}

/** The nesting depth of a JSON value, counted without recursion. */
export function depthOf(value: unknown): number {
  let max = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [v, d] = stack.pop()!;
    if (v === null || typeof v !== "object") continue;
    if (d + 1 > max) max = d + 1;
    if (max > MAX_PATCH_DEPTH) return max;
    for (const child of Array.isArray(v) ? v : Object.values(v))
      if (child !== null && typeof child === "object") stack.push([child, d + 1]);
  }
  return max;
}

/** The name Go's json errors give a JSON value's type. */
export function jsonKind(value: unknown): string {
  if (Array.isArray(value)) return "array";
  if (value === null) return "null";
  if (typeof value === "object") return "object";
  if (typeof value === "boolean") return "bool";
  return typeof value;
}

/** Go's %v of a decoded JSON value (`map[a:1 b:[x y]]`), cut past 1024 characters so errors stay small. */
export function goValue(value: unknown): string {
  const text = goFormat(value, 0);
  return text.length > 1024 ? `${text.slice(0, 1024)}...` : text;
}

export function goFormat(value: unknown, depth: number): string {
  if (depth > 20) return "...";
  if (value === null || value === undefined) return "<nil>";
  if (Array.isArray(value)) return `[${value.map((v) => goFormat(v, depth + 1)).join(" ")}]`;
  if (typeof value === "object") {
    const keys = Object.keys(value).sort();
    return `map[${keys.map((k) => `${k}:${goFormat((value as JsonObject)[k], depth + 1)}`).join(" ")}]`;
  }
  return String(value);
}

/** Rejects values nested past MAX_PATCH_DEPTH, so the recursive merges cannot overflow the stack. */
export function guardDepth(current: unknown, patch: unknown): void {
  if (depthOf(patch) > MAX_PATCH_DEPTH)
    throw badRequest(`the patch nests deeper than ${MAX_PATCH_DEPTH} levels`);
  if (depthOf(current) > MAX_PATCH_DEPTH)
    throw badRequest(`the object nests deeper than ${MAX_PATCH_DEPTH} levels`);
}
