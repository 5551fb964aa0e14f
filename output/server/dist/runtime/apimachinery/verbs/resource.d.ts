/**
 * One resource's registry over a Storage, as the verbs share it (k8s.io/apiserver
 * pkg/registry/generic/registry/store.go: one Store per resource): its storage key, its kind's
 * facts, its feature gates, and the reads and checks every verb starts with.
 */
import type { FieldError } from "@corespec/api/runtime/errors.js";
import type { ValidationResult } from "@corespec/api/runtime/errors.js";
import { type KindInfo, type ValidationOptions } from "../kinds.js";
import { FeatureGates } from "../feature-gates.js";
import {
  type GetOptions,
  type ResourceKey,
  type Storage,
  type StoredObject,
} from "../../storage/storage.js";
import type { RequestContext } from "../request.js";
import type { WebhookAdmission } from "../admission/webhooks.js";
export type Meta = {
  [key: string]: unknown;
};
/** The operation a ServerTimeout names when storage is unreachable, as Kubernetes' registry names it. */
export type StoreOperation = "get" | "update" | "delete";
export interface Resource {
  readonly storage: Storage;
  readonly info: KindInfo;
  readonly gates: FeatureGates;
  readonly key: ResourceKey;
  /** The kind's update check, ratcheting when the server was asked to (kinds.ts updateCheck). */
  readonly validateUpdate: (value: unknown, old: unknown) => ValidationResult;
  /** The admission webhooks (admission/webhooks.ts); none when unset. */
  readonly admission?: WebhookAdmission | undefined;
}
export declare function resourceOf(
  storage: Storage,
  info: KindInfo,
  gates?: FeatureGates,
  validation?: ValidationOptions,
  admission?: WebhookAdmission,
): Resource;
/** The object's metadata, made an object when it is not one. */
export declare function meta(object: StoredObject): Meta;
/** Refuses an object its validation found errors in: 422 Invalid, naming the object. */
export declare function check(
  r: Resource,
  result: {
    valid: boolean;
    errors: FieldError[];
  },
  name: string,
): void;
/** Runs a verb: a storage error becomes the API's answer for this resource (store-errors.ts). */
export declare function storeErrors<R>(r: Resource, work: () => Promise<R>): Promise<R>;
/**
 * The stored object a request names, if any: the most recent state unless `options` say
 * otherwise (a GET's resourceVersion). When storage is unreachable, the ServerTimeout names the
 * request's `operation`, as Kubernetes' registry does.
 */
export declare function readObject(
  r: Resource,
  ctx: RequestContext,
  operation: StoreOperation,
  options?: GetOptions,
): Promise<StoredObject | undefined>;
/** The stored object a request names, or NotFound. */
export declare function loadObject(
  r: Resource,
  ctx: RequestContext,
  operation?: StoreOperation,
  options?: GetOptions,
): Promise<StoredObject>;
/** A copy of a body with the kind's apiVersion and kind, in Kubernetes' key order (apiVersion, kind, metadata, the rest). */
export declare function shaped(body: StoredObject, info: KindInfo): StoredObject;
/**
 * The namespace of the path, as rest.BeforeCreate and BeforeUpdate set it: a namespaced
 * object takes it (another one in the body is a 400); a cluster-scoped object has none (one
 * sent is dropped).
 */
export declare function inheritNamespace(ctx: RequestContext, m: Meta, info: KindInfo): void;
