import { type Precondition, type ResourceKey, type StoredObject } from "./storage.js";
export type Meta = {
  readonly [key: string]: unknown;
};
export declare function metaOf(object: StoredObject): Meta;
/** Freezes a JSON value and everything in it, without recursion (hostile depth cannot overflow). */
export declare function deepFreeze<T>(value: T): T;
/** A frozen copy that shares everything but the top level and metadata, with another resourceVersion. */
export declare function withResourceVersion(object: StoredObject, rv: string): StoredObject;
/**
 * The largest object a store keeps, in bytes of its stored JSON: etcd's default request limit
 * (`--max-request-bytes`, 1.5 MiB: go.etcd.io/etcd/server/embed DefaultMaxRequestBytes), which
 * bounds every object of a Kubernetes cluster. Without it, writes that each fit the body limit
 * (a strategic merge patch adding list items, a JSON patch copying a value) would grow an
 * object without end, and every later read, write and watch event of it with it.
 */
export declare const MAX_OBJECT_BYTES: number;
/**
 * An object as stored: its JSON without resourceVersion (the store's revision is the version).
 * Past MAX_OBJECT_BYTES, the write fails as Kubernetes' does when etcd refuses it.
 */
export declare function storedJson(object: StoredObject): string;
/**
 * The frozen, compact object a store hands out for stored JSON at a revision: parsed from its
 * serialization (V8 keeps parsed JSON compact), with `metadata.resourceVersion` set.
 */
export declare function frozenAt(json: string, rv: number): StoredObject;
/** The key of an object in its resource: `namespace/name`, or `name` for cluster-scoped ones. */
export declare function keyOf(
  key: ResourceKey,
  namespace: string | undefined,
  name: string,
): string;
/** The key of an object to store; Invalid when its name (or namespace) is missing. */
export declare function objectKey(key: ResourceKey, object: StoredObject): string;
/** The preconditions of a write against the stored object; Conflict when one does not hold. */
export declare function checkPrecondition(
  key: ResourceKey,
  name: string,
  old: StoredObject,
  precondition: Precondition | undefined,
  write: "update" | "delete",
): void;
