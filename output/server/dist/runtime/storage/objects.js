// Copied by corespec from templates/server/storage/objects.ts. DO NOT EDIT: change the template and run `npm run generate`.
import { Buffer } from "node:buffer";
import { StoreError } from "./storage.js";
export function metaOf(object) {
  const m = object.metadata;
  return typeof m === "object" && m !== null && !Array.isArray(m) ? m : {};
}
function str(value) {
  return typeof value === "string" && value !== "" ? value : void 0;
}
export function deepFreeze(value) {
  const stack = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v !== "object" || v === null || Object.isFrozen(v)) continue;
    Object.freeze(v);
    if (Array.isArray(v)) for (let i = 0; i < v.length; i++) stack.push(v[i]);
    else for (const k in v) stack.push(v[k]);
  }
  return value;
}
export function withResourceVersion(object, rv) {
  const metadata = Object.freeze({ ...metaOf(object), resourceVersion: rv });
  return Object.freeze({ ...object, metadata });
}
export const MAX_OBJECT_BYTES = 1.5 * 1024 * 1024;
export function storedJson(object) {
  const { resourceVersion: _rv, ...metadata } = metaOf(object);
  const json = JSON.stringify({ ...object, metadata });
  if (json.length > MAX_OBJECT_BYTES || json.length * 3 > MAX_OBJECT_BYTES && Buffer.byteLength(json) > MAX_OBJECT_BYTES) throw StoreError.requestTooLarge();
  return json;
}
export function frozenAt(json, rv) {
  const parsed = JSON.parse(json);
  if (typeof parsed.metadata === "object" && parsed.metadata !== null) parsed.metadata.resourceVersion = String(rv);
  else parsed.metadata = { resourceVersion: String(rv) };
  return deepFreeze(parsed);
}
export function keyOf(key, namespace, name) {
  return key.namespaced ? `${namespace ?? ""}/${name}` : name;
}
export function objectKey(key, object) {
  const m = metaOf(object);
  const name = str(m.name);
  const causes = [];
  if (name === void 0) causes.push({ reason: "FieldValueRequired", message: "Required value: name is required", field: "metadata.name" });
  const namespace = str(m.namespace);
  if (key.namespaced && namespace === void 0) causes.push({ reason: "FieldValueRequired", message: "Required value", field: "metadata.namespace" });
  if (causes.length > 0) throw StoreError.invalid(causes.map((c) => `${c.field}: ${c.message}`).join(", "), causes);
  return keyOf(key, namespace, name);
}
