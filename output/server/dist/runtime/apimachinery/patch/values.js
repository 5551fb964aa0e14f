// Copied by corespec from templates/server/apimachinery/patch/values.ts. DO NOT EDIT: change the template and run `npm run generate`.
import { badRequest } from "../status.js";
export const MAX_PATCH_DEPTH = 1e3;
export function isObject(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
export function has(object, key) {
  return Object.prototype.hasOwnProperty.call(object, key);
}
export function setOwn(object, key, value) {
  if (key === "__proto__") Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
  else object[key] = value;
}
export function clone(value) {
  if (value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((v) => clone(v));
  const out = {};
  for (const k of Object.keys(value)) setOwn(out, k, clone(value[k]));
  return out;
}
export function depthOf(value) {
  let max = 0;
  const stack = [[value, 0]];
  while (stack.length > 0) {
    const [v, d] = stack.pop();
    if (v === null || typeof v !== "object") continue;
    if (d + 1 > max) max = d + 1;
    if (max > MAX_PATCH_DEPTH) return max;
    for (const child of Array.isArray(v) ? v : Object.values(v)) if (child !== null && typeof child === "object") stack.push([child, d + 1]);
  }
  return max;
}
export function jsonKind(value) {
  if (Array.isArray(value)) return "array";
  if (value === null) return "null";
  if (typeof value === "object") return "object";
  if (typeof value === "boolean") return "bool";
  return typeof value;
}
export function goValue(value) {
  const text = goFormat(value, 0);
  return text.length > 1024 ? `${text.slice(0, 1024)}...` : text;
}
export function goFormat(value, depth) {
  if (depth > 20) return "...";
  if (value === null || value === void 0) return "<nil>";
  if (Array.isArray(value)) return `[${value.map((v) => goFormat(v, depth + 1)).join(" ")}]`;
  if (typeof value === "object") {
    const keys = Object.keys(value).sort();
    return `map[${keys.map((k) => `${k}:${goFormat(value[k], depth + 1)}`).join(" ")}]`;
  }
  return String(value);
}
export function guardDepth(current, patch) {
  if (depthOf(patch) > MAX_PATCH_DEPTH) throw badRequest(`the patch nests deeper than ${MAX_PATCH_DEPTH} levels`);
  if (depthOf(current) > MAX_PATCH_DEPTH) throw badRequest(`the object nests deeper than ${MAX_PATCH_DEPTH} levels`);
}
