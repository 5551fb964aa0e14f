/**
 * What every update shares (a replace, a patch, an apply, a finalizer's removal): the object
 * prepared from the sent one and the stored one (rest.BeforeUpdate), and its write, which
 * removes an object being deleted once its last finalizer is gone
 * (k8s.io/apiserver pkg/registry/generic/registry/store.go: Update, deleteWithoutFinalizers).
 */
import { type Applied } from "../apply/index.js";
import type { StoredObject } from "../../storage/storage.js";
import type { RequestContext } from "../request.js";
import { type Resource } from "./resource.js";
/** Defaults, namespace from the path, kind and apiVersion, managedFields as given (an apply) or as the write changes them, then validation of an update. */
export declare function prepareUpdate(
  r: Resource,
  ctx: RequestContext,
  body: StoredObject,
  old: StoredObject,
  applied?: Applied,
): Promise<StoredObject>;
/** Writes an updated object, if the stored one is still at `precondition`; nothing under a dry run. */
export declare function persistUpdate(
  r: Resource,
  ctx: RequestContext,
  object: StoredObject,
  precondition: string | undefined,
): Promise<StoredObject> | StoredObject;
/** Writes an update of `old`: an object being deleted is removed once its last finalizer is gone (the store's deleteWithoutFinalizers). */
export declare function finishUpdate(
  r: Resource,
  ctx: RequestContext,
  object: StoredObject,
  old: StoredObject,
): Promise<StoredObject>;
