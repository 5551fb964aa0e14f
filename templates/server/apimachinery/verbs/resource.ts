/**
 * One resource's registry over a Storage, as the verbs share it (k8s.io/apiserver
 * pkg/registry/generic/registry/store.go: one Store per resource): its storage key, its kind's
 * facts, its feature gates, and the reads and checks every verb starts with.
 */
import type { FieldError } from "@corespec/api/runtime/errors.js";
import { cloneJson, isObject } from "@corespec/api/runtime/values.js";
import type { ValidationResult } from "@corespec/api/runtime/errors.js";
import {
  apiVersion,
  groupResource,
  updateCheck,
  type KindInfo,
  type ValidationOptions,
} from "../kinds.js";
import { badRequest, invalid, notFound } from "../status.js";
import { FeatureGates } from "../feature-gates.js";
import { fromStore } from "../store-errors.js";
import {
  StoreError,
  type GetOptions,
  type ResourceKey,
  type Storage,
  type StoredObject,
} from "../../storage/storage.js";
import type { RequestContext } from "../request.js";
import type { WebhookAdmission } from "../admission/webhooks.js";

export type Meta = { [key: string]: unknown };

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

export function resourceOf(
  storage: Storage,
  info: KindInfo,
  gates: FeatureGates = new FeatureGates(),
  validation: ValidationOptions = {},
  admission?: WebhookAdmission,
): Resource {
  return {
    storage,
    info,
    gates,
    key: info.key,
    validateUpdate: updateCheck(info, validation),
    admission,
  };
}

/** The object's metadata, made an object when it is not one. */
export function meta(object: StoredObject): Meta {
  if (!isObject(object.metadata)) object.metadata = {};
  return object.metadata as Meta;
}

/** Refuses an object its validation found errors in: 422 Invalid, naming the object. */
export function check(
  r: Resource,
  result: { valid: boolean; errors: FieldError[] },
  name: string,
): void {
  if (!result.valid) throw invalid(r.info.kind, r.info.group, name, result.errors);
}

/** Runs a verb: a storage error becomes the API's answer for this resource (store-errors.ts). */
export async function storeErrors<R>(r: Resource, work: () => Promise<R>): Promise<R> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof StoreError) throw fromStore(error, r.info, error.details?.name ?? "");
    throw error;
  }
}

/**
 * The stored object a request names, if any: the most recent state unless `options` say
 * otherwise (a GET's resourceVersion). When storage is unreachable, the ServerTimeout names the
 * request's `operation`, as Kubernetes' registry does.
 */
export async function readObject(
  r: Resource,
  ctx: RequestContext,
  operation: StoreOperation,
  options: GetOptions = {},
): Promise<StoredObject | undefined> {
  try {
    return await r.storage.get(r.key, ctx.namespace, ctx.name!, options);
  } catch (error) {
    throw error instanceof StoreError && error.reason === "ServerTimeout"
      ? StoreError.unreachable(r.key, operation)
      : error;
  }
}

/** The stored object a request names, or NotFound. */
export async function loadObject(
  r: Resource,
  ctx: RequestContext,
  operation: StoreOperation = "get",
  options: GetOptions = {},
): Promise<StoredObject> {
  const found = await readObject(r, ctx, operation, options);
  if (!found) throw notFound(groupResource(r.info), ctx.name!, r.info.group, r.key.resource);
  return found;
}

/** A copy of a body with the kind's apiVersion and kind, in Kubernetes' key order (apiVersion, kind, metadata, the rest). */
export function shaped(body: StoredObject, info: KindInfo): StoredObject {
  const { apiVersion: _apiVersion, kind: _kind, metadata, ...rest } = cloneJson(body);
  return {
    apiVersion: apiVersion(info),
    kind: info.kind,
    metadata: isObject(metadata) ? metadata : {},
    ...rest,
  };
}

/**
 * The namespace of the path, as rest.BeforeCreate and BeforeUpdate set it: a namespaced
 * object takes it (another one in the body is a 400); a cluster-scoped object has none (one
 * sent is dropped).
 */
export function inheritNamespace(ctx: RequestContext, m: Meta, info: KindInfo): void {
  if (!info.key.namespaced) {
    delete m.namespace;
    return;
  }
  if (ctx.namespace === undefined) return;
  if (m.namespace !== undefined && m.namespace !== "" && m.namespace !== ctx.namespace) {
    throw badRequest(
      "the namespace of the provided object does not match the namespace sent on the request",
    );
  }
  m.namespace = ctx.namespace;
}
