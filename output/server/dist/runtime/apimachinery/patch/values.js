// Copied by corespec from templates/server/apimachinery/patch/values.ts. DO NOT EDIT: change the template and run `npm run generate`.
/** What every patch type shares: JSON value helpers, the depth guard, and Go's way of printing values in errors. */
import { badRequest } from "../status.js";
/** The deepest nesting a patch or patched object may have. */
export const MAX_PATCH_DEPTH = 1e3;
export function isObject(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
export function has(object, key) {
  return Object.prototype.hasOwnProperty.call(object, key);
}
/** Sets an own data property, even for `__proto__`. */
export function setOwn(object, key, value) {
  if (key === "__proto__")
    Object.defineProperty(object, key, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  else object[key] = value;
}
export function clone(value) {
  if (value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((v) => clone(v));
  const out = {};
  for (const k of Object.keys(value)) setOwn(out, k, clone(value[k]));
  return out;
}
/** The nesting depth of a JSON value, counted without recursion. */
export function depthOf(value) {
  let max = 0;
  const stack = [[value, 0]];
  while (stack.length > 0) {
    const [v, d] = stack.pop();
    if (v === null || typeof v !== "object") continue;
    if (d + 1 > max) max = d + 1;
    if (max > MAX_PATCH_DEPTH) return max;
    for (const child of Array.isArray(v) ? v : Object.values(v))
      if (child !== null && typeof child === "object") stack.push([child, d + 1]);
  }
  return max;
}
/** The name Go's json errors give a JSON value's type. */
export function jsonKind(value) {
  if (Array.isArray(value)) return "array";
  if (value === null) return "null";
  if (typeof value === "object") return "object";
  if (typeof value === "boolean") return "bool";
  return typeof value;
}
/** Go's %v of a decoded JSON value (`map[a:1 b:[x y]]`), cut past 1024 characters so errors stay small. */
export function goValue(value) {
  const text = goFormat(value, 0);
  return text.length > 1024 ? `${text.slice(0, 1024)}...` : text;
}
export function goFormat(value, depth) {
  if (depth > 20) return "...";
  if (value === null || value === undefined) return "<nil>";
  if (Array.isArray(value)) return `[${value.map((v) => goFormat(v, depth + 1)).join(" ")}]`;
  if (typeof value === "object") {
    const keys = Object.keys(value).sort();
    return `map[${keys.map((k) => `${k}:${goFormat(value[k], depth + 1)}`).join(" ")}]`;
  }
  return String(value);
}
/** Rejects values nested past MAX_PATCH_DEPTH, so the recursive merges cannot overflow the stack. */
export function guardDepth(current, patch) {
  if (depthOf(patch) > MAX_PATCH_DEPTH)
    throw badRequest(`the patch nests deeper than ${MAX_PATCH_DEPTH} levels`);
  if (depthOf(current) > MAX_PATCH_DEPTH)
    throw badRequest(`the object nests deeper than ${MAX_PATCH_DEPTH} levels`);
}
