/** What every store does with the objects it keeps: keys, frozen compact copies, revisions. */
import { type ResourceKey, type StoredObject } from "./storage.js";
export type Meta = {
    readonly [key: string]: unknown;
};
export declare function metaOf(object: StoredObject): Meta;
/** Freezes a JSON value and everything in it, without recursion (hostile depth cannot overflow). */
export declare function deepFreeze<T>(value: T): T;
/** A frozen copy that shares everything but the top level and metadata, with another resourceVersion. */
export declare function withResourceVersion(object: StoredObject, rv: string): StoredObject;
/** An object as stored: its JSON without resourceVersion (the store's revision is the version). */
export declare function storedJson(object: StoredObject): string;
/**
 * The frozen, compact object a store hands out for stored JSON at a revision: parsed from its
 * serialization (V8 keeps parsed JSON compact), with `metadata.resourceVersion` set.
 */
export declare function frozenAt(json: string, rv: number): StoredObject;
/** The key of an object in its resource: `namespace/name`, or `name` for cluster-scoped ones. */
export declare function keyOf(key: ResourceKey, namespace: string | undefined, name: string): string;
/** The key of an object to store; Invalid when its name (or namespace) is missing. */
export declare function objectKey(key: ResourceKey, object: StoredObject): string;
