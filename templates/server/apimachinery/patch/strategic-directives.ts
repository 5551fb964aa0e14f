/**
 * The pieces of strategic merge patch that read a patch map's own keys: the `$patch`,
 * `$retainKeys` and `$deleteFromPrimitiveList` directives, the patch meta of a field, and
 * how a patch value replaces an original one (strategicpatch's mergeMap helpers).
 */
import {
  DIRECTIVE,
  RETAIN_KEYS,
  DELETE_FROM_PRIMITIVE_LIST,
  SET_ELEMENT_ORDER,
  ERR_BAD_PRIMITIVE_LIST,
  ERR_BAD_RETAIN_KEYS,
  ERR_BAD_SET_ELEMENT_ORDER,
  errBadPatchType,
  SmpError,
} from "./strategic-core.js";
import { has, isObject, setOwn, type JsonObject, type PatchMeta } from "./values.js";

/** The meta of a field or map value. */
export function fieldMeta(meta: PatchMeta | undefined, key: string): PatchMeta | undefined {
  if (meta === undefined) return undefined;
  if (meta.fields !== undefined && has(meta.fields, key)) return meta.fields[key];
  return meta.values;
}

/** The patch strategy without `retainKeys` (extractRetainKeysPatchStrategy). */
export function strategyOf(meta: PatchMeta | undefined): string {
  const parts = (meta?.strategy ?? "").split(",").filter((p) => p !== "" && p !== "retainKeys");
  return parts[0] ?? "";
}

export function extractKey(key: string, prefix: string): string {
  const slash = key.indexOf("/");
  if (slash < 0 || key.slice(0, slash) !== prefix) {
    throw new SmpError(
      prefix === DELETE_FROM_PRIMITIVE_LIST ? ERR_BAD_PRIMITIVE_LIST : ERR_BAD_SET_ELEMENT_ORDER,
    );
  }
  return key.slice(slash + 1);
}

/** Drops maps holding `$patch` (and list items that are such maps), at any depth; false when `value` itself is one. */
export function removeDirectives(value: unknown): [unknown, boolean] {
  if (Array.isArray(value)) {
    const out: unknown[] = [];
    for (const v of value) {
      const [nv, keep] = removeDirectives(v);
      if (keep) out.push(nv);
    }
    return [out, true];
  }
  if (isObject(value)) {
    if (has(value, DIRECTIVE)) return [null, false];
    for (const k of Object.keys(value)) {
      const [nv, keep] = removeDirectives(value[k]);
      if (keep) setOwn(value, k, nv);
      else delete value[k];
    }
  }
  return [value, true];
}

export function discardNulls(value: unknown): void {
  if (Array.isArray(value)) for (const v of value) discardNulls(v);
  else if (isObject(value)) {
    for (const k of Object.keys(value)) {
      if (value[k] === null) delete value[k];
      else discardNulls(value[k]);
    }
  }
}

/** Takes a patch value into the result where the original has none (or one of another type). */
export function takePatchValue(original: JsonObject, key: string, value: unknown): void {
  discardNulls(value);
  const [v, keep] = removeDirectives(value);
  if (keep) setOwn(original, key, v);
  else delete original[key];
}

export function directiveInMap(directive: unknown, patch: JsonObject): JsonObject {
  if (directive === "replace") {
    delete patch[DIRECTIVE];
    return patch;
  }
  if (directive === "delete") return {};
  throw errBadPatchType(directive, patch);
}

export function applyRetainKeys(original: JsonObject, patch: JsonObject): void {
  if (!has(patch, RETAIN_KEYS)) return;
  const list = patch[RETAIN_KEYS];
  delete patch[RETAIN_KEYS];
  if (!Array.isArray(list)) throw new SmpError(ERR_BAD_RETAIN_KEYS);
  const retained = new Set<unknown>(list);
  for (const k of Object.keys(patch)) {
    if (
      patch[k] === null ||
      k.startsWith(DELETE_FROM_PRIMITIVE_LIST) ||
      k.startsWith(SET_ELEMENT_ORDER)
    )
      continue;
    if (!retained.has(k)) throw new SmpError(ERR_BAD_RETAIN_KEYS);
  }
  for (const k of Object.keys(original)) if (!retained.has(k)) delete original[k];
}

/** `$setElementOrder/<list>` with the list it orders (mergePatchIntoOriginal). */
