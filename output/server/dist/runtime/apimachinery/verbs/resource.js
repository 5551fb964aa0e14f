// Copied by corespec from templates/server/apimachinery/verbs/resource.ts. DO NOT EDIT: change the template and run `npm run generate`.
import { cloneJson, isObject } from "@corespec/api/runtime/values.js";
import { apiVersion, groupResource, updateCheck } from "../kinds.js";
import { badRequest, invalid, notFound } from "../status.js";
import { FeatureGates } from "../feature-gates.js";
import { fromStore } from "../store-errors.js";
import { StoreError } from "../../storage/storage.js";
export function resourceOf(storage, info, gates = new FeatureGates(), validation = {}, admission) {
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
export function meta(object) {
  if (!isObject(object.metadata)) object.metadata = {};
  return object.metadata;
}
/** Refuses an object its validation found errors in: 422 Invalid, naming the object. */
export function check(r, result, name) {
  if (!result.valid) throw invalid(r.info.kind, r.info.group, name, result.errors);
}
/** Runs a verb: a storage error becomes the API's answer for this resource (store-errors.ts). */
export async function storeErrors(r, work) {
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
export async function readObject(r, ctx, operation, options = {}) {
  try {
    return await r.storage.get(r.key, ctx.namespace, ctx.name, options);
  } catch (error) {
    throw error instanceof StoreError && error.reason === "ServerTimeout"
      ? StoreError.unreachable(r.key, operation)
      : error;
  }
}
/** The stored object a request names, or NotFound. */
export async function loadObject(r, ctx, operation = "get", options = {}) {
  const found = await readObject(r, ctx, operation, options);
  if (!found) throw notFound(groupResource(r.info), ctx.name, r.info.group, r.key.resource);
  return found;
}
/** A copy of a body with the kind's apiVersion and kind, in Kubernetes' key order (apiVersion, kind, metadata, the rest). */
export function shaped(body, info) {
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
export function inheritNamespace(ctx, m, info) {
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
