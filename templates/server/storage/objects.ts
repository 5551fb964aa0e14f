/** What every store does with the objects it keeps: keys, frozen compact copies, revisions. */
import { Buffer } from "node:buffer";
import { StoreError, type Precondition, type ResourceKey, type StoredObject } from "./storage.js";

export type Meta = { readonly [key: string]: unknown };

export function metaOf(object: StoredObject): Meta {
  const m = object.metadata;
  return typeof m === "object" && m !== null && !Array.isArray(m) ? (m as Meta) : {};
}

function str(value: unknown): string | undefined {
  return typeof value === "string" && value !== "" ? value : undefined;
}

/** Freezes a JSON value and everything in it, without recursion (hostile depth cannot overflow). */
export function deepFreeze<T>(value: T): T {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v !== "object" || v === null || Object.isFrozen(v)) continue;
    Object.freeze(v);
    if (Array.isArray(v)) for (let i = 0; i < v.length; i++) stack.push(v[i]);
    else for (const k in v) stack.push((v as { [key: string]: unknown })[k]);
  }
  return value;
}

/** A frozen copy that shares everything but the top level and metadata, with another resourceVersion. */
export function withResourceVersion(object: StoredObject, rv: string): StoredObject {
  const metadata = Object.freeze({ ...metaOf(object), resourceVersion: rv });
  return Object.freeze({ ...object, metadata });
}

/**
 * The largest object a store keeps, in bytes of its stored JSON: etcd's default request limit
 * (`--max-request-bytes`, 1.5 MiB: go.etcd.io/etcd/server/embed DefaultMaxRequestBytes), which
 * bounds every object of a Kubernetes cluster. Without it, writes that each fit the body limit
 * (a strategic merge patch adding list items, a JSON patch copying a value) would grow an
 * object without end, and every later read, write and watch event of it with it.
 */
export const MAX_OBJECT_BYTES: number = 1.5 * 1024 * 1024;

/**
 * An object as stored: its JSON without resourceVersion (the store's revision is the version).
 * Past MAX_OBJECT_BYTES, the write fails as Kubernetes' does when etcd refuses it.
 */
export function storedJson(object: StoredObject): string {
  const { resourceVersion: _rv, ...metadata } = metaOf(object);
  const json = JSON.stringify({ ...object, metadata });
  // UTF-8 takes at least one byte a UTF-16 unit and at most three.
  if (
    json.length > MAX_OBJECT_BYTES ||
    (json.length * 3 > MAX_OBJECT_BYTES && Buffer.byteLength(json) > MAX_OBJECT_BYTES)
  )
    throw StoreError.requestTooLarge();
  return json;
}

/**
 * The frozen, compact object a store hands out for stored JSON at a revision: parsed from its
 * serialization (V8 keeps parsed JSON compact), with `metadata.resourceVersion` set.
 */
export function frozenAt(json: string, rv: number): StoredObject {
  const parsed = JSON.parse(json) as { metadata?: { [key: string]: unknown } };
  // Added to the parsed object, not spread into a copy: parsed JSON keeps its compact shape
  // (a copy of every metadata costs some 400 bytes an object).
  if (typeof parsed.metadata === "object" && parsed.metadata !== null)
    parsed.metadata.resourceVersion = String(rv);
  else parsed.metadata = { resourceVersion: String(rv) };
  return deepFreeze(parsed as StoredObject);
}

/** The key of an object in its resource: `namespace/name`, or `name` for cluster-scoped ones. */
export function keyOf(key: ResourceKey, namespace: string | undefined, name: string): string {
  return key.namespaced ? `${namespace ?? ""}/${name}` : name;
}

/** The key of an object to store; Invalid when its name (or namespace) is missing. */
export function objectKey(key: ResourceKey, object: StoredObject): string {
  const m = metaOf(object);
  const name = str(m.name);
  const causes: { reason: string; message: string; field: string }[] = [];
  if (name === undefined)
    causes.push({
      reason: "FieldValueRequired",
      message: "Required value: name is required",
      field: "metadata.name",
    });
  const namespace = str(m.namespace);
  if (key.namespaced && namespace === undefined)
    causes.push({
      reason: "FieldValueRequired",
      message: "Required value",
      field: "metadata.namespace",
    });
  if (causes.length > 0)
    throw StoreError.invalid(causes.map((c) => `${c.field}: ${c.message}`).join(", "), causes);
  return keyOf(key, namespace, name!);
}

/** The preconditions of a write against the stored object; Conflict when one does not hold. */
export function checkPrecondition(
  key: ResourceKey,
  name: string,
  old: StoredObject,
  precondition: Precondition | undefined,
  write: "update" | "delete",
): void {
  if (precondition === undefined) return;
  const m = metaOf(old);
  if (precondition.uid !== undefined && precondition.uid !== "" && precondition.uid !== m.uid) {
    throw StoreError.conflict(
      key,
      name,
      `Precondition failed: UID in precondition: ${precondition.uid}, UID in object meta: ${String(m.uid ?? "")}`,
    );
  }
  if (
    precondition.resourceVersion !== undefined &&
    precondition.resourceVersion !== "" &&
    precondition.resourceVersion !== m.resourceVersion
  ) {
    throw StoreError.conflict(
      key,
      name,
      write === "delete"
        ? `Precondition failed: ResourceVersion in precondition: ${precondition.resourceVersion}, ResourceVersion in object meta: ${String(m.resourceVersion ?? "")}`
        : undefined,
    );
  }
}
